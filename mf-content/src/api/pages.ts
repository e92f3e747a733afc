import {
  apiGet,
  InformationPageSchema,
  type ApiResult,
  type InformationPage,
} from 'shared-contracts';

/** GET /page/slug/{slug}: an information page (/om-oss, /faq …). */
export function fetchInformationPage(
  slug: string,
  signal?: AbortSignal,
): Promise<ApiResult<InformationPage>> {
  return apiGet(
    `/page/slug/${encodeURIComponent(slug)}`,
    InformationPageSchema,
    signal ? { signal } : {},
  );
}
