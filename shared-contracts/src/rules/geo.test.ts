import { describe, expect, it } from 'vitest';
import { distanceKm, distanceText, sortByDistance, straightLineDistance } from './geo';

const oslo = { lat: 59.9139, lon: 10.7522 };
const bergen = { lat: 60.3913, lon: 5.3221 };
const trondheim = { lat: 63.4305, lon: 10.3951 };

describe('distanceKm (haversine)', () => {
  it('is ~305 km Oslo–Bergen and 0 to itself', () => {
    expect(distanceKm(oslo, bergen)).toBeGreaterThan(300);
    expect(distanceKm(oslo, bergen)).toBeLessThan(310);
    expect(distanceKm(oslo, oslo)).toBe(0);
  });

  it('sorts places by distance and attaches it', () => {
    const sorted = sortByDistance(
      [
        { name: 'Bergen', ...bergen },
        { name: 'Trondheim', ...trondheim },
      ],
      { lat: 63, lon: 10 },
    );
    expect(sorted.map((s) => s.name)).toEqual(['Trondheim', 'Bergen']);
    expect(sorted[0]?.distance).toBeGreaterThan(0);
  });
});

describe('straightLineDistance', () => {
  it('gives whole metres marked as straight', () => {
    const entry = straightLineDistance(oslo, 7, bergen);
    expect(entry.shopId).toBe(7);
    expect(entry.source).toBe('straight');
    expect(Number.isInteger(entry.metres)).toBe(true);
    expect(entry.metres).toBe(Math.round(distanceKm(oslo, bergen) * 1000));
  });
});

describe('distanceText', () => {
  it('says metres, km and whether it is by road or in a straight line', () => {
    expect(distanceText({ shopId: 1, metres: 847, source: 'road' })).toBe('850 m kjøring');
    expect(distanceText({ shopId: 1, metres: 4234, source: 'straight' })).toBe(
      '4,2 km i luftlinje',
    );
    expect(distanceText({ shopId: 1, metres: 123_456, source: 'road' })).toBe('123 km kjøring');
  });

  it('writes kilometres as nb-NO number formatting does, without Intl', () => {
    const km = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });
    for (let metres = 1000; metres < 10_000; metres += 7) {
      expect(distanceText({ shopId: 1, metres, source: 'road' })).toBe(
        `${km.format(metres / 1000)} km kjøring`,
      );
    }
  });
});
