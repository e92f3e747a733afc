import { describe, expect, it } from 'vitest';
import { nbSortKey } from './collation';

const byKey = (names: string[]) =>
  [...names].sort((a, b) =>
    nbSortKey(a) < nbSortKey(b) ? -1 : nbSortKey(a) > nbSortKey(b) ? 1 : 0,
  );

describe('nbSortKey', () => {
  it('orders æ, ø, å after z as in Norwegian', () => {
    expect(byKey(['Åsnes', 'Zebra', 'Ørn', 'Ærfugl', 'Asics'])).toEqual([
      'Asics',
      'Zebra',
      'Ærfugl',
      'Ørn',
      'Åsnes',
    ]);
  });

  it('ignores case and other accents, treats ä/ö as æ/ø', () => {
    expect(nbSortKey('Élan')).toBe(nbSortKey('elan'));
    expect(nbSortKey('Fjällräven')).toBe(nbSortKey('fjællræven'));
    expect(byKey(['b', 'A', 'c'])).toEqual(['A', 'b', 'c']);
  });

  it('agrees with Intl nb-NO on letters', () => {
    const words = [
      'Løpesko',
      'Lue',
      'Lavvo',
      'Ålesund',
      'Ørsta',
      'Ærlig',
      'Zoom',
      'Bjørk',
      'Bjorn',
    ];
    const intl = [...words].sort(new Intl.Collator('nb-NO').compare);
    expect(byKey(words)).toEqual(intl);
  });
});
