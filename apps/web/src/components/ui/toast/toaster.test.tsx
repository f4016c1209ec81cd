import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { toast } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeAll(setUpI18n);
  afterEach(cleanup);

  it('shows a toast with its type and removes it with the Close button', () => {
    render(<Toaster />);
    act(() => {
      toast.error('The server said no.');
    });
    const item = screen.getByTestId('toast');
    expect(item.textContent).toContain('The server said no.');
    expect(item.dataset.type).toBe('error');
    expect(screen.getByRole('status').contains(item)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('sits at the bottom right, away from the header and its buttons (issue 12 item 9)', () => {
    render(<Toaster />);
    const classes = screen.getByTestId('toaster').className.split(' ');
    expect(classes).toContain('bottom-24');
    expect(classes).toContain('right-4');
    expect(classes.some((name) => name.startsWith('top-'))).toBe(false);
  });
});
