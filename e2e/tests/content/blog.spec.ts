/**
 * Inspiration: the post list, a category, a post with its main article added to the cart
 * through the shared cart, and the spec's post title. axe on each page.
 */
import { seriousViolations } from '../../support/a11y';
import { expect, test } from '../../support/test';

test('read an inspiration post and add its main article to the cart', async ({ page }) => {
  await page.goto('/inspiration');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspirasjon' })).toBeVisible();
  const posts = page.getByTestId('cnt-post-list').getByRole('listitem');
  await expect(posts.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Kategorier' })
    .getByRole('link', { name: /^Løping/ })
    .click();
  await expect(page).toHaveURL(/\/inspiration\/category\/loping$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Løping' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const first = page.getByTestId('cnt-post-list').getByRole('heading').first();
  const title = (await first.textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/inspiration\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  const main = page.getByTestId('cnt-main-article');
  const add = main.getByRole('button', { name: 'Legg i handlekurv' });
  await expect(add).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Handlekurv' })).toBeVisible();
  await expect(page.getByTestId('sh-cart-count')).toHaveText('1');
});

test('an unknown post is the 404 page; the blog category list works under /blog too', async ({
  page,
}) => {
  await page.goto('/inspiration/finnes-ikke-innlegg');
  await expect(page.getByRole('heading', { level: 1, name: 'Siden finnes ikke' })).toBeVisible();
  await page.goto('/blog/category/trening');
  await expect(page.getByRole('heading', { level: 1, name: 'Trening' })).toBeVisible();
  await expect(page.getByTestId('cnt-post-list').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/blog\/[a-z0-9-]+$/,
  );
});

test('an unpublished post is shown through its preview only', async ({ page }) => {
  const title = 'Klar for skisesongen: sjekkliste for smøring og utstyr';
  await page.goto('/inspiration/preview/klar-for-skisesongen');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Forhåndsvisning');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/inspiration/klar-for-skisesongen');
  await expect(page.getByRole('heading', { level: 1, name: 'Siden finnes ikke' })).toBeVisible();
  await page.goto('/inspiration');
  await expect(page.getByTestId('cnt-post-list').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});
