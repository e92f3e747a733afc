/**
 * Arrays as ONE bound parameter (a PostgreSQL array literal). Drizzle would expand a JS array
 * into `($1, $2, …)`; one parameter keeps the statement text – and a function's kept plan – the
 * same for any number of values.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Integers, each checked to be one, so the literal cannot carry anything else. */
export function intArray(values: readonly number[]): SQL {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer id: ${value}`);
  }
  return sql`${`{${values.join(',')}}`}::integer[]`;
}

/** Texts, every element quoted and escaped. */
export function textArray(values: readonly string[]): SQL {
  const quoted = values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`);
  return sql`${`{${quoted.join(',')}}`}::text[]`;
}
