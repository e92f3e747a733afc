import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  $alerts,
  $cartErrors,
  $client,
  $klarnaOrders,
  $orderInfo,
  $orders,
  $vippsOrders,
  ADDRESS_MESSAGES,
  ADDRESS_NOT_FOUND,
  on,
  ORDER_MESSAGES,
  type OrderResult,
} from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  installFakeApi,
  makeLine,
  makeResult,
  resetStores,
  setCart,
  type FakeRequest,
} from '../api/fake-api';
import type { KlarnaAuthorizeResponse, KlarnaPaymentsSdk } from '../providers/klarna-widget';
import { CheckoutPage } from './checkout-page';

const shoe = makeLine({ ean: '7000000000011', articleId: 1, shopId: 1, price: 79900 });
const jacket = makeLine({
  ean: '7000000000035',
  articleId: 3,
  shopId: 2,
  name: 'Jakke',
  price: 59900,
});

const client = {
  name: 'Kari Nordmann',
  phone: '41234567',
  email: 'kari@example.no',
  delivery: true,
  address: 'Storgata 1',
  postcode: '0150',
  city: 'OSLO',
};

/** Klarna's SDK as a stub on window: loads at once and answers authorize as told. */
function stubKlarna(decide: (n: number) => KlarnaAuthorizeResponse) {
  let authorizations = 0;
  const sdk: KlarnaPaymentsSdk = {
    init: vi.fn(),
    load: vi.fn((_options, _data, callback) => callback({ show_form: true })),
    authorize: vi.fn((_options, _data, callback) => {
      authorizations += 1;
      callback(decide(authorizations));
    }),
  };
  window.Klarna = { Payments: sdk };
  return sdk;
}

const orderBody = (call: FakeRequest) =>
  call.body as { ShopID: number; orderInfo: { checkout: { id: string } } };

/** The orders a fake API has created, by shop, so confirmations read them back. */
function orderApi(options: { reservationStatus?: number } = {}) {
  const byShop = new Map<number, OrderResult>();
  const remember = (result: OrderResult) => {
    byShop.set(result.ShopID, result);
    return result;
  };
  return {
    byShop,
    routes: {
      'POST /reservations/validate-cart': () => ({ valid: true, errors: [] }),
      'GET /shipping_methods': () => ({
        data: [
          { id: 'delivery', name: 'Hjemlevering', price: 19900, description: 'Posten, 1–4 dager' },
          { id: 'pickup', name: 'Klikk & Hent', price: 0, description: 'Hent i butikk' },
        ],
      }),
      'GET /postalcodes/0150': () => ({
        postcode: '0150',
        place: 'OSLO',
        municipality: 'OSLO',
        county: 'OSLO',
        CoordLat: 59.91,
        CoordLong: 10.75,
      }),
      'POST /orders': (call: FakeRequest) =>
        remember(makeResult({ ShopID: 1, checkoutId: orderBody(call).orderInfo.checkout.id })),
      'POST /reservations/create': (call: FakeRequest) => {
        if (options.reservationStatus) {
          return answer(options.reservationStatus, {
            message: 'Noen varer er ikke lenger på lager',
            code: 'OUT_OF_STOCK',
            shortages: [
              {
                EanNo: jacket.ean,
                ArticleID: 3,
                name: 'Jakke',
                ShopID: 2,
                requested: 1,
                available: 0,
              },
            ],
          });
        }
        const result = remember(
          makeResult({
            ShopID: 2,
            OrderID: 102,
            OrderNo: 'B-1002',
            delivery: false,
            amounts: { ...makeResult().amounts, freight: 0, shipping: 0, total: 59900, due: 59900 },
            items: [{ ...makeResult().items[0]!, EanNo: jacket.ean, ArticleName: 'Jakke' }],
            checkoutId: orderBody(call).orderInfo.checkout.id,
          }),
        );
        return { ...(call.body as object), ...result, id: 555, pickupCode: 'HK-4821' };
      },
      'POST /reservations/klarna/': (call: FakeRequest) => {
        const { shop } = call.body as { shop: number };
        const created = byShop.get(shop);
        if (!created) return answer(404, { message: 'Ukjent ordre' });
        return remember({
          ...created,
          state: 'paid',
          Delivery: 0,
          payment: null,
          pickup:
            shop === 2
              ? { reservationId: 555, pickupCode: 'HK-4821', shopId: 2, shopName: created.shopName }
              : null,
          payments: [
            {
              provider: 'klarna',
              state: 'authorized',
              amount: created.amounts.due,
              reference: `klarna-order-${shop}`,
            },
          ],
        });
      },
      'POST /orders/*': (call: FakeRequest) => {
        const id = Number(call.path.split('/')[2]);
        const created = [...byShop.values()].find((r) => r.OrderID === id);
        if (!created) return answer(404, { message: 'Ukjent ordre' });
        return remember({ ...created, state: 'cancelled', payment: null });
      },
    } satisfies Record<string, (call: FakeRequest) => unknown>,
  };
}

