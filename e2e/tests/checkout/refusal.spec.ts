/**
 * Issue 12 §8: a refused payment leaves the cart and the stock as they were; a promo code lowers
 * the total; a line over the shop's stock is flagged before anybody pays; an address the address
 * register refuses (§5) holds the order.
 */
import { expect, test } from '../../support/test';
import { kr } from '../shell/helpers';
import {
  acceptTermsAndGo,
  fillContact,
  seedCart,
  stockOf,
  storedLines,
  twoShopLines,
} from './helpers';

test('a refused Klarna payment gives the stock back and keeps the cart', async ({
  page,
  request,
}) => {
  const [line] = await twoShopLines(request, 1);
  const before = await stockOf(request, line);
  await seedCart(page, [line]);

  await page.goto('/checkout');
  await fillContact(page, { delivery: true });
  await acceptTermsAndGo(page);
  await page.getByTestId('checkout-pay-klarna').click();
  await page
    .getByRole('dialog', { name: 'Klarna – godkjenn betalingen' })
    .getByRole('button', { name: 'Avslå' })
    .click();

  await expect(page.getByText(/Betalingen ble ikke godkjent/).first()).toBeVisible();
  await expect.poll(() => stockOf(request, line)).toBe(before);
  expect(await storedLines(page)).toHaveLength(1);
});

test('a promo code lowers the total, and a line over stock is flagged before paying', async ({
  page,
  request,
}) => {
  const [line] = await twoShopLines(request, 2);
  const stock = await stockOf(request, line);
  await seedCart(page, [line]);

  await page.goto('/checkout');
  const total = page.getByTestId('checkout-total');
  await expect(total).toBeVisible();
  const items = (line.line as { price: number; pant: number }).price;
  const before = await total.innerText();
  await page.getByRole('textbox', { name: /Rabattkode/ }).fill('VELKOMMEN10');
  await page.getByRole('button', { name: 'Bruk' }).click();
  await expect(page.getByTestId('checkout-discount')).toHaveText(kr(-Math.round(items * 0.1)));
  await expect(total).not.toHaveText(before);

  // More than the shop has: the line says so and the button says why it cannot go on.
  await page.evaluate(
    ([max]) => {
      const lines = JSON.parse(localStorage.getItem('orders') ?? '[]') as { count: number }[];
      localStorage.setItem('orders', JSON.stringify(lines.map((l) => ({ ...l, count: max }))));
    },
    [stock + 1],
  );
  await page.reload();
  await expect(page.getByTestId('checkout-line-error')).toContainText(`Butikken har bare ${stock}`);
  await expect(page.getByRole('button', { name: 'Gå til betaling' })).toBeDisabled();
  await expect(page.getByTestId('checkout-blocked')).toBeVisible();
});

test('the delivery address is checked in the address register before paying', async ({
  page,
  request,
}) => {
  const missingNumber =
    "Ingen husnummer oppgitt - addresse må være på format: 'gateaddresse husnummer'";
  const [line] = await twoShopLines(request, 1);
  await seedCart(page, [line]);

  await page.goto('/checkout');
  await fillContact(page, { delivery: true });
  const address = page.getByLabel('Adresse', { exact: true });
  await address.fill('Storgata');
  await address.blur();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#chk-address-error')).toContainText(missingNumber);
  await acceptTermsAndGo(page);
  await expect(page.getByTestId('checkout-error-summary')).toContainText(missingNumber);
  await expect(page.getByRole('heading', { name: 'Betaling' })).toHaveCount(0);

  await address.fill('Storgata 1');
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#chk-address-error')).toHaveCount(0);
});
