/**
 * Issue 6 §8, the main journey: home → category → filter by brand and price (in the URL, back and
 * forward work) → product → pick colour and size → add to cart from a chosen shop → the shell's
 * cart modal shows the line and the header count follows.
 */
import { JOURNEY } from '../../support/tags';
import { expect, test } from '../../support/test';
import { findPickableProduct, settledCount } from './helpers';

test(
  'home → category → brand and price filters → product → colour, size, shop → cart',
  { tag: JOURNEY },
  async ({ page, request }) => {
    const { article, variant, shop } = await findPickableProduct(request);
    const kroner = article.price / 100;

    await page.goto('/');
    // A settings-driven popular-category banner leads to the shoe listing.
    await page
      .getByRole('list', { name: 'Populære kategorier' })
      .getByRole('link', { name: 'Sko' })
      .click();
    await expect(page).toHaveURL(/\/sko$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sko' })).toBeVisible();
    const all = await settledCount(page);
    expect(all).toBeGreaterThan(20);

    // Brand filter: facet count shown beside the name, result and URL follow.
    const brand = page
      .getByRole('group', { name: 'Merke' })
      .locator('label')
      .filter({ hasText: article.brand.name });
    if ((await brand.count()) === 0)
      await page.getByRole('button', { name: /Vis alle merker/ }).click();
    await brand.click();
    await expect(page).toHaveURL(new RegExp(`\\?merke=${article.brand.id}$`));
    const byBrand = await settledCount(page);
    expect(byBrand).toBeLessThan(all);

    // Price range in kroner around the article's price.
    await page.getByLabel('Fra', { exact: true }).fill(String(Math.floor(kroner) - 1));
    await page.getByLabel('Til', { exact: true }).fill(String(Math.ceil(kroner) + 1));
    await page.getByRole('button', { name: 'Bruk' }).click();
    await expect(page).toHaveURL(new RegExp(`merke=${article.brand.id}&pris=\\d+-\\d+$`));
    const byPrice = await settledCount(page);
    expect(byPrice).toBeLessThanOrEqual(byBrand);
    expect(byPrice).toBeGreaterThan(0);

    // Back undoes the price filter, forward redoes it: the URL is the state.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?merke=${article.brand.id}$`));
    await expect(page.getByLabel('Fra', { exact: true })).toHaveValue('');
    expect(await settledCount(page)).toBe(byBrand);
    await page.goForward();
    await expect(page).toHaveURL(/pris=\d+-\d+$/);
    await expect(page.getByLabel('Fra', { exact: true })).toHaveValue(
      String(Math.floor(kroner) - 1),
    );
    expect(await settledCount(page)).toBe(byPrice);

    // Product page.
    await page
      .getByRole('list', { name: 'Varer' })
      .getByRole('link', { name: article.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/${article.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.name })).toBeVisible();

    // Colour and size drive the variant.
    const colours = page.getByRole('group', { name: /Farge/ });
    await colours.locator('label').filter({ hasText: variant.color.name }).click();
    await expect(
      colours.getByRole('radio', { name: new RegExp(variant.color.name) }),
    ).toBeChecked();
    const sizes = page.getByRole('group', { name: /Størrelse/ });
    await sizes
      .locator('label')
      .filter({ hasText: new RegExp(`^${variant.size.name}(,|$)`) })
      .click();
    await expect(
      sizes.getByRole('radio', { name: new RegExp(`^${variant.size.name}`) }),
    ).toBeChecked();

    // Shop with stock of exactly that variant.
    const shopRadio = page
      .getByRole('group', { name: /Velg butikk/ })
      .getByRole('radio', { name: new RegExp(shop.name) });
    await shopRadio.check();
    await expect(shopRadio).toBeChecked();

    await page.getByRole('button', { name: 'Legg i handlekurv' }).click();
    const cart = page.getByRole('dialog', { name: 'Handlekurv' });
    await expect(cart).toBeVisible();
    const line = cart.getByTestId('sh-cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByText(article.name)).toBeVisible();
    await expect(line.getByText(`Str. ${variant.size.name}`)).toBeVisible();
    await expect(line.getByText(`Farge: ${variant.color.name}`)).toBeVisible();
    await expect(cart.getByRole('heading', { name: `Fra ${shop.name}` })).toBeVisible();
    await expect(page.getByTestId('sh-cart-count')).toHaveText('1');
  },
);
