// The one public door of mf-polls (exposed as `./entry`): its pages as React components and as
// single-spa parcels, the contract range it was built against, and its build version.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import type { PageProps, ParcelConfig } from 'shared-contracts';
import { PollPage } from './pages/poll-page';
import { QuestionPage } from './pages/question-page';
import { QuestionResponsePage } from './pages/question-response-page';

/** Keys are the page names of the shell's route table (poll, question, question-response). */
export const pages: Record<string, ComponentType<PageProps>> = {
  Poll: PollPage,
  Question: QuestionPage,
  QuestionResponse: QuestionResponsePage,
};

/**
 * Parcels bind the pages to this remote's own React import, so a shell may mount them even when
 * its React differs. Error display is left to the shell: it passes `errorBoundary` as a mount
 * prop, which single-spa-react's start-up check cannot see, hence the suppressed warning.
 */
function toParcel(Page: ComponentType<PageProps>): ParcelConfig {
  const lifecycles = singleSpaReact<PageProps>({
    React,
    ReactDOMClient,
    // single-spa adds props of its own (name, mountParcel …); the page gets exactly PageProps.
    rootComponent: ({ params, search, routeName }) => (
      <Page params={params} search={search} routeName={routeName} />
    ),
    suppressComponentDidCatchWarning: true,
  });
  // single-spa types the lifecycle argument as PageProps & AppProps; the contract's ParcelProps
  // (an index-signature type) is structurally the same object but not assignable to an
  // interface intersection, so the shapes are bridged here, once.
  return lifecycles as unknown as ParcelConfig;
}

export const parcels: Record<string, ParcelConfig> = Object.fromEntries(
  Object.entries(pages).map(([name, Page]) => [name, toParcel(Page)]),
);

/** Range of shared-contracts' CONTRACT_VERSION this build was compiled against (set by tooling). */
export const contractRange: string = process.env.MF_CONTRACT_RANGE ?? '^1.0.0';
export const version: string = process.env.MF_BUILD_VERSION ?? '0.0.0';
