/**
 * The operators' calls on the composition (admin API, `pnpm compose`): history, switch, rollback,
 * and the releases a composition may name. Not part of the shell–remote contract.
 */
import * as v from 'valibot';
import { CompositionConfigSchema, CompositionSchema } from './composition';

const Who = v.pipe(
  v.string('Oppgi hvem som gjør endringen'),
  v.trim(),
  v.nonEmpty('Oppgi hvem som gjør endringen'),
  v.maxLength(120, 'Navnet kan være høyst 120 tegn'),
);
const Why = v.pipe(
  v.string('Oppgi hvorfor'),
  v.trim(),
  v.nonEmpty('Oppgi hvorfor'),
  v.maxLength(500, 'Begrunnelsen kan være høyst 500 tegn'),
);

/** One accepted change of the composition; the newest is the one in force. */
export const CompositionEntrySchema = v.object({
  id: v.number(),
  action: v.picklist(['seed', 'set', 'rollback']),
  author: v.string(),
  reason: v.string(),
  /** The entry a rollback restored. */
  restores: v.nullable(v.number()),
  /** Accepted without the release checks. */
  forced: v.boolean(),
  createdAt: v.string(),
  config: CompositionConfigSchema,
});
export type CompositionEntry = v.InferOutput<typeof CompositionEntrySchema>;

export const CompositionHistorySchema = v.object({ entries: v.array(CompositionEntrySchema) });

export const CompositionHistoryQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'limit må være et tall fra 1 til 200'),
      v.transform(Number),
      v.minValue(1, 'limit må være et tall fra 1 til 200'),
      v.maxValue(200, 'limit må være et tall fra 1 til 200'),
    ),
    '20',
  ),
});

/** A new composition: the whole configuration, checked against the releases before it is used. */
export const CompositionSetBodySchema = v.object({
  config: CompositionConfigSchema,
  author: Who,
  reason: Why,
  /** The entry this change was made from: refused (409) when another change came in between. */
  basedOn: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Accept without the release checks (recorded in the history). */
  force: v.optional(v.boolean(), false),
});
export type CompositionSetBody = v.InferOutput<typeof CompositionSetBodySchema>;

/** Back to an earlier entry (default: the one before the entry in force). */
export const CompositionRollbackBodySchema = v.object({
  to: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  author: Who,
  reason: v.optional(Why),
});
export type CompositionRollbackBody = v.InferOutput<typeof CompositionRollbackBodySchema>;

/** What a published release (or a local build) says about itself (`release.json`). */
export const ReleaseSummarySchema = v.object({
  package: v.string(),
  container: v.string(),
  version: v.string(),
  source: v.picklist(['release', 'local']),
  contract: v.object({ version: v.optional(v.string()), range: v.optional(v.string()) }),
  commit: v.nullable(v.string()),
  builtAt: v.string(),
});
export type ReleaseSummary = v.InferOutput<typeof ReleaseSummarySchema>;

export const ReleaseListSchema = v.object({ releases: v.array(ReleaseSummarySchema) });
export const ReleaseListQuerySchema = v.object({
  package: v.optional(v.pipe(v.string(), v.regex(/^(shell|mf-[a-z0-9-]+)$/, 'Ukjent pakke'))),
});

/** The composition in force: its entry and the document every page gets. */
export const CompositionCurrentSchema = v.object({
  entry: CompositionEntrySchema,
  document: CompositionSchema,
});
