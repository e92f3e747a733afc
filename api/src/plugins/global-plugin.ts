import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as non-encapsulated (what `fastify-plugin` does, without the dependency):
 * hooks, decorators and handlers it adds apply to the whole app, not just its own scope.
 */
export function globalPlugin<T extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<T>,
): FastifyPluginAsync<T> {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  return plugin;
}
