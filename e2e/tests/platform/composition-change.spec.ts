/**
 * A tab open across a deploy: when the server's composition changes, the tab learns it in the
 * background and takes the new versions with its next navigation (a full document load), keeping
 * the cart; after a chunk error, "Prøv igjen" takes the new document too. On a server of this
 * spec's own, whose composition file the tests rewrite.
 */
import { E2E_BUILDS } from '../../support/paths';
import {
  cartLines,
  cartStorage,
  expect,
  markDocument,
  readySlot,
  sameDocument,
  seedStorage,
  slot,
  test,
  TEXTS,
} from './helpers';

const { contentA, contentB } = E2E_BUILDS;

test('a changed composition is taken at the next navigation, and the cart stays', async ({
  page,
  playwright,
  shop,
  compose,
}) => {
  await compose({ remotes: { mf_content: { version: contentA.version } } });
  const api = await playwright.request.newContext({ baseURL: shop.baseURL });
  const [line] = await cartLines(api, 1, 2);
  await api.dispose();
  if (!line) throw new Error('no line');
  await seedStorage(page, cartStorage([line]));
  // The shell's minute between checks passes in the test's time, not the wall clock's.
  await page.clock.install();

  await page.goto(`${shop.baseURL}/om-oss`);
  let content = await readySlot(page, 'mf_content');
  await expect(content).toHaveAttribute('data-remote-version', contentA.version);
  const cartCount = page.getByTestId('sh-cart-count');
  await expect(cartCount).toHaveText('2');
  const footer = page.getByRole('contentinfo');

  // Nothing changed yet: a link is an in-page navigation.
  await markDocument(page);
  await footer.getByRole('link', { name: 'Levering' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await readySlot(page, 'mf_content');
  expect(await sameDocument(page)).toBe(true);

  await compose({ remotes: { mf_content: { version: contentB.version } } });
  const asked = page.waitForResponse(`${shop.baseURL}/composition.json`);
  await page.clock.fastForward('01:01');
  await asked;
  await expect(page.locator('html')).toHaveAttribute('data-composition', 'stale');

  await footer.getByRole('link', { name: 'Ofte stilte spørsmål' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  content = await readySlot(page, 'mf_content');
  await expect(content).toHaveAttribute('data-remote-version', contentB.version);
  await expect(content.getByTestId('cnt-test-strip')).toContainText(`Testbygg ${contentB.version}`);
  expect(await sameDocument(page)).toBe(false);
  await expect(cartCount).toHaveText('2');
  await expect(content.getByTestId('cnt-test-count')).toHaveText('2');
});

test('after a chunk error in a tab whose composition changed, "Prøv igjen" takes the new document', async ({
  page,
  shop,
  compose,
}) => {
  await compose({ remotes: { mf_content: { version: contentA.version } } });
  await page.goto(`${shop.baseURL}/`);
  await readySlot(page, 'mf_catalog');
  // The deploy: the old build's chunks are gone, the composition names the new build.
  const oldChunks = new RegExp(`/build/mf-content/${contentA.version}/[^/]+\\.[0-9a-f]{10}\\.js$`);
  await page.route(oldChunks, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }),
  );
  await compose({ remotes: { mf_content: { version: contentB.version } } });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Om oss' }).click();
  const content = slot(page, 'mf_content');
  await expect(content.getByText(TEXTS.failed)).toBeVisible();
  await content.getByRole('button', { name: TEXTS.retry }).click();
  await expect(page).toHaveURL(/\/om-oss$/);
  const reloaded = await readySlot(page, 'mf_content');
  await expect(reloaded).toHaveAttribute('data-remote-version', contentB.version);
});
