import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

interface Entry {
  at: number;
  run: TimeoutCallback;
}

/**
 * TanStack Query's timeouts (when a query goes stale, when an unused one is dropped, a retry's wait) kept in a
 * list behind one platform timer, set for whichever falls due first. A screen's queries set and clear such
 * timeouts every time a component starts or stops reading one, dozens as a screen mounts, and each platform
 * setTimeout or clearTimeout costs the page's thread (more where async stacks are recorded, as Lighthouse and
 * the browser's developer tools do); here most are a map entry. Installed by main.tsx with TanStack's
 * `timeoutManager`, before any query exists. A timeout runs no earlier than asked, in due order; one that throws
 * is reported without holding up the rest.
 */
export function coalescedTimeouts(): TimeoutProvider<number> {
  const due = new Map<number, Entry>();
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the platform timer is set to fire; Infinity when it is not set. */
  let timerAt = Number.POSITIVE_INFINITY;

  const arm = () => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const entry of due.values()) earliest = Math.min(earliest, entry.at);
    if (earliest === timerAt) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    timerAt = earliest;
    if (earliest !== Number.POSITIVE_INFINITY) timer = setTimeout(fire, Math.max(0, earliest - Date.now()));
  };

  function fire() {
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
    const now = Date.now();
    const ready = [...due]
      .filter(([, entry]) => entry.at <= now)
      .sort(([a, x], [b, y]) => x.at - y.at || a - b);
    for (const [id] of ready) due.delete(id);
    for (const [, entry] of ready) {
      try {
        entry.run();
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    arm();
  }

  return {
    setTimeout: (run, delay) => {
      const id = nextId++;
      const at = Date.now() + Math.max(0, delay);
      due.set(id, { at, run });
      // Cleared entries are not worth a platform call: the timer fires, finds nothing due, and sets itself again.
      if (at < timerAt) arm();
      return id;
    },
    clearTimeout: (id) => {
      if (id !== undefined) due.delete(Number(id));
    },
    setInterval: (run, delay) => setInterval(run, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  };
}
