import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

// Runs in node (no window, no localStorage): the API imports these entry points on the server.
describe('package entry points', () => {
  it('rules and schemas load without a DOM', async () => {
    const rules = await import('./rules');
    const schemas = await import('./schemas');
    expect(typeof rules.calculateFreight).toBe('function');
    expect(typeof schemas.CartLineSchema).toBe('object');
  });

  it('the root entry loads without a DOM, and events/sync are inert there', async () => {
    const root = await import('./index');
    expect(root.CONTRACT_VERSION).toBe('1.3.0');
    expect(root.emit('cart:open')).toBe(false);
    expect(root.startStorageSync()).toBeTypeOf('function');
  });

  it('package.json exports point at the three entry files', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(pkg.exports).toEqual({
      '.': './src/index.ts',
      './schemas': './src/schemas/index.ts',
      './rules': './src/rules/index.ts',
    });
  });

  it("the repository's composition.config.json matches CompositionConfigSchema", async () => {
    const { CompositionConfigSchema } = await import('./schemas/composition');
    const url = new URL('../../composition.config.json', import.meta.url);
    let raw: string;
    try {
      raw = readFileSync(url, 'utf8');
    } catch {
      return; // not created yet in this checkout
    }
    const result = v.safeParse(CompositionConfigSchema, JSON.parse(raw));
    expect(result.issues && v.flatten(result.issues)).toBeUndefined();
  });
});
