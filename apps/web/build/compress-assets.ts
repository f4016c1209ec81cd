import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text-like files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|wasm|txt)$/;
/** Below this a compressed copy saves less than the request around it weighs. */
export const MIN_COMPRESS_BYTES = 1024;

export interface CompressedFile {
  /** Path relative to the directory, with forward slashes. */
  file: string;
  bytes: number;
  /** Size of the `.br` copy; undefined when it was not smaller, so none was written. */
  brotliBytes: number | undefined;
  /** Size of the `.gz` copy; undefined when it was not smaller, so none was written. */
  gzipBytes: number | undefined;
}

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of
 * `dir` over MIN_COMPRESS_BYTES, for the server to send by content negotiation (apps/server's static-web
 * plugin). A copy that is not smaller than its original is not written, and a stale one is removed. Dot
 * directories (Vite's `.vite/manifest.json`) are not served, so they are skipped.
 */
export function compressDirectory(dir: string): CompressedFile[] {
  const written: CompressedFile[] = [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => COMPRESSIBLE.test(file) && !file.split('/').some((part) => part.startsWith('.')))
    .sort();
  for (const file of files) {
    const filePath = path.join(dir, file);
    const stat = statSync(filePath);
    if (!stat.isFile() || stat.size <= MIN_COMPRESS_BYTES) continue;
    const original = readFileSync(filePath);
    const brotli = brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    });
    const gzip = gzipSync(original, { level: constants.Z_BEST_COMPRESSION });
    written.push({
      file,
      bytes: original.length,
      brotliBytes: writeIfSmaller(`${filePath}.br`, brotli, original.length),
      gzipBytes: writeIfSmaller(`${filePath}.gz`, gzip, original.length),
    });
  }
  return written;
}

function writeIfSmaller(target: string, compressed: Buffer, originalBytes: number): number | undefined {
  if (compressed.length >= originalBytes) {
    rmSync(target, { force: true });
    return undefined;
  }
  writeFileSync(target, compressed);
  return compressed.length;
}

/** Vite plugin: once the build has written dist (public files included), compresses it (compressDirectory). */
export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'careledger:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // A failed build may have written nothing: its own error is the one to show.
      if (!existsSync(outDir)) return;
      const files = compressDirectory(outDir);
      const saved = files.reduce((sum, f) => sum + f.bytes - (f.brotliBytes ?? f.bytes), 0);
      this.info(`compressed ${files.length} files (Brotli saves ${(saved / 1024).toFixed(0)} KB)`);
    },
  };
}
