import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

export interface FormAlertItem {
  /** Id of the field the message is about. */
  readonly id: string;
  readonly message: string;
}

export interface FormAlertProps {
  readonly id?: string;
  readonly message: string;
  /** Field messages, each leading to its field. */
  readonly items?: readonly FormAlertItem[];
  /** Changes on every failure (a new object), so the same text twice still takes the focus. */
  readonly focusKey?: unknown;
  readonly children?: ReactNode;
  readonly testId?: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  event.preventDefault();
  document.getElementById(id)?.focus();
}

/**
 * What stopped the form, announced at once (role="alert") and focused, so keyboard and screen
 * reader users start there; each field message links to its field.
 */
export function FormAlert({ id, message, items = [], focusKey, children, testId }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Focus once React has committed the message.
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div
      id={id}
      ref={ref}
      className="acc-error"
      role="alert"
      tabIndex={-1}
      data-testid={testId ?? 'acc-form-error'}
    >
      <p className="acc-error__message">{message}</p>
      {items.length > 0 ? (
        <ul className="acc-error__list">
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} onClick={(event) => focusField(event, item.id)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
