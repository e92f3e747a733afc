/**
 * Answering a calendar poll (spec §2 poll routes, §3 Poll, §7 POST /polls/answer, §8 'Error:
 * Already answered') through mf-polls against the real API. Each journey logs in a seeded
 * customer of its own (answers are one per customer and question) and takes a door that
 * customer has not answered yet, so the journeys also pass when repeated against one server.
 */
import { JOURNEY } from '../../support/tags';
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { apiHeaders, logIn, POLL_CUSTOMERS, type Credentials } from '../../support/auth';
import { rightOption, runningPoll, type ApiPoll } from '../../support/polls';
import { alertBox, shellReady } from '../shell/helpers';

/** The poll and an open door the logged-in customer has not answered yet. */
async function openDoor(page: Page, customer: Credentials) {
  await logIn(page, customer);
  const poll = await runningPoll(page);
  const answers = (await (await page.request.get(`/api/v1/polls/${poll.id}/answers`)).json()) as {
    questionId: number;
  }[];
  const answered = new Set(answers.map((a) => a.questionId));
  const question = poll.questions.find((q) => q.open && !answered.has(q.id));
  if (!question) throw new Error(`${customer.username} har svart på alle åpne luker`);
  return { poll, question };
}

/** From the calendar to the question, by the door's link (in-app navigation). */
async function openFromCalendar(page: Page, poll: ApiPoll, question: ApiPoll['questions'][number]) {
  await page.goto(`/user/poll/${poll.id}`);
  await shellReady(page);
  const door = page.getByTestId(`pol-door-${question.number}`);
  await expect(door).toHaveAttribute('data-state', /^(today|open)$/);
  await door.getByRole('link', { name: new RegExp(`^Luke ${question.number}, .*: åpen`) }).click();
  await expect(page).toHaveURL(new RegExp(`/user/poll/${poll.id}/${question.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: question.title })).toBeVisible();
}

test(
  'a right answer is stored by the API, shown on the response screen and locks the door',
  { tag: JOURNEY },
  async ({ page }) => {
    const { poll, question } = await openDoor(page, POLL_CUSTOMERS.right);
    const before = (await (await page.request.get(`/api/v1/polls/${poll.id}/score`)).json()) as {
      score: number;
      answered: number;
    };
    await openFromCalendar(page, poll, question);

    // Nothing chosen yet: the form says so instead of sending.
    await page.getByRole('button', { name: 'Send svar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Velg et svar' })).toBeVisible();

    const right = rightOption(question);
    await page.getByRole('radio', { name: right.text, exact: true }).check();
    const posted = page.waitForResponse((r) =>
      r.url().endsWith(`/api/v1/polls/answer/${question.id}/${right.id}`),
    );
    await page.getByRole('button', { name: 'Send svar' }).click();
    expect((await posted).status()).toBe(201);

    await expect(page).toHaveURL(new RegExp(`/user/poll/${poll.id}/${question.id}/response$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Riktig svar!' })).toBeVisible();
    await expect(page.getByText(`Ditt svar: ${right.text}`)).toBeVisible();

    // The scores read through the API moved with the answer.
    const after = (await (await page.request.get(`/api/v1/polls/${poll.id}/score`)).json()) as {
      score: number;
      answered: number;
    };
    expect(after).toMatchObject({ score: before.score + 1, answered: before.answered + 1 });

    // The response replaced the question in the history: back goes to the calendar, where the
    // door says it was answered right (in words and icon, not colour alone) and leads to the result.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/user/poll/${poll.id}$`));
    const door = page.getByTestId(`pol-door-${question.number}`);
    await expect(door).toHaveAttribute('data-state', 'correct');
    await expect(page.getByTestId('pol-score')).toContainText(String(after.score));
    await door
      .getByRole('link', { name: new RegExp(`^Luke ${question.number}, .*: riktig svar$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/user/poll/${poll.id}/${question.id}/response$`));

    // The question itself is refused by the shell's guard (spec §2): no previous screen → user.
    await page.goto(`/user/poll/${poll.id}/${question.id}`);
    await expect(alertBox(page)).toContainText('Error: Already answered');
    await expect(page).toHaveURL(/\/user$/);
  },
);

test('a wrong answer shows the right one and cannot be answered again', async ({ page }) => {
  const { poll, question } = await openDoor(page, POLL_CUSTOMERS.wrong);
  await openFromCalendar(page, poll, question);
  const right = rightOption(question);
  const wrong = question.options.find((o) => o.id !== right.id);
  if (!wrong) throw new Error('Spørsmålet har bare ett svaralternativ');

  await page.getByRole('radio', { name: wrong.text, exact: true }).check();
  await page.getByRole('button', { name: 'Send svar' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/poll/${poll.id}/${question.id}/response$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Feil svar' })).toBeVisible();
  await expect(page.getByText(`Riktig svar var: ${right.text}`)).toBeVisible();

  // A wrong answer does not lock the door (spec §2), but there is no second try: the question
  // says 'Error: Already answered' (spec §8) and goes back to the calendar.
  await page.goto(`/user/poll/${poll.id}/${question.id}`);
  await expect(alertBox(page)).toContainText('Error: Already answered');
  await expect(page).toHaveURL(new RegExp(`/user/poll/${poll.id}$`));
  await expect(page.getByTestId(`pol-door-${question.number}`)).toHaveAttribute(
    'data-state',
    'wrong',
  );
});

test('an answer given meanwhile elsewhere: Error: Already answered, then to user', async ({
  page,
}) => {
  const { poll, question } = await openDoor(page, POLL_CUSTOMERS.conflict);
  await openFromCalendar(page, poll, question);
  const right = rightOption(question);

  // The same customer answers in another tab while this form is open.
  const other = await page.request.post(`/api/v1/polls/answer/${question.id}/${right.id}`, {
    headers: await apiHeaders(page),
  });
  expect(other.status()).toBe(201);

  await page.getByRole('radio', { name: right.text, exact: true }).check();
  await page.getByRole('button', { name: 'Send svar' }).click();
  await expect(alertBox(page)).toContainText('Error: Already answered');
  await expect(page).toHaveURL(/\/user$/);
});
