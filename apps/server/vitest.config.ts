import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: [fileURLToPath(new URL('./src/test/postgres-global-setup.ts', import.meta.url))],
    // Starting PGlite (WebAssembly) and migrating takes a few seconds on a slow machine; never fail on that.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
