/**
 * Runtime composition on a server of this spec's own: swapping a remote's version is a change of
 * the composition through the admin API (no shell rebuild), a version that does not exist (404) is contained, and
 * a remote built for another contract is refused with a clear message.
 */
import { logIn } from '../../support/auth';
import { E2E_BUILDS, MISSING_VERSION } from '../../support/paths';
import { expect, firstPollId, readySlot, slot, test, TEXTS } from './helpers';

/**
 * The shell's entry script, as the HTML names it. The chunks webpack adds later (the overlays,
 * loaded once the page is idle) are scripts of the same build too; they carry `data-webpack`.
 */
const SHELL_ENTRY = 'script[src*="/build/shell/"]:not([data-webpack])';

test('switching mf-content to another build is a composition change, without a shell rebuild', async ({
  page,
  shop,
  compose,
}) => {
  const { contentA, contentB } = E2E_BUILDS;
  await compose({ remotes: { mf_content: { version: contentA.version } } });
  await page.goto(`${shop.baseURL}/om-oss`);
  let content = await readySlot(page, 'mf_content');
  await expect(content).toHaveAttribute('data-remote-version', contentA.version);
  await expect(content.getByTestId('cnt-test-strip')).toContainText(`Testbygg ${contentA.version}`);
  const shellScript = await page.locator(SHELL_ENTRY).getAttribute('src');

  await compose({ remotes: { mf_content: { version: contentB.version } } });
  const served = (await (await page.request.get(`${shop.baseURL}/composition.json`)).json()) as {
    remotes: Record<string, { url: string }>;
  };
  expect(served.remotes.mf_content?.url).toBe(
    `/build/mf-content/${contentB.version}/mf-manifest.json`,
  );

  await page.reload();
  content = await readySlot(page, 'mf_content');
  await expect(content).toHaveAttribute('data-remote-version', contentB.version);
  await expect(content.getByTestId('cnt-test-strip')).toContainText(`Testbygg ${contentB.version}`);
  // Same shell build before and after: only the composition changed.
  await expect(page.locator(SHELL_ENTRY)).toHaveAttribute('src', shellScript ?? '');
});

test('a composed version that does not exist (404) is contained in its slot', async ({
  page,
  shop,
  compose,
}) => {
  // The server refuses a build that does not exist; forced, it models a CDN losing the files.
  await compose({ remotes: { mf_account: { version: MISSING_VERSION } } }, { force: true });
  const manifest = await page.request.get(
    `${shop.baseURL}/build/mf-account/${MISSING_VERSION}/mf-manifest.json`,
  );
  expect(manifest.status()).toBe(404);

  await page.goto(`${shop.baseURL}/login`);
  const account = slot(page, 'mf_account');
  await expect(account.getByText(TEXTS.failed)).toBeVisible();
  await expect(account.getByRole('button', { name: TEXTS.retry })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: /til forsiden/ }).click();
  await readySlot(page, 'mf_catalog');
});

test('a remote built for another contract version is refused with a clear message', async ({
  page,
  shop,
  compose,
}) => {
  // The server refuses it too (see the API tests); forced past that, the shell still refuses it.
  await compose(
    {
      remotes: { mf_polls: { version: E2E_BUILDS.pollsIncompatible.version } },
    },
    { force: true },
  );
  const pollId = await firstPollId(page.request, shop.baseURL);
  // Logged in for real on this spec's own server, so the guard lets the poll route through.
  await logIn(page, undefined, shop.baseURL);
  await page.goto(`${shop.baseURL}/user/poll/${pollId}`);
  const polls = slot(page, 'mf_polls');
  await expect(polls).toHaveAttribute('data-state', 'incompatible');
  await expect(polls.getByText(TEXTS.incompatible)).toBeVisible();
  await expect(polls.getByRole('button')).toHaveCount(0);
});
