// The one public door of mf-polls (exposed as `./entry`): its pages as React components and as
// single-spa parcels, the contract range it was built against, and its build version.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import { defineRemoteEntry } from '../../tooling/remote-entry/define-entry';
import type { PageProps, ParcelConfig } from 'shared-contracts';
import { PollPage } from './pages/poll-page';
import { QuestionArticlePage } from './pages/question-article-page';
import { QuestionPage } from './pages/question-page';
import { QuestionResponsePage } from './pages/question-response-page';

/**
 * Keys are the page names of the shell's route table (poll, question, question-response,
 * question-article).
 */
const ownPages: Record<string, ComponentType<PageProps>> = {
  Poll: PollPage,
  Question: QuestionPage,
  QuestionResponse: QuestionResponsePage,
  QuestionArticle: QuestionArticlePage,
};

// Typed by the generics: pages as ComponentType<PageProps>, parcels as ParcelConfig.
export const { pages, parcels, contractRange, version } = defineRemoteEntry<
  ParcelConfig,
  PageProps,
  ComponentType<PageProps>,
  React.ReactElement
>({
  React,
  ReactDOMClient,
  singleSpaReact,
  pages: ownPages,
});
