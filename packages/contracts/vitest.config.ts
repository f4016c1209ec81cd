import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Recompiles the contracts first when a source changed (instant otherwise), so tests never run a stale ABI.
    globalSetup: [fileURLToPath(new URL('./test/global-setup.ts', import.meta.url))],
    // Real transactions against a real node: generous limits so a slow machine never fails a test.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
