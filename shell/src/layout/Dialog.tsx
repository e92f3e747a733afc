/**
 * The one overlay primitive behind the menus and modals: labelled dialog, focus trapped while
 * open and given back on close, Escape and a click on the backdrop close it.
 */
import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '../behaviour/focus-trap';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** 'modal' is centred; 'drawer-left' / 'drawer-right' slide in from the side. */
  variant: 'modal' | 'drawer-left' | 'drawer-right';
  /** Hide the visible heading (the dialog stays labelled). */
  hideTitle?: boolean;
  className?: string;
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  variant,
  hideTitle,
  className,
  closeLabel = 'Lukk',
  children,
  footer,
  testId,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, { open, onEscape: onClose });
  if (!open) return null;
  return (
    <div
      className={`sh-overlay sh-overlay--${variant}`}
      data-testid={testId ? `${testId}-overlay` : undefined}
    >
      {/* The backdrop is a pointer convenience only; keyboard users close with Escape or the button. */}
      <div className="sh-overlay__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`sh-dialog sh-dialog--${variant}${className ? ` ${className}` : ''}`}
        data-testid={testId}
      >
        <div className="sh-dialog__head">
          <h2 id={titleId} className={hideTitle ? 'sh-visually-hidden' : 'sh-dialog__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="sh-icon-button sh-dialog__close"
            onClick={onClose}
            aria-label={closeLabel}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="sh-dialog__body">{children}</div>
        {footer ? <div className="sh-dialog__foot">{footer}</div> : null}
      </div>
    </div>
  );
}
