import { loadComposition } from './composition';
import { startCompositionWatch } from './composition-watch';
import { registerComposition, registerRuntimePlugins } from './federation';
import { resolveOverrides } from './overrides';
import type { PlatformState } from './platform-context';

/**
 * Platform start-up, run once in the bootstrap (after the async boundary):
 * composition (inline, else /composition.json) → staging overrides → runtime plugins → remotes
 * registered with the MF runtime. Nothing is loaded yet; slots load their remote on demand. The
 * served composition is watched from now on (the document as served, before overrides).
 */
export async function startPlatform(): Promise<PlatformState> {
  const composed = await loadComposition();
  startCompositionWatch(composed);
  const { composition, active } = resolveOverrides(composed);
  registerRuntimePlugins();
  registerComposition(composition);
  return { composition, overrides: active };
}
