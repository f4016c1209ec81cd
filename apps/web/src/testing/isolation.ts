import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadListbox } from '@/components/ui/select';
import { toast } from '@/components/ui/toast/toast-store';

// In a browser the selects' Radix code arrives when the page is idle after its first tap (ui/select), before
// anyone can reach a select's options; jsdom has no idle callback. Loaded here, a test's select is the one a
// user presses. The stand-in shown before it arrives has its own tests (ui/select-stand-in.test.tsx).
await loadListbox();

// The `web` project runs its files one after another in one module graph and one jsdom (vitest.config.ts):
// whatever a test leaves behind would reach the files after it. Undone after every test, whether or not the
// test did it itself: the DOM, stubbed globals and environment, fake timers, spies, and the page's toasts.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const shown of toast.getSnapshot()) toast.dismiss(shown.id);
});
