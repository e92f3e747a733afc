import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, CONSENT_FLAGS } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, installFakeApi, logIn, makeCustomer, resetStores } from '../api/fake-api';
import { browser } from '../browser';
import { CONSENT_TEXTS } from '../rules/consents';
import { PermissionsPage } from './permissions-page';

beforeEach(() => resetStores());

const renderPermissions = () =>
  render(<PermissionsPage params={{}} search="" routeName="account-permissions" />);

/** A PUT that resolves when the test says so, to look at the switch while it saves. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('/user/permissions', () => {
  it('shows every consent flag of spec §3 as a labelled switch with its state', () => {
    logIn({ club: true, newsletter: 0, cookie_ga: 1 });
    renderPermissions();
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(CONSENT_FLAGS.length);
    for (const flag of CONSENT_FLAGS) {
      const control = screen.getByRole('switch', { name: CONSENT_TEXTS[flag].label });
      expect(control.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getByRole('switch', { name: 'Kundeklubben' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      screen.getByRole('switch', { name: 'Nyhetsbrev på e-post' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(
      screen.getByRole('switch', { name: 'Google Analytics' }).getAttribute('aria-checked'),
    ).toBe('true');
    const cookies = screen.getByRole('group', { name: 'Informasjonskapsler' });
    expect(within(cookies).getAllByRole('switch')).toHaveLength(4);
  });

  it('saves a switch at once with only that flag and announces it', async () => {
    const user = userEvent.setup();
    logIn();
    const put = deferred();
    const api = installFakeApi({ 'PUT /customers/7': () => put.promise });
    renderPermissions();
    const newsletter = screen.getByRole('switch', { name: 'Nyhetsbrev på e-post' });
    await user.click(newsletter);
    // Moves at once, stays focusable while saving.
    expect(newsletter.getAttribute('aria-checked')).toBe('true');
    expect(newsletter.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(newsletter);
    await waitFor(() => expect(api.callsTo('PUT', '/customers/7')).toHaveLength(1));
    expect(api.callsTo('PUT', '/customers/7')[0]?.body).toEqual({ newsletter: true });
    // A second click while saving sends nothing.
    await user.click(newsletter);
    put.resolve(answer(200, makeCustomer({ newsletter: true })));
    await waitFor(() =>
      expect(screen.getByTestId('acc-consent-status').textContent).toBe(
        'Lagret: Nyhetsbrev på e-post er slått på.',
      ),
    );
    expect(newsletter.getAttribute('aria-checked')).toBe('true');
    expect(newsletter.getAttribute('aria-disabled')).toBeNull();
    expect($user.get().newsletter).toBe(true);
    expect(api.callsTo('PUT', '/customers/7')).toHaveLength(1);
  });

  it('turns a flag off', async () => {
    const user = userEvent.setup();
    logIn({ club: true });
    const api = installFakeApi({ 'PUT /customers/7': () => makeCustomer({ club: false }) });
    renderPermissions();
    await user.click(screen.getByRole('switch', { name: 'Kundeklubben' }));
    await waitFor(() =>
      expect(screen.getByTestId('acc-consent-status').textContent).toBe(
        'Lagret: Kundeklubben er slått av.',
      ),
    );
    expect(api.callsTo('PUT', '/customers/7')[0]?.body).toEqual({ club: false });
  });

  it('rolls the switch back when the save fails, and says so', async () => {
    const user = userEvent.setup();
    logIn({ cookie_meta_pixel: false });
    installFakeApi({
      'PUT /customers/7': () => answer(500, { message: 'Noe gikk galt – prøv igjen senere' }),
    });
    renderPermissions();
    const pixel = screen.getByRole('switch', { name: 'Meta Pixel' });
    await user.click(pixel);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kunne ikke lagre Meta Pixel, valget er satt tilbake.');
    expect(pixel.getAttribute('aria-checked')).toBe('false');
    expect($user.get().cookie_meta_pixel).toBe(false);
  });

  it('another customer logged in (401): rollback, user cleared, reload', async () => {
    const user = userEvent.setup();
    logIn();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    installFakeApi({ 'PUT /customers/7': () => answer(401, { message: 'x' }) });
    renderPermissions();
    await user.click(screen.getByRole('switch', { name: 'Bursdagsgave' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect($user.get().loaded).toBe(false);
  });
});
