/** Redirects of spec §2: /article/{id} → /product/{id}; legacy /category/{id}/{id} → the named route. */
import { expect, test } from '../../support/test';
import { getJson, searchArticles } from './helpers';

test('/article/{id} lands on the product route with empty category and subcategory', async ({
  page,
  request,
}) => {
  const { articles } = await searchArticles(request, { query: '', take: 1, sort: 'name' });
  const article = articles[0]!;
  await page.goto(`/article/${article.id}`);
  await expect(page).toHaveURL(new RegExp(`/product/${article.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: article.name })).toBeVisible();
});

test('legacy /category/{categoryId}/{subcategoryId} lands on the named, slugged route', async ({
  page,
  request,
}) => {
  const categories = await getJson<
    { id: number; name: string; subcategories: { ArticleGroup2ID: number; Name: string }[] }[]
  >(request, '/categories');
  const textile = categories.find((c) => c.name === 'Tekstil')!;
  const sub =
    textile.subcategories.find((s) => /[æøå ]/i.test(s.Name)) ?? textile.subcategories[0]!;
  const slug = sub.Name.toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/\s+/g, '-');
  await page.goto(`/category/${textile.id}/${sub.ArticleGroup2ID}`);
  await expect(page).toHaveURL(new RegExp(`/klaer/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: sub.Name })).toBeVisible();
  await page.goto(`/category/${textile.id}`);
  await expect(page).toHaveURL(/\/klaer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Klær' })).toBeVisible();
});
