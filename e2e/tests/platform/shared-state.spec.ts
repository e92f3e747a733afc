/**
 * shared-contracts is one singleton on the page: a store change made inside a remote shows in the
 * shell's header, and a change made by the shell shows inside the remote.
 */
import { cartLines, cartStorage, expect, readySlot, seedStorage, test } from './helpers';

test('cart changes cross between the shell and a remote, both ways', async ({ page, request }) => {
  const [line] = await cartLines(request, 1, 2);
  if (!line) throw new Error('no line');
  await seedStorage(page, cartStorage([line]));
  await page.goto('/om-oss');
  const content = await readySlot(page, 'mf_content');
  const remoteCount = content.getByTestId('cnt-test-count');
  const headerCount = page.getByTestId('sh-cart-count');
  await expect(remoteCount).toHaveText('2');
  await expect(headerCount).toHaveText('2');

  // Shell → remote: the shell's cart modal raises the count; the remote re-renders.
  await page.getByTestId('sh-cart-button').click();
  await page.getByRole('button', { name: `Øk antall av ${line.name}` }).click();
  await expect(remoteCount).toHaveText('3');
  await page.keyboard.press('Escape');

  // Remote → shell: the remote empties the cart; the header badge goes away.
  await content.getByRole('button', { name: 'Tøm handlekurven' }).click();
  await expect(remoteCount).toHaveText('0');
  await expect(headerCount).toHaveCount(0);
});

test('removing a line on the checkout page (a component remote) updates the shell', async ({
  page,
  request,
}) => {
  const lines = await cartLines(request, 2, 1);
  const [first, second] = lines;
  if (!first || !second) throw new Error('no lines');
  await seedStorage(page, cartStorage(lines));
  await page.goto('/checkout');
  const checkout = await readySlot(page, 'mf_checkout');
  await expect(checkout.getByTestId('checkout-line')).toHaveCount(2);

  await checkout.getByRole('button', { name: `Fjern ${first.name}` }).click();
  await expect(checkout.getByTestId('checkout-line')).toHaveCount(1);

  // Client-side navigation: same page, same store instance.
  await page.getByRole('link', { name: 'Tilbake til butikken' }).click();
  await readySlot(page, 'mf_catalog');
  await expect(page.getByTestId('sh-cart-count')).toHaveText('1');
});
