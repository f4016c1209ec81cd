import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/**
 * Test files that replace modules (`vi.mock`, `vi.doMock`, `vi.resetModules`, …). Without isolation a module
 * is imported once per worker, so such a file would miss its mock (already loaded) or leak it into the files
 * after it: these run isolated. So does a file that says `// @isolate: <why>`, because it tests a module's
 * state from the moment the page loads. Found by reading the files, so a new one is picked up without a list
 * to keep.
 */
const NEEDS_ISOLATION =
  /\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|resetModules|importMock)\s*\(|^\/\/ @isolate:/m;

function isolatedTestFiles(): string[] {
  return ['src', 'build']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map(
        (file) => `${dir}/${file.split(path.sep).join('/')}`,
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

const isolated = isolatedTestFiles();

const shared = {
  root,
  plugins: [react()],
  resolve: { alias: { '@': path.join(root, 'src') } },
};

/**
 * The web app's tests as two projects (the root config lists them; run from here, this config does).
 *
 * `web` runs its files without isolation: each worker sets up jsdom and imports React, the router, TanStack
 * Query and i18n once, and runs file after file there. Isolation did that again for every file, about 1.5 s
 * of a file's time on a 2-core machine (the project took 255 s; without isolation, 50 s). Each file still
 * renders its own tree with its own QueryClient; `testing/isolation.ts` undoes what a test may leave behind
 * (the DOM, stubbed globals, fake timers) after every test.
 *
 * `web-isolated` runs the files that replace modules (above) the usual way.
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    ...shared,
    test: {
      name: 'web',
      environment: 'jsdom',
      include,
      exclude: [...configDefaults.exclude, ...isolated],
      isolate: false,
      setupFiles: ['src/testing/isolation.ts'],
    },
  },
  ...(isolated.length > 0
    ? [
        {
          ...shared,
          test: {
            name: 'web-isolated',
            environment: 'jsdom',
            include: isolated,
            isolate: true,
            setupFiles: ['src/testing/isolation.ts'],
          },
        },
      ]
    : []),
];

export default defineConfig({ test: { projects: webProjects } });
