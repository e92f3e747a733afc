import { describe, expect, it } from 'vitest';
import { categoryDisplayName, slugify } from './text';

describe('slugify (spec §5)', () => {
  it.each([
    ['Sko og støvler', 'sko-og-stovler'],
    ['Ærlige Åpne Øyne', 'aerlige-apne-oyne'],
    ['  Langrenn  ski ', 'langrenn-ski'],
    ['Tekstil', 'tekstil'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('categoryDisplayName', () => {
  it("shows 'Tekstil' as 'Klær' and leaves others", () => {
    expect(categoryDisplayName('Tekstil')).toBe('Klær');
    expect(categoryDisplayName('Sko')).toBe('Sko');
  });
});
