import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, installFakeApi } from '../test-support';
import { GiftCardPage } from './gift-card-page';

const props = { routeName: 'giftcard-status', params: {}, search: '' };

function check(number: string, pin: string) {
  fireEvent.input(screen.getByLabelText('Kortnummer'), { target: { value: number } });
  fireEvent.input(screen.getByLabelText('PIN-kode'), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: 'Sjekk saldo' }));
}

describe('GiftCardPage', () => {
  it('shows the balance in kroner, the expiry and the last use', async () => {
    const calls = installFakeApi({
      'POST /giftcards/balance': () => ({
        balanceOre: 50000,
        currency: 'NOK',
        expiresAt: '2027-05-05',
        status: 'ACTIVE',
        lastUsedAt: '2026-03-01T12:00:00Z',
      }),
    });
    render(<GiftCardPage {...props} />);
    check('6280 0000 0000 0001', '1234');
    expect(await screen.findByRole('heading', { name: 'Saldo: kr\u00a0500,-' })).toBeTruthy();
    expect(screen.getByText('5. mai 2027')).toBeTruthy();
    expect(screen.getByText('1. mars 2026')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ cardNumber: '6280000000000001', pin: '1234' });
  });

  it.each([
    [404, /Vi fant ikke et gavekort/],
    [410, /utløpt/],
    [423, /sperret/],
    [429, /For mange forsøk/],
  ])('explains a %i in Norwegian', async (status, text) => {
    installFakeApi({ 'POST /giftcards/balance': () => answer(status, { message: 'x' }) });
    render(<GiftCardPage {...props} />);
    check('6280000000000001', '9999');
    expect((await screen.findByRole('alert')).textContent).toMatch(text);
  });

  it('checks the fields before asking and puts focus on the first wrong one', () => {
    const calls = installFakeApi({});
    render(<GiftCardPage {...props} />);
    check('12', '');
    expect(screen.getByText('Gavekortnummeret må ha 10–19 siffer')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Kortnummer'));
    expect(calls).toHaveLength(0);
  });
});
