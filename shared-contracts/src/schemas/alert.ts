import * as v from 'valibot';

export const ALERT_TYPES = ['error', 'warning', 'info', 'success'] as const;
export const AlertTypeSchema = v.picklist(ALERT_TYPES);
export type AlertType = v.InferOutput<typeof AlertTypeSchema>;

/** Title used when an alert is raised without one (spec §3 "Alert"). */
export const DEFAULT_ALERT_TITLES: Readonly<Record<AlertType, string>> = Object.freeze({
  error: 'Noe gikk galt',
  warning: 'Obs!',
  info: 'Informasjon',
  success: 'Suksess',
});

/** What a caller raises (also the `alert:show` event payload). */
export const AlertInputSchema = v.object({
  type: AlertTypeSchema,
  title: v.optional(v.string()),
  content: v.pipe(v.string(), v.nonEmpty()),
});
export type AlertInput = v.InferOutput<typeof AlertInputSchema>;

/** An alert in the queue: always has a uid and a title. */
export const AlertSchema = v.object({
  uid: v.string(),
  type: AlertTypeSchema,
  title: v.string(),
  content: v.string(),
});
export type Alert = v.InferOutput<typeof AlertSchema>;
