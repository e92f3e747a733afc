import * as v from 'valibot';

/** One breadcrumb (kept in session storage by the shell, at most BREADCRUMB_MAX). */
export const BreadcrumbSchema = v.object({
  /** Route name (e.g. 'poll', 'account-info'). */
  name: v.string(),
  params: v.record(v.string(), v.optional(v.string())),
  title: v.string(),
  /** Vertical scroll position of the page when the shopper left it. */
  scroll: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
});
export type Breadcrumb = v.InferOutput<typeof BreadcrumbSchema>;
export const BreadcrumbsSchema = v.array(BreadcrumbSchema);
