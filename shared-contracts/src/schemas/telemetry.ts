import * as v from 'valibot';
import { RemoteNameSchema } from './composition';

/**
 * Why a remote's page area showed a fallback instead of the page: its entry did not load
 * (`load`), a code-split part of it did not (`chunk`), the page threw while rendering (`render`),
 * or the shell refused the entry (`refused`: another contract, or malformed).
 */
export const RemoteFailureKindSchema = v.picklist(
  ['load', 'chunk', 'render', 'refused'],
  'Ukjent feiltype (load, chunk, render eller refused)',
);
export type RemoteFailureKind = v.InferOutput<typeof RemoteFailureKindSchema>;

const RemoteSchema = v.pipe(RemoteNameSchema, v.maxLength(64, 'For langt remote-navn'));

/** A build version ('0.3.0', '1.4.0-rc1'); empty when the shell could not learn it. */
const BuildVersionSchema = v.pipe(
  v.string('Mangler versjon'),
  v.maxLength(64, 'For lang versjon'),
  v.regex(/^(?:[0-9A-Za-z][0-9A-Za-z.+_-]*)?$/, 'Ugyldig versjon'),
);

/** Body of POST /telemetry/remote-failures: one fallback the shell showed (once per page load). */
export const RemoteFailureReportSchema = v.object({
  remote: RemoteSchema,
  version: BuildVersionSchema,
  kind: RemoteFailureKindSchema,
});
export type RemoteFailureReport = v.InferOutput<typeof RemoteFailureReportSchema>;

/** Query of GET /telemetry/remote-failures: how many days back, today included (default 30). */
export const RemoteFailureCountsQuerySchema = v.object({
  days: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'days må være et heltall fra 1 til 366'),
      v.transform(Number),
      v.minValue(1, 'days må være et heltall fra 1 til 366'),
      v.maxValue(366, 'days må være et heltall fra 1 til 366'),
    ),
    '30',
  ),
});

/** One counter: reports of one kind for one remote build on one day (UTC). */
export const RemoteFailureCountSchema = v.object({
  day: v.pipe(v.string(), v.isoDate()),
  remote: v.string(),
  version: v.string(),
  kind: RemoteFailureKindSchema,
  count: v.pipe(v.number(), v.safeInteger()),
});
export type RemoteFailureCount = v.InferOutput<typeof RemoteFailureCountSchema>;

/** Answer of GET /telemetry/remote-failures: newest day first, then by remote, version, kind. */
export const RemoteFailureCountsSchema = v.array(RemoteFailureCountSchema);