function renderPage(search = '') {
  return render(<CheckoutPage params={{}} search={search} routeName="checkout" />);
}

beforeEach(() => {
  resetStores();
});

afterEach(() => {
  delete window.Klarna;
  vi.unstubAllGlobals();
});

describe('/checkout', () => {
  it('says so when the cart is empty', async () => {
    installFakeApi({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Handlekurven er tom' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fortsett å handle' }).getAttribute('href')).toBe('/');
  });

  it('buys a delivered parcel and a Klikk & Hent parcel with Klarna and shows the receipt', async () => {
    const user = userEvent.setup();
    const api = orderApi();
    const { calls } = installFakeApi(api.routes);
    const klarna = stubKlarna((n) => ({ approved: true, authorization_token: `auth-${n}` }));
    const navigations: string[] = [];
    const off = on('nav:goto', ({ to }) => navigations.push(to));
    setCart([shoe, jacket]);
    $orderInfo.set({ deliveryByShop: { '2': false }, other: 'kept' });
    $client.set(client);

    renderPage();
    expect(screen.getAllByTestId('checkout-shop')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Klikk & Hent i Bergen Storsenter' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByTestId('checkout-freight').textContent).toMatch(/99,-/);
    await user.click(
      screen.getByRole('checkbox', { name: 'Jeg har lest og godtar kjøpsvilkårene' }),
    );
    await user.click(screen.getByRole('button', { name: 'Gå til betaling' }));

    const payment = await screen.findByRole('heading', { name: 'Betaling' });
    await waitFor(() => expect(document.activeElement).toBe(payment));
    const parcels = screen.getAllByTestId('checkout-parcel');
    expect(within(parcels[0]!).getByRole('heading').textContent).toBe('Ordre B-1001 – Oslo City');
    expect(within(parcels[1]!).getByRole('heading').textContent).toBe(
      'Ordre B-1002 – Bergen Storsenter',
    );
    expect(within(parcels[1]!).getByText('Klikk & Hent i Bergen Storsenter')).toBeTruthy();

    // One Klarna session after the other: the first parcel, then the second.
    await user.click(await within(parcels[0]!).findByRole('button', { name: /med Klarna/ }));
    // The focus follows to the next order's turn.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Ordre B-1002 – Bergen Storsenter'),
    );
    const second = await within(screen.getAllByTestId('checkout-parcel')[1]!).findByRole('button', {
      name: /Betal kr\s599,- med Klarna/,
    });
    await waitFor(() => expect(second).toHaveProperty('disabled', false));
    await user.click(second);

    const thanks = await screen.findByRole('heading', { name: 'Takk for bestillingen!' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getAllByTestId('checkout-order-no').map((e) => e.textContent)).toEqual([
      'B-1001',
      'B-1002',
    ]);
    expect(screen.getByTestId('checkout-pickup-code').textContent).toBe('HK-4821');
    expect(screen.getByText(/ref\. klarna-order-1/)).toBeTruthy();

    // Klarna: init → load into the parcel's container → authorize, once per parcel.
    expect(klarna.init).toHaveBeenNthCalledWith(1, { client_token: 'token-1' });
    expect(klarna.init).toHaveBeenNthCalledWith(2, { client_token: 'token-2' });
    expect(vi.mocked(klarna.load).mock.calls[0]?.[0]).toEqual({
      container: '#chk-klarna-1',
      payment_method_category: 'pay_later',
    });

    // The requests: one order, one reservation, each with its idempotency key.
    const created = calls.filter((c) => c.path === '/orders' || c.path === '/reservations/create');
    expect(created.map((c) => c.path)).toEqual(['/orders', '/reservations/create']);
    const checkoutId = orderBody(created[0]!).orderInfo.checkout.id;
    expect(created[0]?.headers.get('Idempotency-Key')).toMatch(
      new RegExp(`^${checkoutId}:1:d:[0-9a-f]{8}$`),
    );
    expect(created[1]?.headers.get('Idempotency-Key')).toMatch(
      new RegExp(`^${checkoutId}:2:p:[0-9a-f]{8}$`),
    );
    expect(created[0]?.body).toMatchObject({
      Phone: '+4741234567',
      Delivery: 1,
      Address: 'Storgata 1',
      shipping_method_id: 'delivery',
      payment_method: 'klarna',
    });
    const confirms = calls.filter((c) => c.path === '/reservations/klarna/');
    expect(confirms.map((c) => c.body)).toEqual([
      expect.objectContaining({
        order: 'sess-1',
        shop: 1,
        payment: { authorization_token: 'auth-1' },
      }),
      expect.objectContaining({
        order: 'sess-2',
        shop: 2,
        payment: { authorization_token: 'auth-2' },
      }),
    ]);

    // The end of the purchase: alert, cart, provider orders, orderInfo, receipt URL.
    expect($alerts.get()[0]?.type).toBe('success');
    expect($alerts.get()[0]?.content).toBe('Følgende produkter ble besilt: Løpesko Fart, Jakke');
    expect($orders.get()).toEqual([]);
    expect($klarnaOrders.get()).toEqual([
      { shopId: 1, orderId: 'klarna-order-1' },
      { shopId: 2, orderId: 'klarna-order-2' },
    ]);
    expect($orderInfo.get()).toEqual({ deliveryByShop: { '2': false }, other: 'kept' });
    expect(navigations).toContain(`/checkout?kvittering=${checkoutId}`);
    off();
  });

  it('shows the form’s messages, sums them up and moves the focus to the first', async () => {
    const user = userEvent.setup();
    installFakeApi(orderApi().routes);
    setCart([shoe]);
    $client.set({ ...client, name: '', phone: '123', address: '' });

    renderPage();
    const phone = screen.getByLabelText('Mobilnummer');
    await user.click(phone);
    await user.tab();
    expect(await screen.findByText(ORDER_MESSAGES.phone)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain('chk-phone-error');

    await user.click(screen.getByRole('button', { name: 'Gå til betaling' }));
    const summary = await screen.findByTestId('checkout-error-summary');
    expect(summary.getAttribute('role')).toBe('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      ORDER_MESSAGES.name,
      ORDER_MESSAGES.phone,
      ORDER_MESSAGES.address,
      'Du må godta kjøpsvilkårene for å gå videre.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Navn'));

    // Fixing a field clears its message as it is typed; the value is kept in the cart store.
    await user.type(screen.getByLabelText('Navn'), 'Ola');
    expect(screen.queryByText(ORDER_MESSAGES.name, { selector: '.chk-field__error' })).toBeNull();
    expect($client.get()?.name).toBe('Ola');
  });

  it('fills the place from the postcode and says when a postcode is unknown', async () => {
    const user = userEvent.setup();
    installFakeApi({
      ...orderApi().routes,
      'GET /postalcodes/0150': () => ({
        postcode: '0150',
        place: 'OSLO',
        municipality: 'OSLO',
        county: 'OSLO',
        CoordLat: 59.91,
        CoordLong: 10.75,
      }),
      'GET /postalcodes/9999': () => answer(404, { message: 'Ukjent postnummer' }),
    });
    setCart([shoe]);
    $client.set({ ...client, postcode: '', city: '' });
    renderPage();

    await user.type(screen.getByLabelText('Postnummer'), '0150');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Poststed (valgfritt)').value).toBe('OSLO'),
    );

    await user.clear(screen.getByLabelText('Postnummer'));
    await user.type(screen.getByLabelText('Postnummer'), '9999');
    expect(await screen.findByText('Ukjent postnummer')).toBeTruthy();
  });

  it('checks the delivery address in the address register and holds the order on its verdict', async () => {
    const user = userEvent.setup();
    const notFound = (message: string) => answer(404, { message, code: ADDRESS_NOT_FOUND });
    const { calls } = installFakeApi({
      ...orderApi().routes,
      'GET /address/search': ({ query }) =>
        query.get('q') === 'Storgata'
          ? notFound(ADDRESS_MESSAGES.missingNumber)
          : query.get('q') === 'Finnesikkegata 9'
            ? notFound(ADDRESS_MESSAGES.notFound)
            : {
                source: 'kartverket',
                addresses: [
                  { street: 'Storgata', houseNumber: '1', postcode: '0150', city: 'OSLO' },
                ],
              },
    });
    setCart([shoe]);
    $client.set({ ...client, address: '' });
    renderPage();

    const field = screen.getByLabelText('Adresse');
    await user.type(field, 'Storgata');
    await user.tab();
    expect(await screen.findByText(ADDRESS_MESSAGES.missingNumber)).toBeTruthy();
    const lookup = calls.find((c) => c.path === '/address/search');
    expect([lookup?.query.get('q'), lookup?.query.get('postcode')]).toEqual(['Storgata', '0150']);

    await user.clear(field);
    await user.type(field, 'Finnesikkegata 9');
    expect(await screen.findByText(ADDRESS_MESSAGES.notFound)).toBeTruthy();
    await user.click(
      screen.getByRole('checkbox', { name: 'Jeg har lest og godtar kjøpsvilkårene' }),
    );
    await user.click(screen.getByRole('button', { name: 'Gå til betaling' }));
    expect(
      within(await screen.findByTestId('checkout-error-summary')).getByRole('link').textContent,
    ).toBe(ADDRESS_MESSAGES.notFound);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/orders')).toBe(false);

    await user.clear(field);
    await user.type(field, 'Storgata 1');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBeNull());
    expect(document.getElementById('chk-address-error')).toBeNull();
  });

  it('turns a stock shortage into errors on the lines and releases what was already created', async () => {
    const user = userEvent.setup();
    const api = orderApi();
    const { calls } = installFakeApi({
      ...api.routes,
      'POST /orders': () =>
        answer(409, {
          message: 'Noen varer er ikke lenger på lager',
          code: 'OUT_OF_STOCK',
          shortages: [
            {
              EanNo: shoe.ean,
              ArticleID: 1,
              name: 'Løpesko Fart',
              ShopID: 1,
              requested: 2,
              available: 1,
            },
          ],
        }),
    });
    stubKlarna(() => ({ approved: true, authorization_token: 'x' }));
    // Bergen (pickup) first, so its reservation exists when Oslo's order is refused.
    setCart([jacket, { ...shoe, count: 2 }]);
    $orderInfo.set({ deliveryByShop: { '2': false } });
    $client.set(client);
    renderPage();

    await user.click(
      screen.getByRole('checkbox', { name: 'Jeg har lest og godtar kjøpsvilkårene' }),
    );
    await user.click(screen.getByRole('button', { name: 'Gå til betaling' }));

    const lineError = await screen.findByTestId('checkout-line-error');
    expect(lineError.textContent).toBe('⚠ Butikken har bare 1 igjen av «Løpesko Fart»');
    expect(lineError.closest('[data-testid="checkout-line"]')?.textContent).toMatch(/Løpesko Fart/);
    expect(screen.getByTestId('checkout-problem').textContent).toMatch(/Endre antallet/);
    expect($cartErrors.get()).toMatchObject([{ ean: shoe.ean, shopId: 1, available: 1 }]);
    expect(screen.getByRole('button', { name: 'Gå til betaling' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/orders/102/cancel')).toBe(true);
    expect($orderInfo.get()).toEqual({ deliveryByShop: { '2': false } });
    // The typed contact details are all still there.
    expect(screen.getByLabelText<HTMLInputElement>('Navn').value).toBe('Kari Nordmann');
  });

  it('cancels a refused Klarna payment and keeps the cart', async () => {
    const user = userEvent.setup();
    const { calls } = installFakeApi(orderApi().routes);
    stubKlarna(() => ({ approved: false, show_form: true }));
    setCart([shoe]);
    $client.set(client);
    renderPage();

    await user.click(
      screen.getByRole('checkbox', { name: 'Jeg har lest og godtar kjøpsvilkårene' }),
    );
    await user.click(screen.getByRole('button', { name: 'Gå til betaling' }));
    const pay = await screen.findByRole('button', { name: /med Klarna/ });
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    await user.click(pay);

    expect(
      await screen.findByRole('heading', { name: 'Bestillingen ble ikke fullført' }),
    ).toBeTruthy();
    expect(
      screen.getAllByText(
        'Betalingen ble ikke godkjent. Ingenting er trukket, og varene ligger fortsatt i handlekurven.',
      ).length,
    ).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === '/orders/101/cancel')).toBe(true);
    // The end of the purchase (alert, cart) is an effect, which Preact runs once the browser has
    // painted the result; the cart is read after it.
    await waitFor(() => expect($alerts.get()[0]?.type).toBe('error'));
    expect($orders.get()).toHaveLength(1);

    // Trying again starts from the form, with a new purchase.
    await user.click(screen.getByRole('button', { name: /Prøv igjen/ }));
    expect(await screen.findByRole('button', { name: 'Gå til betaling' })).toBeTruthy();
  });

  it('pays a parcel in full with a gift card without any provider', async () => {
    const user = userEvent.setup();
    const api = orderApi();
    const { calls } = installFakeApi({
      ...api.routes,
      'POST /giftcards/balance': () => ({
        balanceOre: 500000,
        currency: 'NOK',
        expiresAt: '2027-05-05',
        status: 'ACTIVE',
      }),
      'POST /orders': (call) => {
        const body = call.body as { giftcard: { amount: number } };
        return makeResult({
          state: 'paid',
          Delivery: 0,
          payment: null,
          amounts: { ...makeResult().amounts, giftcard: body.giftcard.amount, due: 0 },
          payments: [
            {
              provider: 'giftcard',
              state: 'captured',
              amount: body.giftcard.amount,
              reference: '0001',
            },
          ],
        });
      },
    });
    setCart([shoe]);
    $client.set(client);
    renderPage();

    await user.type(screen.getByLabelText('Gavekortnummer'), '6280 0000 0000 0001');
    await user.type(screen.getByLabelText('PIN-kode'), '1234');
    await user.click(screen.getByRole('button', { name: 'Sjekk saldo' }));
    expect(await screen.findByText(/gyldig til 5\. mai 2027/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bruk gavekort' }));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-total').textContent).toBe('kr\u00a00,-'),
    );
    expect(screen.getByTestId('checkout-giftcard').textContent).toMatch(/-1\s097,-/);

    await user.click(
      screen.getByRole('checkbox', { name: 'Jeg har lest og godtar kjøpsvilkårene' }),
    );
    await user.click(screen.getByRole('button', { name: 'Gå til betaling' }));

    expect(await screen.findByRole('heading', { name: 'Takk for bestillingen!' })).toBeTruthy();
    const order = calls.find((c) => c.path === '/orders');
    expect(order?.body).toMatchObject({
      giftcard: { number: '6280000000000001', pin: '1234', amount: 109700 },
    });
    // The purchase is finished (cart emptied) by an effect after the receipt shows.
    await waitFor(() => expect($orders.get()).toEqual([]));
    expect(screen.queryByRole('button', { name: 'Bruk gavekort' })).toBeNull();
  });

  it('applies a promo code once and shows the discount', async () => {
    const user = userEvent.setup();
    installFakeApi({
      ...orderApi().routes,
      'GET /promocodes/check/SOMMER': () => ({
        Id: 7,
        Name: 'SOMMER',
        ValidFrom: null,
        ValidTo: null,
        Fixed: false,
        Amount: 10,
        Type: 'order',
      }),
      'GET /promocodes/check/FEIL': () =>
        answer(404, { message: 'Rabattkoden er ugyldig eller utløpt' }),
    });
    setCart([shoe]);
    renderPage();

    await user.type(screen.getByRole('textbox', { name: 'Rabattkode' }), 'FEIL');
    await user.click(screen.getByRole('button', { name: 'Bruk' }));
    expect(await screen.findByText('Rabattkoden er ugyldig eller utløpt')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Rabattkode' }));
    await user.type(screen.getByRole('textbox', { name: 'Rabattkode' }), 'SOMMER');
    await user.click(screen.getByRole('button', { name: 'Bruk' }));
    expect(await screen.findByText('Rabattkoden SOMMER er brukt.')).toBeTruthy();
    expect(screen.getByTestId('checkout-discount').textContent).toMatch(/-79,90/);

    await user.click(screen.getByRole('button', { name: 'Fjern rabattkoden' }));
    await waitFor(() => expect(screen.queryByTestId('checkout-discount')).toBeNull());
  });

  it('continues after Vipps: reads the payment back and shows the receipt', async () => {
    const paid = makeResult({
      state: 'paid',
      Delivery: 0,
      payment: null,
      checkoutId: '3f2a9c1e-0000-4000-8000-000000000001',
      payments: [
        { provider: 'vipps', state: 'authorized', amount: 109700, reference: 'blp-1001-1' },
      ],
    });
    const { calls } = installFakeApi({
      'POST /reservations/vipps/': () => paid,
      'GET /orders/checkout/3f2a9c1e-0000-4000-8000-000000000001': () => ({
        checkoutId: '3f2a9c1e-0000-4000-8000-000000000001',
        orders: [paid],
      }),
    });
    setCart([shoe]);
    $orderInfo.set({
      checkout: {
        id: '3f2a9c1e-0000-4000-8000-000000000001',
        groups: [{ ShopID: 1, Delivery: true, items: [{ EanNo: shoe.ean, Count: 1 }] }],
      },
      paymentByShop: { '1': 'vipps' },
    });
    $vippsOrders.set([{ shopId: 1, orderId: 'blp-1001-1' }]);

    renderPage('?vipps=blp-1001-1');
    expect(await screen.findByRole('heading', { name: 'Takk for bestillingen!' })).toBeTruthy();
    expect(screen.getByTestId('checkout-order-no').textContent).toBe('B-1001');
    expect(screen.getByText(/ref\. blp-1001-1/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/reservations/vipps/')?.body).toEqual({
      order: 'blp-1001-1',
      shop: 1,
    });
    // The purchase is finished (cart emptied) by an effect after the receipt shows.
    await waitFor(() => expect($orders.get()).toEqual([]));
    expect($orderInfo.get()).toEqual({ paymentByShop: { '1': 'vipps' } });
  });

  it('shows a receipt again from its link without touching the cart', async () => {
    const paid = makeResult({ state: 'paid', Delivery: 0, payment: null });
    installFakeApi({
      'GET /orders/checkout/abcdef12-3456': () => ({ checkoutId: 'abcdef12-3456', orders: [paid] }),
    });
    setCart([jacket]);
    renderPage('?kvittering=abcdef12-3456');
    const thanks = await screen.findByRole('heading', { name: 'Takk for bestillingen!' });
    expect(screen.getByTestId('checkout-order-no').textContent).toBe('B-1001');
    // The receipt's effects (the focus, and the end of a purchase that is not this browser's)
    // run once Preact has painted it: the focus on the heading shows they have run.
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect($orders.get()).toHaveLength(1);
    expect($alerts.get()).toEqual([]);
  });
});
