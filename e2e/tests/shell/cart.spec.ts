/**
 * The cart modal 'Handlekurv' (spec §2 "Layout", §4 "Cart", §9 freight): lines per shop with
 * image, name, size, colour and price; count +/− within stock; remove; change of shop with stock
 * from /articles/availability; totals with freight and discount; link to checkout.
 */
import { expect, test } from '../../support/test';
import { logIn } from '../../support/auth';
import {
  cartStorage,
  findCartLine,
  headerShowsLoggedIn,
  kr,
  seedStorage,
  shellReady,
} from './helpers';

test('open, edit counts, see totals, remove', async ({ page, request }) => {
  const { line, variant, article } = await findCartLine(request, { minQty: 2 });
  const stock = variant.shops.find((s) => s.id === line.shopId)!.qty;
  const seeded = { ...line, count: 1 } as Record<string, unknown> & {
    count: number;
    price: number;
    pant: number;
  };
  await seedStorage(page, cartStorage([seeded]));
  await page.goto('/butikker/');
  await shellReady(page);

  await page.getByRole('button', { name: 'Handlekurv, 1 vare' }).click();
  const cart = page.getByRole('dialog', { name: 'Handlekurv' });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('heading', { name: 'Handlekurv' })).toBeVisible();
  const row = cart.getByTestId('sh-cart-line');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: article.name })).toBeVisible();
  await expect(row.getByText(`Str. ${variant.size.name}`)).toBeVisible();
  await expect(row.getByText(`Farge: ${variant.color.name}`)).toBeVisible();
  await expect(
    cart.getByRole('heading', { name: `Fra ${(line.shop as { name: string }).name}` }),
  ).toBeVisible();

  // + raises the count (stock allows it), the badge and totals follow.
  await row.getByRole('button', { name: `Øk antall av ${article.name}` }).click();
  await expect(row.getByTestId('sh-cart-line-count')).toHaveText('2');
  await expect(page.getByTestId('sh-cart-count')).toHaveText('2');
  const subtotal = (article.price + article.pant) * 2;
  const freight = Math.ceil(((line.frightPrice as number) ?? 9900) / 100) * 100;
  await expect(cart.getByTestId('sh-cart-subtotal')).toHaveText(kr(subtotal));
  await expect(cart.getByTestId('sh-cart-freight')).toHaveText(kr(freight));
  await expect(cart.getByTestId('sh-cart-total')).toHaveText(kr(subtotal + freight));

  // + stops at the shop's stock (the shared cart rule).
  const plus = row.getByRole('button', { name: `Øk antall av ${article.name}` });
  for (let n = 2; n < Math.min(stock, 6); n++) await plus.click();
  if (stock <= 6) await expect(plus).toBeDisabled();

  // − lowers the count, never below 1.
  await row.getByRole('button', { name: `Reduser antall av ${article.name}` }).click();
  const minus = row.getByRole('button', { name: `Reduser antall av ${article.name}` });
  while ((await row.getByTestId('sh-cart-line-count').textContent()) !== '1') await minus.click();
  await expect(minus).toBeDisabled();

  await expect(cart.getByRole('link', { name: 'Til kassen' })).toHaveAttribute('href', '/checkout');

  await row.getByRole('button', { name: `Fjern ${article.name} fra handlekurven` }).click();
  await expect(cart.getByText('Handlekurven din er tom.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Handlekurv, tom' })).toBeAttached();
});

test('change shop moves the line to a shop with stock', async ({ page, request }) => {
  const { line, variant, article } = await findCartLine(request, { minShops: 2, minQty: 1 });
  await seedStorage(page, cartStorage([{ ...line, count: 1 } as never]));
  await page.goto('/butikker/');
  await shellReady(page);
  await page.getByTestId('sh-cart-button').click();
  const cart = page.getByRole('dialog', { name: 'Handlekurv' });
  await cart.getByRole('button', { name: 'Bytt butikk' }).click();
  const select = cart.getByLabel('Velg butikk');
  await expect(select).toBeVisible();
  const options = await select.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(0);
  const target = await select.locator('option').first().getAttribute('value');
  expect(variant.shops.find((s) => String(s.id) === target)?.qty ?? 0).toBeGreaterThan(0);
  await cart.getByRole('button', { name: 'Bytt', exact: true }).click();
  await expect(cart.getByTestId('sh-cart-message')).toContainText(article.name);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('orders') ?? '[]') as { shopId: number }[],
  );
  expect(stored.map((l) => String(l.shopId))).toEqual([target]);
});

