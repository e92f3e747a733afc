import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, installFakeApi, makeAnswer, makePoll, makeScore, NOW } from '../api/fake-api';
import { PollPage } from './poll-page';

const page = (pollId: string) => <PollPage params={{ pollId }} search="" routeName="poll" />;

/** A logged-in customer with door 1 right, door 2 wrong; door 3 opens today, 4 and 5 later. */
function calendarApi(overrides: Record<string, () => unknown> = {}) {
  return installFakeApi({
    'GET /polls/1': () => makePoll(),
    'GET /polls/1/answers': () => [makeAnswer(101, 1011, true), makeAnswer(102, 1022, false)],
    'GET /polls/1/score': () => makeScore({ score: 1, maxScore: 5, answered: 2, correct: 1 }),
    'GET /polls/active': () => [makePoll({ id: 7, name: 'Vinterquiz', questions: [] })],
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('PollPage (calendar)', () => {
  it('shows every door with its state in words, links where there is something to do', async () => {
    calendarApi();
    const loaded = vi.fn();
    const stop = on('page:loaded', loaded);
    render(page('1'));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Julekalender 2030' });
    const doors = within(screen.getByRole('list', { name: 'Luker' })).getAllByRole('listitem');
    expect(doors.map((d) => d.dataset.state)).toEqual([
      'correct',
      'wrong',
      'today',
      'future',
      'future',
    ]);

    // Answered doors lead to the customer's result, the open one to its question.
    expect(
      screen.getByRole('link', { name: 'Luke 1, 1. desember: riktig svar' }).getAttribute('href'),
    ).toBe('/user/poll/1/101/response');
    expect(
      screen.getByRole('link', { name: 'Luke 2, 2. desember: feil svar' }).getAttribute('href'),
    ).toBe('/user/poll/1/102/response');
    expect(
      screen.getByRole('link', { name: 'Luke 3, 3. desember: åpen i dag' }).getAttribute('href'),
    ).toBe('/user/poll/1/103');
    // Locked doors say so and when, without being links.
    const locked = screen.getByTestId('pol-door-4');
    expect(within(locked).queryByRole('link')).toBeNull();
    expect(locked.textContent).toContain('Luke 4, 4. desember: låst');
    // Without colour: each state has its own icon and word.
    expect(locked.querySelector('svg')).not.toBeNull();
    expect(within(locked).getByText('Låst')).toBeTruthy();

    // The score is the server's, shown as it answers it.
    const score = screen.getByRole('region', { name: 'Din poengsum' });
    expect(score.textContent).toContain('1 av 5 poeng');
    expect(score.textContent).toContain('1 riktig svar av 2 besvarte');

    // Focus goes to the heading once the calendar is there; the shell learns the title.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() =>
      expect(loaded).toHaveBeenCalledWith({ routeName: 'poll', title: 'Julekalender 2030' }),
    );
    stop();
  });

  it('keeps an earlier unanswered door open and navigates to it in the app', async () => {
    calendarApi({ 'GET /polls/1/answers': () => [makeAnswer(101, 1011, true)] });
    const goto = vi.fn();
    const stop = on('nav:goto', goto);
    render(page('1'));

    const door = await screen.findByRole('link', {
      name: 'Luke 2, 2. desember: åpen, ikke besvart',
    });
    await userEvent.click(door);
    expect(goto).toHaveBeenCalledWith({ to: '/user/poll/1/102' });
    stop();
  });

  it('marks unanswered doors of an ended poll as missed', async () => {
    calendarApi({
      'GET /polls/1': () => makePoll({ endAt: '2030-12-03T10:00:00Z' }),
      'GET /polls/1/answers': () => [makeAnswer(101, 1011, false)],
    });
    render(page('1'));

    expect(
      await screen.findByRole('link', { name: 'Luke 1, 1. desember: feil svar' }),
    ).toBeTruthy();
    expect(screen.getByTestId('pol-door-2').dataset.state).toBe('missed');
    expect(screen.getByTestId('pol-door-3').textContent).toContain(
      'Luke 3, 3. desember: ikke besvart',
    );
    expect(screen.queryByRole('link', { name: /Luke 3/ })).toBeNull();
    expect(screen.getByTestId('pol-ended').textContent).toContain('Konkurransen ble avsluttet');
  });

  it('offers the active polls when the poll does not exist', async () => {
    const { calls } = calendarApi();
    render(page('99'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fant ikke konkurransen.' }),
    ).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Vinterquiz' });
    expect(link.getAttribute('href')).toBe('/user/poll/7');
    expect(calls.some((c) => c.path === '/polls/active')).toBe(true);
  });

  it('asks nothing about a malformed id, and still offers the active polls', async () => {
    const { calls } = calendarApi();
    render(page('abc'));

    expect(await screen.findByRole('link', { name: 'Vinterquiz' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/polls/active']);
  });

  it('reports a failed load with a retry that loads again', async () => {
    let fail = true;
    calendarApi({
      'GET /polls/1/score': () =>
        fail ? answer(503, { message: 'Tjenesten er nede' }) : makeScore(),
    });
    render(page('1'));

    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Julekalender 2030' }),
    ).toBeTruthy();
  });
});
