/**
 * The page's `<meta name="description">`, written by the server so search engines (and
 * Lighthouse's SEO audit) read one on every page before any script runs. By the page the route
 * shows; a search repeats what was searched for.
 */
import type { RouteMatch } from './route-match';

export const DEFAULT_DESCRIPTION =
  'Bare lave priser: sport, fritid og outlet til lave priser. Handle på nett med levering hjem eller Klikk & Hent i en av butikkene våre.';

const BY_PAGE: Readonly<Record<string, string>> = {
  Category:
    'Se utvalget i kategorien hos Bare lave priser: filtrer på merke, farge, kjønn og pris, og hent i butikk eller få det levert.',
  Product:
    'Varen hos Bare lave priser: pris, farger og størrelser, lager i butikkene og levering eller Klikk & Hent.',
  Checkout:
    'Kassen hos Bare lave priser: velg levering eller Klikk & Hent og betal med Klarna eller Vipps.',
  CampaignList: 'Kampanjer og tilbud hos Bare lave priser.',
  Campaign: 'Kampanjevarer hos Bare lave priser.',
};

const MAX_QUERY = 80;

export function pageDescription(match: RouteMatch | null): string {
  const page = match?.route.page;
  if (page === 'Search') {
    const query = (match?.params.query ?? '').trim().slice(0, MAX_QUERY);
    if (query) return `Søkeresultater for «${query}» hos Bare lave priser.`;
  }
  return (page && BY_PAGE[page]) ?? DEFAULT_DESCRIPTION;
}
