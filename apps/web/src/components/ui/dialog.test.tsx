import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('shown while mounted, asks its owner to close on Escape and on the X button', () => {
    const onClose = vi.fn();
    render(
      <Dialog onClose={onClose} title="Receive order" closeLabel="Close">
        <p>3 boxes arrived.</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Receive order' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    // Its owner decides: until it unmounts the dialog, the dialog stays.
    expect(screen.getByText('3 boxes arrived.')).toBeTruthy();
  });

  it('opened and closed by its owner through open and onOpenChange', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Dialog open={false} onOpenChange={onOpenChange} title="Add product" closeLabel="Close">
        <p>The form.</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Dialog open onOpenChange={onOpenChange} title="Add product" closeLabel="Close">
        <p>The form.</p>
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
