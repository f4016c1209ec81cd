import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { projectsSplitByIsolation, testFilesNeedingIsolation } from '../../vitest.isolation';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/**
 * Test files that replace modules (`vi.mock`, `vi.doMock`, `vi.resetModules`, …). Without isolation a module
 * is imported once per worker, so such a file would miss its mock (already loaded) or leak it into the files
 * after it: these run isolated. So does a file that says `// @isolate: <why>`, because it tests a module's
 * state from the moment the page loads.
 */
const NEEDS_ISOLATION =
  /\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|resetModules|importMock)\s*\(|^\/\/ @isolate:/m;

const isolated = testFilesNeedingIsolation(root, ['src', 'build'], NEEDS_ISOLATION);

const shared = {
  root,
  plugins: [react()],
  resolve: { alias: { '@': path.join(root, 'src') } },
};

/**
 * The web app's tests as two projects (the root config lists them; run from here, this config does).
 *
 * `web` runs its files without isolation: each worker sets up jsdom and imports React, the router, TanStack
 * Query and i18n once, and runs file after file there. Isolation did that again for every file: the web
 * tests took 255 s on a 2-core machine, and about 100 s as these two projects. Each file still renders its own
 * tree with its own QueryClient; `testing/isolation.ts` undoes what a test may leave behind (the DOM, stubbed
 * globals, fake timers, spies, toasts) after every test.
 *
 * `web-isolated` runs the files found above the usual way.
 */
export const webProjects = projectsSplitByIsolation(
  'web',
  { ...shared, test: { environment: 'jsdom', setupFiles: ['src/testing/isolation.ts'] } },
  include,
  isolated,
);

export default defineConfig({ test: { projects: webProjects } });
