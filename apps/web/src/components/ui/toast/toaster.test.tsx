import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { toast } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeAll(setUpI18n);

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
});
