/**
 * Cookie consent (ekomloven § 2-7b): the first visit asks, refusing is one click like accepting,
 * nothing but necessary storage is written before or after a refusal, and the choice can be
 * changed on /cookies, which lists what the site stores.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from '../../support/a11y';
import { expect, test } from '../../support/test';

test.use({ cookieConsent: null });

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

test('refuse cookies in the banner, then accept them on /cookies', async ({ page }) => {
  await page.goto('/butikker/');
  const banner = page.getByRole('region', { name: 'Vi bruker informasjonskapsler' });
  await expect(banner).toBeVisible();
  const accept = banner.getByRole('button', { name: 'Godta alle' });
  const refuse = banner.getByRole('button', { name: 'Avvis alle' });
  expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
  expect(await seriousViolations(page)).toEqual([]);

  await refuse.click();
  await expect(banner).toHaveCount(0);
  expect(await stored(page, 'cookieConsent')).toMatchObject({
    choices: {
      cookie_default: false,
      cookie_ga: false,
      cookie_google_tag_manager: false,
      cookie_meta_pixel: false,
    },
  });

  // Refused: the shop finder works but remembers nothing.
  await page.getByLabel('Postnummer eller adresse').fill('0150');
  await page.getByRole('button', { name: 'Finn nærmeste butikk' }).click();
  await expect(page.getByText('Avstand fra 0150 OSLO.')).toBeVisible();
  expect(await stored(page, 'position')).toBeNull();

  await page.reload();
  await expect(page.getByTestId('cnt-shop').first()).toBeVisible();
  await expect(banner).toHaveCount(0);

  await page.goto('/cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Informasjonskapsler' })).toBeVisible();
  for (const name of ['sid', 'cookieConsent', 'orders', 'position', 'breadcrumbs']) {
    await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  for (const label of ['Grunnleggende', 'Google Analytics', 'Google Tag Manager', 'Meta Pixel']) {
    await page.getByRole('checkbox', { name: new RegExp(`^${label}`) }).check();
  }
  await page.getByRole('button', { name: 'Lagre valget' }).click();
  await expect(page.getByText('Valget er lagret i denne nettleseren.')).toBeVisible();
  expect(await stored(page, 'cookieConsent')).toMatchObject({
    choices: {
      cookie_default: true,
      cookie_ga: true,
      cookie_google_tag_manager: true,
      cookie_meta_pixel: true,
    },
  });

  // With consent the shop finder remembers the last position.
  await page.goto('/butikker/');
  await page.getByLabel('Postnummer eller adresse').fill('0150');
  await page.getByRole('button', { name: 'Finn nærmeste butikk' }).click();
  await expect(page.getByText('Avstand fra 0150 OSLO.')).toBeVisible();
  await expect.poll(() => stored(page, 'position')).toMatchObject({ postcode: '0150' });
});

test('the banner shows on a first visit to any page, and accepting all is one click', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Vi bruker informasjonskapsler' });
  await expect(banner).toBeVisible();
  expect(await stored(page, 'cookieConsent')).toBeNull();
  await banner.getByRole('button', { name: 'Godta alle' }).click();
  await expect(banner).toHaveCount(0);
  expect(await stored(page, 'cookieConsent')).toMatchObject({ choices: { cookie_ga: true } });
});
