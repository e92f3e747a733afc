import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, makePoll, makeQuestionScore, NOW } from '../api/fake-api';
import { QuestionResponsePage } from './question-response-page';

const page = (
  <QuestionResponsePage
    params={{ pollId: '1', questionId: '102' }}
    search=""
    routeName="question-response"
  />
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('QuestionResponsePage', () => {
  it('shows the server’s verdict, the right option it revealed, and the article', async () => {
    installFakeApi({
      'GET /polls/1': () => makePoll(),
      'GET /polls/questions/102/score': () =>
        makeQuestionScore(102, {
          answered: true,
          correct: false,
          answeredOptionId: 1021,
          correctOptionId: 1022,
        }),
    });
    render(page);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Feil svar' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Riktig svar var: Svar B2')).toBeTruthy();
    expect(screen.getByText('Ditt svar: Svar A2')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Se varen spørsmålet handler om' }).getAttribute('href'),
    ).toBe('/user/poll/1/102/502');
    expect(screen.getByRole('link', { name: 'Tilbake til kalenderen' }).getAttribute('href')).toBe(
      '/user/poll/1',
    );
  });
});
