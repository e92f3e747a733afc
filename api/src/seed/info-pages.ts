/**
 * Information pages (spec §2 slugs) with real Norwegian text. Bodies are simple HTML so the
 * content remote can render them without a Markdown dependency. The page title is the page's
 * one h1, so a body never opens by repeating it; contact facts come from CHAIN_CONTACT, the
 * constant the footer and the contact page show.
 */
import { CHAIN_CONTACT } from 'shared-contracts/rules';

export interface InfoPageDef {
  slug: string;
  title: string;
  content: string;
}

const CHAIN = CHAIN_CONTACT.name;
const EMAIL = CHAIN_CONTACT.email;

export const INFO_PAGES: readonly InfoPageDef[] = [
  {
    slug: 'om-oss',
    title: 'Om oss',
    content: `<h2>Sport og friluftsliv – til lave priser</h2>
<p>${CHAIN} er en norsk kjede med sport- og outletbutikker fra Kristiansand i sør til Tromsø i nord. Vi startet med én butikk og en enkel idé: gode merkevarer skal ikke koste skjorta.</p>
<p>Vi kjøper inn restpartier, sesongvarer og overskuddslager direkte fra leverandørene, og gir prisfordelen videre til deg. Derfor finner du kjente merker som Bergans, Helly Hansen, Asics og Swix hos oss – ofte til halv pris.</p>
<h3>Handle slik det passer deg</h3>
<ul><li>Bestill på nett og få varene levert hjem.</li><li>Bruk <strong>Klikk &amp; Hent</strong> og hent i nærmeste butikk – gratis.</li><li>Kom innom en av butikkene våre og få råd av ansatte som selv er aktive.</li></ul>
<p>Vi er opptatt av at flere skal kunne være i aktivitet, uansett lommebok. Derfor støtter vi også lokale idrettslag der vi har butikker.</p>`,
  },
  {
    slug: 'ledige-stillinger',
    title: 'Ledige stillinger',
    content: `<h2>Jobb hos oss</h2>
<p>Liker du sport, friluftsliv og å møte mennesker? Vi ser alltid etter blide og serviceinnstilte medarbeidere til butikkene våre, lageret og hovedkontoret.</p>
<p>Som butikkmedarbeider gir du kundene råd om utstyr, tar imot varer og holder butikken innbydende. Du får personalrabatt, kurs i produktkunnskap og gode muligheter til å utvikle deg videre i kjeden.</p>
<p>Det er for tiden ingen utlyste stillinger. Send gjerne en åpen søknad med CV til <a href="mailto:jobb@barelavepriser.no">jobb@barelavepriser.no</a>, og skriv hvilken butikk du helst vil jobbe i.</p>`,
  },
  {
    slug: 'faq',
    title: 'Ofte stilte spørsmål',
    content: `<h3>Hvor lang tid tar leveringen?</h3>
<p>Pakker sendes fra butikken som har varen på lager, normalt innen 1–2 virkedager. Leveringstiden med Posten er deretter 1–4 virkedager avhengig av hvor i landet du bor.</p>
<h3>Hva koster frakt?</h3>
<p>Hjemlevering koster 199 kroner. Klikk &amp; Hent i butikk er gratis.</p>
<h3>Hvorfor kommer bestillingen min i flere pakker?</h3>
<p>Varene sendes fra butikkene som har dem på lager. Har du bestilt varer fra flere butikker, får du én ordre og én pakke per butikk.</p>
<h3>Kan jeg bytte eller returnere?</h3>
<p>Ja, du har 30 dagers åpent kjøp på varer kjøpt i nettbutikken. Se <a href="/return">retur og bytte</a>.</p>
<h3>Hvordan bruker jeg en rabattkode?</h3>
<p>Skriv inn koden i handlekurven før du går til betaling. Kun én rabattkode kan brukes per bestilling.</p>
<h3>Jeg har glemt passordet mitt</h3>
<p>Velg «Glemt passord» på innloggingssiden, så sender vi deg en lenke for å lage et nytt.</p>`,
  },
  {
    slug: 'return',
    title: 'Retur og bytte',
    content: `<p>Du har <strong>30 dagers åpent kjøp</strong> fra du mottar varen, i tillegg til angreretten etter angrerettloven (14 dager).</p>
<h3>Slik returnerer du</h3>
<ol><li>Logg inn og finn ordren under <a href="/user/history">Mine kjøp</a>, eller ta med kvitteringen.</li><li>Lever varen i en av butikkene våre, eller send den tilbake med returseddelen som lå i pakken.</li><li>Pengene tilbakebetales til samme betalingsmiddel innen 14 dager etter at vi har mottatt varen.</li></ol>
<p>Varen må være ubrukt, med lapper og i original emballasje. Av hygieniske grunner kan undertøy, badetøy og ørepropper ikke returneres dersom forseglingen er brutt.</p>
<p>Bytte til en annen størrelse gjør du enklest i nærmeste butikk.</p>`,
  },
  {
    slug: 'delivery',
    title: 'Levering',
    content: `<p>Vi sender med Posten og Helthjem til hele Norge. Varene pakkes i butikken som har dem på lager, derfor kan én bestilling komme i flere pakker.</p>
<ul><li><strong>Hjemlevering:</strong> 199 kroner per bestilling.</li><li><strong>Klikk &amp; Hent:</strong> gratis. Du får SMS når varene er klare, vanligvis samme dag. Varene ligger klare i 5 dager.</li></ul>
<p>Store varer som sykler og treningsapparater kan bare hentes i butikk. Det står tydelig på produktsiden.</p>
<p>Vi leverer ikke til Svalbard eller utlandet.</p>`,
  },
  {
    slug: 'terms',
    title: 'Kjøpsvilkår',
    content: `<p>Disse vilkårene gjelder for kjøp i nettbutikken til ${CHAIN}. Kjøpet reguleres av forbrukerkjøpsloven, angrerettloven og markedsføringsloven.</p>
<h3>Priser</h3>
<p>Alle priser er oppgitt i norske kroner inkludert merverdiavgift. Ved kampanjer viser vi laveste pris de siste 30 dagene før prisnedsettelsen.</p>
<h3>Betaling</h3>
<p>Du kan betale med kort, delbetaling eller mobil betaling. Beløpet reserveres ved bestilling og trekkes når varen sendes eller hentes.</p>
<h3>Reklamasjon</h3>
<p>Reklamasjonsfristen er to år, og fem år for varer som er ment å vare vesentlig lenger. Se <a href="/reclamation">reklamasjon</a>.</p>
<h3>Kontakt</h3>
<p>Spørsmål om et kjøp sender du til ${EMAIL}.</p>`,
  },
  {
    slug: 'contact',
    title: 'Kontakt oss',
    content: `<p>Kundeservice hjelper deg med bestillinger, retur og spørsmål om produkter. Skriv til oss eller ring, så svarer vi så snart vi kan.</p>
<p>Har du spørsmål om varer i en bestemt butikk, finner du telefonnummer og åpningstider under <a href="/butikker/">butikker</a>.</p>`,
  },
  {
    slug: 'trim-reklamasjon',
    title: 'Reklamasjon på treningsapparater',
    content: `<p>Tredemøller, spinningsykler og romaskiner har egne serviceavtaler med leverandørene. Ved feil kontakter du oss med ordrenummer, serienummer og en kort beskrivelse, gjerne med bilde eller video.</p>
<p>Vi avtaler deretter om en servicetekniker skal komme hjem til deg, eller om apparatet skal leveres i butikk. Ikke åpne apparatet selv – det kan gjøre at garantien faller bort.</p>`,
  },
  {
    slug: 'privacy',
    title: 'Personvernerklæring',
    content: `<p>${CHAIN} AS er behandlingsansvarlig for personopplysningene vi samler inn når du handler hos oss eller er medlem i kundeklubben.</p>
<h3>Hva vi lagrer</h3>
<p>Navn, kontaktinformasjon, adresse, kjøpshistorikk og samtykkene du har gitt. Betalingskortopplysninger lagres aldri hos oss, men hos betalingsleverandøren.</p>
<h3>Hvorfor</h3>
<p>For å levere varene, gi deg kundeservice, oppfylle bokføringsplikten og – hvis du har samtykket – sende deg tilbud og nyhetsbrev.</p>
<h3>Dine rettigheter</h3>
<p>Du kan be om innsyn, retting og sletting, og trekke tilbake samtykker når som helst under «Min side». Du kan også klage til Datatilsynet.</p>`,
  },
  {
    slug: 'support',
    title: 'Kundeservice',
    content: `<p>Vi svarer normalt på e-post innen én virkedag. Oppgi ordrenummer når du kontakter oss om en bestilling, så går det raskere.</p>
<p>Mange svar finner du også under <a href="/faq">ofte stilte spørsmål</a>.</p>`,
  },
  {
    slug: 'payment',
    title: 'Betaling',
    content: `<p>Vi tar imot Visa, Mastercard, faktura og delbetaling gjennom vår kortleverandør, og mobilbetaling gjennom vår mobilleverandør.</p>
<p>Beløpet reserveres når du bestiller, og trekkes først når varene sendes eller hentes. Blir en vare utsolgt, belastes du bare for det vi faktisk leverer.</p>
<p>Gavekort kan brukes i alle butikkene våre. Saldoen sjekker du på <a href="/giftcard/status">gavekortsiden</a>.</p>`,
  },
  {
    slug: 'reclamation',
    title: 'Reklamasjon',
    content: `<p>Er det en feil ved varen, har du rett til å reklamere. Fristen er to år fra du mottok varen, og fem år for varer som er ment å vare vesentlig lenger.</p>
<p>Ta med varen og kvitteringen til nærmeste butikk, eller send oss en e-post med bilder av feilen og ordrenummeret. Vi reparerer, bytter eller gir pengene tilbake.</p>
<p>Normal slitasje og skader som skyldes feil bruk dekkes ikke.</p>`,
  },
  {
    slug: 'iso',
    title: 'Miljø og kvalitet (ISO)',
    content: `<p>Vi jobber etter prinsippene i ISO 14001 (miljøstyring) og ISO 9001 (kvalitetsstyring). Det betyr at vi kartlegger miljøpåvirkningen vår, setter mål og følger dem opp hvert år.</p>
<p>Ved å selge restpartier og sesongvarer bidrar vi til at gode produkter blir brukt i stedet for kastet. Vi samler transporter fra butikkene og bruker resirkulert emballasje i nettbutikken.</p>`,
  },
  {
    slug: 'giftcard',
    title: 'Gavekort',
    content: `<p>Et gavekort fra ${CHAIN} passer til alle som liker å være aktive. Gavekortet kan brukes i alle butikkene våre og er gyldig i tre år fra kjøpsdato.</p>
<p>Skriv inn gavekortnummeret for å se hvor mye som står igjen.</p>`,
  },
  {
    slug: 'apenhetsloven',
    title: 'Åpenhetsloven',
    content: `<h2>Redegjørelse etter åpenhetsloven</h2>
<p>Åpenhetsloven skal fremme virksomheters respekt for grunnleggende menneskerettigheter og anstendige arbeidsforhold. ${CHAIN} gjennomfører aktsomhetsvurderinger av leverandørkjeden vår hvert år.</p>
<p>Vi stiller krav til leverandørene gjennom våre etiske retningslinjer, og følger opp risiko knyttet til blant annet lønn, arbeidstid og helse og sikkerhet i produksjonen av tekstiler og sko.</p>
<p>Du kan be om informasjon om hvordan vi håndterer faktiske og mulige negative konsekvenser ved å skrive til <a href="mailto:apenhet@barelavepriser.no">apenhet@barelavepriser.no</a>. Vi svarer innen tre uker.</p>`,
  },
  {
    slug: 'cookies',
    title: 'Informasjonskapsler',
    content: `<p>Vi bruker informasjonskapsler for at nettbutikken skal fungere, for eksempel for å huske handlekurven og innloggingen din. Disse er nødvendige og kan ikke slås av.</p>
<p>Med ditt samtykke bruker vi også informasjonskapsler til statistikk (Google Analytics og Google Tag Manager) og markedsføring (Meta Pixel). Du kan endre samtykket ditt når som helst her på siden, og under «Min side» når du er logget inn. Nedenfor står alt vi lagrer i nettleseren din, og hvorfor.</p>`,
  },
  {
    slug: 'premises',
    title: 'Lokaler og eiendom',
    content: `<p>Vi er stadig på jakt etter nye butikklokaler på 800–2&nbsp;000 kvadratmeter med god parkering, gjerne i handelsparker og kjøpesentre.</p>
<p>Har du et lokale som kan passe? Ta kontakt med etableringsavdelingen på <a href="mailto:etablering@barelavepriser.no">etablering@barelavepriser.no</a>.</p>`,
  },
];
