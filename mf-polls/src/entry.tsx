// The one public door of mf-polls (exposed as `./entry`): its pages, the contract range it was
// built against, and its build version.
import type { ComponentType } from 'react';
import { defineRemoteEntry } from 'tooling/remote-entry';
import type { PageProps } from 'shared-contracts';
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

export const { pages, parcels, contractRange, version } = defineRemoteEntry(ownPages);
