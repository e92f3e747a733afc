import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $termsAccepted, on } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, installFakeApi, logIn, makeCustomer, resetStores } from '../api/fake-api';
import { AcceptTermsPage } from './accept-terms-page';

const offs: Array<() => void> = [];
beforeEach(() => resetStores());
afterEach(() => offs.splice(0).forEach((off) => off()));

const renderTerms = () =>
  render(<AcceptTermsPage params={{}} search="" routeName="accept-terms" />);

describe('/user/accept-terms', () => {
  it('shows the terms and one button that sends terms_conditions: 1, then goes to /user', async () => {
    const user = userEvent.setup();
    logIn({ terms_conditions: 0 });
    const goto = vi.fn();
    offs.push(on('nav:goto', goto));
    const api = installFakeApi({ 'PUT /customers/7': () => makeCustomer({ terms_conditions: 1 }) });
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Godta brukervilkårene' })).toBeTruthy();
    expect(screen.getByTestId('acc-terms-text').textContent).toContain('Kontoen er personlig');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Jeg godtar brukervilkårene' }));
    await waitFor(() => expect(goto).toHaveBeenCalledWith({ to: '/user', replace: true }));
    expect(api.callsTo('PUT', '/customers/7')[0]?.body).toEqual({ terms_conditions: 1 });
    expect($termsAccepted.get()).toBe(true);
  });

  it('stays and says why when the save fails', async () => {
    const user = userEvent.setup();
    logIn({ terms_conditions: 0 });
    const goto = vi.fn();
    offs.push(on('nav:goto', goto));
    installFakeApi({ 'PUT /customers/7': () => answer(422, { message: 'Ugyldig data' }) });
    renderTerms();
    await user.click(screen.getByRole('button', { name: 'Jeg godtar brukervilkårene' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ikke gyldig data, alle feltene må fylles ut',
    );
    expect(goto).not.toHaveBeenCalled();
    expect($termsAccepted.get()).toBe(false);
  });
});
