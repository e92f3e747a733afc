/**
 * Poll helpers: the running demo poll and its answer key, and answering through the real API.
 * The answer key is the demo data's own (api/src/seed/polls.ts), never sent by the API before
 * answering, so a journey can record a correct answer without any stub.
 */
import { expect, type Page } from '@playwright/test';
import { CHRISTMAS_QUIZ } from '../../api/src/seed/polls';
import { apiHeaders } from './auth';

export interface ApiPoll {
  id: number;
  name: string;
  questions: {
    id: number;
    number: number;
    open: boolean;
    title: string;
    options: { id: number; text: string }[];
  }[];
}

/** The seeded calendar poll that is running (the Christmas quiz, a few doors open). */
export async function runningPoll(page: Page): Promise<ApiPoll> {
  const polls = (await (await page.request.get('/api/v1/polls/active')).json()) as ApiPoll[];
  const poll = polls[0];
  if (!poll) throw new Error('Demo-dataene har ingen aktiv konkurranse');
  return poll;
}

/** The right option of an open question of the demo quiz. */
export function rightOption(question: ApiPoll['questions'][number]): { id: number; text: string } {
  const entry = CHRISTMAS_QUIZ.find(([title]) => title === question.title);
  const text = entry?.[1][entry[2]];
  const option = question.options.find((o) => o.text === text);
  if (!option) throw new Error(`Fant ikke riktig svar på «${question.title}» i demo-dataene`);
  return option;
}

/**
 * Answers a question for the page's logged-in customer through the real API. 409 (answered
 * before, e.g. by a repeat of the same journey) is accepted when the stored answer is the one
 * wanted; the question's score is answered either way.
 */
export async function answerThroughApi(
  page: Page,
  questionId: number,
  optionId: number,
): Promise<{ answered: boolean; correct: boolean; answeredOptionId: number | null }> {
  const response = await page.request.post(`/api/v1/polls/answer/${questionId}/${optionId}`, {
    headers: await apiHeaders(page),
  });
  expect([201, 409], await response.text()).toContain(response.status());
  const score = (await (
    await page.request.get(`/api/v1/polls/questions/${questionId}/score`)
  ).json()) as { answered: boolean; correct: boolean; answeredOptionId: number | null };
  expect(score).toMatchObject({ answered: true, answeredOptionId: optionId });
  return score;
}
