import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  klarnaAddress,
  klarnaAuthorize,
  klarnaLoad,
  loadKlarnaSdk,
  type KlarnaPaymentsSdk,
} from './klarna-widget';

function fakeSdk(): KlarnaPaymentsSdk {
  return {
    init: vi.fn(),
    load: vi.fn((_o, _d, cb) => cb({ show_form: true })),
    authorize: vi.fn((_o, _d, cb) => cb({ approved: true, authorization_token: 'tok' })),
  };
}

afterEach(() => {
  delete window.Klarna;
  document.head.querySelectorAll('script[data-chk-klarna]').forEach((s) => s.remove());
});

describe('Klarna widget', () => {
  it('uses an SDK already on the page without loading the script again', async () => {
    const sdk = fakeSdk();
    window.Klarna = { Payments: sdk };
    await expect(loadKlarnaSdk('https://x.klarnacdn.net/kp/lib/v1/api.js')).resolves.toBe(sdk);
    expect(document.head.querySelector('script[data-chk-klarna]')).toBeNull();
  });

  it('injects the script once and waits for window.Klarna.Payments', async () => {
    const url = 'http://localhost/sim/klarna/sdk.js';
    const first = loadKlarnaSdk(url);
    const second = loadKlarnaSdk(url);
    expect(document.head.querySelectorAll('script[data-chk-klarna]')).toHaveLength(1);
    const sdk = fakeSdk();
    window.Klarna = { Payments: sdk }; // what the script does when it has run
    await expect(first).resolves.toBe(sdk);
    await expect(second).resolves.toBe(sdk);
  });

  it('refuses a script address that is not http(s)', async () => {
    await expect(loadKlarnaSdk('javascript:alert(1)')).rejects.toThrow();
  });

  it('gives up after the timeout so the shopper can try again', async () => {
    await expect(loadKlarnaSdk('http://localhost/never.js', 60)).rejects.toThrow(/i tide/);
  });

  it('wraps init/load/authorize in promises with Klarna’s argument shapes', async () => {
    const sdk = fakeSdk();
    await expect(
      klarnaLoad(sdk, { clientToken: 'ct', container: '#chk-klarna-1', category: 'pay_later' }),
    ).resolves.toEqual({ show_form: true });
    expect(sdk.init).toHaveBeenCalledWith({ client_token: 'ct' });
    expect(vi.mocked(sdk.load).mock.calls[0]?.slice(0, 2)).toEqual([
      { container: '#chk-klarna-1', payment_method_category: 'pay_later' },
      {},
    ]);
    const address = klarnaAddress({
      name: 'Kari Anne Nordmann',
      email: 'kari@example.no',
      phone: '+4741234567',
      address: 'Storgata 1',
      postcode: '0150',
      city: 'OSLO',
      delivery: true,
    });
    expect(address).toMatchObject({
      given_name: 'Kari Anne',
      family_name: 'Nordmann',
      country: 'NO',
    });
    await expect(klarnaAuthorize(sdk, 'pay_later', address)).resolves.toEqual({
      approved: true,
      authorization_token: 'tok',
    });
    expect(vi.mocked(sdk.authorize).mock.calls[0]?.[1]).toEqual({
      billing_address: address,
      shipping_address: address,
    });
  });
});
