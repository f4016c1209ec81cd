interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, after what the browser has waiting (input, a frame). Code that goes on after it
 * is no longer part of the task that called it: on a slow tablet, one long task becomes a few short ones, and a
 * tap in between is answered. `scheduler.yield` puts the rest ahead of other queued tasks where the browser has it;
 * elsewhere a zero timeout queues it behind them.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
