import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledOnce();
  });

  it('elsewhere resolves after the tasks already queued, not in a microtask', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const yielded = yieldToMain().then(() => order.push('after yield'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await yielded;
    expect(order).toEqual(['queued task', 'after yield']);
  });
});
