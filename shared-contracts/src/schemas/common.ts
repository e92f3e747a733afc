import * as v from 'valibot';

/** Money in øre (integer minor units): never floats, formatted only for display. */
export const OreSchema = v.pipe(v.number(), v.safeInteger());

/** Numeric database id. */
export const IdSchema = v.pipe(v.number(), v.safeInteger());

/**
 * Yes/no flag as the legacy backend sends it: a boolean or 0/1. Schemas accept both so older
 * payloads still validate; code should read it through `isOn` (rules) rather than `=== true`.
 */
export const FlagSchema = v.union([v.boolean(), v.literal(0), v.literal(1)]);
export type Flag = v.InferOutput<typeof FlagSchema>;

/** Date or date-time as an ISO-8601 string (e.g. '2025-03-01' or '2025-03-01T10:00:00Z'). */
export const DateStringSchema = v.pipe(
  v.string(),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'Ugyldig dato'),
);

/** JSON-compatible object whose fields this contract does not pin down (e.g. provider data). */
export const LooseRecordSchema = v.record(v.string(), v.unknown());
