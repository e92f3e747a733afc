/** Blog ("inspirasjon") posts and categories with real Norwegian text. */

export const BLOG_CATEGORIES = [
  { slug: 'loping', name: 'Løping' },
  { slug: 'tur-og-friluftsliv', name: 'Tur og friluftsliv' },
  { slug: 'ski-og-vinter', name: 'Ski og vinter' },
  { slug: 'trening', name: 'Trening' },
  { slug: 'sykkel', name: 'Sykkel' },
  { slug: 'tips-og-rad', name: 'Tips og råd' },
] as const;

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];

export interface BlogPostDef {
  title: string;
  slug: string;
  categories: readonly BlogCategorySlug[];
  /** Subcategory whose articles are linked as main and related articles. */
  subcategoryId: number;
  colour: string;
  excerpt: string;
  text: string;
  /** false: a draft, seen only through /inspiration/preview/{slug}. */
  published?: boolean;
}

export const BLOG_POSTS: readonly BlogPostDef[] = [
  {
    title: 'Slik velger du riktige løpesko',
    slug: 'slik-velger-du-riktige-lopesko',
    categories: ['loping', 'tips-og-rad'],
    subcategoryId: 101,
    colour: '#1f4fa3',
    excerpt: 'Demping, dropp og passform – dette bør du tenke på før du kjøper nye løpesko.',
    text: `<p>Riktige løpesko er den viktigste investeringen du gjør som løper. Skoen skal passe foten din, underlaget du løper på og hvor langt du løper.</p>
<h2>Underlaget avgjør</h2>
<p>Løper du mest på asfalt, trenger du en sko med god demping og en jevn såle. På sti og i skogen gir en terrengsko med grove knotter bedre grep, og ofte en steinplate som beskytter mot skarpe steiner.</p>
<h2>Passform før alt</h2>
<p>Det skal være omtrent en tommelbredde mellom tærne og skotuppen. Prøv skoene på ettermiddagen, når føttene er litt hovne, og bruk sokkene du løper med.</p>
<h2>Dropp og demping</h2>
<p>Dropp er høydeforskjellen mellom hæl og forfot. Er du vant til tradisjonelle løpesko, bør du gå gradvis over til lavere dropp for å unngå belastningsskader i legg og akilles.</p>
<p>Bytt sko etter 600–800 kilometer. Da har dempingen gjort jobben sin.</p>`,
  },
  {
    title: 'Fra sofa til 5 km på åtte uker',
    slug: 'fra-sofa-til-5-km',
    categories: ['loping', 'trening'],
    subcategoryId: 101,
    colour: '#ef6c00',
    excerpt: 'Et enkelt program for deg som vil komme i gang med løping – uten å bli skadet.',
    text: `<p>Mange starter for hardt og gir opp etter to uker. Hemmeligheten er å bygge opp gradvis, med vekslende gåing og jogging.</p>
<h2>Uke 1–2</h2>
<p>Tre økter i uka: gå fem minutter, og veksle så mellom ett minutt jogg og to minutter gange i tjue minutter.</p>
<h2>Uke 3–5</h2>
<p>Øk joggeintervallene til tre og fem minutter. Det skal føles lett nok til at du kan prate.</p>
<h2>Uke 6–8</h2>
<p>Nå jogger du ti, femten og til slutt tretti minutter sammenhengende. Gratulerer – du løper fem kilometer!</p>
<p>Husk hviledager mellom øktene. Det er da kroppen blir sterkere.</p>`,
  },
  {
    title: 'Pakkeliste for første fjelltur med telt',
    slug: 'pakkeliste-forste-fjelltur',
    categories: ['tur-og-friluftsliv', 'tips-og-rad'],
    subcategoryId: 601,
    colour: '#2e7d32',
    excerpt: 'Alt du trenger – og ingenting du ikke trenger – for en natt i fjellet.',
    text: `<p>En natt i telt på fjellet er noe alle bør oppleve. Med riktig utstyr blir det en god opplevelse også når været skifter.</p>
<h2>Sove</h2>
<ul><li>Telt som tåler vind, gjerne et tunneltelt</li><li>Sovepose med komforttemperatur ned mot null grader</li><li>Isolerende liggeunderlag – det er kulda fra bakken som tar deg</li></ul>
<h2>Klær</h2>
<p>Kle deg i lag: ull innerst, fleece eller lett dun i midten og et skall ytterst. Ta med lue og votter, selv om sommeren.</p>
<h2>Mat og vann</h2>
<p>Stormkjøkken, brensel, fyrstikker og enkel mat som tørrmat og havregryn. Vann finner du i bekker, men ta med en flaske.</p>
<p>Følg fjellvettreglene, og si fra hvor du går.</p>`,
  },
  {
    title: 'Smøreskolen: slik får du feste i alle forhold',
    slug: 'smoreskolen-feste',
    categories: ['ski-og-vinter', 'tips-og-rad'],
    subcategoryId: 504,
    colour: '#125e6b',
    excerpt: 'Festevoks eller klister? Vi forklarer hvordan du treffer med smøringen.',
    text: `<p>Ingenting er så deilig som ski med godt feste og god gli. Med litt kunnskap treffer du oftere.</p>
<h2>Se på temperaturen og snøen</h2>
<p>Ny snø og kulde krever hard voks. Gammel, omdannet snø og temperaturer rundt null krever mykere voks, og på skareføre og islagt spor er det klister som gjelder.</p>
<h2>Tynne lag</h2>
<p>Legg på flere tynne lag og kork godt mellom hvert lag. Glatter skiene, legger du på ett lag til. Stikker de, var voksen for myk.</p>
<h2>Husk glideren</h2>
<p>Gliden smøres på tuppen og bakenden av skiene. En god glider gjør turen lettere, særlig i nedoverbakkene.</p>`,
  },
  {
    title: 'Langrenn for nybegynnere',
    slug: 'langrenn-for-nybegynnere',
    categories: ['ski-og-vinter'],
    subcategoryId: 501,
    colour: '#7fb3e6',
    excerpt: 'Klassisk eller skøyting? Slik kommer du i gang på ski i vinter.',
    text: `<p>Langrenn er trening for hele kroppen, og du kan gå rett ut fra døra mange steder i Norge.</p>
<h2>Klassisk først</h2>
<p>Klassisk stil er enklest å lære. Du trenger ski som passer vekten din, støvler med god støtte og staver som rekker deg til armhulen.</p>
<h2>Skøyting</h2>
<p>Skøyting går fortere, men krever mer teknikk og bredere, preparerte løyper. Stavene skal her rekke til haka eller munnen.</p>
<p>Start med korte turer i flatt terreng, og øk lengden etter hvert som teknikken sitter.</p>`,
  },
  {
    title: 'Styrketrening hjemme uten store investeringer',
    slug: 'styrketrening-hjemme',
    categories: ['trening'],
    subcategoryId: 701,
    colour: '#6a1b9a',
    excerpt: 'Et par manualer, en kettlebell og en matte er nok til å bli sterk.',
    text: `<p>Du trenger ikke et fullt treningssenter for å bli sterkere. Med noen få redskaper kan du trene hele kroppen hjemme.</p>
<h2>Grunnutstyret</h2>
<ul><li>Et par justerbare manualer</li><li>En kettlebell på 8–16 kilo</li><li>En treningsmatte</li><li>Treningsstrikker i ulike motstander</li></ul>
<h2>En enkel økt</h2>
<p>Knebøy, pushups, roing med manual, kettlebell-sving og planke. Ta tre runder med ti til femten repetisjoner, og hvil ett minutt mellom rundene.</p>
<p>Tren to til tre ganger i uka, og øk vekten når det begynner å bli lett.</p>`,
  },
  {
    title: 'Sykkelsjekk før sesongen',
    slug: 'sykkelsjekk-for-sesongen',
    categories: ['sykkel', 'tips-og-rad'],
    subcategoryId: 403,
    colour: '#f9c80e',
    excerpt: 'Fem ting du bør sjekke før du triller ut av boden om våren.',
    text: `<p>Etter en vinter i boden trenger sykkelen litt omsorg. Denne sjekken tar en halvtime.</p>
<ol><li><strong>Dekktrykk:</strong> Pump til trykket som står på dekksiden.</li><li><strong>Bremser:</strong> Klem hardt – hendelen skal ikke gå helt inn til styret.</li><li><strong>Kjede:</strong> Rengjør og smør. Et tørt kjede slites fort.</li><li><strong>Gir:</strong> Sjekk at alle gir går inn uten å hoppe.</li><li><strong>Lys:</strong> Lad lyktene – de er påbudt i mørket.</li></ol>
<p>Og ikke glem hjelmen. Den skal byttes etter et fall, eller når den er fem til sju år gammel.</p>`,
  },
  {
    title: 'Ull eller syntetisk – hva skal du ha innerst?',
    slug: 'ull-eller-syntetisk',
    categories: ['tur-og-friluftsliv', 'tips-og-rad'],
    subcategoryId: 205,
    colour: '#d8c3a5',
    excerpt: 'Innerste lag avgjør om du fryser eller ikke. Slik velger du.',
    text: `<p>Innerste lag skal transportere fukt bort fra huden og holde deg varm, også når du svetter.</p>
<h2>Ull</h2>
<p>Ull varmer selv når den er fuktig, og lukter lite selv etter flere dager i bruk. Merinoull er myk og klør ikke. Perfekt til lange turer og kalde dager.</p>
<h2>Syntetisk</h2>
<p>Syntetiske materialer tørker raskere og tåler mye. De passer godt til intensiv trening som løping og langrenn.</p>
<p>Mange velger en kombinasjon: syntetisk på harde økter, ull på tur.</p>`,
  },
  {
    title: 'Barna ut på tur: slik blir det gøy for alle',
    slug: 'barna-ut-pa-tur',
    categories: ['tur-og-friluftsliv'],
    subcategoryId: 201,
    colour: '#e91e8c',
    excerpt: 'Korte mål, god mat og tørre klær – tips til turer med de minste.',
    text: `<p>Barn som får gode opplevelser ute, blir voksne som liker å være ute. Nøkkelen er å gjøre turen på barnas premisser.</p>
<ul><li>Velg korte turer med et tydelig mål, som et vann, en gapahuk eller en topp.</li><li>Ta med mer mat enn du tror dere trenger, og noe godt til pausen.</li><li>Kle barna i ull innerst og gode regnklær ytterst, og ha med skift.</li></ul>
<p>La barna bestemme tempoet, og stopp når de finner noe spennende. Det er turen som er målet.</p>`,
  },
  {
    title: 'Vinterjakke: dun eller syntetisk fyll?',
    slug: 'vinterjakke-dun-eller-syntetisk',
    categories: ['ski-og-vinter', 'tips-og-rad'],
    subcategoryId: 201,
    colour: '#1b2a4a',
    excerpt: 'Dun er lett og varmt, syntetisk tåler fukt. Hva passer for deg?',
    text: `<p>En god vinterjakke gjør kalde dager mye hyggeligere. Det viktigste valget er fyllet.</p>
<h2>Dun</h2>
<p>Dun gir mest varme i forhold til vekt, og jakken kan pakkes lite. Se etter fillpower over 600 og dun fra sertifiserte, ansvarlige kilder.</p>
<h2>Syntetisk</h2>
<p>Syntetisk fyll isolerer også når det blir vått, og er enklere å vaske. Et godt valg i kystklima med våt snø og sludd.</p>
<p>Uansett fyll: velg en jakke som dekker rumpa og har hette som sitter godt.</p>`,
  },
  {
    title: 'Klar for skisesongen: sjekkliste for smøring og utstyr',
    slug: 'klar-for-skisesongen',
    categories: ['ski-og-vinter'],
    subcategoryId: 201,
    colour: '#2f6f8f',
    excerpt: 'Et utkast redaksjonen jobber med: slik gjør du skiene klare før første tur.',
    text: `<p>Før første skitur er det lurt å gå gjennom utstyret. Sjekk bindingene, rens sålene og legg på et grunnlag av glider.</p>
<h2>Smøring</h2>
<p>Festesmøring velges etter temperaturen og snøen. Har du felleski, holder det med å rense og impregnere fellene.</p>`,
    published: false,
  },
];
