// @isolate: installs the page's coalesced timeouts in TanStack's timeoutManager, as main.tsx does, for this file.
import { timeoutManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts } from '@/lib/coalesced-timeouts';
import { SPINNER_DELAY_MS, Spinner } from './spinner';

describe('Spinner on the page’s timeouts', () => {
  it('a screen’s spinners share one platform timer, and all turn once the wait has lasted', () => {
    vi.useFakeTimers();
    timeoutManager.setTimeoutProvider(coalescedTimeouts());
    render(
      <div>
        {['stock', 'orders', 'alerts', 'suppliers', 'lots', 'history'].map((what) => (
          <Spinner key={what} label={`Loading ${what}`} />
        ))}
      </div>,
    );
    expect(vi.getTimerCount()).toBe(1);
    expect(screen.queryAllByTestId('spinner-icon')).toHaveLength(0);

    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
    expect(screen.getAllByTestId('spinner-icon')).toHaveLength(6);
    expect(vi.getTimerCount()).toBe(0);
  });
});
