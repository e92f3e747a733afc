import { describe, expect, it } from 'vitest';
import { makeResult } from '../api/fake-api';
import {
  allPaid,
  CANCELLED_MESSAGE,
  currentParcel,
  flowReducer,
  flowResults,
  initialFlowState,
  NOT_CREATED_MESSAGE,
  PROCESSING_MESSAGE,
  REFUSED_MESSAGE,
  type FlowEvent,
  type FlowState,
  type ParcelDraft,
} from './checkout-flow';

const drafts: ParcelDraft[] = [
  { id: '1:d', shopId: 1, shopName: 'Oslo City', delivery: true, provider: 'vipps' },
  { id: '2:p', shopId: 2, shopName: 'Bergen Storsenter', delivery: false, provider: 'klarna' },
];

const run = (events: FlowEvent[], from: FlowState = initialFlowState) =>
  events.reduce(flowReducer, from);

const vippsResult = makeResult({
  ShopID: 1,
  payment: {
    provider: 'vipps',
    reference: 'blp-1001-1',
    redirectUrl: 'http://localhost/sim/vipps/x',
  },
});
const klarnaResult = makeResult({ ShopID: 2, delivery: false, OrderID: 202, OrderNo: 'B-2002' });

describe('checkout flow', () => {
  it('goes form → creating → paying once every parcel has its order', () => {
    const started = run([{ type: 'start', checkoutId: 'chk-12345678', parcels: drafts }]);
    expect(started.phase).toBe('creating');
    expect(started.parcels.map((p) => p.status)).toEqual(['queued', 'queued']);

    const one = run(
      [
        { type: 'creating', parcelId: '1:d' },
        { type: 'created', parcelId: '1:d', result: vippsResult },
      ],
      started,
    );
    expect(one.phase).toBe('creating');
    expect(one.parcels[0]?.status).toBe('awaiting-payment');

    const both = run(
      [
        { type: 'creating', parcelId: '2:p' },
        { type: 'created', parcelId: '2:p', result: klarnaResult },
      ],
      one,
    );
    expect(both.phase).toBe('paying');
  });

  it('pays Klarna parcels before Vipps parcels, whatever their order', () => {
    const paying = run([
      { type: 'start', checkoutId: 'chk-12345678', parcels: drafts },
      { type: 'created', parcelId: '1:d', result: vippsResult },
      { type: 'created', parcelId: '2:p', result: klarnaResult },
    ]);
    expect(currentParcel(paying)?.id).toBe('2:p');

    const klarnaPaid = run(
      [
        { type: 'paying', parcelId: '2:p', message: 'Venter på svar fra Klarna …' },
        {
          type: 'payment-result',
          parcelId: '2:p',
          result: { ...klarnaResult, state: 'paid', Delivery: 0 },
        },
      ],
      paying,
    );
    expect(klarnaPaid.parcels[1]?.status).toBe('paid');
    expect(klarnaPaid.phase).toBe('paying');
    expect(currentParcel(klarnaPaid)?.id).toBe('1:d');

    const done = flowReducer(klarnaPaid, {
      type: 'payment-result',
      parcelId: '1:d',
      result: { ...vippsResult, state: 'paid', Delivery: 0 },
    });
    expect(done.phase).toBe('done');
    expect(allPaid(done)).toBe(true);
    expect(flowResults(done).map((r) => r.OrderNo)).toEqual(['B-1001', 'B-2002']);
  });

  it('a parcel the gift card covers is paid at creation', () => {
    const state = run([
      { type: 'start', checkoutId: 'chk-12345678', parcels: drafts.slice(0, 1) },
      {
        type: 'created',
        parcelId: '1:d',
        result: { ...vippsResult, state: 'paid', Delivery: 0, payment: null },
      },
    ]);
    expect(state.phase).toBe('done');
    expect(state.parcels[0]?.status).toBe('paid');
  });

  it('a refusal ends the parcel as refused with the shopper message; a pending read-back waits', () => {
    const paying = run([
      { type: 'start', checkoutId: 'chk-12345678', parcels: drafts },
      { type: 'created', parcelId: '1:d', result: vippsResult },
      { type: 'created', parcelId: '2:p', result: klarnaResult },
    ]);
    const refused = flowReducer(paying, {
      type: 'payment-result',
      parcelId: '2:p',
      result: { ...klarnaResult, state: 'cancelled' },
    });
    expect(refused.parcels[1]).toMatchObject({ status: 'refused', message: REFUSED_MESSAGE });
    expect(refused.phase).toBe('paying');

    const pending = flowReducer(refused, {
      type: 'payment-result',
      parcelId: '1:d',
      result: vippsResult,
    });
    expect(pending.parcels[0]).toMatchObject({
      status: 'awaiting-payment',
      processing: true,
      message: PROCESSING_MESSAGE,
    });

    const errorAgain = flowReducer(pending, {
      type: 'payment-error',
      parcelId: '1:d',
      message: 'Kunne ikke kontakte serveren.',
    });
    expect(errorAgain.parcels[0]?.status).toBe('awaiting-payment');
    expect(errorAgain.parcels[0]?.message).toBe('Kunne ikke kontakte serveren.');

    const cancelled = flowReducer(errorAgain, {
      type: 'payment-result',
      parcelId: '1:d',
      result: { ...vippsResult, state: 'cancelled' },
      message: CANCELLED_MESSAGE,
    });
    expect(cancelled.phase).toBe('done');
    expect(allPaid(cancelled)).toBe(false);
  });

  it('a failed creation with nothing paid goes back to the form with the problem', () => {
    const state = run([
      { type: 'start', checkoutId: 'chk-12345678', parcels: drafts },
      { type: 'created', parcelId: '1:d', result: vippsResult },
      {
        type: 'create-failed',
        parcelId: '2:p',
        problem: { message: 'Noen varer finnes ikke lenger', details: ['x'] },
        cancelled: [{ ...vippsResult, state: 'cancelled' }],
      },
    ]);
    expect(state.phase).toBe('form');
    expect(state.checkoutId).toBeNull();
    expect(state.parcels).toEqual([]);
    expect(state.problem?.message).toBe('Noen varer finnes ikke lenger');
  });

  it('a failed creation after a gift card paid a parcel ends the purchase with what is paid', () => {
    const three: ParcelDraft[] = [
      ...drafts,
      { id: '3:d', shopId: 3, shopName: 'Tromsø', delivery: true, provider: 'klarna' },
    ];
    const state = run([
      { type: 'start', checkoutId: 'chk-12345678', parcels: three },
      { type: 'created', parcelId: '1:d', result: vippsResult },
      {
        type: 'created',
        parcelId: '3:d',
        result: makeResult({ ShopID: 3, state: 'paid', Delivery: 0, payment: null }),
      },
      {
        type: 'create-failed',
        parcelId: '2:p',
        problem: { message: 'Gavekortet har ikke nok saldo', details: [] },
        cancelled: [{ ...vippsResult, state: 'cancelled' }],
      },
    ]);
    expect(state.phase).toBe('done');
    expect(state.parcels.map((p) => [p.id, p.status])).toEqual([
      ['1:d', 'refused'],
      ['2:p', 'failed'],
      ['3:d', 'paid'],
    ]);
    expect(state.parcels[0]?.message).toBe(CANCELLED_MESSAGE);
    expect(state.parcels[1]?.message).toBe('Gavekortet har ikke nok saldo');
    expect(NOT_CREATED_MESSAGE).toMatch(/handlekurven/);
  });

  it('restores a purchase read back after the Vipps return', () => {
    const restored = flowReducer(
      { ...initialFlowState, phase: 'resuming' },
      {
        type: 'restored',
        checkoutId: 'chk-12345678',
        results: [
          { ...klarnaResult, state: 'paid', Delivery: 0, payment: null },
          { ...vippsResult, payment: null },
        ],
        providerOf: () => 'vipps',
        processing: [vippsResult.OrderID],
      },
    );
    expect(restored.phase).toBe('paying');
    expect(restored.parcels.map((p) => [p.id, p.status, p.provider])).toEqual([
      ['2:p', 'paid', 'vipps'],
      ['1:d', 'awaiting-payment', 'vipps'],
    ]);
    expect(restored.parcels[1]?.processing).toBe(true);
    expect(currentParcel(restored)?.id).toBe('1:d');

    const receipt = flowReducer(initialFlowState, {
      type: 'restored',
      checkoutId: 'chk-12345678',
      results: [vippsResult],
      providerOf: () => 'vipps',
      asReceipt: true,
    });
    expect(receipt.phase).toBe('done');
    expect(currentParcel(receipt)).toBeNull();
  });

  it('reset starts over with no purchase', () => {
    const state = run([
      { type: 'start', checkoutId: 'chk-12345678', parcels: drafts },
      { type: 'reset', problem: { message: 'Avbrutt', details: [] } },
    ]);
    expect(state).toEqual({ ...initialFlowState, problem: { message: 'Avbrutt', details: [] } });
  });
});