test('a discount and lines from two shops show in the totals', async ({ page, request }) => {
  const first = await findCartLine(request, { minQty: 1 });
  const second = await findCartLine(request, { minQty: 1, skip: [first.article.id] });
  const lines = [
    { ...first.line, count: 1 },
    // The second line from another shop than the first, with only that shop's stock.
    {
      ...second.line,
      shopId: 999_001,
      shop: { id: 999_001, name: 'Testbutikk' },
      variant: { ...(second.line.variant as object), shops: [{ id: 999_001, qty: 5 }] },
      count: 1,
    },
  ] as Array<Record<string, unknown> & { count: number; price: number; pant: number }>;
  const storage = cartStorage(lines);
  const discount = { activated: true, fixed: true, amount: 5000, originalTotal: storage.total };
  await seedStorage(page, { ...storage, total: storage.total - 5000, discount });
  await page.goto('/butikker/');
  await shellReady(page);
  await page.getByTestId('sh-cart-button').click();
  const cart = page.getByRole('dialog', { name: 'Handlekurv' });
  await expect(cart.getByTestId('sh-cart-shop')).toHaveCount(2);
  await expect(cart.getByTestId('sh-cart-discount')).toHaveText(kr(-5000));
  // Freight: the higher freight in full, the other halved, each rounded up to whole kroner.
  const f1 = first.line.frightPrice as number;
  const f2 = second.line.frightPrice as number;
  const freight =
    f1 >= f2
      ? Math.ceil(f1 / 100) * 100 + Math.ceil(f2 / 2 / 100) * 100
      : Math.ceil(f2 / 100) * 100 + Math.ceil(f1 / 2 / 100) * 100;
  await expect(cart.getByTestId('sh-cart-freight')).toHaveText(kr(freight));
  await expect(cart.getByTestId('sh-cart-total')).toHaveText(kr(storage.total - 5000 + freight));
});

test('the cart is a labelled modal: focus trapped, Escape closes and returns focus', async ({
  page,
}) => {
  await page.goto('/butikker/');
  await shellReady(page);
  const button = page.getByTestId('sh-cart-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: 'Handlekurv' });
  await expect(cart).toBeVisible();
  await expect(cart).toHaveAttribute('aria-modal', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await cart.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(cart).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a guest is offered login from the cart', async ({ page }) => {
  await page.goto('/butikker/');
  await shellReady(page);
  await page.getByTestId('sh-cart-button').click();
  await expect(
    page.getByRole('dialog', { name: 'Handlekurv' }).getByRole('link', { name: 'Logg inn' }),
  ).toHaveAttribute('href', '/login?from=cart');
});

test('a loaded user is not offered login in the cart', async ({ page }) => {
  await logIn(page);
  await page.goto('/butikker/');
  await shellReady(page);
  // The route has no guard, so the page renders before the customer arrives: wait for it.
  await headerShowsLoggedIn(page);
  await page.getByTestId('sh-cart-button').click();
  const cart = page.getByRole('dialog', { name: 'Handlekurv' });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Logg inn' })).toHaveCount(0);
});

test('on a phone every line can be removed on screen, and checkout amounts stay on one line', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const first = await findCartLine(request, { minQty: 2 });
  const second = await findCartLine(request, { minQty: 2, skip: [first.article.id] });
  type Line = Record<string, unknown> & { count: number; price: number; pant: number };
  await seedStorage(
    page,
    cartStorage([first, second].map((s) => ({ ...s.line, count: 1 }) as Line)),
  );
  await page.goto('/butikker/');
  await shellReady(page);
  await page.getByRole('button', { name: 'Handlekurv, 2 varer' }).click();
  const cart = page.getByRole('dialog', { name: 'Handlekurv' });
  const removes = cart.getByRole('button', { name: /^Fjern .* fra handlekurven$/ });
  await expect(removes).toHaveCount(2);
  for (const remove of await removes.all()) {
    const box = await remove.boundingBox();
    expect(box, 'Fjern-knappen').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }

  await page.goto('/checkout');
  const lines = page.getByTestId('checkout-line');
  await expect(lines).toHaveCount(2);
  // Line boxes of a text: more than one means "kr / 949,-" or "1 / stk" broke over two lines.
  const lineBoxes = (selector: string) =>
    lines.locator(selector).evaluateAll((els) =>
      els.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return `${el.textContent ?? ''}: ${tops.size}`;
      }),
    );
  for (const text of [
    ...(await lineBoxes('.chk-line__count-value')),
    ...(await lineBoxes('.chk-line__price > span:first-child')),
  ])
    expect(text).toMatch(/: 1$/);
});
