import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answer,
  installFakeApi,
  logIn,
  makeOrder,
  makeReview,
  page,
  resetStores,
} from '../api/fake-api';
import { ReviewsPage } from './reviews-page';

beforeEach(() => {
  resetStores();
  logIn();
});

const line = (ArticleID: number, ArticleName: string, Size: string | null = 'M') => ({
  ArticleID,
  ArticleName,
  Total: 299,
  Size,
  Color: 'Blå',
  GenderID: null,
  EAN: `70000000${ArticleID}`,
  Quantity: 1,
  Price: 299,
});

const orders = () =>
  page([
    makeOrder({ id: 2, no: 'B-2', articles: [line(501, 'Løpesko Fart'), line(600, 'Vindjakke')] }),
  ]);

const renderReviews = () =>
  render(<ReviewsPage params={{}} search="" routeName="account-reviews" />);

describe('/user/reviews', () => {
  it('lists the reviews (approved or waiting) and the bought articles without one', async () => {
    installFakeApi({
      'GET /customers/current/reviews': () =>
        page([
          makeReview({ id: 1, reviewable_id: 501, approved: true, rating: 4 }),
          makeReview({
            id: 2,
            reviewable_id: 777,
            approved: false,
            created_at: '2025-03-25T00:00:00Z',
          }),
        ]),
      'GET /customers/current/orders': orders,
    });
    renderReviews();
    const list = await screen.findByTestId('acc-review-list');
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByTestId('acc-review-state').textContent).toBe(
      'Venter på godkjenning',
    );
    const approved = items[1] as HTMLElement;
    expect(within(approved).getByTestId('acc-review-state').textContent).toBe('Publisert');
    await waitFor(() =>
      expect(
        within(approved).getByRole('link', { name: 'Løpesko Fart' }).getAttribute('href'),
      ).toBe('/product/501'),
    );
    expect(within(approved).getByRole('img', { name: '4 av 5 stjerner' })).toBeTruthy();
    // 501 is reviewed: only the jacket is offered.
    const candidates = await screen.findByTestId('acc-review-candidates');
    expect(within(candidates).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(candidates).getByRole('button', { name: 'Skriv en anmeldelse av Vindjakke' }),
    ).toBeTruthy();
  });

  it('writes a review: rating radiogroup, text, fit, anonymous; then thanks', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      'GET /customers/current/reviews': () => page([]),
      'GET /customers/current/orders': orders,
      'POST /customers/current/reviews': (call) =>
        answer(
          201,
          makeReview({
            id: 50,
            reviewable_id: 600,
            approved: false,
            ...(call.body as object),
          }),
        ),
    });
    renderReviews();
    await user.click(
      await screen.findByRole('button', { name: 'Skriv en anmeldelse av Vindjakke' }),
    );
    const form = screen.getByTestId('acc-review-form');
    // The focus moves in an effect, which Preact runs once the browser has painted.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(form).getByRole('heading', { name: 'Anmeld Vindjakke' }),
      ),
    );

    await user.click(within(form).getByRole('button', { name: 'Send anmeldelsen' }));
    const alert = await within(form).findByRole('alert');
    // The alert takes the focus once painted; the shopper goes on from there.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(alert).getByRole('link', { name: 'Velg fra 1 til 5 stjerner' })).toBeTruthy();
    expect(api.callsTo('POST', '/customers/current/reviews')).toHaveLength(0);

    const stars = within(form).getByRole('radiogroup', { name: 'Hvor fornøyd er du?' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(stars).getByRole('radio', { name: '5 stjerner' }));
    await user.type(within(form).getByLabelText('Hva synes du om varen?'), 'Varm og god jakke.');
    await user.click(within(form).getByRole('radio', { name: 'Stor i størrelsen' }));
    await user.click(
      within(form).getByRole('checkbox', { name: 'Vis anmeldelsen uten navnet mitt' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Send anmeldelsen' }));

    await waitFor(() =>
      expect(screen.getByTestId('acc-review-thanks').textContent).toBe(
        'Takk! Anmeldelsen vises når den er godkjent.',
      ),
    );
    expect(api.callsTo('POST', '/customers/current/reviews')[0]?.body).toEqual({
      reviewable_id: 600,
      rating: 5,
      content: 'Varm og god jakke.',
      true_to_size: 1,
      size_color: 'Str. M, Blå',
      anonymous: true,
    });
    const list = screen.getByTestId('acc-review-list');
    expect(within(list).getByTestId('acc-review-state').textContent).toBe('Venter på godkjenning');
    expect(screen.queryByTestId('acc-review-form')).toBeNull();
    // The jacket is reviewed now and no longer offered; the shoes still are.
    expect(
      screen.getByRole('button', { name: 'Skriv en anmeldelse av Løpesko Fart' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skriv en anmeldelse av Vindjakke' })).toBeNull();
  });

  it.each([
    [
      422,
      { message: 'Du kan bare anmelde varer du har kjøpt' },
      'Du kan bare anmelde varer du har kjøpt',
    ],
    [
      409,
      { message: 'Du har allerede anmeldt denne varen' },
      'Du har allerede anmeldt denne varen',
    ],
  ])('a %i answer is shown in the form', async (status, body, text) => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /customers/current/reviews': () => page([]),
      'GET /customers/current/orders': orders,
      'POST /customers/current/reviews': () => answer(status, body),
    });
    renderReviews();
    await user.click(
      await screen.findByRole('button', { name: 'Skriv en anmeldelse av Vindjakke' }),
    );
    const form = screen.getByTestId('acc-review-form');
    // The form's heading takes the focus once painted; the shopper fills it in after that.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(form).getByRole('heading', { name: 'Anmeld Vindjakke' }),
      ),
    );
    await user.click(within(form).getByRole('radio', { name: '3 stjerner' }));
    await user.type(within(form).getByLabelText('Hva synes du om varen?'), 'Helt grei.');
    await user.click(within(form).getByRole('button', { name: 'Send anmeldelsen' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(text);
  });

  it('shows the empty states', async () => {
    installFakeApi({
      'GET /customers/current/reviews': () => page([]),
      'GET /customers/current/orders': () => page([]),
    });
    renderReviews();
    expect((await screen.findByTestId('acc-reviews-empty')).textContent).toBe(
      'Du har ikke skrevet noen anmeldelser ennå.',
    );
    expect(screen.getByTestId('acc-review-candidates-empty')).toBeTruthy();
  });
});
