import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { $cookieConsent, allCookies } from 'shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_BANNER_TITLE, CookieBanner } from './CookieBanner';

function renderBanner() {
  const router = createMemoryRouter([{ path: '*', element: <CookieBanner /> }]);
  return render(<RouterProvider router={router} />);
}

beforeEach(() => $cookieConsent.set(null));

describe('CookieBanner', () => {
  it('asks on the first visit, with refusing as prominent as accepting', () => {
    renderBanner();
    expect(screen.getByRole('heading', { name: COOKIE_BANNER_TITLE })).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'Godta alle' });
    const refuse = screen.getByRole('button', { name: 'Avvis alle' });
    expect(refuse.className).toBe(accept.className);
    expect(screen.getByRole('link', { name: 'Informasjonskapsler' }).getAttribute('href')).toBe(
      '/cookies',
    );
  });

  it('«Avvis alle» stores a refusal of every category and goes away', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Avvis alle' }));
    expect($cookieConsent.get()?.choices).toEqual(allCookies(false));
    expect(screen.queryByRole('heading', { name: COOKIE_BANNER_TITLE })).toBeNull();
  });

  it('«Tilpass» chooses per category; necessary ones cannot be switched off', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Tilpass' }));
    expect(screen.getByRole('checkbox', { name: /Nødvendige/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Grunnleggende/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lagre valgene' }));
    expect($cookieConsent.get()?.choices).toEqual({ ...allCookies(false), cookie_default: true });
  });

  it('stays away once the visitor has answered', () => {
    $cookieConsent.set({
      choices: allCookies(true),
      decidedAt: '2026-11-25T00:00:00Z',
      customerId: null,
    });
    renderBanner();
    expect(screen.queryByRole('heading', { name: COOKIE_BANNER_TITLE })).toBeNull();
  });
});
