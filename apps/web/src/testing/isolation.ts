import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';

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
