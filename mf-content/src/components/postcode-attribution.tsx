/**
 * Postcode and shop coordinates come from Erik Bolstad's register (CC BY 3.0): every page that
 * uses them must link www.erikbolstad.no/postnummer/ (shared/data/README.md).
 */
export function PostcodeAttribution() {
  return (
    <p className="cnt-attribution">
      Postnummerkoordinater:{' '}
      <a href="https://www.erikbolstad.no/postnummer/" target="_blank" rel="noopener noreferrer">
        Erik Bolstad, «Norske postnummer med koordinatar» (CC BY 3.0)
      </a>
    </p>
  );
}
