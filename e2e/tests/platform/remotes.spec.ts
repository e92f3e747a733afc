/**
 * Every remote mounts on a real route with real API data, as a component on the shell's React
 * (ADR 0008).
 */
import { logIn } from '../../support/auth';
import { expect, firstPollId, readySlot, test } from './helpers';

test('home, login and checkout mount their remotes', async ({ page }) => {
  await page.goto('/');
  await readySlot(page, 'mf_catalog');

  await page.goto('/login');
  const account = await readySlot(page, 'mf_account');
  await expect(account.getByLabel('E-post eller mobilnummer')).toBeVisible();
  await expect(account.getByLabel('Passord')).toBeVisible();
  await expect(account.getByRole('button', { name: 'Logg inn' })).toBeVisible();

  await page.goto('/checkout');
  const checkout = await readySlot(page, 'mf_checkout');
  await expect(checkout.getByRole('heading', { name: 'Handlekurven er tom' })).toBeVisible();
});

test('mf-content renders /om-oss from the API', async ({ page, request }) => {
  const about = (await (await request.get('/api/v1/page/slug/om-oss')).json()) as { title: string };
  await page.goto('/om-oss');
  const content = await readySlot(page, 'mf_content');
  await expect(content.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
  await expect(content).toHaveAttribute('data-remote-version', '0.1.0-e2e-a');
});

test('mf-polls shows a poll behind the login guard', async ({ page, request }) => {
  const pollId = await firstPollId(request);
  const poll = (await (await request.get(`/api/v1/polls/${pollId}`)).json()) as { name: string };
  // A real login: the shell's guard asks the server who is logged in.
  await logIn(page);
  await page.goto(`/user/poll/${pollId}`);
  const polls = await readySlot(page, 'mf_polls');
  await expect(polls.getByRole('heading', { level: 1, name: poll.name })).toBeVisible();
});

test('a guest asking for a poll is sent to the login form', async ({ page, request }) => {
  const pollId = await firstPollId(request);
  await page.goto(`/user/poll/${pollId}`);
  await expect(page).toHaveURL(/\/login/);
  await readySlot(page, 'mf_account');
});
