import {
  ArticlePageSchema,
  ServerCampaignListSchema,
  ServerCampaignSchema,
  type ArticlePage,
  type ServerCampaign,
} from 'shared-contracts';
import { getJson, resource, type Resource } from './http';

/** Active campaigns in the server shape; map with `mapCampaign` / pick with `mainCampaign`. */
export const campaignsResource = (): Resource<ServerCampaign[]> =>
  resource('campaigns', () => getJson('/campaigns/', ServerCampaignListSchema));

export const campaignResource = (id: number): Resource<ServerCampaign> =>
  resource(`campaign:${id}`, () => getJson(`/campaigns/${id}`, ServerCampaignSchema));

export interface PageQuery {
  page: number;
  perPage: number;
  orderBy?: 'Name' | 'Price' | 'DateCreated' | 'Bestseller';
  order?: 'asc' | 'desc';
}

function pageParams(q: PageQuery) {
  return {
    page: q.page,
    per_page: q.perPage,
    orderBy: q.orderBy ?? 'Name',
    order: q.order ?? 'asc',
  };
}

/** `id` null = all active campaigns combined (`/campaign`). */
export const campaignArticlesResource = (
  id: number | null,
  q: PageQuery,
): Resource<ArticlePage> => {
  const params = pageParams(q);
  const path = id === null ? '/campaigns/combined/articles' : `/campaigns/${id}/articles`;
  return resource(`campaign-articles:${id ?? 'all'}:${JSON.stringify(params)}`, () =>
    getJson(path, ArticlePageSchema, { searchParams: params }),
  );
};
