import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Calls that replace or reset modules, or stub globals and the environment. Without isolation Vitest resets
 * none of them between files, so such a file would miss its mock or leak it into the files after it.
 */
const MODULE_TAMPERING =
  /\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|resetModules|importMock|stubGlobal|stubEnv)\s*\(/;

const tampering = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => MODULE_TAMPERING.test(readFileSync(path.join(root, 'src', file), 'utf8')));
if (tampering.length > 0) {
  throw new Error(
    `packages/shared runs its tests without isolation, so a test file must not mock modules or stub globals: ${tampering.join(', ')}. ` +
      'Give such files an isolated project, as apps/server/vitest.config.ts does.',
  );
}

/**
 * Pure functions with no module-level state: each worker imports the package (the memory engine with
 * compromise and chrono, about 2 s) once and runs file after file, instead of once per file in a new process.
 */
export default defineProject({
  test: { name: 'shared', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
