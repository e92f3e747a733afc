/** Favourites (spec §3 local-storage key `favourites`, mirrored across tabs): survive a reload, sync to a second tab. */
import { expect, test } from '../../support/test';
import { searchArticles } from './helpers';

test('a favourite survives a reload and shows in a second tab', async ({
  page,
  context,
  request,
}) => {
  const { articles } = await searchArticles(request, {
    query: '',
    take: 1,
    filters: { categoryId: 2 },
    sort: 'name',
  });
  const article = articles[0]!;
  await page.goto(`/product/${article.id}`);
  await page.getByRole('button', { name: 'Legg til favoritter' }).click();
  await expect(page.getByRole('button', { name: 'Fjern fra favoritter' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritter' })).toBeVisible();
  // Within the favourites grid (the shell's breadcrumb trail may name the product too).
  const grid = page.getByRole('list', { name: 'Favoritter' });
  await expect(grid.getByRole('link', { name: article.name })).toBeVisible();
  await page.reload();
  await expect(grid.getByRole('link', { name: article.name })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/favourites');
  await expect(
    second.getByRole('list', { name: 'Favoritter' }).getByRole('link', { name: article.name }),
  ).toBeVisible();

  // Removing in one tab updates the other without a reload (storage events).
  await second.getByRole('button', { name: `Fjern ${article.name} fra favoritter` }).click();
  await expect(second.getByText(/Du har ingen favoritter ennå/)).toBeVisible();
  await expect(page.getByText(/Du har ingen favoritter ennå/)).toBeVisible();
});
