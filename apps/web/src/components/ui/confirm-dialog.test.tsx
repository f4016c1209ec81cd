import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(overrides: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Clear all notifications?"
      confirmLabel="Clear all"
      pendingLabel="Clearing…"
      cancelLabel="Cancel"
      closeLabel="Close"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...overrides}
    >
      <p>12 notifications will be removed.</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('acts only through its confirm button', () => {
    const { onConfirm, onCancel } = renderDialog();
    expect(screen.getByText('12 notifications will be removed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape without acting', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be confirmed twice while the action runs, and shows why it failed', () => {
    const { onConfirm, onCancel } = renderDialog({ isPending: true, error: 'The server is not reachable.' });
    const confirm = screen.getByRole('button', { name: 'Clearing…' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The server is not reachable.');
  });

  it('disables the confirm button when there is nothing to do', () => {
    renderDialog({ confirmDisabled: true });
    expect((screen.getByRole('button', { name: 'Clear all' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
