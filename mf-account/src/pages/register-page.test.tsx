import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $favourites, $user, on } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, installFakeApi, makeCustomer, resetStores } from '../api/fake-api';
import { browser } from '../browser';
import { RegisterPage } from './register-page';

const offs: Array<() => void> = [];
beforeEach(() => resetStores());
afterEach(() => offs.splice(0).forEach((off) => off()));

function renderRegister(search = '') {
  return render(
    <RegisterPage params={{ flow: 'register' }} search={search} routeName="registration" />,
  );
}

function renderReset(search = '') {
  return render(
    <RegisterPage params={{ flow: 'reset' }} search={search} routeName="password-reset" />,
  );
}

async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Fornavn'), 'Kari');
  await user.type(screen.getByLabelText('Etternavn'), 'Nordmann');
  await user.type(screen.getByLabelText('E-post'), 'Kari@Example.no');
  await user.type(screen.getByLabelText('Mobilnummer'), '41234567');
  await user.type(screen.getByLabelText('Passord', { exact: true }), 'hemmelig123');
  await user.type(screen.getByLabelText('Gjenta passordet'), 'hemmelig123');
}

describe('/register (flow=register)', () => {
  it('shows the registration form under its heading', () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Registrer deg' })).toBeTruthy();
    expect(screen.getByRole('group', { name: /Hva vil du høre om fra oss/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Jeg godtar brukervilkårene' })).toBeTruthy();
  });

  it('validates before sending: required fields, password match, terms', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({});
    renderRegister();
    await user.type(screen.getByLabelText('Passord', { exact: true }), 'kort');
    await user.type(screen.getByLabelText('Gjenta passordet'), 'annet');
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Rett opp feltene som er merket.');
    // The focus moves in an effect, which Preact runs once the browser has painted.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    const firstname = screen.getByLabelText('Fornavn');
    expect(firstname.getAttribute('aria-invalid')).toBe('true');
    const describedBy = firstname.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('Fornavn må ha en verdi');
    expect(within(alert).getByRole('link', { name: 'Passordet må ha minst 8 tegn' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Du må godta brukervilkårene' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('says so when the passwords differ', async () => {
    const user = userEvent.setup();
    installFakeApi({});
    renderRegister();
    await fillRegistration(user);
    await user.clear(screen.getByLabelText('Gjenta passordet'));
    await user.type(screen.getByLabelText('Gjenta passordet'), 'noeannet1');
    await user.click(screen.getByRole('checkbox', { name: 'Jeg godtar brukervilkårene' }));
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));
    expect(await screen.findByText('Passordene er ikke like', { selector: 'a' })).toBeTruthy();
  });

  it('registers (terms sent as 1, password confirmation, chosen consents) and loads /user', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const events: boolean[] = [];
    offs.push(on('auth:changed', ({ loggedIn }) => events.push(loggedIn)));
    const api = installFakeApi({
      'POST /customers/register': () => answer(201, makeCustomer({ verified: false })),
    });
    renderRegister();
    await fillRegistration(user);
    await user.click(screen.getByRole('checkbox', { name: 'Nyhetsbrev på e-post' }));
    await user.click(screen.getByRole('checkbox', { name: 'Jeg godtar brukervilkårene' }));
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/user'));
    const [call] = api.callsTo('POST', '/customers/register');
    expect(call?.body).toEqual({
      firstname: 'Kari',
      surname: 'Nordmann',
      email: 'kari@example.no',
      phone: '41234567',
      password: 'hemmelig123',
      password_confirmation: 'hemmelig123',
      terms_conditions: 1,
      newsletter: true,
    });
    expect($user.get()).toMatchObject({ id: 7, loaded: true });
    expect(events).toEqual([true]);
  });

  it('registration from the cart goes back with the cart open instead of reloading', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const goto = vi.fn();
    const cart = vi.fn();
    offs.push(on('nav:goto', goto), on('cart:open', cart));
    installFakeApi({ 'POST /customers/register': () => answer(201, makeCustomer()) });
    renderRegister('?from=cart&redirect=%2Fbutikker%2F');
    await fillRegistration(user);
    await user.click(screen.getByRole('checkbox', { name: 'Jeg godtar brukervilkårene' }));
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));
    await waitFor(() => expect(cart).toHaveBeenCalled());
    expect(goto).toHaveBeenCalledWith({ to: '/butikker/', replace: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    [401, 'Du er allerede logget inn - logg ut for å logge inn med en ny bruker'],
    [419, 'Vennligst last siden på nytt'],
    [422, 'Feil brukernavn/passord - har du glemt passordet ditt?'],
    [
      423,
      'Hei - vi ser at det allerede finnes en konto med samme email/telefonummer - har du glemt passordet?',
    ],
    [429, 'Du har brukt opp antall innloggingsforsøk. Prøv igjen senere.'],
  ])('shows the §8 text for %i', async (status, text) => {
    const user = userEvent.setup();
    installFakeApi({ 'POST /customers/register': () => answer(status, { message: 'x' }) });
    renderRegister();
    await fillRegistration(user);
    await user.click(screen.getByRole('checkbox', { name: 'Jeg godtar brukervilkårene' }));
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    if (status === 423) {
      expect(within(alert).getByRole('link', { name: 'Tilbakestill passordet' })).toBeTruthy();
    }
    expect($user.get().loaded).toBe(false);
  });

  it('shows the server field issues of a 422 at their fields', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'POST /customers/register': () =>
        answer(422, {
          message: 'Ugyldig e-postadresse',
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'email', message: 'Ugyldig e-postadresse' }],
        }),
    });
    renderRegister();
    await fillRegistration(user);
    await user.click(screen.getByRole('checkbox', { name: 'Jeg godtar brukervilkårene' }));
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('E-post').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the favourites at registration', async () => {
    const user = userEvent.setup();
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    $favourites.set([12]);
    installFakeApi({ 'POST /customers/register': () => answer(201, makeCustomer()) });
    renderRegister();
    await fillRegistration(user);
    await user.click(screen.getByRole('checkbox', { name: 'Jeg godtar brukervilkårene' }));
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));
    await waitFor(() => expect($user.get().loaded).toBe(true));
    expect($favourites.get()).toEqual([12]);
  });
});

