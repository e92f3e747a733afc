/**
 * Failure containment: a remote page that throws, and a remote whose manifest 404s, show the
 * Norwegian fallback with a retry in the page area while the header and other remotes work.
 */
import { expect, readySlot, slot, test, TEXTS } from './helpers';

test('a page that throws shows the fallback; the header and another remote keep working', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/om-oss?mf-test-throw=1');
  const content = slot(page, 'mf_content');
  await expect(content.getByText(TEXTS.failed)).toBeVisible();
  await expect(content.getByRole('button', { name: TEXTS.retry })).toBeVisible();

  // Retrying renders the page again; it still throws, and is still contained.
  await content.getByRole('button', { name: TEXTS.retry }).click();
  await expect(content.getByText(TEXTS.failed)).toBeVisible();

  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: /til forsiden/ }).click();
  await readySlot(page, 'mf_catalog');
  // Contained means: nothing escaped to the window as an uncaught error.
  expect(errors).toEqual([]);
});

test('a missing manifest shows the fallback, other remotes still load, and retry recovers', async ({
  page,
}) => {
  let manifestRequests = 0;
  await page.route('**/build/mf-account/*/mf-manifest.json', (route) => {
    manifestRequests += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
  });
  await page.goto('/login');
  const account = slot(page, 'mf_account');
  await expect(account.getByText(TEXTS.failed)).toBeVisible();
  await expect(account).toHaveAttribute('data-state', 'failed');
  // Layer 1 (retry plugin) asked more than once before layer 2 (errorLoadRemote) gave the fallback.
  expect(manifestRequests).toBeGreaterThan(1);

  await page.getByRole('link', { name: /til forsiden/ }).click();
  await readySlot(page, 'mf_catalog');

  await page.goBack();
  await expect(slot(page, 'mf_account').getByText(TEXTS.failed)).toBeVisible();
  await page.unroute('**/build/mf-account/*/mf-manifest.json');
  await slot(page, 'mf_account').getByRole('button', { name: TEXTS.retry }).click();
  const recovered = await readySlot(page, 'mf_account');
  await expect(recovered.getByLabel('Passord')).toBeVisible();
});
