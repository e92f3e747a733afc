import { loadComposition } from './composition';
import { registerComposition, registerRuntimePlugins } from './federation';
import { resolveOverrides } from './overrides';
import type { PlatformState } from './platform-context';

/**
 * Platform start-up, run once in the bootstrap (after the async boundary):
 * composition (inline, else /composition.json) → staging overrides → runtime plugins → remotes
 * registered with the MF runtime. Nothing is loaded yet; slots load their remote on demand.
 */
export async function startPlatform(): Promise<PlatformState> {
  const composed = await loadComposition();
  const { composition, active } = resolveOverrides(composed);
  registerRuntimePlugins();
  registerComposition(composition);
  return { composition, overrides: active };
}
