import type { HomeSectionBanner } from 'shared-contracts';

/** Black or white text, whichever reads better on the editor's colour (WCAG contrast). */
export function textColourOn(background: string | null | undefined): string {
  const hex = (background ?? '').replace('#', '');
  if (!/^[0-9a-f]{6}$/i.test(hex)) return '#ffffff';
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white vs. with black; pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#111111';
}

/** Top or bottom strip of a home section: text, colour, optional arrow, optional moving text. */
export function SectionBanner({ banner }: { banner: HomeSectionBanner }) {
  const background = banner.color ?? '#111111';
  const style = { background, color: textColourOn(background) };
  const moving = banner.moving === true || banner.moving === 1;
  const arrow = banner.arrow === true || banner.arrow === 1;
  return (
    <div className={`cat-strip${moving ? ' cat-strip--moving' : ''}`} style={style}>
      {moving ? (
        // The text is read once; the animated copies are decoration.
        <div className="cat-strip__track">
          <span className="cat-strip__text">{banner.content}</span>
          <span className="cat-strip__text" aria-hidden="true">
            {banner.content}
          </span>
          <span className="cat-strip__text" aria-hidden="true">
            {banner.content}
          </span>
        </div>
      ) : (
        <p className="cat-strip__text">{banner.content}</p>
      )}
      {arrow && (
        <span className="cat-strip__arrow" aria-hidden="true">
          {banner.placement === 'bottom' ? '↑' : '↓'}
        </span>
      )}
    </div>
  );
}
