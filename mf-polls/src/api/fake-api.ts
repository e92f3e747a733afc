/**
 * Test support (never imported by production code): schema-valid poll and article fixtures and
 * a fake /api/v1 behind the global fetch the shared ky client uses, so pages are tested through
 * their real API modules and the real contract validation.
 */
import type {
  ArticleDetail,
  Poll,
  PollAnswer,
  PollQuestion,
  PollQuestionScore,
  PollScore,
} from 'shared-contracts';

/** A fixed "now" for the tests: 3 December 2030, noon in Oslo. */
export const NOW = new Date('2030-12-03T11:00:00Z');

/** Door n of poll 1 opens on n December 2030 (midnight in Oslo). */
export function makeQuestion(number: number, overrides: Partial<PollQuestion> = {}): PollQuestion {
  const id = overrides.id ?? 100 + number;
  const opensAt = new Date(Date.UTC(2030, 10, 29 + number, 23)).toISOString();
  const open = overrides.open ?? new Date(opensAt).getTime() <= NOW.getTime();
  return {
    id,
    pollId: 1,
    number,
    open,
    opensAt,
    title: open ? `Spørsmål ${number}?` : '',
    text: open ? `Luke ${number}: svar riktig og bli med i trekningen.` : '',
    image: null,
    articleId: open ? 500 + number : null,
    points: 1,
    options: open
      ? [
          { id: id * 10 + 1, questionId: id, text: `Svar A${number}` },
          { id: id * 10 + 2, questionId: id, text: `Svar B${number}` },
        ]
      : [],
    ...overrides,
  };
}

export function makePoll(overrides: Partial<Poll> = {}): Poll {
  return {
    id: 1,
    name: 'Julekalender 2030',
    description: 'Åpne en luke hver dag!',
    bannerDesktop: null,
    bannerMobile: null,
    startAt: '2030-11-30T23:00:00Z',
    endAt: '2030-12-24T23:00:00Z',
    questions: [1, 2, 3, 4, 5].map((n) => makeQuestion(n)),
    ...overrides,
  };
}

export function makeAnswer(questionId: number, optionId: number, correct: boolean): PollAnswer {
  return { questionId, optionId, correct, answeredAt: '2030-12-02T10:00:00Z' };
}

export function makeScore(overrides: Partial<PollScore> = {}): PollScore {
  return { pollId: 1, score: 1, maxScore: 5, answered: 2, correct: 1, questions: 5, ...overrides };
}

export function makeQuestionScore(
  questionId: number,
  overrides: Partial<PollQuestionScore> = {},
): PollQuestionScore {
  return {
    questionId,
    pollId: 1,
    answered: false,
    correct: false,
    points: 1,
    score: 0,
    answeredOptionId: null,
    correctOptionId: null,
    ...overrides,
  };
}

export function makeArticle(id: number, overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    id,
    name: `Ullgenser ${id}`,
    description: 'Varm genser i merinoull',
    price: 49900,
    originalPrice: 49900,
    previousLowestPrice: null,
    pant: 0,
    frightPrice: 9900,
    brand: { id: 1, name: 'Fjellmerket' },
    gender: { id: 1, name: 'Herre' },
    colors: [],
    colorGroups: [],
    category: { id: 1, name: 'Tekstil' },
    articleGroup2ID: 11,
    articleGroup3ID: 111,
    productLineId: null,
    canPurchase: true,
    customLabel: null,
    shops: [1],
    availability: 5,
    featured: false,
    campaigns: [],
    averageRating: null,
    webPurchaseLimit: null,
    bestseller: { qtyRank: 9999, turnoverRank: 9999 },
    onlyCC: false,
    season: null,
    image: `/img/${id}.jpg`,
    webDescription: null,
    techDescription: null,
    nutrientContent: null,
    washLabel: null,
    careLabel: null,
    dateCreated: '2030-01-01T00:00:00Z',
    visible: true,
    variants: [],
    reviews: [],
    ...overrides,
  };
}

export { answer, installFakeApi } from 'tooling/testing/fake-api';
export type { FakeHandler, FakeRequest } from 'tooling/testing/fake-api';
