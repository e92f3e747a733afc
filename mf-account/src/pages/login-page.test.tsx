import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $favourites, $user, on } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, installFakeApi, logIn, makeCustomer, resetStores } from '../api/fake-api';
import { browser } from '../browser';
import { LoginPage } from './login-page';

const offs: Array<() => void> = [];
beforeEach(() => resetStores());
afterEach(() => offs.splice(0).forEach((off) => off()));

const renderLogin = (search = '') =>
  render(<LoginPage params={{}} search={search} routeName="login" />);

async function submit(user: ReturnType<typeof userEvent.setup>, name = 'kari@example.no') {
  await user.type(screen.getByLabelText('E-post eller mobilnummer'), name);
  await user.type(screen.getByLabelText('Passord'), 'hemmelig123');
  await user.click(screen.getByRole('button', { name: 'Logg inn' }));
}

describe('/login with password', () => {
  it('logs in: user loaded, favourites reset, auth:changed, page loaded at the redirect', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const events: boolean[] = [];
    offs.push(on('auth:changed', ({ loggedIn }) => events.push(loggedIn)));
    $favourites.set([1, 2]);
    const api = installFakeApi({ 'POST /customers/login': () => makeCustomer() });
    renderLogin('?redirect=%2Fuser%2Finfo');
    await submit(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/user/info'));
    expect(api.callsTo('POST', '/customers/login')[0]?.body).toEqual({
      username: 'kari@example.no',
      password: 'hemmelig123',
    });
    expect($user.get()).toMatchObject({ id: 7, loaded: true });
    expect($favourites.get()).toEqual([]);
    expect(events).toEqual([true]);
  });

  it('a login from the cart goes back to the previous page with the cart open', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    vi.spyOn(browser, 'canGoBack').mockReturnValue(true);
    const back = vi.spyOn(browser, 'back').mockImplementation(() => {});
    const cart = vi.fn();
    offs.push(on('cart:open', cart));
    installFakeApi({ 'POST /customers/login': () => makeCustomer() });
    renderLogin('?from=cart');
    await submit(user);
    await waitFor(() => expect(back).toHaveBeenCalled());
    expect(cart).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('from the cart without an earlier page it goes home with the cart open', async () => {
    const user = userEvent.setup();
    vi.spyOn(browser, 'canGoBack').mockReturnValue(false);
    const goto = vi.fn();
    offs.push(on('nav:goto', goto));
    installFakeApi({ 'POST /customers/login': () => makeCustomer() });
    renderLogin('?from=cart');
    await submit(user);
    await waitFor(() => expect(goto).toHaveBeenCalledWith({ to: '/', replace: true }));
  });

  it('a 401 logs out on the server, clears the user and shows the §8 text', async () => {
    const user = userEvent.setup();
    logIn();
    const api = installFakeApi({
      'POST /customers/login': () => answer(401, { message: 'x' }),
      'POST /customers/logout': () => answer(204),
    });
    renderLogin();
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Du er allerede logget inn - logg ut for å logge inn med en ny bruker',
    );
    // The focus moves in an effect, which Preact runs once the browser has painted.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(api.callsTo('POST', '/customers/logout')).toHaveLength(1);
    expect($user.get().loaded).toBe(false);
  });

  it('a 422 shows the catalogue text and keeps the shopper on the form', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'POST /customers/login': () => answer(422, { message: 'x' }) });
    renderLogin();
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Feil brukernavn/passord - har du glemt passordet ditt?',
    );
  });

  it('links to reset and registration, carrying the cart context', () => {
    renderLogin('?from=cart');
    expect(screen.getByRole('link', { name: 'Glemt passordet?' }).getAttribute('href')).toBe(
      '/password/reset',
    );
    expect(screen.getByRole('link', { name: 'Ny kunde? Registrer deg' }).getAttribute('href')).toBe(
      '/register?from=cart',
    );
    // One "Logg inn" button only (the one-time code option is named otherwise).
    expect(screen.getAllByRole('button', { name: /Logg inn/ })).toHaveLength(1);
  });
});

describe('/login with a one-time code', () => {
  const sent = {
    authId: 'c0ffee00-0000-4000-8000-000000000007',
    channel: 'email',
    to: 'k***@example.no',
  };

  it('sends a code and logs in with the six digits', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = installFakeApi({
      'GET /otp/login/*': () => sent,
      'GET /otp/check/*': () => makeCustomer(),
    });
    renderLogin();
    const toggle = screen.getByRole('button', { name: 'Bruk engangskode på e-post eller SMS' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const otp = screen.getByTestId('acc-otp');

    await user.click(within(otp).getByRole('button', { name: 'Send kode' }));
    expect(
      within(otp).getByText('Skriv inn e-postadressen eller mobilnummeret ditt.'),
    ).toBeTruthy();
    await user.type(
      within(otp).getByLabelText('Din e-post eller ditt mobilnummer'),
      'kari@example.no',
    );
    await user.click(within(otp).getByRole('button', { name: 'Send kode' }));
    const info = await within(otp).findByTestId('acc-otp-sent');
    expect(info.textContent).toBe('Vi har sendt en kode på e-post til k***@example.no.');
    await waitFor(() => expect(document.activeElement).toBe(info));
    expect(api.calls[0]?.path).toBe('/otp/login/kari%40example.no');

    await user.type(within(otp).getByLabelText('Engangskode'), '12345');
    await user.click(within(otp).getByRole('button', { name: 'Bekreft koden' }));
    expect(within(otp).getByText('Koden må være seks siffer')).toBeTruthy();
    await user.type(within(otp).getByLabelText('Engangskode'), '6');
    await user.click(within(otp).getByRole('button', { name: 'Bekreft koden' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.calls.at(-1)?.path).toBe(`/otp/check/${sent.authId}/123456`);
    expect($user.get().loaded).toBe(true);
  });

  it('a wrong code says so; a new code can be asked for', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /otp/login/*': () => sent,
      'GET /otp/check/*': () => answer(422, { message: 'Feil kode' }),
    });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Bruk engangskode på e-post eller SMS' }));
    await user.type(screen.getByLabelText('Din e-post eller ditt mobilnummer'), '41234567');
    await user.click(screen.getByRole('button', { name: 'Send kode' }));
    // The code step takes the focus once painted; the shopper types after that, not within the frame.
    const info = await screen.findByTestId('acc-otp-sent');
    await waitFor(() => expect(document.activeElement).toBe(info));
    await user.type(screen.getByLabelText('Engangskode'), '000000');
    await user.click(screen.getByRole('button', { name: 'Bekreft koden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Koden er feil eller utløpt. Prøv igjen, eller be om en ny kode.',
    );
    await user.click(screen.getByRole('button', { name: 'Send en ny kode' }));
    expect(screen.getByLabelText('Din e-post eller ditt mobilnummer')).toBeTruthy();
  });
});
