import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface ChunkSize {
  name: string;
  jsGzip: number;
  cssGzip: number;
}

interface BundleReport {
  /** JS and CSS the browser must load before `/` renders: the entry, its static imports and the home route. */
  initial: ChunkSize;
  routes: ChunkSize[];
}

function gzipSize(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

/** A chunk together with everything it imports statically, each file counted once. */
function closure(manifest: Manifest, keys: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

function sum(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSize(distDir, file);
  return total;
}

export function measureBundles(distDir: string, homeRouteMatch: RegExp): BundleReport {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const dynamic = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry);
  const home = dynamic.filter((key) => homeRouteMatch.test(key));
  const initialFiles = closure(manifest, [...entries, ...home]);
  const entryFiles = closure(manifest, entries);

  const routes = dynamic
    .filter((key) => /routes\//.test(key))
    .map((key) => {
      // What navigating to the route adds on top of what the entry already loaded.
      const files = closure(manifest, [key]);
      const extraJs = [...files.js].filter((file) => !entryFiles.js.has(file));
      const extraCss = [...files.css].filter((file) => !entryFiles.css.has(file));
      return {
        name: key.replace(/^src\/app\/routes\//, ''),
        jsGzip: sum(distDir, extraJs),
        cssGzip: sum(distDir, extraCss),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));

  return {
    initial: { name: '/', jsGzip: sum(distDir, initialFiles.js), cssGzip: sum(distDir, initialFiles.css) },
    routes,
  };
}
