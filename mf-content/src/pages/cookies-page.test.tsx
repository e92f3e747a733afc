import { fireEvent, render, screen, within } from '@testing-library/react';
import { $cookieConsent, SITE_STORAGE } from 'shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../test-support';
import { CookiesPage } from './cookies-page';

beforeEach(() => $cookieConsent.set(null));

describe('CookiesPage', () => {
  it('lists every key and cookie the site stores, with purpose', async () => {
    installFakeApi({
      'GET /page/slug/cookies': () => ({
        slug: 'cookies',
        title: 'Informasjonskapsler',
        content: '<p>Vi bruker informasjonskapsler.</p>',
        updatedAt: '2026-11-01T00:00:00Z',
      }),
    });
    render(<CookiesPage routeName="cookies" params={{ slug: 'cookies' }} search="" />);
    expect(await screen.findByText('Vi bruker informasjonskapsler.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const item of SITE_STORAGE)
      expect(screen.getAllByText(item.name).length).toBeGreaterThan(0);
    const necessary = screen.getByTestId('cnt-storage-necessary');
    expect(within(necessary).getByText('sid')).toBeTruthy();
  });

  it('saves a changed choice in this browser', async () => {
    installFakeApi({});
    render(<CookiesPage routeName="cookies" params={{ slug: 'cookies' }} search="" />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Grunnleggende/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lagre valget' }));
    expect(await screen.findByText('Valget er lagret i denne nettleseren.')).toBeTruthy();
    expect($cookieConsent.get()?.choices.cookie_default).toBe(true);
    expect($cookieConsent.get()?.choices.cookie_ga).toBe(false);
  });
});
