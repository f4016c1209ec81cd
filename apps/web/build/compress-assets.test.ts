// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDirectory, MIN_COMPRESS_BYTES } from './compress-assets';

// Repetitive text like a bundle's: it compresses well.
const script = 'export function add(a, b) { return a + b; }\n'.repeat(200);

describe('compressDirectory', () => {
  let dist: string;
  const at = (file: string) => path.join(dist, file);
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'careledger-compress-'));
    mkdirSync(at('assets'));
    mkdirSync(at('.vite'));
  });
  afterEach(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes .br and .gz copies that decode to the original, beside every compressible file', () => {
    writeFileSync(at('index.html'), `<!doctype html><title>CareLedger</title>${'<p>ward</p>'.repeat(200)}`);
    writeFileSync(at('assets/index-3f9a1c.js'), script);
    writeFileSync(at('assets/index-77aa00.css'), '.card { padding: 1rem; }\n'.repeat(100));

    const written = compressDirectory(dist);

    expect(written.map((f) => f.file)).toEqual([
      'assets/index-3f9a1c.js',
      'assets/index-77aa00.css',
      'index.html',
    ]);
    for (const { file, bytes, brotliBytes, gzipBytes } of written) {
      const original = readFileSync(at(file));
      expect(bytes).toBe(original.length);
      expect(brotliDecompressSync(readFileSync(at(`${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(at(`${file}.gz`)))).toEqual(original);
      expect(brotliBytes).toBe(readFileSync(at(`${file}.br`)).length);
      expect(gzipBytes).toBe(readFileSync(at(`${file}.gz`)).length);
      expect(brotliBytes).toBeLessThan(bytes);
    }
  });

  it('leaves small files, other kinds of file and dot directories alone', () => {
    writeFileSync(at('assets/tiny.js'), 'x'.repeat(MIN_COMPRESS_BYTES));
    writeFileSync(at('assets/photo.png'), script);
    writeFileSync(at('.vite/manifest.json'), JSON.stringify({ script }));

    expect(compressDirectory(dist)).toEqual([]);
    for (const file of ['assets/tiny.js', 'assets/photo.png', '.vite/manifest.json']) {
      expect(existsSync(at(`${file}.br`)), file).toBe(false);
      expect(existsSync(at(`${file}.gz`)), file).toBe(false);
    }
  });

  it('writes no copy that is not smaller than the original, and removes a stale one', () => {
    // Random bytes do not compress: each copy would be its input plus the format's framing.
    writeFileSync(at('assets/data.wasm'), randomBytes(4096));
    writeFileSync(at('assets/data.wasm.br'), 'left over from an earlier build');

    expect(compressDirectory(dist)).toEqual([
      { file: 'assets/data.wasm', bytes: 4096, brotliBytes: undefined, gzipBytes: undefined },
    ]);
    expect(existsSync(at('assets/data.wasm.br'))).toBe(false);
    expect(existsSync(at('assets/data.wasm.gz'))).toBe(false);
  });
});
