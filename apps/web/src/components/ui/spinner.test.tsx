import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SPINNER_DELAY_MS, Spinner, SpinningIcon } from './spinner';

describe('Spinner', () => {
  it('says what is loading at once, and shows the turning icon only once the wait has lasted', () => {
    vi.useFakeTimers();
    render(<Spinner label="Loading inventory" />);
    expect(screen.getByRole('status').textContent).toBe('Loading inventory');
    expect(screen.queryByTestId('spinner-icon')).toBeNull();

    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(screen.queryByTestId('spinner-icon')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    const icon = screen.getByTestId('spinner-icon');
    expect(icon.getAttribute('class')).toContain('animate-spin');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the icon’s room while it waits, so nothing moves when it appears', () => {
    vi.useFakeTimers();
    const { container } = render(<SpinningIcon className="size-5 text-slate-400" />);
    const placeholder = container.firstElementChild;
    expect(placeholder?.tagName).toBe('SPAN');
    expect(placeholder?.getAttribute('class')).toContain('size-5');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');

    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
    const icon = container.firstElementChild;
    expect(icon?.tagName.toLowerCase()).toBe('svg');
    expect(icon?.getAttribute('class')).toContain('size-5');
    expect(icon?.getAttribute('class')).toContain('text-slate-400');
  });

  it('never turns for a wait that ends first', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Spinner label="Loading" />);
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS / 2));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
