/**
 * Suggestions answer → the flat option list of the search combobox. Articles open their product
 * page, categories their listing, brands a search; links built with the shared slug rules so
 * they are the same URLs mf-catalog builds.
 */
import { categoryDisplayName, type SuggestResponse } from 'shared-contracts';
import { categoryPath, productPath } from '../routes/paths';

export type Suggestions = SuggestResponse;

export interface SuggestionOption {
  key: string;
  kind: 'article' | 'category' | 'brand';
  kindLabel: string;
  label: string;
  href: string;
}

export function suggestionOptions(s: Suggestions): SuggestionOption[] {
  const categories: SuggestionOption[] = s.categories.map((c) => ({
    key: `c${c.id}-${c.subcategoryId ?? 0}`,
    kind: 'category',
    kindLabel: 'Kategori',
    label: c.subcategoryId ? `${c.name} (${categoryLabel(c.categoryName)})` : categoryLabel(c.name),
    href: c.subcategoryId ? categoryPath(c.categoryName, c.name) : categoryPath(c.categoryName),
  }));
  const articles: SuggestionOption[] = s.articles.map((a) => ({
    key: `a${a.id}`,
    kind: 'article',
    kindLabel: 'Produkt',
    label: a.name,
    href: productPath(a.id, a.categoryName, a.subcategoryName),
  }));
  const brands: SuggestionOption[] = s.brands.map((b) => ({
    key: `b${b.id}`,
    kind: 'brand',
    kindLabel: 'Merke',
    label: b.name,
    href: `/search/${encodeURIComponent(b.name)}`,
  }));
  return [...categories, ...articles, ...brands];
}

function categoryLabel(raw: string): string {
  return categoryDisplayName(raw);
}
