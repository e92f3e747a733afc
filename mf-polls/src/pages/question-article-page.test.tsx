import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  installFakeApi,
  makeArticle,
  makePoll,
  makeQuestionScore,
  NOW,
} from '../api/fake-api';
import { QuestionArticlePage } from './question-article-page';

const page = (articleId: string, questionId = '103') => (
  <QuestionArticlePage
    params={{ pollId: '1', questionId, articleId }}
    search=""
    routeName="question-article"
  />
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('QuestionArticlePage', () => {
  it('shows the question’s article with its price, product page and the way back', async () => {
    const { calls } = installFakeApi({
      'GET /polls/1': () => makePoll(),
      'GET /polls/questions/103/score': () => makeQuestionScore(103),
      'GET /articles/503': () => makeArticle(503, { name: 'Ullgenser Fjell', price: 49900 }),
    });
    const loaded = vi.fn();
    const stop = on('page:loaded', loaded);
    render(page('503'));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Ullgenser Fjell' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const article = screen.getByTestId('pol-article');
    expect(within(article).getByRole('img', { name: 'Ullgenser Fjell' }).getAttribute('src')).toBe(
      '/img/503.jpg',
    );
    expect(article.textContent).toContain('Pris: kr\u00a0499,-');
    expect(
      screen
        .getByRole('link', { name: 'Gå til produktsiden for Ullgenser Fjell' })
        .getAttribute('href'),
    ).toBe('/product/503');
    // The question it belongs to, and the way back to it.
    expect(screen.getByText('Spørsmålet: Spørsmål 3?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbake til spørsmålet' }).getAttribute('href')).toBe(
      '/user/poll/1/103',
    );
    expect(calls.map((c) => c.path)).toContain('/articles/503');
    await waitFor(() =>
      expect(loaded).toHaveBeenCalledWith({
        routeName: 'question-article',
        title: 'Ullgenser Fjell',
      }),
    );
    stop();
  });

  it('leads back to the result once the question is answered', async () => {
    installFakeApi({
      'GET /polls/1': () => makePoll(),
      'GET /polls/questions/103/score': () =>
        makeQuestionScore(103, { answered: true, correct: true, answeredOptionId: 1031 }),
      'GET /articles/503': () => makeArticle(503),
    });
    render(page('503'));

    const back = await screen.findByRole('link', { name: 'Tilbake til svaret ditt' });
    expect(back.getAttribute('href')).toBe('/user/poll/1/103/response');
  });

  it('says Error: Could not load article when the article fails, with a retry', async () => {
    let fail = true;
    installFakeApi({
      'GET /polls/1': () => makePoll(),
      'GET /polls/questions/103/score': () => makeQuestionScore(103),
      'GET /articles/503': () =>
        fail ? answer(500, { message: 'Intern feil' }) : makeArticle(503, { name: 'Sovepose' }),
    });
    render(page('503'));

    const error = await screen.findByTestId('pol-article-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('Error: Could not load article');
    // The way back stays while the article is missing.
    expect(screen.getByRole('link', { name: 'Tilbake til spørsmålet' })).toBeTruthy();

    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sovepose' })).toBeTruthy();
  });

  it('shows no article that is not the question’s, nor one behind a locked door', async () => {
    installFakeApi({
      'GET /polls/1': () => makePoll(),
      'GET /polls/questions/103/score': () => makeQuestionScore(103),
      'GET /polls/questions/104/score': () => makeQuestionScore(104),
      'GET /articles/999': () => makeArticle(999),
    });
    const { unmount } = render(page('999'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Denne varen hører ikke til spørsmålet.',
    );
    expect(screen.queryByTestId('pol-article')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tilbake til kalenderen' }).getAttribute('href')).toBe(
      '/user/poll/1',
    );
    unmount();

    render(page('999', '104'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Denne varen hører ikke til spørsmålet.',
    );
  });
});
