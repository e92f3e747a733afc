/**
 * Spec §6 guards in the browser: the redirect each failed check leads to and the exact message
 * shown as an alert (issue 4 §2, §9). Logged-in cases log a seeded customer in through the real
 * API; the shell then loads them with GET /customers/current like for any visitor. Nothing of
 * our own product is stubbed.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { logIn, POLL_CUSTOMERS, TERMS_PENDING_CUSTOMER } from '../../support/auth';
import { answerThroughApi, rightOption, runningPoll } from '../../support/polls';
import { alertBox, GUARD_MESSAGES, shellReady } from './helpers';

test.describe('guards', () => {
  test('a guest on /user/info goes to login with AUTH_REQUIRED', async ({ page }) => {
    await page.goto('/user/info');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Finfo$/);
    await shellReady(page);
    await expect(alertBox(page)).toContainText(GUARD_MESSAGES.authRequired);
  });

  test('every /user route refuses a guest, also on in-app navigation', async ({ page }) => {
    await page.goto('/butikker/');
    await shellReady(page);
    // In-app navigation (no reload) through a remote-style nav:goto event.
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('nav:goto', { detail: { to: '/user/history' } })),
    );
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fhistory$/);
    await expect(alertBox(page)).toContainText(GUARD_MESSAGES.authRequired);
  });

  test('a customer who has not accepted the terms goes to accept-terms with TERMS_NOT_ACCEPTED', async ({
    page,
  }) => {
    await logIn(page, TERMS_PENDING_CUSTOMER);
    await page.goto('/user');
    await expect(page).toHaveURL(/\/user\/accept-terms$/);
    await expect(alertBox(page)).toContainText(GUARD_MESSAGES.termsNotAccepted);
  });

  test('accept-terms is reachable only while terms are not accepted', async ({ page }) => {
    await logIn(page);
    await page.goto('/user/accept-terms');
    await expect(page).toHaveURL(/\/user$/);
  });

  test('email verification is always refused with EMAIL_VERIFIED → user', async ({ page }) => {
    await logIn(page);
    await page.goto('/user/email-verification');
    await expect(page).toHaveURL(/\/user$/);
    await expect(alertBox(page)).toContainText(GUARD_MESSAGES.emailVerified);
  });

  test('login, register and password reset are for guests only', async ({ page }) => {
    await logIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/user$/);
    await page.goto('/password/reset');
    await expect(page).toHaveURL(/\/user$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/user$/);
    await expect(alertBox(page)).toContainText(GUARD_MESSAGES.registrationDisabled);
  });

  test('a guest reaches the guest routes', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
    await shellReady(page);
    await expect(alertBox(page)).toHaveCount(0);
  });

  test('the guard message alert is dismissible', async ({ page }) => {
    await page.goto('/user/reviews');
    await expect(alertBox(page)).toContainText(GUARD_MESSAGES.authRequired);
    await alertBox(page)
      .getByRole('button', { name: /Lukk varselet/ })
      .click();
    await expect(alertBox(page)).toHaveCount(0);
  });
});

test.describe('poll question guard', () => {
  // The API decides whether the question has a correct answer (GET /polls/questions/{id}/score).
  // The "already answered" cases record a correct answer through the real API first (POST
  // /polls/answer), as a customer of their own: the open-question case (the demo customer)
  // and the answering journeys never see it.

  /** Logs the guard customer in and makes sure they have answered the first open door right. */
  async function answeredQuestion(page: Page) {
    await logIn(page, POLL_CUSTOMERS.guard);
    const poll = await runningPoll(page);
    const question = poll.questions.find((q) => q.open);
    if (!question) throw new Error('Den aktive konkurransen har ingen åpne luker');
    const score = await answerThroughApi(page, question.id, rightOption(question).id);
    expect(score.correct).toBe(true);
    return { pollId: poll.id, questionId: question.id };
  }

  test('an answered question goes back to the previous screen with the spec message', async ({
    page,
  }) => {
    const { pollId, questionId } = await answeredQuestion(page);
    await page.goto(`/user/poll/${pollId}`);
    await shellReady(page);
    await page.evaluate(
      (to) => window.dispatchEvent(new CustomEvent('nav:goto', { detail: { to } })),
      `/user/poll/${pollId}/${questionId}`,
    );
    await expect(alertBox(page)).toContainText('Error: Already answered');
    await expect(page).toHaveURL(new RegExp(`/user/poll/${pollId}$`));
  });

  test('without a previous screen it goes to user', async ({ page }) => {
    const { pollId, questionId } = await answeredQuestion(page);
    await page.goto(`/user/poll/${pollId}/${questionId}`);
    await expect(page).toHaveURL(/\/user$/);
    await expect(alertBox(page)).toContainText('Error: Already answered');
  });

  test('an open question is let through', async ({ page }) => {
    await logIn(page);
    const poll = await runningPoll(page);
    // The second open door: one the demo customer never answers in any journey.
    const question = poll.questions.filter((q) => q.open)[1];
    if (!question) throw new Error('Den aktive konkurransen har for få åpne luker');
    const score = page.waitForResponse(`**/api/v1/polls/questions/${question.id}/score`);
    await page.goto(`/user/poll/${poll.id}/${question.id}`);
    // The real answer for the demo customer, who has answered nothing.
    expect(await (await score).json()).toMatchObject({ questionId: question.id, answered: false });
    await expect(page).toHaveURL(new RegExp(`/user/poll/${poll.id}/${question.id}$`));
    await expect(page.locator('[data-route="question"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: question.title })).toBeVisible();
  });
});

test.describe('redirects of spec §2', () => {
  test('/shops/ → /butikker/', async ({ page }) => {
    await page.goto('/shops/');
    await expect(page).toHaveURL(/\/butikker\/$/);
  });

  test('/article/{id} → /product/{id}, the product route without category names', async ({
    page,
  }) => {
    await page.goto('/article/10077');
    await expect(page).toHaveURL(/\/product\/10077$/);
    await expect(page.locator('[data-route="product"]')).toBeVisible();
  });

  test('legacy /category/{id}/{subId} → the named category route', async ({ page, request }) => {
    const categories = (await (await request.get('/api/v1/categories')).json()) as {
      id: number;
      subcategories: { ArticleGroup2ID: number }[];
    }[];
    const category = categories.find((c) => c.subcategories.length > 0)!;
    await page.goto(`/category/${category.id}/${category.subcategories[0]!.ArticleGroup2ID}`);
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await expect(page.locator('[data-route="category"]')).toBeVisible();
  });

  test('an unknown deep path shows the Norwegian 404 page', async ({ page }) => {
    await page.goto('/finnes/ikke/her/heller');
    await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
  });

  test('an unknown legacy category id shows the 404 page', async ({ page }) => {
    await page.goto('/category/999999');
    await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
  });
});
