import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, installFakeApi, makePoll, makeQuestionScore, NOW } from '../api/fake-api';
import { QuestionPage } from './question-page';

const page = (pollId: string, questionId: string) => (
  <QuestionPage params={{ pollId, questionId }} search="" routeName="question" />
);

/** Collects what the page asks the shell for (alerts, navigation). */
function listen() {
  const alerts = vi.fn();
  const goto = vi.fn();
  const stops = [on('alert:show', alerts), on('nav:goto', goto)];
  return { alerts, goto, stop: () => stops.forEach((stop) => stop()) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('QuestionPage', () => {
  it('sends the chosen option and lets the server judge it', async () => {
    const { calls } = installFakeApi({
      'GET /polls/1': () => makePoll(),
      'GET /polls/questions/103/score': () => makeQuestionScore(103),
      'POST /polls/answer/103/1032': () => ({
        questionId: 103,
        optionId: 1032,
        correct: true,
        answeredAt: NOW.toISOString(),
      }),
    });
    const events = listen();
    render(page('1', '103'));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Spørsmål 3?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByRole('link', { name: 'Se varen spørsmålet handler om' }).getAttribute('href'),
    ).toBe('/user/poll/1/103/503');

    await userEvent.click(screen.getByRole('radio', { name: 'Svar B3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send svar' }));

    await waitFor(() =>
      expect(events.goto).toHaveBeenCalledWith({ to: '/user/poll/1/103/response', replace: true }),
    );
    // No body: the option id is all the server gets, and it alone says right or wrong.
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/polls/answer/103/1032',
    ]);
    events.stop();
  });

  it('redirects an answered question to the calendar with the spec’s message', async () => {
    installFakeApi({
      'GET /polls/1': () => makePoll(),
      'GET /polls/questions/102/score': () =>
        makeQuestionScore(102, { answered: true, correct: false, answeredOptionId: 1021 }),
    });
    const events = listen();
    render(page('1', '102'));

    await waitFor(() =>
      expect(events.goto).toHaveBeenCalledWith({ to: '/user/poll/1', replace: true }),
    );
    expect(events.alerts).toHaveBeenCalledWith({
      type: 'error',
      content: 'Error: Already answered',
    });
    expect(events.alerts).toHaveBeenCalledTimes(1);
    // Never a dead form in the meantime.
    expect(screen.queryByRole('button', { name: 'Send svar' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Du har allerede svart på luke 2');
    events.stop();
  });

  it('says Error: Already answered and goes to user when the server refuses a second answer', async () => {
    installFakeApi({
      'GET /polls/1': () => makePoll(),
      'GET /polls/questions/103/score': () => makeQuestionScore(103),
      'POST /polls/answer/103/1031': () =>
        answer(409, { message: 'Error: Already answered', code: 'ALREADY_ANSWERED' }),
    });
    const events = listen();
    render(page('1', '103'));

    await userEvent.click(await screen.findByRole('radio', { name: 'Svar A3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send svar' }));

    await waitFor(() => expect(events.goto).toHaveBeenCalledWith({ to: '/user', replace: true }));
    expect(events.alerts).toHaveBeenCalledWith({
      type: 'error',
      content: 'Error: Already answered',
    });
    events.stop();
  });

  it('shows the server’s refusal of an answer in the form', async () => {
    installFakeApi({
      'GET /polls/1': () => makePoll(),
      'GET /polls/questions/103/score': () => makeQuestionScore(103),
      'POST /polls/answer/103/1031': () =>
        answer(422, { message: 'Konkurransen er ikke åpen for svar', code: 'POLL_CLOSED' }),
    });
    render(page('1', '103'));

    await userEvent.click(await screen.findByRole('radio', { name: 'Svar A3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send svar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Konkurransen er ikke åpen for svar',
    );
  });

  it('keeps a locked door locked and an ended poll’s door unanswerable', async () => {
    installFakeApi({
      'GET /polls/1': () => makePoll(),
      'GET /polls/questions/104/score': () => makeQuestionScore(104),
    });
    const { unmount } = render(page('1', '104'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Luke 4 er låst' })).toBeTruthy();
    expect(screen.getByText('Luken åpner 4. desember.')).toBeTruthy();
    unmount();

    installFakeApi({
      'GET /polls/1': () => makePoll({ endAt: '2030-12-03T10:00:00Z' }),
      'GET /polls/questions/103/score': () => makeQuestionScore(103),
    });
    render(page('1', '103'));
    expect(await screen.findByText(/luken kan ikke lenger besvares/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send svar' })).toBeNull();
  });
});
