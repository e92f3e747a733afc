/**
 * Issue 12 §8: a guest buys two articles from two shops, one delivered and paid with Klarna, one
 * Klikk & Hent paid with Vipps, through the built-in provider simulators; sees the confirmation
 * with both order numbers and the pickup code; the stock drops on the product page; the cart
 * empties; the receipt is in the mailbox; axe finds nothing serious on the way.
 */
import { JOURNEY } from '../../support/tags';
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/a11y';
import {
  acceptTermsAndGo,
  fillContact,
  seedCart,
  stockOf,
  storedLines,
  twoShopLines,
} from './helpers';

test(
  'a guest buys from two shops: delivery with Klarna, Klikk & Hent with Vipps',
  { tag: JOURNEY },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const [home, pickup] = await twoShopLines(request, 0);
    const before = { home: await stockOf(request, home), pickup: await stockOf(request, pickup) };
    await seedCart(page, [home, pickup]);

    await page.goto('/checkout');
    const shops = page.getByTestId('checkout-shop');
    await expect(shops).toHaveCount(2);
    // The freight shown before any choice is the cart modal's figure (both shops delivered).
    const freightBefore = await page.getByTestId('checkout-freight').innerText();

    const pickupShop = shops.filter({ hasText: pickup.shopName });
    await pickupShop.getByLabel(`Klikk & Hent i ${pickup.shopName}`).check();
    await pickupShop
      .getByRole('group', { name: `Betaling for varene fra ${pickup.shopName}` })
      .getByLabel('Vipps')
      .check();
    // Only one shop is delivered now: the freight is that shop's alone.
    await expect(page.getByTestId('checkout-freight')).not.toHaveText(freightBefore);

    await fillContact(page, { delivery: true });
    // Accessible as a form (labels, groups, errors), as the payment step and as the receipt.
    expect(await seriousViolations(page)).toEqual([]);
    await acceptTermsAndGo(page);

    // Payment step: the Klarna parcel first, in the page.
    const payment = page.getByTestId('checkout-payment');
    await expect(payment).toBeVisible();
    await expect(page.getByTestId('checkout-pay-klarna')).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('checkout-pay-klarna').click();
    const klarna = page.getByRole('dialog', { name: 'Klarna – godkjenn betalingen' });
    await klarna.getByRole('button', { name: 'Godkjenn' }).click();
    await expect(
      page.getByTestId('checkout-parcel').filter({ hasText: home.shopName }),
    ).toHaveAttribute('data-status', 'paid');

    // Then Vipps: off to its landing page and back.
    await page.getByTestId('checkout-pay-vipps').click();
    await expect(page.getByRole('heading', { name: /Vipps/ })).toBeVisible();
    await page.getByRole('button', { name: 'Godkjenn' }).click();
    await expect(page).toHaveURL(/\/checkout\?(vipps|kvittering)=/);

    const confirmation = page.getByTestId('checkout-confirmation');
    await expect(
      confirmation.getByRole('heading', { name: 'Takk for bestillingen!' }),
    ).toBeVisible();
    await expect(confirmation.getByTestId('checkout-order-no')).toHaveCount(2);
    const orderNos = (await confirmation.getByTestId('checkout-order-no').allInnerTexts()).map(
      (text) => /W\d+/.exec(text)?.[0] ?? text,
    );
    await expect(confirmation.getByTestId('checkout-pickup-code')).toHaveText(/[A-HJ-NP-Z2-9]{6}/);
    await expect(page.getByTestId('sh-alert')).toContainText('Følgende produkter ble besilt: ');
    expect(await storedLines(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // Stock taken once per unit, and the product page shows it.
    expect(await stockOf(request, home)).toBe(before.home - 1);
    expect(await stockOf(request, pickup)).toBe(before.pickup - 1);
    await page.goto(`/product/${home.article.id}`);
    const colours = page.getByRole('group', { name: /Farge/ });
    if (await colours.count())
      await colours.locator('label').filter({ hasText: home.variant.color.name }).click();
    await page
      .getByRole('group', { name: /Størrelse/ })
      .getByRole('radio', { name: home.variant.size.name, exact: true })
      .check();
    const left = before.home - 1;
    await expect(
      page.getByRole('group', { name: /Velg butikk/ }).getByRole('radio', {
        name: `${home.shopName} ${left <= 3 ? `Få igjen (${left})` : `${left} på lager`}`,
      }),
    ).toBeVisible();

    // The receipts went to the outbox (the development mailbox lists it). Other journeys buy with
    // the same contact e-mail, so only this journey's order numbers count.
    const mail = (await (
      await request.get('/api/v1/dev/mailbox?to=kari.e2e@example.no', {
        headers: { accept: 'application/json' },
      })
    ).json()) as { subject: string; text: string }[];
    const receipts = mail.filter((m) =>
      orderNos.some((no) => m.subject === `Kvittering for ordre ${no} – Bare lave priser`),
    );
    expect(receipts).toHaveLength(2);
    expect(receipts.some((m) => m.text.includes('Hentekode'))).toBe(true);
  },
);