describe('/password/reset (flow=reset)', () => {
  it('asks for the e-mail and shows the answer', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      'POST /customers/password/email': () => ({
        message: 'Finnes kontoen, har vi sendt en lenke til e-postadressen.',
      }),
    });
    renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Glemt passordet?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send lenke' }));
    expect(await screen.findByText('Ugyldig e-postadresse')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('E-post'), ' Kari@Example.no ');
    await user.click(screen.getByRole('button', { name: 'Send lenke' }));
    const status = await screen.findByTestId('acc-reset-sent');
    await waitFor(() => expect(status.textContent).toContain('har vi sendt en lenke'));
    expect(status.getAttribute('role')).toBe('status');
    expect(api.callsTo('POST', '/customers/password/email')[0]?.body).toEqual({
      email: 'kari@example.no',
    });
  });

  it('sets a new password with the token and e-mail of the link', async () => {
    const user = userEvent.setup();
    const token = 'a'.repeat(40);
    const api = installFakeApi({
      'POST /customers/password/reset': () => ({ message: 'Passordet er endret.' }),
    });
    renderReset(`?token=${token}&email=kari%40example.no`);
    expect(screen.getByRole('heading', { level: 1, name: 'Velg nytt passord' })).toBeTruthy();
    await user.type(screen.getByLabelText('Nytt passord'), 'nyttpassord1');
    await user.type(screen.getByLabelText('Gjenta det nye passordet'), 'nyttpassord2');
    await user.click(screen.getByRole('button', { name: 'Lagre nytt passord' }));
    expect(await screen.findByRole('link', { name: 'Passordene er ikke like' })).toBeTruthy();
    // The alert takes the focus once painted; the shopper goes back to the field after that.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));

    await user.clear(screen.getByLabelText('Gjenta det nye passordet'));
    await user.type(screen.getByLabelText('Gjenta det nye passordet'), 'nyttpassord1');
    await user.click(screen.getByRole('button', { name: 'Lagre nytt passord' }));
    const done = await screen.findByTestId('acc-reset-done');
    expect(done.textContent).toContain('Passordet er endret.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(
      within(done)
        .getByRole('link', { name: /Logg inn/ })
        .getAttribute('href'),
    ).toBe('/login');
    expect(api.callsTo('POST', '/customers/password/reset')[0]?.body).toEqual({
      email: 'kari@example.no',
      token,
      password: 'nyttpassord1',
      password_confirmation: 'nyttpassord1',
    });
  });

  it('an expired link says so and offers a new one', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'POST /customers/password/reset': () =>
        answer(422, { message: 'Lenken er ugyldig eller utløpt – be om en ny' }),
    });
    renderReset(`?token=${'b'.repeat(40)}&email=kari%40example.no`);
    await user.type(screen.getByLabelText('Nytt passord'), 'nyttpassord1');
    await user.type(screen.getByLabelText('Gjenta det nye passordet'), 'nyttpassord1');
    await user.click(screen.getByRole('button', { name: 'Lagre nytt passord' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Lenken er ugyldig eller utløpt – be om en ny');
    await user.click(within(alert).getByRole('button', { name: 'Be om en ny lenke' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Glemt passordet?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect((screen.getByLabelText('E-post') as HTMLInputElement).value).toBe('kari@example.no');
  });

  it('a malformed link is refused without a call', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({});
    renderReset('?token=kort&email=kari%40example.no');
    await user.type(screen.getByLabelText('Nytt passord'), 'nyttpassord1');
    await user.type(screen.getByLabelText('Gjenta det nye passordet'), 'nyttpassord1');
    await user.click(screen.getByRole('button', { name: 'Lagre nytt passord' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Lenken er ugyldig eller utløpt',
    );
    expect(api.calls).toHaveLength(0);
  });
});
