// The one public door of mf-polls (exposed as `./entry`): its pages as React components and as
// single-spa parcels, the contract range it was built against, and its build version.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import type { PageProps } from 'shared-contracts';
import { PollPage } from './pages/poll-page';

export const pages: Record<string, ComponentType<PageProps>> = { PollPage };

/**
 * Parcels bind the pages to this remote's own React import, so a shell may mount them even when
 * its React differs. Error display is left to the shell: it passes `errorBoundary` as a mount
 * prop, which single-spa-react's start-up check cannot see, hence the suppressed warning.
 */
export const parcels = Object.fromEntries(
  Object.entries(pages).map(([name, Page]) => [
    name,
    singleSpaReact<PageProps>({
      React,
      ReactDOMClient,
      rootComponent: Page,
      suppressComponentDidCatchWarning: true,
    }),
  ]),
);

/** Range of shared-contracts' CONTRACT_VERSION this build was compiled against (set by tooling). */
export const contractRange: string = process.env.MF_CONTRACT_RANGE ?? '^1.0.0';
export const version: string = process.env.MF_BUILD_VERSION ?? '0.0.0';
