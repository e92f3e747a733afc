/** Bundle `/utvalg/{ids}` (ids joined by '+') and campaigns `/campaign`, `/campaign/{id}` (spec §2, §4). */
import { expect, test } from '../../support/test';
import { getJson, searchArticles } from './helpers';

interface ServerCampaign {
  CampaignID: number;
  ShortTitle: string;
  End: string | null;
  ShowImage: boolean | number;
}

test("a bundle shows the '+'-joined articles", async ({ page, request }) => {
  const { articles } = await searchArticles(request, { query: '', take: 3, sort: 'name' });
  await page.goto(`/utvalg/${articles.map((a) => a.id).join('+')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Utvalg' })).toBeVisible();
  for (const article of articles)
    await expect(
      page
        .getByRole('list', { name: 'Varer i utvalget' })
        .getByRole('link', { name: article.name }),
    ).toBeVisible();
  await expect(page.getByText(/^3 varer · samlet kr/)).toBeVisible();
});

test('/campaign leads with the main campaign and lists every campaign article', async ({
  page,
  request,
}) => {
  const campaigns = await getJson<ServerCampaign[]>(request, '/campaigns/');
  const main = campaigns
    .filter((c) => c.ShowImage === true || c.ShowImage === 1)
    .sort((a, b) => Date.parse(b.End ?? '0') - Date.parse(a.End ?? '0'))[0]!;
  const name = main.ShortTitle === 'Klikk & Hent' ? 'Ukens annonse!' : main.ShortTitle;
  await page.goto('/campaign');
  await expect(page.getByRole('heading', { level: 1, name: 'Kampanjer' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Hovedkampanje' }).getByRole('heading', { name }),
  ).toBeVisible();
  await expect(page.locator('.cat-card').first()).toBeVisible();
});

test("the Klikk & Hent campaign is shown as 'Ukens annonse!'", async ({ page, request }) => {
  const campaigns = await getJson<ServerCampaign[]>(request, '/campaigns/');
  const weekly = campaigns.find((c) => c.ShortTitle === 'Klikk & Hent');
  // The seed always has an active weekly ad (each e2e run seeds a fresh database).
  expect(weekly, 'active campaign titled Klikk & Hent').toBeDefined();
  await page.goto(`/campaign/${weekly!.CampaignID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ukens annonse!' })).toBeVisible();
  await expect(page.locator('.cat-card').first()).toBeVisible();
  await expect(page.getByText('Klikk & Hent', { exact: true })).toHaveCount(0);
});
