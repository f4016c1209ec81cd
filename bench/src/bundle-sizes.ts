import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Shared with e2e/tests/bundle-budget.spec.ts through this package's `./bundle-sizes` export: the bench prints
// these figures, the test fails when they are over the budget. Sizes are deterministic; timings are not.

/** Issue 19's goals, in gzip bytes of JavaScript. */
export const BUNDLE_BUDGET = {
  /** What `/` loads before it renders: the entry, its static imports and the home route. */
  initialJsGzip: 120 * 1024,
  /** What navigating to any one route adds on top of the entry. */
  routeJsGzip: 100 * 1024,
} as const;

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

/** Bytes on the wire: gzip at level 9 and Brotli at quality 11, the most each compresses. */
export interface CompressedSize {
  gzip: number;
  brotli: number;
}

export interface ChunkSize {
  name: string;
  js: CompressedSize;
  css: CompressedSize;
}

export interface BundleReport {
  /** The entry (index.html's script) with its static imports, before any route. */
  entry: ChunkSize;
  /** JS and CSS the browser must load before `/` renders: the entry, its static imports and the home route. */
  initial: ChunkSize;
  /** What navigating to each route adds on top of the entry, by route file name. */
  routes: ChunkSize[];
}

function compressedSize(distDir: string, file: string): CompressedSize {
  const bytes = readFileSync(path.join(distDir, file));
  return {
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
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

type Measure = (file: string) => CompressedSize;

function sizeOf(name: string, files: { js: Iterable<string>; css: Iterable<string> }, measure: Measure) {
  const sum = (list: Iterable<string>) => {
    const total = { gzip: 0, brotli: 0 };
    for (const file of list) {
      const size = measure(file);
      total.gzip += size.gzip;
      total.brotli += size.brotli;
    }
    return total;
  };
  return { name, js: sum(files.js), css: sum(files.css) };
}

/**
 * Reads the Vite manifest in `distDir` (`build.manifest: true`) and compresses what `/` loads first and what
 * each route under src/app/routes/ adds. Files shared by several chunks are compressed once.
 */
export function measureBundles(distDir: string, homeRouteMatch: RegExp): BundleReport {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const cache = new Map<string, CompressedSize>();
  const measure: Measure = (file) => {
    const known = cache.get(file);
    if (known) return known;
    const size = compressedSize(distDir, file);
    cache.set(file, size);
    return size;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const dynamic = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry);
  const home = dynamic.filter((key) => homeRouteMatch.test(key));
  const entryFiles = closure(manifest, entries);

  const routes = dynamic
    .filter((key) => /routes\//.test(key))
    .map((key) => {
      // What navigating to the route adds on top of what the entry already loaded.
      const files = closure(manifest, [key]);
      const added = {
        js: [...files.js].filter((file) => !entryFiles.js.has(file)),
        css: [...files.css].filter((file) => !entryFiles.css.has(file)),
      };
      return sizeOf(key.replace(/^src\/app\/routes\//, ''), added, measure);
    })
    .sort((a, b) => a.name.localeCompare(b.name));

  return {
    entry: sizeOf('entry', entryFiles, measure),
    initial: sizeOf('/', closure(manifest, [...entries, ...home]), measure),
    routes,
  };
}
