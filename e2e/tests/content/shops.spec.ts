/**
 * Shops: the list, the shop finder from a postcode and from the browser's position (distances
 * from the API's road-distance proxy, straight line when the router is out of reach), and one
 * shop's page with the week's opening hours. axe on each page.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from '../../support/a11y';
import { expect, test } from '../../support/test';
import { bestsellingShoe } from '../catalog/helpers';

const ATTRIBUTION = 'https://www.erikbolstad.no/postnummer/';

async function shopNames(page: Page): Promise<string[]> {
  return page.getByTestId('cnt-shop').getByRole('heading').allTextContents();
}

test('postcode 0150 finds an Oslo shop first, with its distance', async ({ page }) => {
  await page.goto('/butikker/');
  await expect(page.getByRole('heading', { level: 1, name: 'Butikker' })).toBeVisible();
  const list = page.getByTestId('cnt-shop');
  await expect(list.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const sorted = await shopNames(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'nb-NO')));
  await expect(page.getByRole('link', { name: /Erik Bolstad/ })).toHaveAttribute(
    'href',
    ATTRIBUTION,
  );

  await page.getByLabel('Postnummer eller adresse').fill('0150');
  await page.getByRole('button', { name: 'Finn nærmeste butikk' }).click();
  await expect(page.getByText(/nærmeste først/)).toBeVisible();
  await expect(page.getByText('Avstand fra 0150 OSLO.')).toBeVisible();
  await expect(list.first().getByRole('heading')).toHaveText(/^Oslo /);
  await expect(list.first().getByTestId('cnt-shop-distance')).toHaveText(
    /\d.*(kjøring|i luftlinje)$/,
  );

  // The name search keeps the nearest-first order among the matches.
  await page.getByLabel('Søk etter butikk').fill('bergen');
  await expect(list).toHaveCount(2);
  for (const name of await shopNames(page)) expect(name).toMatch(/^Bergen /);
});

test('a granted geolocation finds a Bergen shop first', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 60.3913, longitude: 5.3221 });
  await page.goto('/butikker/');
  await expect(page.getByTestId('cnt-shop').first()).toBeVisible();
  await page.getByRole('button', { name: 'Bruk min posisjon' }).click();
  await expect(page.getByText('Avstand fra der du er nå.')).toBeVisible();
  await expect(page.getByText(/nærmeste først/)).toBeVisible();
  await expect(page.getByTestId('cnt-shop').first().getByRole('heading')).toHaveText(/^Bergen/);
});

test("a shop's page shows the week's hours, a map link and contact", async ({ page }) => {
  await page.goto('/butikker/');
  const first = page.getByTestId('cnt-shop').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/butikker\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Bare lave priser ${name}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Åpningstider', exact: true })).toBeVisible();
  for (const day of ['Mandag', 'Søndag']) {
    await expect(page.getByRole('rowheader', { name: day })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: `Vis ${name} på kart` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kontakt', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the shop finder's position gives the product page its distances", async ({
  page,
  request,
}) => {
  await page.goto('/butikker/');
  await page.getByLabel('Postnummer eller adresse').fill('0150');
  await page.getByRole('button', { name: 'Finn nærmeste butikk' }).click();
  await expect(page.getByText('Avstand fra 0150 OSLO.')).toBeVisible();

  const shoe = await bestsellingShoe(request);
  // The product page asks the same proxy as the shop finder, for the remembered position. The
  // test server has no router, so the proxy's answer is marked as by road here (routing also
  // keeps the browser cache out of the way): 'kjøring' can only come from that answer.
  const asked: string[] = [];
  await page.route('**/api/v1/shops/distances?*', async (route) => {
    asked.push(route.request().url());
    const answer = await route.fetch();
    const body = (await answer.json()) as { distances: { source: string }[] };
    await route.fulfill({
      response: answer,
      json: { distances: body.distances.map((d) => ({ ...d, source: 'road' })) },
    });
  });
  await page.goto(`/sko/product/${shoe.id}`);
  const shops = page.getByRole('group', { name: /Velg butikk|Butikker/ });
  await expect(shops.getByRole('listitem').first()).toContainText(/\d km kjøring/);
  const place = (await (await request.get('/api/v1/postalcodes/0150')).json()) as {
    CoordLat: number;
  };
  expect(Number(new URL(asked[0]!).searchParams.get('lat'))).toBe(place.CoordLat);
});
