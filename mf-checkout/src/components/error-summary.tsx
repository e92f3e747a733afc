import type { MouseEvent } from 'react';

export interface ErrorItem {
  /** Id of the field the message is about. */
  readonly id: string;
  readonly message: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  event.preventDefault();
  document.getElementById(id)?.focus();
}

/** What stops the purchase, announced at once; each message leads to its field. */
export function ErrorSummary({ items }: { items: readonly ErrorItem[] }) {
  return (
    <div className="chk-error-summary" role="alert" data-testid="checkout-error-summary">
      <p className="chk-error-summary__title">
        <span aria-hidden="true">⚠ </span>Rett opp dette før du går videre:
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => focusField(event, item.id)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
