import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $alerts, $favourites, $user, on } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, installFakeApi, logIn, makeCustomer, resetStores } from '../api/fake-api';
import { browser } from '../browser';
import { UserPage } from './user-page';

const offs: Array<() => void> = [];
beforeEach(() => resetStores());
afterEach(() => offs.splice(0).forEach((off) => off()));

const codeRoute = { 'GET /customers/current/code': () => ({ code: 'BLP-7-XYZ' }) };
const renderUser = () => render(<UserPage params={{}} search="" routeName="user" />);

describe('/user (Min side)', () => {
  it('greets the customer and shows the QR code of current/code, labelled for screen readers', async () => {
    logIn();
    const loaded = vi.fn();
    offs.push(on('page:loaded', loaded));
    installFakeApi(codeRoute);
    renderUser();
    expect(screen.getByRole('heading', { level: 1, name: 'Hei, Kari!' })).toBeTruthy();
    const qr = await screen.findByRole('img', {
      name: 'Din kundekode – vis den i kassen i butikken',
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    await waitFor(() => expect(loaded).toHaveBeenCalledWith({ routeName: 'user' }));
    const nav = screen.getByRole('navigation', { name: 'Min side' });
    expect(
      within(nav)
        .getByRole('link', { name: /Mine kjøp/ })
        .getAttribute('href'),
    ).toBe('/user/history');
    for (const path of ['/user/info', '/user/reservations', '/user/reviews', '/user/permissions']) {
      expect(nav.querySelector(`a[href="${path}"]`)).not.toBeNull();
    }
  });

  it('encodes a different QR code for a different customer code', async () => {
    logIn();
    installFakeApi(codeRoute);
    const first = renderUser();
    const a = (await screen.findByTestId('acc-qr-code')).innerHTML;
    first.unmount();
    installFakeApi({ 'GET /customers/current/code': () => ({ code: 'BLP-8-ABC' }) });
    renderUser();
    await waitFor(() => expect(screen.getByTestId('acc-qr-code').innerHTML).not.toBe(a));
  });

  it('says when the code cannot be shown', async () => {
    logIn();
    installFakeApi({
      'GET /customers/current/code': () => answer(401, { message: 'Ingen bruker' }),
    });
    renderUser();
    expect((await screen.findByRole('alert')).textContent).toContain('Kundekoden kunne ikke vises');
  });

  it('refreshes the customer on entry: an address verified by the mail link shows as verified', async () => {
    logIn({ verified: false });
    installFakeApi({
      ...codeRoute,
      'GET /customers/current': () => makeCustomer({ verified: true }),
    });
    renderUser();
    expect(await screen.findByTestId('acc-verified')).toBeTruthy();
    expect($user.get().verified).toBe(true);
  });

  it('resends the verification mail: the §8 success alert', async () => {
    const user = userEvent.setup();
    logIn({ verified: false });
    installFakeApi({
      ...codeRoute,
      'GET /customers/email/resend': () => ({ message: 'Epost sendt til kari@example.no' }),
    });
    renderUser();
    expect(screen.getByTestId('acc-unverified').textContent).toContain('ikke bekreftet');
    await user.click(screen.getByRole('button', { name: 'Send e-post på nytt' }));
    await waitFor(() =>
      expect($alerts.get()).toEqual([
        expect.objectContaining({ type: 'success', content: 'Epost sendt til kari@example.no' }),
      ]),
    );
  });

  it("a failed resend says 'Epost ble ikke sendt'", async () => {
    const user = userEvent.setup();
    logIn({ verified: false });
    installFakeApi({
      ...codeRoute,
      'GET /customers/email/resend': () => answer(500, { message: 'Feil' }),
    });
    renderUser();
    await user.click(screen.getByRole('button', { name: 'Send e-post på nytt' }));
    expect(await screen.findByText('Epost ble ikke sendt')).toBeTruthy();
    expect($alerts.get()).toHaveLength(0);
  });

  it('shows a verified address without the resend button', () => {
    logIn();
    installFakeApi(codeRoute);
    renderUser();
    expect(screen.getByTestId('acc-verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send e-post på nytt' })).toBeNull();
  });

  it('logs out: POST /customers/logout, user cleared, auth:changed, a fresh load', async () => {
    const user = userEvent.setup();
    logIn();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const events: boolean[] = [];
    offs.push(on('auth:changed', ({ loggedIn }) => events.push(loggedIn)));
    const api = installFakeApi({ ...codeRoute, 'POST /customers/logout': () => answer(204) });
    renderUser();
    await user.click(screen.getByRole('button', { name: 'Logg ut' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.callsTo('POST', '/customers/logout')).toHaveLength(1);
    expect($user.get().loaded).toBe(false);
    expect(events).toEqual([false]);
  });

  it('deletes the account only after a confirmation that names the consequence', async () => {
    const user = userEvent.setup();
    logIn();
    $favourites.set([5, 6]);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = installFakeApi({
      ...codeRoute,
      'DELETE /customers/7': () => ({ message: 'Kontoen er slettet' }),
    });
    renderUser();
    const open = screen.getByRole('button', { name: 'Slett kontoen min' });
    await user.click(open);
    const dialog = screen.getByRole('alertdialog', { name: 'Vil du slette kontoen din?' });
    expect(dialog.textContent).toContain('Dette kan ikke angres');
    expect(dialog.textContent).toContain('Favorittene dine nullstilles');
    // The safe choice has the focus (moved in an effect, which Preact runs once the browser has
    // painted); Escape cancels and gives the focus back.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Nei, behold kontoen' }),
      ),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(api.callsTo('DELETE', '/customers/7')).toHaveLength(0);

    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Ja, slett kontoen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.callsTo('DELETE', '/customers/7')).toHaveLength(1);
    expect($user.get().loaded).toBe(false);
    expect($favourites.get()).toEqual([]);
  });

  it('a deletion answered 401 (another user logged in) clears the user and reloads', async () => {
    const user = userEvent.setup();
    logIn();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    installFakeApi({ ...codeRoute, 'DELETE /customers/7': () => answer(401, { message: 'x' }) });
    renderUser();
    await user.click(screen.getByRole('button', { name: 'Slett kontoen min' }));
    await user.click(screen.getByRole('button', { name: 'Ja, slett kontoen' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect($user.get().loaded).toBe(false);
  });

  it('says so when the export is not what the contract promises', async () => {
    const user = userEvent.setup();
    logIn();
    const download = vi.spyOn(browser, 'downloadJson').mockImplementation(() => {});
    installFakeApi({ ...codeRoute, 'GET /customers/current/export': () => ({ hello: 1 }) });
    renderUser();
    await user.click(screen.getByRole('button', { name: 'Last ned mine data' }));
    expect(await screen.findByText(/Dataene kunne ikke lastes ned/)).toBeTruthy();
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads the data export as a JSON file', async () => {
    const user = userEvent.setup();
    logIn();
    const download = vi.spyOn(browser, 'downloadJson').mockImplementation(() => {});
    const exported = {
      exportedAt: '2025-03-01T00:00:00Z',
      customer: makeCustomer(),
      account: {
        createdAt: '2024-01-01T00:00:00Z',
        updatedAt: '2025-01-01T00:00:00Z',
        phoneVerifiedAt: null,
      },
      // A field this build does not know still reaches the customer's file.
      consentLog: [{ flag: 'newsletter', on: true }],
      orders: [],
      reservations: [],
      reviews: [],
      pollAnswers: [],
    };
    installFakeApi({ ...codeRoute, 'GET /customers/current/export': () => exported });
    renderUser();
    await user.click(screen.getByRole('button', { name: 'Last ned mine data' }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    const [name, data] = download.mock.calls[0] ?? [];
    expect(name).toMatch(/^mine-data-bare-lave-priser-\d{4}-\d{2}-\d{2}\.json$/);
    expect(data).toMatchObject({ customer: { id: 7 }, consentLog: [{ flag: 'newsletter' }] });
    expect(await screen.findByText('Filen med dataene dine er lastet ned.')).toBeTruthy();
  });
});
