import { useRef, useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

/** A control that asks, keeping its button on the page while the question is open. */
function Asking({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Cancel order</button>
      {open && (
        <ConfirmDialog
          question="Cancel order ARD-1?" detail="This cannot be undone." confirmLabel="Yes, cancel" cancelLabel="Go back"
          onCancel={() => setOpen(false)} onConfirm={() => { setOpen(false); onConfirm(); }} testId="question"
        />
      )}
    </>
  );
}

/** A control the question replaces while it is open (the shop's order actions). */
function Replacing() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return open ? (
    <ConfirmDialog question="Sure?" confirmLabel="Yes" cancelLabel="No" onCancel={() => setOpen(false)} onConfirm={() => setOpen(false)} returnFocusTo={trigger} />
  ) : (
    <button type="button" ref={trigger} onClick={() => setOpen(true)}>Delete</button>
  );
}

describe('ConfirmDialog (issue 32)', () => {
  it('is an alertdialog named by its question and described by what follows, with the focus on the safe choice', () => {
    render(<Asking onConfirm={jest.fn()} />);
    screen.getByRole('button', { name: 'Cancel order' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order ARD-1?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText('This cannot be undone.').id);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Go back' }));
  });

  it('goes back on Escape and returns the focus to the control that asked', () => {
    const onConfirm = jest.fn();
    render(<Asking onConfirm={onConfirm} />);
    const asker = screen.getByRole('button', { name: 'Cancel order' });
    asker.focus();
    fireEvent.click(asker);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Go back' }), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(asker);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms only with its confirm button', () => {
    const onConfirm = jest.fn();
    render(<Asking onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByTestId('question-yes'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('returns the focus to a control rendered anew when the question closes', () => {
    render(<Replacing />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  });
});
