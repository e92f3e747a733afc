/** A short version of the terms of use the customer accepts (the full text is on /terms). */
export function TermsText() {
  return (
    <div className="acc-terms" data-testid="acc-terms-text">
      <h2 className="acc-subtitle">Brukervilkår for kundekontoen</h2>
      <ol className="acc-terms__list">
        <li>
          Kontoen er personlig. Du er ansvarlig for at passordet ditt holdes hemmelig, og for kjøp
          som gjøres med kontoen.
        </li>
        <li>
          Vi lagrer navn, kontaktopplysninger, kjøp, reservasjoner og anmeldelser for å levere
          varene, gi deg kundefordeler og følge regnskapsloven.
        </li>
        <li>
          Samtykker til nyhetsbrev, markedsføring og informasjonskapsler er frivillige, og du kan
          endre dem når som helst under Samtykker på Min side.
        </li>
        <li>
          Anmeldelser du skriver, vises på produktsiden etter at vi har godkjent dem. Vi kan avvise
          innhold som er ulovlig, krenkende eller ikke handler om varen.
        </li>
        <li>
          Du kan laste ned dataene dine og slette kontoen når du vil. Ordrer beholdes uten navn så
          lenge loven krever det.
        </li>
        <li>Kjøp følger kjøpsvilkårene våre og forbrukerkjøpsloven.</li>
      </ol>
    </div>
  );
}
