import type { ComponentType } from 'react';

export { CompositionSchema, CompositionConfigSchema } from './schemas/composition';
export type { Composition, CompositionConfig, CompositionRemote } from './schemas/composition';

/**
 * Props the shell gives every remote page. Remotes never import the router: params and the
 * query string arrive here, navigation leaves through `nav:goto` / `<Link>`.
 */
export interface PageProps {
  /** Route params by name, e.g. { pollId: '3' }; optional segments may be undefined. */
  params: Record<string, string | undefined>;
  /** Raw query string including '?', or '' (read it with `new URLSearchParams(search)`). */
  search: string;
  /** Route name of spec §2 (e.g. 'poll', 'account-info'). */
  routeName: string;
}

/**
 * The one module each remote exposes (`./entry`). Remotes also export `parcels: {}`, which shells
 * released before ADR 0008 require; this contract no longer reads it.
 */
export interface RemoteEntry {
  /** Pages as React components, rendered by the shell's (shared) React. */
  pages: Record<string, ComponentType<PageProps>>;
  /** Contract range the remote was built against, e.g. '^1.0.0'. */
  contractRange: string;
  /** The remote's build version. */
  version: string;
}
