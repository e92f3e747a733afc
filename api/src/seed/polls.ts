/** Quiz content for the calendar-style polls: [question, options, index of the correct option]. */

export type QuizQuestion = readonly [title: string, options: readonly string[], correct: number];

export const CHRISTMAS_QUIZ: readonly QuizQuestion[] = [
  ['Hvor mange gull tok Marit Bjørgen i olympiske leker?', ['6', '8', '10'], 1],
  ['Hva heter Norges høyeste fjell?', ['Glittertind', 'Galdhøpiggen', 'Snøhetta'], 1],
  ['Hvilket år ble det første Holmenkollrennet arrangert?', ['1892', '1912', '1952'], 0],
  ['Hvor lang er Birkebeinerrennet på ski?', ['42 km', '54 km', '70 km'], 1],
  ['Hva kalles voksen du smører midt under langrennsskiene?', ['Glider', 'Festevoks', 'Fluor'], 1],
  ['Hvilken by arrangerte vinter-OL i 1994?', ['Lillehammer', 'Oslo', 'Trondheim'], 0],
  ['Hvor mange spillere har et fotballag på banen?', ['9', '10', '11'], 2],
  [
    'Hva er komforttemperatur på en sovepose?',
    [
      'Temperaturen du sover godt i',
      'Laveste overlevelsestemperatur',
      'Temperaturen posen tåler i vask',
    ],
    0,
  ],
  ['Hvilket materiale varmer også når det er fuktig?', ['Bomull', 'Ull', 'Lin'], 1],
  ['Hvor mange fjellvettregler finnes det?', ['7', '9', '12'], 1],
  [
    'Hva er en «dropp» på en løpesko?',
    ['Vekten på skoen', 'Høydeforskjell hæl–forfot', 'Sålens grep'],
    1,
  ],
  [
    'Hvem vant herrenes fellesstart i Holmenkollen 2019-VM?',
    ['Petter Northug', 'Johannes Høsflot Klæbo', 'Hans Christer Holund'],
    2,
  ],
  ['Hvor mange meter er en maratondistanse?', ['40 000', '42 195', '43 000'], 1],
  ['Hvilken sport forbindes med Kjetil André Aamodt?', ['Alpint', 'Skiskyting', 'Hopp'], 0],
  ['Hva heter ryggsekkens bærende del mot ryggen?', ['Bæresystem', 'Ramme-lokk', 'Toppklaff'], 0],
  ['Hvor mye koster frakt ved Klikk & Hent?', ['Ingenting', '99 kroner', '199 kroner'], 0],
  ['Hva betyr «GTX» i et skonavn?', ['Gore-Tex-membran', 'Ekstra grep', 'Lett vekt'], 0],
  ['Hvilket vann er Norges største?', ['Femunden', 'Mjøsa', 'Tyrifjorden'], 1],
  ['Hva er en lavvo?', ['En type telt', 'En type ski', 'En fiskestang'], 0],
  [
    'Hvilket idrettslag vant flest seriegull i norsk herrefotball?',
    ['Rosenborg', 'Vålerenga', 'Brann'],
    0,
  ],
  ['Hvor mange dager åpent kjøp har nettbutikken?', ['14', '30', '60'], 1],
  [
    'Hva heter skiløperen med flest OL-gull noensinne?',
    ['Bjørn Dæhlie', 'Marit Bjørgen', 'Ole Einar Bjørndalen'],
    1,
  ],
  ['Hvor lang er en padelbane?', ['20 meter', '24 meter', '30 meter'], 0],
  [
    'Hva ønsker vi deg på julaften?',
    ['God jul og godt nyttår!', 'God påske!', 'Gratulerer med dagen!'],
    0,
  ],
];

export const SUMMER_QUIZ: readonly QuizQuestion[] = [
  ['Hvor mange kilometer er Styrkeprøven fra Trondheim til Oslo?', ['420', '540', '640'], 1],
  ['Hva heter den kjente turen over Besseggen?', ['Eggen', 'Besseggen', 'Romsdalseggen'], 1],
  ['Hvilken faktor beskytter solkrem best?', ['SPF 15', 'SPF 30', 'SPF 50'], 2],
  ['Hvor mange hull har en vanlig golfbane?', ['9', '18', '24'], 1],
  ['Hva kalles padling i kajakk på havet?', ['Havpadling', 'Elvepadling', 'Surfing'], 0],
  ['Når er det lurt å bytte sykkelhjelm?', ['Etter et fall', 'Hver sommer', 'Aldri'], 0],
];
