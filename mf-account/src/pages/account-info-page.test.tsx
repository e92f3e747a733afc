import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, installFakeApi, logIn, makeCustomer, resetStores } from '../api/fake-api';
import { browser } from '../browser';
import { AccountInfoPage } from './account-info-page';

beforeEach(() => resetStores());

const renderInfo = () => render(<AccountInfoPage params={{}} search="" routeName="account-info" />);

describe('/user/info', () => {
  it('shows the stored details in labelled fields', () => {
    logIn();
    renderInfo();
    expect((screen.getByLabelText('Fornavn') as HTMLInputElement).value).toBe('Kari');
    expect((screen.getByLabelText(/Fødselsdato/) as HTMLInputElement).value).toBe('1990-04-01');
    expect((screen.getByLabelText(/Kjønn/) as HTMLSelectElement).value).toBe('2');
    expect(screen.getByRole('group', { name: 'Adresse' })).toBeTruthy();
    expect((screen.getByLabelText(/Postnummer/) as HTMLInputElement).value).toBe('0150');
  });

  it('checks before sending and ties each message to its field', async () => {
    const user = userEvent.setup();
    logIn();
    const api = installFakeApi({});
    renderInfo();
    await user.clear(screen.getByLabelText('Fornavn'));
    await user.clear(screen.getByLabelText(/Postnummer/));
    await user.type(screen.getByLabelText(/Postnummer/), '12');
    await user.click(screen.getByRole('button', { name: 'Lagre endringene' }));
    const alert = await screen.findByRole('alert');
    // The focus moves in an effect, which Preact runs once the browser has painted.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(alert).getByRole('link', { name: 'Fornavn må ha en verdi' })).toBeTruthy();
    const postcode = screen.getByLabelText(/Postnummer/);
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(postcode.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('Postnummeret må ha fire sifre');
    await user.click(within(alert).getByRole('link', { name: 'Fornavn må ha en verdi' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Fornavn'));
    expect(api.calls).toHaveLength(0);
  });

  it('saves with empty fields left out and announces it', async () => {
    const user = userEvent.setup();
    logIn();
    const api = installFakeApi({
      'PUT /customers/7': () => makeCustomer({ city: null, surname: 'Hansen' }),
    });
    renderInfo();
    await user.clear(screen.getByLabelText('Etternavn'));
    await user.type(screen.getByLabelText('Etternavn'), 'Hansen');
    await user.clear(screen.getByLabelText(/Poststed/));
    await user.selectOptions(screen.getByLabelText(/Kjønn/), '');
    await user.click(screen.getByRole('button', { name: 'Lagre endringene' }));
    await waitFor(() =>
      expect(screen.getByTestId('acc-info-saved').textContent).toBe('Endringene er lagret.'),
    );
    const body = api.callsTo('PUT', '/customers/7')[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      firstname: 'Kari',
      surname: 'Hansen',
      phone: '41234567',
      birth_date: '1990-04-01',
      address: { addr: 'Storgata 1', postnr: '0150' },
    });
    expect($user.get()).toMatchObject({ surname: 'Hansen', loaded: true });
  });

  it('shows the §5 text for a server "must have a value" answer at its field', async () => {
    const user = userEvent.setup();
    logIn();
    installFakeApi({
      'PUT /customers/7': () =>
        answer(422, {
          message: 'The phone must have a value',
          issues: [{ path: 'phone', message: 'The phone must have a value' }],
        }),
    });
    renderInfo();
    await user.click(screen.getByRole('button', { name: 'Lagre endringene' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Telefonnummer må ha en verdi' })).toBeTruthy();
    expect(screen.getByLabelText('Mobilnummer').getAttribute('aria-invalid')).toBe('true');
  });

  it("a 422 without field issues gives 'Ikke gyldig data, alle feltene må fylles ut'", async () => {
    const user = userEvent.setup();
    logIn();
    installFakeApi({ 'PUT /customers/7': () => answer(422, { message: 'Ugyldig data' }) });
    renderInfo();
    await user.click(screen.getByRole('button', { name: 'Lagre endringene' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ikke gyldig data, alle feltene må fylles ut',
    );
  });

  it('a 403 (another customer logged in) clears the user and reloads', async () => {
    const user = userEvent.setup();
    logIn();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    installFakeApi({ 'PUT /customers/7': () => answer(403, { message: 'Ingen tilgang' }) });
    renderInfo();
    await user.click(screen.getByRole('button', { name: 'Lagre endringene' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect($user.get().loaded).toBe(false);
  });

  it('changes the e-mail address with the code sent to it', async () => {
    const user = userEvent.setup();
    logIn();
    const api = installFakeApi({
      'PUT /customers/7/updateEmail': (call) =>
        (call.body as { token?: string }).token
          ? makeCustomer({ email: 'ny@example.no', verified: true })
          : { message: 'Vi har sendt en kode til ny@example.no' },
    });
    renderInfo();
    const section = screen.getByTestId('acc-email-change');
    await user.click(within(section).getByRole('button', { name: 'Endre e-postadressen' }));
    const input = within(section).getByLabelText('Ny e-postadresse');
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.type(input, 'feil');
    await user.click(within(section).getByRole('button', { name: 'Send kode' }));
    expect(within(section).getByText('Ugyldig e-postadresse')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'NY@example.no');
    await user.click(within(section).getByRole('button', { name: 'Send kode' }));
    const sent = await within(section).findByTestId('acc-email-code-sent');
    expect(sent.textContent).toBe('Vi har sendt en kode til ny@example.no');
    // The code step takes the focus once painted; the shopper types after that, not within the frame.
    await waitFor(() => expect(document.activeElement).toBe(sent));

    await user.type(
      within(section).getByLabelText('Kode fra e-posten til ny@example.no'),
      '654321',
    );
    await user.click(within(section).getByRole('button', { name: 'Bekreft ny e-post' }));
    await waitFor(() =>
      expect(screen.getByTestId('acc-email-changed').textContent).toBe(
        'E-postadressen er endret til ny@example.no.',
      ),
    );
    const bodies = api.callsTo('PUT', '/customers/7/updateEmail').map((call) => call.body);
    expect(bodies).toEqual([
      { email: 'ny@example.no' },
      { email: 'ny@example.no', token: '654321' },
    ]);
    expect($user.get().email).toBe('ny@example.no');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('button', { name: 'Endre e-postadressen' }),
      ),
    );
  });

  it('a refused e-mail code says so', async () => {
    const user = userEvent.setup();
    logIn();
    installFakeApi({
      'PUT /customers/7/updateEmail': (call) =>
        (call.body as { token?: string }).token
          ? answer(422, { message: 'Feil kode' })
          : { message: 'Kode sendt' },
    });
    renderInfo();
    const section = screen.getByTestId('acc-email-change');
    await user.click(within(section).getByRole('button', { name: 'Endre e-postadressen' }));
    const input = within(section).getByLabelText('Ny e-postadresse');
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.type(input, 'ny@example.no');
    await user.click(within(section).getByRole('button', { name: 'Send kode' }));
    // The code step takes the focus once painted; the shopper types after that, not within the frame.
    const sent = await within(section).findByTestId('acc-email-code-sent');
    await waitFor(() => expect(document.activeElement).toBe(sent));
    await user.type(within(section).getByLabelText(/Kode fra e-posten/), '111111');
    await user.click(within(section).getByRole('button', { name: 'Bekreft ny e-post' }));
    expect((await within(section).findByRole('alert')).textContent).toMatch(
      /Koden er feil eller utløpt/,
    );
    expect($user.get().email).toBe('kari@example.no');
  });
});
