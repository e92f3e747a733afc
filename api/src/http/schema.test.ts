import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MEMO_QUERY_ENTRIES, valibotValidator } from './schema';

/** A query schema that counts how often it really parses. */
function countingQuery() {
  const counter = { parses: 0 };
  const schema = v.object({
    request: v.pipe(
      v.string('request må være tekst'),
      v.transform((text) => {
        counter.parses += 1;
        return JSON.parse(text) as unknown;
      }),
      v.object({ query: v.string('query må være tekst'), filters: v.optional(v.object({}), {}) }),
    ),
  });
  return { counter, schema };
}

type Validate = (data: unknown) => { value?: unknown; error?: Error };

function querystringValidator(schema: v.GenericSchema, memoQuery: boolean): Validate {
  const compile = valibotValidator({ querystring: schema }, { memoQuery });
  return compile({ httpPart: 'querystring' } as FastifyRouteSchemaDef<unknown>) as Validate;
}

describe('the query validator of a route with memoQuery', () => {
  it('parses a query string once and hands the same frozen result to later requests', () => {
    const { counter, schema } = countingQuery();
    const validate = querystringValidator(schema, true);
    const first = validate({ request: '{"query":"jakke"}' });
    const second = validate({ request: '{"query":"jakke"}' });
    expect(first.value).toEqual({ request: { query: 'jakke', filters: {} } });
    expect(second.value).toBe(first.value);
    expect(counter.parses).toBe(1);
    const shared = first.value as { request: { filters: Record<string, unknown> } };
    expect(() => {
      shared.request.filters.brands = ['x'];
    }).toThrow(TypeError);
  });

  it('parses a failing query every time, each with its own issues', () => {
    const { counter, schema } = countingQuery();
    const validate = querystringValidator(schema, true);
    const first = validate({ request: '{"query":1}' });
    const second = validate({ request: '{"query":1}' });
    expect(first.error).toBeInstanceOf(v.ValiError);
    expect(second.error).toBeInstanceOf(v.ValiError);
    expect(second.error).not.toBe(first.error);
    expect((first.error as v.ValiError<typeof schema>).issues[0]?.message).toBe(
      'query må være tekst',
    );
    expect(counter.parses).toBe(2);
  });

  it(`keeps at most ${MEMO_QUERY_ENTRIES} query strings, forgetting the oldest first`, () => {
    const { counter, schema } = countingQuery();
    const validate = querystringValidator(schema, true);
    for (let i = 0; i <= MEMO_QUERY_ENTRIES; i += 1) validate({ request: `{"query":"q${i}"}` });
    expect(counter.parses).toBe(MEMO_QUERY_ENTRIES + 1);
    validate({ request: `{"query":"q${MEMO_QUERY_ENTRIES}"}` });
    expect(counter.parses).toBe(MEMO_QUERY_ENTRIES + 1);
    validate({ request: '{"query":"q0"}' });
    expect(counter.parses).toBe(MEMO_QUERY_ENTRIES + 2);
  });

  it('parses every request afresh, into an object of its own, without memoQuery', () => {
    const { counter, schema } = countingQuery();
    const validate = querystringValidator(schema, false);
    const first = validate({ request: '{"query":"jakke"}' });
    const second = validate({ request: '{"query":"jakke"}' });
    expect(second.value).toEqual(first.value);
    expect(second.value).not.toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(false);
    expect(counter.parses).toBe(2);
  });
});
