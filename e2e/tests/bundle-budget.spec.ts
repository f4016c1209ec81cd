import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_BUDGET, type BundleReport, measureBundles } from '@careledger/bench/bundle-sizes';
import { expect, test } from '@playwright/test';

// Issue 19's bundle budget, on the build `npm run test:e2e` makes first. Sizes are deterministic, unlike
// timings, so exceeding them fails; `npm run bench -- bundles` prints the same figures with Brotli beside them.
// No browser and no server: only apps/web/dist is read.

const distDir = path.resolve(import.meta.dirname, '../../apps/web/dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function measure(): BundleReport {
  if (!existsSync(path.join(distDir, '.vite/manifest.json')))
    throw new Error(`${distDir} has no .vite/manifest.json: run \`npm run build\` first.`);
  return measureBundles(distDir, /routes\/home/);
}

test.describe('bundle budget', () => {
  test(`/ loads at most ${kb(BUNDLE_BUDGET.initialJsGzip)} of JavaScript (gzip)`, () => {
    const { initial } = measure();
    expect(
      initial.js.gzip,
      `the entry, its static imports and the home route: ${kb(initial.js.gzip)} gzip, in bytes`,
    ).toBeLessThanOrEqual(BUNDLE_BUDGET.initialJsGzip);
  });

  test(`no route adds more than ${kb(BUNDLE_BUDGET.routeJsGzip)} of JavaScript (gzip)`, () => {
    const { routes } = measure();
    expect(routes.length, 'route chunks in the manifest').toBeGreaterThan(0);
    const over = routes
      .filter((route) => route.js.gzip > BUNDLE_BUDGET.routeJsGzip)
      .map((route) => `${route.name}: ${kb(route.js.gzip)}`);
    expect(over, 'routes over the budget, with what each adds to the entry').toEqual([]);
  });
});
