/** The shop's word mark; a link home with a text name (the SVG itself is decorative). */
export function LogoMark() {
  return (
    <svg className="sh-logo__mark" viewBox="0 0 120 40" width="120" height="40" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="120" height="40" rx="6" fill="var(--blp-color-brand)" />
      <path d="M8 30 L20 10 L26 20 L32 10 L44 30 Z" fill="var(--blp-color-accent)" />
      <text
        x="50"
        y="27"
        fontFamily="var(--blp-font-family-display)"
        fontWeight="900"
        fontSize="18"
        fill="var(--blp-color-brand-contrast)"
      >
        BLP
      </text>
    </svg>
  );
}
