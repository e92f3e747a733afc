// TEMPORARY (until the platform hands over src/entry.tsx): the planned public door of mf-catalog,
// used only by a local build to try the pages in the composed shop.
import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { PageProps, ParcelConfig } from 'shared-contracts';
import singleSpaReact from 'single-spa-react';
import { pages as catalogPages } from './registry';

export const pages: Record<string, ComponentType<PageProps>> = catalogPages;

function toParcel(Page: ComponentType<PageProps>): ParcelConfig {
  const lifecycles = singleSpaReact<PageProps>({
    React,
    ReactDOMClient,
    rootComponent: ({ params, search, routeName }) => (
      <Page params={params} search={search} routeName={routeName} />
    ),
    suppressComponentDidCatchWarning: true,
  });
  return lifecycles as unknown as ParcelConfig;
}

export const parcels: Record<string, ParcelConfig> = Object.fromEntries(
  Object.entries(pages).map(([name, Page]) => [name, toParcel(Page)]),
);
export const contractRange: string = process.env.MF_CONTRACT_RANGE ?? '^1.0.0';
export const version: string = process.env.MF_BUILD_VERSION ?? '0.0.0';
