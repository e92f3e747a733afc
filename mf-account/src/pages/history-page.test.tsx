import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  installFakeApi,
  logIn,
  makeOrder,
  makeReservation,
  makeShop,
  page,
  resetStores,
} from '../api/fake-api';
import { HistoryPage } from './history-page';

const offs: Array<() => void> = [];
beforeEach(() => {
  resetStores();
  logIn();
});
afterEach(() => offs.splice(0).forEach((off) => off()));

const shops = () => [
  makeShop({ id: 3, no: 11, name: 'Oslo City' }),
  makeShop({ id: 4, no: 12, name: 'Hamar' }),
];

const renderHistory = (routeName = 'account-history') =>
  render(<HistoryPage params={{}} search="" routeName={routeName} />);

const titles = () =>
  screen.queryAllByRole('article').map((article) => article.querySelector('h3')?.textContent);

describe('/user/history and /user/reservations', () => {
  it('merges orders and reservations newest first, with amounts in kroner, articles, shop and code', async () => {
    const loaded = vi.fn();
    offs.push(on('page:loaded', loaded));
    installFakeApi({
      'GET /customers/current/orders': () =>
        page([
          makeOrder({ id: 2, no: 'B-2', date: '2025-03-10T10:00:00Z', total: 999, shopNo: 12 }),
        ]),
      'GET /customers/current/reservations': () =>
        page([
          makeReservation({
            id: 5,
            date: '2025-03-12T09:00:00Z',
            total: 249.5,
            pickupCode: 'HK-4821',
          }),
        ]),
      'GET /shops': shops,
    });
    renderHistory();
    await waitFor(() => expect(titles()).toEqual(['Reservasjon 5', 'Ordre B-2']));
    const [reservation, order] = screen.getAllByRole('article');
    expect(within(order as HTMLElement).getByTestId('acc-history-total').textContent).toBe(
      'kr 999,-',
    );
    expect(within(order as HTMLElement).getByText(/1 × Løpesko Fart/).textContent).toContain(
      'Str. 42, Svart',
    );
    await waitFor(() => expect(within(order as HTMLElement).getByText('Hamar')).toBeTruthy());
    const r = reservation as HTMLElement;
    expect(within(r).getByTestId('acc-history-total').textContent).toBe('kr 249,50');
    expect(within(r).getByTestId('acc-history-shop').textContent).toBe('Oslo City');
    expect(within(r).getByTestId('acc-history-pickup-code').textContent).toBe('HK-4821');
    expect(within(r).getByText(/2 × Tursokk Ull/)).toBeTruthy();
    // page:loaded goes out from an effect, which Preact runs once the browser has painted.
    await waitFor(() => expect(loaded).toHaveBeenCalledWith({ routeName: 'account-history' }));
    // Everything on one page: no "Vis flere".
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
  });

  it('"Vis flere" merges the next page of each kind that has one', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      'GET /customers/current/orders': (call) =>
        call.query.get('page') === '2'
          ? page([makeOrder({ id: 1, no: 'B-1', date: '2025-03-02T00:00:00Z' })], 2, 2, 2)
          : page([makeOrder({ id: 2, no: 'B-2', date: '2025-03-06T00:00:00Z' })], 1, 2, 2),
      'GET /customers/current/reservations': () =>
        page([makeReservation({ id: 9, date: '2025-03-04T00:00:00Z' })], 1, 1, 1),
      'GET /shops': shops,
    });
    renderHistory();
    await waitFor(() => expect(titles()).toEqual(['Ordre B-2', 'Reservasjon 9']));
    expect(screen.getByTestId('acc-history-count').textContent).toBe('Viser 2 av 3.');
    await user.click(screen.getByRole('button', { name: 'Vis flere' }));
    await waitFor(() => expect(titles()).toEqual(['Ordre B-2', 'Reservasjon 9', 'Ordre B-1']));
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
    expect(api.callsTo('GET', '/customers/current/orders').map((c) => c.query.get('page'))).toEqual(
      ['1', '2'],
    );
    // Reservations had only one page: not asked again.
    expect(api.callsTo('GET', '/customers/current/reservations')).toHaveLength(1);
  });

  it('/user/reservations opens on the reservations tab; tabs filter and keep arrow keys', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /customers/current/orders': () => page([makeOrder({ id: 2 })]),
      'GET /customers/current/reservations': () => page([makeReservation({ id: 5 })]),
      'GET /shops': shops,
    });
    renderHistory('reservations');
    const tab = screen.getByRole('tab', { name: 'Reservasjoner' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(titles()).toEqual(['Reservasjon 5']));
    expect(screen.getByRole('tabpanel', { name: 'Reservasjoner' })).toBeTruthy();
    tab.focus();
    await user.keyboard('{ArrowLeft}');
    const orders = screen.getByRole('tab', { name: 'Kjøp' });
    expect(orders.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(orders);
    expect(titles()).toEqual(['Ordre B-1001']);
    await user.keyboard('{Home}');
    expect(titles()).toHaveLength(2);
  });

  it('shows the empty states', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /customers/current/orders': () => page([]),
      'GET /customers/current/reservations': () => page([]),
      'GET /shops': () => answer(500, { message: 'nede' }),
    });
    renderHistory();
    expect((await screen.findByTestId('acc-history-empty')).textContent).toContain(
      'Du har ingen kjøp eller reservasjoner ennå.',
    );
    await user.click(screen.getByRole('tab', { name: 'Reservasjoner' }));
    expect(screen.getByTestId('acc-history-empty').textContent).toContain(
      'Du har ingen Klikk & Hent-reservasjoner ennå.',
    );
  });

  it('keeps what arrived and offers a retry when a page fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    installFakeApi({
      'GET /customers/current/orders': () =>
        fail
          ? answer(500, { message: 'Noe gikk galt – prøv igjen senere' })
          : page([makeOrder({ id: 2 })]),
      'GET /customers/current/reservations': () => page([makeReservation({ id: 5 })]),
      'GET /shops': shops,
    });
    renderHistory();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Noe av historikken kunne ikke hentes.',
    );
    expect(titles()).toEqual(['Reservasjon 5']);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Vis flere' }));
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
