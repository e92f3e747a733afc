/**
 * Information pages: one h1 each, the contact facts the footer shows, /return's link to the
 * purchase history, the privacy pop-up through the sanitiser, and the header links to the
 * content screens. axe on each.
 */
import { JOURNEY } from '../../support/tags';
import { seriousViolations } from '../../support/a11y';
import { expect, test } from '../../support/test';

test(
  'information pages have one heading and agree with the footer on contact facts',
  { tag: JOURNEY },
  async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt oss' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const footer = page.getByTestId('sh-footer');
    const phone =
      (await footer.getByRole('link', { name: /^\d\d \d\d \d\d \d\d$/ }).textContent()) ?? '';
    await expect(
      page.getByRole('main').getByRole('link', { name: phone, exact: true }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    for (const path of ['/faq', '/return', '/privacy', '/om-oss']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const h1 = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await expect(page.getByRole('heading', { level: 2, name: h1, exact: true })).toHaveCount(0);
    }
    await page.goto('/return');
    await expect(page.getByRole('main').getByRole('link', { name: 'Mine kjøp' })).toHaveAttribute(
      'href',
      '/user/history',
    );
  },
);

test('the header and footer lead to the content screens', async ({ page }) => {
  await page.goto('/om-oss');
  const header = page.getByTestId('sh-header');
  for (const [name, heading] of [
    ['Butikker', 'Butikker'],
    ['Inspirasjon', 'Inspirasjon'],
    ['Gavekort', 'Saldo på gavekort'],
  ] as const) {
    await header.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByTestId('sh-footer').getByRole('link', { name: 'Butikker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Butikker' })).toBeVisible();
  await page.getByTestId('sh-footer').getByRole('button', { name: 'Personvernerklæring' }).click();
  const privacy = page.getByRole('dialog', { name: 'Personvernerklæring' });
  await expect(privacy.getByRole('heading', { name: 'Hva vi lagrer' })).toBeVisible();
});
