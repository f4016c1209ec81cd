import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The test files under `root`'s `dirs` whose source matches `needsIsolation`, as paths relative to `root`, for
 * a workspace that runs its tests without isolation and the rest in an isolated project (apps/server and
 * apps/web `vitest.config.ts`). Found by reading the files, so a new one is picked up without a list to keep.
 */
export function testFilesNeedingIsolation(
  root: string,
  dirs: readonly string[],
  needsIsolation: RegExp,
): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map(
        (file) => `${dir}/${file.split(path.sep).join('/')}`,
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => needsIsolation.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

/**
 * A workspace's tests as two projects from one `base`: `name` runs `include` without isolation except the
 * `isolated` files, which `<name>-isolated` runs the usual way (left out when there are none).
 */
export function projectsSplitByIsolation(
  name: string,
  base: TestProjectInlineConfiguration,
  include: string[],
  isolated: string[],
): TestProjectInlineConfiguration[] {
  const unisolated = { ...base.test, name, include, exclude: [...configDefaults.exclude, ...isolated] };
  return [
    { ...base, test: { ...unisolated, isolate: false } },
    ...(isolated.length > 0
      ? [{ ...base, test: { ...base.test, name: `${name}-isolated`, include: isolated, isolate: true } }]
      : []),
  ];
}
