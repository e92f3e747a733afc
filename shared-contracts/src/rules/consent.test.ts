import { describe, expect, it } from 'vitest';
import {
  allCookies,
  answeredCookie,
  hasAnsweredCookie,
  reconcileCookieConsent,
  type CookieConsent,
} from './consent';

const guestChoice: CookieConsent = {
  choices: allCookies(true),
  decidedAt: '2026-11-24T10:00:00.000Z',
  customerId: null,
};

describe('reconcileCookieConsent', () => {
  it('a guest keeps what this browser holds, decided or not', () => {
    expect(reconcileCookieConsent(guestChoice, null)).toEqual({
      consent: guestChoice,
      push: false,
    });
    expect(reconcileCookieConsent(null, null)).toEqual({ consent: null, push: false });
  });

  it('a guest choice is saved on the customer who logs in, unless the account says the same', () => {
    const result = reconcileCookieConsent(guestChoice, { id: 7, cookie_ga: false });
    expect(result.push).toBe(true);
    expect(result.consent).toEqual({ ...guestChoice, customerId: 7 });
    expect(reconcileCookieConsent(guestChoice, { id: 7, ...allCookies(true) })).toEqual({
      consent: { ...guestChoice, customerId: 7 },
      push: false,
    });
  });

  it("a choice saved for another customer is this visitor's newest word for the new one", () => {
    const other = { ...guestChoice, customerId: 3 };
    expect(reconcileCookieConsent(other, { id: 7 })).toEqual({
      consent: { ...other, customerId: 7 },
      push: true,
    });
  });

  it('once saved for this customer, the account wins (changed on Min side or elsewhere)', () => {
    const saved = { ...guestChoice, customerId: 7 };
    const result = reconcileCookieConsent(saved, {
      id: 7,
      cookie_default: 1,
      cookie_ga: 0,
      cookie_google_tag_manager: false,
    });
    expect(result).toEqual({
      consent: {
        ...saved,
        choices: {
          cookie_default: true,
          cookie_ga: false,
          cookie_google_tag_manager: false,
          cookie_meta_pixel: false,
        },
      },
      push: false,
    });
    const same = reconcileCookieConsent(saved, { id: 7, ...allCookies(true) });
    expect(same.consent).toBe(saved);
  });

  it('without a choice here the banner asks, also when logged in (defaults are no consent)', () => {
    expect(reconcileCookieConsent(null, { id: 7, cookie_default: true })).toEqual({
      consent: null,
      push: false,
    });
  });
});

describe('the answered mark for the server', () => {
  it('is found among other cookies, and only with its value', () => {
    expect(hasAnsweredCookie('csrf=abc; cookieChoice=1; sid=x')).toBe(true);
    expect(hasAnsweredCookie('cookieChoice=1')).toBe(true);
    expect(hasAnsweredCookie('cookieChoice=')).toBe(false);
    expect(hasAnsweredCookie('xcookieChoice=1; cookieChoice=0')).toBe(false);
    expect(hasAnsweredCookie('')).toBe(false);
    expect(hasAnsweredCookie(undefined)).toBe(false);
  });

  it('is set for a year on the whole site and removed when the answer is gone', () => {
    expect(answeredCookie(true, false)).toBe(
      'cookieChoice=1; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(answeredCookie(true, true)).toMatch(/; Secure$/);
    expect(answeredCookie(false, false)).toBe('cookieChoice=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
