import { useEffect, useId, useRef, type RefObject } from 'react';

export interface ConfirmDialogProps {
  /** The question, naming what will happen ("Cancel order ARD-7K3M9QX2?"). */
  question: string;
  /** What follows and cannot be undone; read out with the question. */
  detail?: string;
  confirmLabel: string;
  /** The safe way out ("Go back"): it has the focus when the question opens. */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /**
   * Where focus goes when the question closes: the control that asked, when the page renders it
   * anew (the question replaced it). Without it, the element that had focus when the question opened.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  testId?: string;
  /** The confirm button's test id (default `${testId}-yes`). */
  confirmTestId?: string;
  className?: string;
}

/**
 * "Are you sure?" in the page rather than a browser dialog (issue 32), for moves that cannot be
 * undone: an alertdialog that names what happens, takes the keyboard focus (on the safe choice,
 * so Enter never confirms by accident), closes on Escape as "go back", and gives the focus back
 * to the control that asked. Not modal: the rest of the page stays usable and readable.
 */
export function ConfirmDialog({ question, detail, confirmLabel, cancelLabel, onConfirm, onCancel, busy, returnFocusTo, testId, confirmTestId, className }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const returnTo = useRef(returnFocusTo);
  returnTo.current = returnFocusTo;
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    keep.current?.focus();
    // Escape anywhere in the question is "go back".
    const element = dialog.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      cancel.current();
    };
    element?.addEventListener('keydown', onKey);
    return () => {
      element?.removeEventListener('keydown', onKey);
      // After the page has re-rendered: the asking control as it is now, else the one that had focus.
      const target = returnTo.current?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, []);

  return (
    <div
      className={['confirm-dialog', className].filter(Boolean).join(' ')}
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={`${id}-question`}
      aria-describedby={detail ? `${id}-detail` : undefined}
      data-testid={testId}
      ref={dialog}
    >
      <p id={`${id}-question`} className="confirm-dialog__question">{question}</p>
      {detail && <p id={`${id}-detail`} className="confirm-dialog__detail">{detail}</p>}
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn--secondary" ref={keep} onClick={onCancel}>{cancelLabel}</button>
        <button type="button" className="btn" disabled={busy} onClick={onConfirm} data-testid={confirmTestId ?? (testId ? `${testId}-yes` : undefined)}>{confirmLabel}</button>
      </div>
    </div>
  );
}
