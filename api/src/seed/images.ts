/**
 * Generated SVG illustrations, so the shop has pictures without any external image host.
 * Everything needed to draw an image is in its path, so the image route needs no database
 * and answers can be cached forever (`immutable`):
 *
 *   /api/v1/images/product/<categoryId>-<hex6>-<label>.svg   → renderProductSvg
 *   /api/v1/images/banner/<hex6>-<text>.svg[?w=<width>]      → renderBannerSvg
 *
 * `<label>`/`<text>` are encodeURIComponent-encoded. `renderImageFile(kind, file)` turns a
 * request back into SVG (or null for anything malformed → 404).
 */
import { CATEGORIES, type Shape } from './taxonomy';

export const IMAGE_BASE = '/api/v1/images';

const HEX6 = /^[0-9a-f]{6}$/i;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function normaliseHex(hex: string): string {
  const h = hex.replace(/^#/, '').toLowerCase();
  return HEX6.test(h) ? h : '888888';
}

/** Relative luminance in 0..1; decides dark or light outline/text on a colour. */
function luminance(hex6: string): number {
  const n = Number.parseInt(hex6, 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Mixes the colour towards white; used for a soft background that matches the product. */
function tint(hex6: string, amount: number): string {
  const n = Number.parseInt(hex6, 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** Simple silhouettes in a 400×300 drawing area; `F` is replaced by the fill attributes. */
const SHAPES: Record<Shape, string> = {
  shoe: '<path F d="M60 200 C70 150 120 140 150 120 L190 90 C200 85 215 90 220 100 C240 140 300 150 340 170 C365 182 360 215 340 220 L80 225 C62 226 56 214 60 200 Z"/><rect x="70" y="222" width="275" height="16" rx="8" fill="#333"/>',
  boot: '<path F d="M110 60 L210 60 L215 160 C260 170 320 180 340 200 C352 214 345 232 325 235 L110 238 C98 238 92 230 95 218 Z"/><rect x="95" y="234" width="250" height="16" rx="6" fill="#333"/>',
  jacket:
    '<path F d="M150 50 L250 50 L330 100 L310 170 L280 150 L280 260 L120 260 L120 150 L90 170 L70 100 Z"/><line x1="200" y1="60" x2="200" y2="258" stroke="#0004" stroke-width="4"/><path d="M170 50 Q200 80 230 50" fill="none" stroke="#0005" stroke-width="5"/>',
  shirt:
    '<path F d="M150 55 Q200 85 250 55 L330 100 L305 150 L275 135 L275 260 L125 260 L125 135 L95 150 L70 100 Z"/>',
  pants:
    '<path F d="M130 40 L270 40 L290 270 L220 270 L200 120 L180 270 L110 270 Z"/><rect x="130" y="40" width="140" height="16" fill="#0003"/>',
  hat: '<path F d="M110 200 C110 110 150 70 200 70 C250 70 290 110 290 200 Z"/><rect F x="95" y="190" width="210" height="40" rx="12"/><circle F cx="200" cy="60" r="22"/>',
  glove:
    '<path F d="M140 260 L140 150 L120 120 C110 105 130 95 140 108 L160 130 L160 70 C160 58 180 58 180 70 L180 120 L185 55 C186 43 206 43 205 55 L203 120 L210 65 C212 53 231 55 229 67 L225 125 L235 85 C238 74 256 78 253 90 L245 160 L245 260 Z"/>',
  ball: '<circle F cx="200" cy="150" r="110"/><path d="M200 95 L245 128 L228 182 L172 182 L155 128 Z" fill="#0006"/><path d="M200 40 L200 95 M245 128 L300 110 M228 182 L262 232 M172 182 L138 232 M155 128 L100 110" stroke="#0006" stroke-width="5"/>',
  bag: '<rect F x="110" y="80" width="180" height="190" rx="40"/><path d="M160 80 C160 40 240 40 240 80" fill="none" stroke="#333" stroke-width="10"/><rect x="140" y="170" width="120" height="60" rx="12" fill="#0003"/>',
  racket:
    '<ellipse F cx="200" cy="110" rx="85" ry="95"/><ellipse cx="200" cy="110" rx="65" ry="75" fill="#fff8"/><rect x="188" y="200" width="24" height="85" rx="8" fill="#333"/>',
  bottle:
    '<rect F x="150" y="80" width="100" height="190" rx="30"/><rect x="170" y="40" width="60" height="45" rx="8" fill="#333"/><rect x="150" y="150" width="100" height="40" fill="#fff6"/>',
  bike: '<circle cx="110" cy="200" r="60" fill="none" stroke="#333" stroke-width="12"/><circle cx="290" cy="200" r="60" fill="none" stroke="#333" stroke-width="12"/><path F d="M110 200 L170 110 L260 110 L290 200 L200 200 Z" fill-opacity="0" stroke-width="14"/><path d="M170 110 L160 85 M260 110 L270 80 L295 80" stroke="#333" stroke-width="10" fill="none"/>',
  helmet:
    '<path F d="M80 200 C80 110 140 60 210 60 C280 60 330 110 330 190 L330 205 L80 205 Z"/><path d="M130 100 L170 80 M200 75 L240 75 M270 85 L300 110" stroke="#fff8" stroke-width="10"/><rect x="80" y="200" width="250" height="14" rx="6" fill="#333"/>',
  ski: '<path F d="M140 270 L155 40 C157 25 175 25 175 40 L170 270 Z"/><path F d="M230 270 L245 40 C247 25 265 25 265 40 L260 270 Z"/><rect x="135" y="150" width="45" height="30" fill="#333"/><rect x="225" y="150" width="45" height="30" fill="#333"/>',
  tent: '<path F d="M60 250 L200 60 L340 250 Z"/><path d="M200 60 L200 250 M170 250 L200 160 L230 250" stroke="#0006" stroke-width="6" fill="#0003"/>',
  dumbbell:
    '<rect x="110" y="140" width="180" height="20" fill="#555"/><rect F x="70" y="90" width="50" height="120" rx="10"/><rect F x="280" y="90" width="50" height="120" rx="10"/>',
  mat: '<rect F x="60" y="170" width="280" height="70" rx="10"/><ellipse F cx="300" cy="140" rx="45" ry="100"/><ellipse cx="300" cy="140" rx="18" ry="40" fill="#0003"/>',
  watch:
    '<rect x="170" y="30" width="60" height="240" rx="20" fill="#333"/><circle F cx="200" cy="150" r="75"/><circle cx="200" cy="150" r="55" fill="#111"/><path d="M200 150 L200 110 M200 150 L230 160" stroke="#fff" stroke-width="6"/>',
  lamp: '<rect F x="120" y="110" width="160" height="90" rx="30"/><circle cx="200" cy="155" r="32" fill="#fff6c2" stroke="#333" stroke-width="6"/><path d="M120 150 C60 150 60 150 60 150 M280 150 L340 150" stroke="#333" stroke-width="14"/>',
  rod: '<path d="M70 260 L330 40" stroke="#333" stroke-width="8"/><path F d="M70 260 L150 192" stroke-width="16"/><circle F cx="140" cy="215" r="28"/><path d="M330 40 L330 200" stroke="#999" stroke-width="2"/>',
  box: '<path F d="M90 110 L200 60 L310 110 L310 230 L200 280 L90 230 Z"/><path d="M90 110 L200 160 L310 110 M200 160 L200 280" stroke="#0005" stroke-width="5" fill="none"/>',
};

function categoryShape(categoryName: string): Shape {
  switch (categoryName) {
    case 'Sko':
      return 'shoe';
    case 'Tekstil':
      return 'jacket';
    case 'Sykkel':
      return 'bike';
    case 'Ski og vinter':
      return 'ski';
    case 'Tur og camping':
      return 'tent';
    case 'Trening':
      return 'dumbbell';
    default:
      return 'box';
  }
}

/**
 * A product illustration: the category's silhouette (or `shape`) in the article colour on
 * a tint of it. No text: the tile and the product page print the name beside it. Pure and
 * deterministic.
 */
export function renderProductSvg(
  category: string,
  hex: string,
  label: string,
  shape?: Shape,
  width = 400,
): string {
  const h = normaliseHex(hex);
  const outline = luminance(h) > 0.8 ? '#555555' : '#00000055';
  const fill = `fill="#${h}" stroke="${outline}" stroke-width="4"`;
  const body = SHAPES[shape ?? categoryShape(category)].replaceAll(' F ', ` ${fill} `);
  const bg = luminance(h) > 0.85 ? '#e9ecef' : tint(h, 0.85);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="${width}" height="${width}" role="img" ` +
    `aria-label="${escapeXml(label)}"><rect width="400" height="400" fill="${bg}"/>` +
    `<g transform="translate(0 50)">${body}</g></svg>`
  );
}

/** A small deterministic hash of the banner's key, so each banner gets its own landscape. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** The drawing area of every banner; `width` only changes the intrinsic size of the file. */
export const BANNER_VIEWBOX = { width: 1200, height: 500 } as const;

/**
 * A wide campaign/banner picture: sky gradient, sun and three mountain ridges, with no text. The
 * page sets title, subtitle and corner text over it, and boxes crop it (a half-width box shows
 * the middle half, a phone the middle third): so nothing in it must be read, and the motif
 * stretches over the whole width instead of sitting in one spot a crop could cut off.
 * `key` (the banner's title) only varies the motif. `width` (the `?w=` of a `srcset` variant)
 * sets the intrinsic size; the drawing is the same vector at any size.
 */
export function renderBannerSvg(
  key: string,
  hex: string,
  width: number = BANNER_VIEWBOX.width,
): string {
  const { width: w, height: h } = BANNER_VIEWBOX;
  const colour = normaliseHex(hex);
  const seed = hashOf(key);
  const pick = (shift: number, min: number, max: number) =>
    min + (((seed >>> shift) % 1000) / 1000) * (max - min);
  const ridge = (base: number, amp: number, shift: number) => {
    const points: string[] = [];
    for (let i = 0; i <= 12; i++) {
      const x = (w / 12) * i;
      const y = base - amp * Math.abs(Math.sin(i * 0.9 + pick(shift, 0, 3)));
      points.push(`${Math.round(x)} ${Math.round(y)}`);
    }
    return `M0 ${h} L${points.join(' L')} L${w} ${h} Z`;
  };
  const height = Math.round((width * h) / w);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(colour, 0.55)}"/><stop offset="1" stop-color="#${colour}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${Math.round(pick(3, 0.3, 0.7) * w)}" cy="${Math.round(pick(7, 0.2, 0.35) * h)}" r="${Math.round(h * 0.13)}" fill="#ffffff" fill-opacity="0.45"/>` +
    `<path d="${ridge(h * 0.62, h * 0.28, 11)}" fill="#ffffff" fill-opacity="0.18"/>` +
    `<path d="${ridge(h * 0.78, h * 0.2, 17)}" fill="#000000" fill-opacity="0.12"/>` +
    `<path d="${ridge(h * 0.92, h * 0.12, 23)}" fill="#000000" fill-opacity="0.22"/></svg>`
  );
}

export function productImagePath(categoryId: number, hex: string, label: string): string {
  return `${IMAGE_BASE}/product/${categoryId}-${normaliseHex(hex)}-${encodeURIComponent(label)}.svg`;
}

export function bannerImagePath(text: string, hex: string): string {
  return `${IMAGE_BASE}/banner/${normaliseHex(hex)}-${encodeURIComponent(text)}.svg`;
}

const SHAPE_BY_LABEL = new Map<string, Shape>();
for (const c of CATEGORIES) {
  for (const s of c.subcategories) {
    for (const g of s.groups) SHAPE_BY_LABEL.set(g.noun, g.shape ?? s.shape);
  }
}

/**
 * Renders `/api/v1/images/<kind>/<file>` where `file` is the (already URL-decoded by the
 * router or not) last path segment including `.svg`, and `width` the variant's width (banners
 * only; products are square tiles at one size). Returns null when it cannot be an
 * image of ours, so the route answers 404 instead of drawing arbitrary input.
 */
export function renderImageFile(kind: string, file: string, width?: number): string | null {
  if (!file.endsWith('.svg')) return null;
  let id: string;
  try {
    id = decodeURIComponent(file.slice(0, -4));
  } catch {
    return null;
  }
  if (kind === 'product') {
    const m = /^(\d{1,3})-([0-9a-f]{6})-(.{1,80})$/i.exec(id);
    if (!m) return null;
    const category = CATEGORIES.find((c) => c.id === Number(m[1]));
    if (!category) return null;
    const label = m[3] ?? '';
    return renderProductSvg(
      category.name,
      m[2] ?? '888888',
      label,
      SHAPE_BY_LABEL.get(label),
      width,
    );
  }
  if (kind === 'banner') {
    const m = /^([0-9a-f]{6})-(.{1,80})$/i.exec(id);
    if (!m) return null;
    return renderBannerSvg(m[2] ?? '', m[1] ?? '888888', width);
  }
  return null;
}
