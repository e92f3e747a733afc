import { Link, type PollQuestion } from 'shared-contracts';
import { formatDoorDate } from './format';
import { DoorIcon } from './door-icon';
import {
  DOOR_STATE_TEXT,
  doorName,
  hasResult,
  isAnswerable,
  type DoorState,
} from '../rules/door-state';
import { questionPath, responsePath } from './paths';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One calendar door. Its name ('Luke 3, 3. desember: riktig svar') is the hidden sentence; the
 * number, date, icon and state word beside it are the same facts drawn for the eye. Answerable
 * doors link to the question, answered ones to the customer's result; locked and missed doors
 * are plain text (nothing to do there).
 */
export function Door({
  pollId,
  question,
  state,
}: {
  pollId: number;
  question: PollQuestion;
  state: DoorState;
}) {
  const date = formatDoorDate(question.opensAt);
  const body = (
    <>
      <span className="pol-visually-hidden">{doorName(question.number, date, state)}</span>
      <span className="pol-door__number" aria-hidden="true">
        {question.number}
      </span>
      <span className="pol-door__date" aria-hidden="true">
        {date}
      </span>
      <span className="pol-door__state" aria-hidden="true">
        <DoorIcon state={state} />
        {capitalise(DOOR_STATE_TEXT[state])}
      </span>
    </>
  );
  const to = isAnswerable(state)
    ? questionPath(pollId, question.id)
    : hasResult(state)
      ? responsePath(pollId, question.id)
      : null;
  return (
    <li
      className={`pol-door pol-door--${state}`}
      data-testid={`pol-door-${question.number}`}
      data-state={state}
    >
      {to ? (
        <Link to={to} className="pol-door__inner pol-door__link">
          {body}
        </Link>
      ) : (
        <span className="pol-door__inner">{body}</span>
      )}
    </li>
  );
}
