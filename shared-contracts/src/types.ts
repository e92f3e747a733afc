import type { ComponentType } from 'react';

export { CompositionSchema, CompositionConfigSchema } from './schemas/composition';
export type {
  Composition,
  CompositionConfig,
  CompositionRemote,
  MountMode,
} from './schemas/composition';

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

/** Props a parcel's lifecycles receive from single-spa (the page props plus single-spa's own). */
export interface ParcelProps extends PageProps {
  name?: string;
  domElement?: HTMLElement;
  [key: string]: unknown;
}

/**
 * A single-spa parcel (as `single-spa-react` builds it), bound to the remote's own React.
 * Method syntax on purpose: single-spa's lifecycle types then stay assignable to it.
 */
export interface ParcelConfig {
  name?: string;
  bootstrap(props: ParcelProps): Promise<unknown>;
  mount(props: ParcelProps): Promise<unknown>;
  unmount(props: ParcelProps): Promise<unknown>;
  update?(props: ParcelProps): Promise<unknown>;
}

/** The one module each remote exposes (`./entry`). Page keys are the same in both maps. */
export interface RemoteEntry {
  /** Pages as React components, mounted with the shared React. */
  pages: Record<string, ComponentType<PageProps>>;
  /** The same pages as single-spa parcels, for remotes mounted with their own React. */
  parcels: Record<string, ParcelConfig>;
  /** Contract range the remote was built against, e.g. '^1.0.0'. */
  contractRange: string;
  /** The remote's build version. */
  version: string;
}
