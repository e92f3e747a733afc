import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $position, clearPosition, setPosition } from './position';

beforeEach(() => clearPosition());

describe('position', () => {
  it('holds a position from a postcode or geolocation', () => {
    expect(setPosition({ lat: 59.91, lon: 10.75, source: 'postcode', postcode: '0150' })).toBe(
      true,
    );
    expect($position.get()).toEqual({
      lat: 59.91,
      lon: 10.75,
      source: 'postcode',
      postcode: '0150',
    });
    setPosition({ lat: 60.39, lon: 5.32, source: 'geolocation' });
    expect($position.get()?.source).toBe('geolocation');
  });

  it('refuses invalid coordinates', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(setPosition({ lat: 200, lon: 0, source: 'geolocation' })).toBe(false);
    expect($position.get()).toBeNull();
  });
});
