/** Gift card balance: a right PIN shows the balance in kroner, a wrong one a Norwegian error. */
import { seriousViolations } from '../../support/a11y';
import { expect, test } from '../../support/test';

test('check a gift card with the right and a wrong PIN', async ({ page }) => {
  await page.goto('/giftcard/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Saldo på gavekort' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Kortnummer').fill('6280 0000 0000 0002');
  await page.getByLabel('PIN-kode').fill('1234');
  await page.getByRole('button', { name: 'Sjekk saldo' }).click();
  const result = page.getByTestId('cnt-giftcard-result');
  await expect(result.getByRole('heading')).toHaveText('Saldo: kr\u00a0125,50');
  await expect(result).toContainText('Gyldig til');
  await expect(result).toContainText('Sist brukt');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('PIN-kode').fill('9999');
  await page.getByRole('button', { name: 'Sjekk saldo' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /Vi fant ikke et gavekort med dette nummeret og denne PIN-koden/,
  );
  await expect(result).toHaveCount(0);
});
