import type { OpeningHours } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { hoursOn, hoursText, openNowText, shopClock, upcomingSpecialDays } from './opening-hours';

const hours: OpeningHours = {
  regular: [
    { day: 1, name: 'Mandag', opens: '10:00', closes: '20:00' },
    { day: 6, name: 'Lørdag', opens: '10:00', closes: '18:00' },
    { day: 7, name: 'Søndag', opens: null, closes: null },
  ],
  exceptions: [
    { date: '2026-12-24', label: 'Julaften', opens: '09:00', closes: '13:00' },
    { date: '2026-05-17', label: 'Grunnlovsdag', opens: null, closes: null },
    { date: '2026-12-25', label: '1. juledag', opens: null, closes: null },
  ],
};

describe('opening hours', () => {
  it('reads the clock in Oslo time, not the visitor’s', () => {
    // 23:30 UTC on a Sunday is 00:30 Monday in Oslo (winter time, UTC+1).
    expect(shopClock(new Date('2026-11-29T23:30:00Z'))).toEqual({
      date: '2026-11-30',
      day: 1,
      minutes: 30,
    });
  });

  it('uses a special day’s hours before the weekday’s', () => {
    expect(hoursOn(hours, '2026-12-24', 4)).toEqual({
      opens: '09:00',
      closes: '13:00',
      label: 'Julaften',
    });
    expect(hoursOn(hours, '2026-11-30', 1)).toEqual({
      opens: '10:00',
      closes: '20:00',
      label: null,
    });
    expect(hoursText(hoursOn(hours, '2026-11-29', 7))).toBe('Stengt');
  });

  it('says whether the shop is open now', () => {
    const monday = hoursOn(hours, '2026-11-30', 1);
    expect(openNowText(monday, 9 * 60)).toBe('Stengt nå, åpner 10:00');
    expect(openNowText(monday, 12 * 60)).toBe('Åpen nå, til 20:00');
    expect(openNowText(monday, 20 * 60)).toBe('Stengt nå');
    expect(openNowText(hoursOn(hours, '2026-12-25', 5), 12 * 60)).toBe('Stengt i dag (1. juledag)');
  });

  it('lists special days from today on, soonest first', () => {
    expect(upcomingSpecialDays(hours, '2026-11-25').map((d) => d.label)).toEqual([
      'Julaften',
      '1. juledag',
    ]);
  });
});
