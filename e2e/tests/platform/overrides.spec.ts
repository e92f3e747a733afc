/**
 * Staging overrides: `?mf-override=<remote>=<manifest URL>` is honoured only when the composition
 * enables overrides and the URL's origin is allow-listed, shows a banner while active, is
 * remembered in local storage and can be cleared; anything else is refused with a warning.
 */
import { E2E_BUILDS } from '../../support/paths';
import { expect, readySlot, test, TEXTS } from './helpers';

const { contentA, contentB } = E2E_BUILDS;
const overrideQuery = (url: string) => `mf-override=${encodeURIComponent(`mf_content=${url}`)}`;

test('an allow-listed override is honoured, remembered, bannered and clearable', async ({
  page,
  shop,
  compose,
}) => {
  // Same server, other origin: the page runs on 127.0.0.1, the override comes from localhost.
  const otherOrigin = `http://localhost:${shop.port}`;
  await compose({
    remotes: { mf_content: { version: contentA.version } },
    overrides: { enabled: true, allowedOrigins: [otherOrigin] },
  });
  const manifest = `${otherOrigin}/build/mf-content/${contentB.version}/mf-manifest.json`;

  await page.goto(`${shop.baseURL}/om-oss?${overrideQuery(manifest)}`);
  await expect(await readySlot(page, 'mf_content')).toHaveAttribute(
    'data-remote-version',
    contentB.version,
  );
  const banner = page.getByRole('complementary', { name: 'Testoverstyring' });
  await expect(banner).toContainText(TEXTS.banner);
  await expect(banner).toContainText(manifest);
  // The parameter is taken out of the address bar (a shared link must not carry it).
  expect(page.url()).toBe(`${shop.baseURL}/om-oss`);

  // Remembered in this browser.
  await page.reload();
  await expect(await readySlot(page, 'mf_content')).toHaveAttribute(
    'data-remote-version',
    contentB.version,
  );
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: TEXTS.clearOverride }).click();
  await expect(page.getByRole('complementary', { name: 'Testoverstyring' })).toHaveCount(0);
  await expect(await readySlot(page, 'mf_content')).toHaveAttribute(
    'data-remote-version',
    contentA.version,
  );
  expect(await page.evaluate(() => localStorage.getItem('mf-overrides'))).toBeNull();
});

test('an override from an origin that is not allow-listed is refused', async ({
  page,
  shop,
  compose,
}) => {
  await compose({
    remotes: { mf_content: { version: contentA.version } },
    overrides: { enabled: true, allowedOrigins: [`http://localhost:${shop.port}`] },
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // The page's own origin is not on the list either.
  const manifest = `${shop.baseURL}/build/mf-content/${contentB.version}/mf-manifest.json`;
  await page.goto(`${shop.baseURL}/om-oss?${overrideQuery(manifest)}`);
  await expect(await readySlot(page, 'mf_content')).toHaveAttribute(
    'data-remote-version',
    contentA.version,
  );
  await expect(page.getByRole('complementary', { name: 'Testoverstyring' })).toHaveCount(0);
  expect(warnings.join('\n')).toContain('[mf-override] refused mf_content');
  expect(await page.evaluate(() => localStorage.getItem('mf-overrides'))).toBeNull();
});

test('overrides are refused when the composition does not enable them', async ({
  page,
  baseURL,
}) => {
  // The shared e2e server composes with overrides disabled.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const manifest = `${baseURL ?? ''}/build/mf-content/${contentB.version}/mf-manifest.json`;
  await page.goto(`/om-oss?${overrideQuery(manifest)}`);
  await expect(await readySlot(page, 'mf_content')).toHaveAttribute(
    'data-remote-version',
    contentA.version,
  );
  await expect(page.getByRole('complementary', { name: 'Testoverstyring' })).toHaveCount(0);
  expect(warnings.join('\n')).toMatch(/\[mf-override\] refused mf_content .*disabled/);
});
