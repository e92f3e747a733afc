/**
 * The shared-contracts valibot schemas as a route's Fastify schema: JSON Schema (2020-12, as
 * OpenAPI 3.1 takes it) for the documentation and the response serialiser, and a validator
 * compiler that validates with the valibot schema itself, so the messages stay the contract's
 * Norwegian ones and transforms (`"12"` → 12) still apply. A failure is the ValiError the
 * error handler answers with 422.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';

/** The parts of a route contract that become its schema. */
export interface SchemaParts {
  summary?: string;
  tags?: string[];
  params?: v.GenericSchema | undefined;
  querystring?: v.GenericSchema | undefined;
  body?: v.GenericSchema | undefined;
  response?: v.GenericSchema | undefined;
}

type Part = 'params' | 'querystring' | 'body';

function jsonSchema(schema: v.GenericSchema, typeMode: 'input' | 'output') {
  // 'ignore': a check JSON Schema cannot say (a custom refinement) stays valibot's alone.
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
  }) as Record<string, unknown>;
  return rest;
}

/**
 * Marks every object of a response schema open (`additionalProperties: true` where it says
 * nothing). valibot writes `v.object` and `v.looseObject` alike without the keyword, and the
 * serialiser (fast-json-stringify) would then drop every key the schema does not name: answers
 * that carry more than their contract lists (a reservation echoes its input) must stay whole.
 */
function openObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openObjects);
  if (typeof node !== 'object' || node === null) return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, openObjects(value)]),
  ) as Record<string, unknown>;
  if (copy.type === 'object' && !('additionalProperties' in copy)) copy.additionalProperties = true;
  return copy;
}

/** Fastify `schema` of a route: request parts as their input type, 200 as the output type. */
export function routeSchema(parts: SchemaParts, options: { serialise: boolean }): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = {};
  if (parts.summary) schema.summary = parts.summary;
  if (parts.tags) schema.tags = parts.tags;
  for (const part of ['params', 'querystring', 'body'] as const) {
    const valibot = parts[part];
    if (valibot) schema[part] = jsonSchema(valibot, 'input');
  }
  if (parts.response && options.serialise)
    schema.response = { 200: openObjects(jsonSchema(parts.response, 'output')) };
  return schema;
}

/** Distinct query strings a route with `memoQuery` keeps parsed. */
export const MEMO_QUERY_ENTRIES = 1000;

/** Freezes a parsed value all the way down, so a shared one can never be changed by a handler. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Validator of each request part: the valibot schema's parse, whose output (defaults,
 * transforms) becomes `request.params/query/body`.
 *
 * With `memoQuery`, a query string that parsed once is answered from memory the next time it
 * comes, frozen and shared: the shop's searches come back over and over with the same few
 * queries, and their parse (JSON in a parameter, then the search schema) is most of what a cached
 * search costs besides sending it. Only for schemas whose output depends on the input alone (no
 * default that reads the clock). Failures are parsed every time, so each gets its own issues.
 */
export function valibotValidator(
  parts: SchemaParts,
  options: { memoQuery?: boolean } = {},
): FastifySchemaCompiler<unknown> {
  return ({ httpPart }) => {
    const part = (httpPart === 'querystring' ? 'querystring' : httpPart) as Part;
    const schema = parts[part];
    if (!schema) return () => true;
    const validate = (data: unknown) => {
      const result = v.safeParse(schema, data ?? {});
      if (!result.success) return { error: new v.ValiError(result.issues) };
      return { value: result.output };
    };
    if (part !== 'querystring' || !options.memoQuery) return validate;
    const parsed = new Map<string, unknown>();
    return (data: unknown) => {
      const key = JSON.stringify(data ?? {});
      // A parsed query string is an object, never undefined: one lookup answers both questions.
      const hit = parsed.get(key);
      if (hit !== undefined) return { value: hit };
      const result = validate(data);
      if ('value' in result) {
        // Map order is insertion order: the oldest query goes first.
        if (parsed.size >= MEMO_QUERY_ENTRIES) parsed.delete(parsed.keys().next().value as string);
        parsed.set(key, deepFreeze(result.value));
      }
      return result;
    };
  };
}
