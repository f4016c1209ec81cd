import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts } from './coalesced-timeouts';

describe('coalescedTimeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each timeout once, no earlier than asked, in due order', () => {
    const timeouts = coalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('stale at 30 s'), 30_000);
    timeouts.setTimeout(() => ran.push('retry at 1 s'), 1_000);
    timeouts.setTimeout(() => ran.push('also at 1 s, asked later'), 1_000);
    timeouts.setTimeout(() => ran.push('dropped at 5 min'), 300_000);
    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['retry at 1 s', 'also at 1 s, asked later']);
    vi.advanceTimersByTime(300_000);
    expect(ran).toEqual(['retry at 1 s', 'also at 1 s, asked later', 'stale at 30 s', 'dropped at 5 min']);
    vi.advanceTimersByTime(600_000);
    expect(ran).toHaveLength(4);
  });

  it('never runs a cleared timeout, and keeps the others', () => {
    const timeouts = coalescedTimeouts();
    const ran: number[] = [];
    const first = timeouts.setTimeout(() => ran.push(1), 1_000);
    timeouts.setTimeout(() => ran.push(2), 2_000);
    timeouts.clearTimeout(first);
    timeouts.clearTimeout(undefined);
    vi.advanceTimersByTime(5_000);
    expect(ran).toEqual([2]);
  });

  it('sets the one platform timer only when a timeout falls due sooner than it', () => {
    // Counted by a wrapper, not vi.spyOn: restoring a spy on the faked setTimeout left the platform's timers
    // broken for the test files after this one in the same worker.
    const fake = globalThis.setTimeout;
    const platform = vi.fn((...args: Parameters<typeof setTimeout>) => fake(...args));
    vi.stubGlobal('setTimeout', platform);
    const timeouts = coalescedTimeouts();
    // A screen mounting: every query's 5-minute drop and 30-second staleness, set and cleared over and over.
    for (let i = 0; i < 40; i += 1) {
      timeouts.clearTimeout(timeouts.setTimeout(() => undefined, 300_000));
      timeouts.setTimeout(() => undefined, 30_000);
    }
    expect(platform).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('runs the rest when one throws, and reports the error', async () => {
    const timeouts = coalescedTimeouts();
    const ran: string[] = [];
    const reported = vi.fn();
    timeouts.setTimeout(() => {
      throw new Error('a callback failed');
    }, 10);
    timeouts.setTimeout(() => ran.push('after it'), 10);
    const queue = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        reported((error as Error).message);
      }
    });
    vi.advanceTimersByTime(10);
    queue.mockRestore();
    expect(ran).toEqual(['after it']);
    expect(reported).toHaveBeenCalledWith('a callback failed');
  });

  it('passes intervals through to the platform', () => {
    const timeouts = coalescedTimeouts();
    const tick = vi.fn();
    const id = timeouts.setInterval(tick, 100);
    vi.advanceTimersByTime(350);
    timeouts.clearInterval(id);
    vi.advanceTimersByTime(350);
    expect(tick).toHaveBeenCalledTimes(3);
  });
});
