import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { projectsSplitByIsolation, testFilesNeedingIsolation } from '../../vitest.isolation';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.ts'];

/**
 * Test files that replace or reset modules (`vi.mock`, `vi.doMock`, `vi.resetModules`, …) or stub globals and
 * the environment. Vitest's non-isolated mode neither resets modules nor mocks between files, so such a file
 * would miss its mock (the module already loaded) or leak it into the files after it: these run isolated.
 * Found by reading the files, so a new one is picked up without a list to keep.
 */
const MODULE_TAMPERING =
  /\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|resetModules|importMock|stubGlobal|stubEnv)\s*\(/;

const isolated = testFilesNeedingIsolation(root, ['src'], MODULE_TAMPERING);

const shared = {
  environment: 'node',
  globalSetup: [fileURLToPath(new URL('./src/test/postgres-global-setup.ts', import.meta.url))],
  // Starting PGlite (WebAssembly) and migrating takes a few seconds on a slow machine; never fail on that.
  hookTimeout: 120_000,
  testTimeout: 60_000,
};

/**
 * The server's tests as two projects (the root config lists them; run from here, this config does).
 *
 * `server` runs its files without isolation: each worker imports the app (Fastify, every module, drizzle,
 * viem, the memory engine with compromise and chrono, …) once and runs file after file in that module graph,
 * where isolation re-imported all of it for every file (about 8 s of a file's time on a 2-core machine) in a
 * new process. Files still get their own app and database (describeEachDatabase, startTestApp); the
 * module-level state they share is caches keyed by database or by random token, counters that make names
 * unique, and the OCR and speech workers, which every app stops when it closes.
 *
 * `server-isolated` runs the files that tamper with modules (above) the usual way.
 */
export const serverProjects = projectsSplitByIsolation('server', { root, test: shared }, include, isolated);

export default defineConfig({ test: { projects: serverProjects } });
