import { useEffect, useId, useRef, type ReactNode } from 'react';
import '../styles/dialog.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for sizing (e.g. the post detail is wider than a picker). */
  className?: string;
}

/**
 * Modal dialog on the native `<dialog>` element: showModal() gives the focus trap, the inert
 * background and Escape for free, and the browser draws it in the top layer above the
 * shell's sticky header. We only add focus restoration (not every engine restores it) and
 * close on a backdrop click, which shoppers expect.
 */
export function Dialog({ open, title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    // The click handler only catches clicks on the backdrop (the dialog box itself);
    // keyboard users close with Escape (native cancel event) or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`cat-dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="cat-dialog__box">
        <header className="cat-dialog__header">
          <h2 id={titleId} className="cat-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="cat-dialog__close"
            onClick={() => onCloseRef.current()}
            aria-label="Lukk"
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="cat-dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
