// Shared boilerplate of every remote's `./entry` module: pages as React components and as
// single-spa parcels, the contract range the remote was built against, and its build version.
//
// Each remote imports this file at build time and webpack bundles a copy into that remote, so it
// must hold no state and import nothing at run time: the remote passes in its own React,
// ReactDOMClient and single-spa-react, which is what keeps each parcel bound to the remote's own
// React. (tooling/ has no React types of its own, hence the structural types below.)

/** The props a page receives: exactly shared-contracts' PageProps. */
interface PagePropsShape {
  params: unknown;
  search: unknown;
  routeName: unknown;
}

export interface RemoteEntryOptions<Props extends PagePropsShape, Page, Element> {
  React: { createElement(type: Page, props: Props): Element };
  ReactDOMClient: object;
  singleSpaReact: (opts: {
    React: unknown;
    ReactDOMClient: object;
    rootComponent: (props: Props) => Element;
    suppressComponentDidCatchWarning: boolean;
  }) => unknown;
  pages: Record<string, Page>;
}

export interface DefinedRemoteEntry<Page, Parcel> {
  pages: Record<string, Page>;
  parcels: Record<string, Parcel>;
  contractRange: string;
  version: string;
}

/**
 * Parcels bind the pages to the remote's own React import, so a shell may mount them even when
 * its React differs. Error display is left to the shell: it passes `errorBoundary` as a mount
 * prop, which single-spa-react's start-up check cannot see, hence the suppressed warning.
 *
 * `Parcel` is the contract's ParcelConfig: single-spa types the lifecycle argument as
 * PageProps & AppProps; the contract's ParcelProps (an index-signature type) is structurally the
 * same object but not assignable to an interface intersection, so the shapes are bridged here, once.
 */
export function defineRemoteEntry<Parcel, Props extends PagePropsShape, Page, Element>(
  options: RemoteEntryOptions<Props, Page, Element>,
): DefinedRemoteEntry<Page, Parcel> {
  const { React, ReactDOMClient, singleSpaReact, pages } = options;
  const toParcel = (Page: Page): Parcel =>
    singleSpaReact({
      React,
      ReactDOMClient,
      // single-spa adds props of its own (name, mountParcel …); the page gets exactly PageProps.
      rootComponent: ({ params, search, routeName }) =>
        React.createElement(Page, { params, search, routeName } as Props),
      suppressComponentDidCatchWarning: true,
    }) as Parcel;
  return {
    pages,
    parcels: Object.fromEntries(
      Object.entries(pages).map(([name, Page]) => [name, toParcel(Page)]),
    ),
    /** Range of shared-contracts' CONTRACT_VERSION this build was compiled against (set by tooling). */
    contractRange: process.env.MF_CONTRACT_RANGE ?? '^1.0.0',
    version: process.env.MF_BUILD_VERSION ?? '0.0.0',
  };
}
