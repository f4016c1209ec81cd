import { TOAST_DISMISS_MS } from '@careledger/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds toasts of each type in order and tells subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.success('Saved');
    store.error('Failed');
    store.info('Heads up');
    expect(store.getSnapshot().map((t) => [t.type, t.message])).toEqual([
      ['success', 'Saved'],
      ['error', 'Failed'],
      ['info', 'Heads up'],
    ]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('closes one toast and leaves the others', () => {
    const store = createToastStore();
    const first = store.info('first');
    store.info('second');
    store.dismiss(first);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['second']);
  });

  it('dismisses a toast by itself after TOAST_DISMISS_MS, not before', () => {
    const store = createToastStore();
    store.success('Settings saved successfully!');
    vi.advanceTimersByTime(TOAST_DISMISS_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('does not notify again when a closed toast times out later', () => {
    const store = createToastStore(1000);
    const listener = vi.fn();
    const id = store.error('gone');
    store.subscribe(listener);
    store.dismiss(id);
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.info('quiet');
    expect(listener).not.toHaveBeenCalled();
  });

  it('replaces an identical toast instead of stacking it, with a fresh timer', () => {
    const store = createToastStore(1000);
    store.success('Settings saved successfully!');
    vi.advanceTimersByTime(800);
    store.success('Settings saved successfully!');
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(700);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
