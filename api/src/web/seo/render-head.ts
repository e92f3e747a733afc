/**
 * The document head a page gets from the server (the shell's template has the title and the
 * description slots; these come after them): canonical URL, Open Graph
 * and Twitter card, robots, and the JSON-LD blocks. Every value is escaped; JSON-LD is serialised
 * so it can never close its script element.
 */
import { escapeHtml, jsonForScript } from '../html';
import type { JsonLd } from './structured-data';

export interface PageHead {
  /** The whole <title>: '{page} | Bare lave priser' or the site's own title. */
  readonly title: string;
  readonly description: string;
  /** Absolute canonical URL; none for pages that should not be indexed. */
  readonly canonical: string | null;
  readonly index: boolean;
  readonly ogType: 'website' | 'product' | 'article';
  /** Absolute image URL for link previews. */
  readonly image: string | null;
  /** Product price for link previews (kroner decimal, NOK). */
  readonly price?: string;
  readonly jsonLd: readonly JsonLd[];
}

const meta = (attr: 'name' | 'property', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;

export function renderHead(head: PageHead, siteName: string): string {
  const tags = [
    head.index ? '' : meta('name', 'robots', 'noindex'),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'nb_NO'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    head.image ? meta('property', 'og:image', head.image) : '',
    head.price ? meta('property', 'product:price:amount', head.price) : '',
    head.price ? meta('property', 'product:price:currency', 'NOK') : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image) : '',
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.filter((tag) => tag !== '').join('');
}

/** Puts the head's tags into the shell's HTML before </head> (the title is a placeholder). */
export function injectHead(html: string, head: PageHead, siteName: string): string {
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  return html.slice(0, at) + renderHead(head, siteName) + html.slice(at);
}
