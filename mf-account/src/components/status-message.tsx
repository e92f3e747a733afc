import type { ReactNode } from 'react';

/**
 * A polite live region that is always in the page, so screen readers announce what is put in it
 * (a region inserted together with its text is often not read).
 */
export function StatusMessage({
  children,
  tone = 'info',
  testId,
}: {
  readonly children?: ReactNode;
  readonly tone?: 'info' | 'success' | 'error';
  readonly testId?: string;
}) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div
      className={`acc-status${empty ? ' acc-status--empty' : ` acc-status--${tone}`}`}
      role="status"
      data-testid={testId}
    >
      {children}
    </div>
  );
}
