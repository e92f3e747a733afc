import type { FlowProblem } from '../flow/checkout-flow';

/** Why the last attempt stopped: said at once (role=alert), with the server's details. */
export function ProblemNotice({ problem }: { problem: FlowProblem }) {
  return (
    <div className="chk-problem" role="alert" data-testid="checkout-problem">
      <p>
        <span aria-hidden="true">⚠ </span>
        {problem.message}
      </p>
      {problem.details.length > 0 ? (
        <ul>
          {problem.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
