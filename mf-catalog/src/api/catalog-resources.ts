/**
 * Catalogue calls (spec §7) as cacheable resources, each answer validated with the shared
 * valibot schema. Pages read them through `useApi`; the entry's prefetchers start them early.
 */
import {
  ArticleAvailabilitySchema,
  ArticleDetailSchema,
  ArticleGroupListSchema,
  ArticleListSchema,
  BestsellerListSchema,
  BrandListSchema,
  CategoryListSchema,
  ColourGroupListSchema,
  GenderListSchema,
  PostalCodeSchema,
  SettingsSchema,
  ShopListSchema,
  type Article,
  type ArticleAvailability,
  type ArticleDetail,
  type ArticleGroup,
  type Bestseller,
  type Brand,
  type Category,
  type ColourGroup,
  type Gender,
  type PostalCode,
  type Settings,
  type Shop,
} from 'shared-contracts';
import { getJson, resource, type Resource } from './http';

export const categoriesResource = (): Resource<Category[]> =>
  resource('categories', () => getJson('/categories', CategoryListSchema));

export const groupsResource = (subcategoryId: number): Resource<ArticleGroup[]> =>
  resource(`groups:${subcategoryId}`, () =>
    getJson(`/subcategories/${subcategoryId}/groups`, ArticleGroupListSchema),
  );

export const articleResource = (id: number): Resource<ArticleDetail> =>
  resource(`article:${id}`, () => getJson(`/articles/${id}`, ArticleDetailSchema));

export const availabilityResource = (id: number): Resource<ArticleAvailability> =>
  resource(`availability:${id}`, () =>
    getJson(`/articles/availability/${id}`, ArticleAvailabilitySchema),
  );

/** Spec §7: ids joined by a comma. */
export const bundleResource = (ids: readonly number[]): Resource<Article[]> =>
  resource(`bundle:${ids.join(',')}`, () =>
    getJson('/articles/bundle', ArticleListSchema, { searchParams: { articles: ids.join(',') } }),
  );

export const settingsResource = (): Resource<Settings> =>
  resource('settings', () => getJson('/settings', SettingsSchema));

export const bestsellersResource = (): Resource<Bestseller[]> =>
  resource('bestsellers', () => getJson('/bestsellers', BestsellerListSchema));

export const colourGroupsResource = (): Resource<ColourGroup[]> =>
  resource('colorgroups', () => getJson('/colorgroups', ColourGroupListSchema));

export const brandsResource = (): Resource<Brand[]> =>
  resource('brands', () => getJson('/brands', BrandListSchema));

export const gendersResource = (): Resource<Gender[]> =>
  resource('genders', () => getJson('/genders', GenderListSchema));

export const shopsResource = (): Resource<Shop[]> =>
  resource('shops', () => getJson('/shops', ShopListSchema));

export const postalCodeResource = (code: string): Resource<PostalCode> =>
  resource(`postalcode:${code}`, () =>
    getJson(`/postalcodes/${encodeURIComponent(code)}`, PostalCodeSchema),
  );
