/**
 * The shop's word mark: a mountain badge and the name as real text (so the link's accessible name
 * 'Bare lave priser – til forsiden' contains what sighted users read).
 */
export function LogoMark() {
  return (
    <span className="sh-logo__inner">
      <svg
        className="sh-logo__mark"
        viewBox="0 0 44 40"
        width="44"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="0" y="0" width="44" height="40" rx="8" fill="var(--blp-color-brand)" />
        <path d="M6 31 L17 11 L23 21 L28 13 L38 31 Z" fill="var(--blp-color-accent)" />
      </svg>
      <span className="sh-logo__word">
        Bare lave
        <br />
        priser
      </span>
    </span>
  );
}
