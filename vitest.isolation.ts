import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
