import { describe, expect, it } from 'vitest';
import { distanceKm, sortByDistance } from './geo';

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
