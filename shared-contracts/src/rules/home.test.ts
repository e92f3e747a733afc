import { describe, expect, it } from 'vitest';
import { chooseHomePage, isSectionVisible } from './home';

describe('isSectionVisible (spec §4)', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('hides a section that is not activated', () => {
    expect(isSectionVisible({ activated: false }, now)).toBe(false);
    expect(
      isSectionVisible({ activated: 0, startDate: '2025-01-01', endDate: '2025-12-31' }, now),
    ).toBe(false);
  });

  it('shows an activated section without both dates', () => {
    expect(isSectionVisible({ activated: true }, now)).toBe(true);
    expect(isSectionVisible({ activated: 1, startDate: '2030-01-01', endDate: null }, now)).toBe(
      true,
    );
  });

  it('shows an activated section only within its date window', () => {
    expect(
      isSectionVisible({ activated: true, startDate: '2025-06-01', endDate: '2025-06-30' }, now),
    ).toBe(true);
    expect(
      isSectionVisible({ activated: true, startDate: '2025-07-01', endDate: '2025-07-31' }, now),
    ).toBe(false);
    expect(
      isSectionVisible({ activated: true, startDate: '2025-05-01', endDate: '2025-06-14' }, now),
    ).toBe(false);
  });

  it('includes the whole end day for date-only end dates', () => {
    expect(
      isSectionVisible({ activated: true, startDate: '2025-06-01', endDate: '2025-06-15' }, now),
    ).toBe(true);
  });
});

describe('chooseHomePage (spec §4)', () => {
  it("chooses the active 'homescreen…' page with the highest pageid", () => {
    const pages = [
      { name: 'homescreen', pageid: 3, active: 1 },
      { name: 'homescreen-sommer', pageid: 7, active: true },
      { name: 'homescreen-vinter', pageid: 9, active: 0 },
      { name: 'kampanje', pageid: 12, active: 1 },
    ];
    expect(chooseHomePage(pages)?.pageid).toBe(7);
  });

  it('is null when none qualifies', () => {
    expect(chooseHomePage([{ name: 'om-oss', pageid: 1, active: 1 }])).toBeNull();
  });
});
