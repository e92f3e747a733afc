/**
 * The layout's few API reads, through the shared client (base /api/v1, XHR + CSRF headers) and
 * validated with the shared schemas. They throw an Error carrying the Norwegian message of the
 * failure, so components can show it as is.
 */
import {
  apiGet,
  ArticleAvailabilitySchema,
  CategoryListSchema,
  InformationPageSchema,
  ShopListSchema,
  SuggestResponseSchema,
  type ApiResult,
  type ArticleAvailability,
  type Category,
  type InformationPage,
  type Shop,
  type SuggestResponse,
} from 'shared-contracts';

export type Suggestions = SuggestResponse;

export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiFailure(result.error.message, result.error.status);
}

export async function fetchSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return unwrap(
    await apiGet('/articles/suggest', SuggestResponseSchema, { searchParams: { q }, signal }),
  );
}

/** Caches a successful answer for the page's life; a failure is forgotten so the next call retries. */
function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => {
    promise ??= load().catch((error: unknown) => {
      promise = null;
      throw error;
    });
    return promise;
  };
}

/** Categories change rarely; one request per page load serves the menu and the legacy redirect. */
export const fetchCategories: () => Promise<Category[]> = cached(async () =>
  unwrap(await apiGet('/categories', CategoryListSchema)),
);

export const fetchShops: () => Promise<Shop[]> = cached(async () =>
  unwrap(await apiGet('/shops', ShopListSchema)),
);

export async function fetchInfoPage(slug: string, signal?: AbortSignal): Promise<InformationPage> {
  return unwrap(
    await apiGet(`/page/slug/${encodeURIComponent(slug)}`, InformationPageSchema, { signal }),
  );
}

export async function fetchAvailability(
  articleId: number | string,
  signal?: AbortSignal,
): Promise<ArticleAvailability> {
  return unwrap(
    await apiGet(
      `/articles/availability/${encodeURIComponent(String(articleId))}`,
      ArticleAvailabilitySchema,
      { signal },
    ),
  );
}
