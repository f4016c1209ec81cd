import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The analysis thread loads this folder and nothing of the server. From the shared package it takes only the
// skin constants: its front door loads every module's schemas, which took the thread's start from about 0.2 s
// to about 3 s on a loaded two-core machine, time the first photo waited for.

const folder = new URL('.', import.meta.url);

/** The files the thread loads: index.ts and what it imports, followed through this folder. */
function threadSources(): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(new URL(file, folder), 'utf8');
    // Type-only imports and exports are erased and load nothing.
    const specifiers = [...text.matchAll(/^(import|export) (?!type )[^;]*?from '([^']+)'/gms)].map(
      (m) => m[2] ?? '',
    );
    seen.set(file, specifiers);
    for (const specifier of specifiers) if (specifier.startsWith('./')) visit(`${specifier.slice(2)}.ts`);
  };
  visit('index.ts');
  return seen;
}

describe('the analysis thread’s imports', () => {
  it('take only the skin constants from @careledger/shared, and nothing outside this folder', () => {
    const sources = threadSources();
    expect(sources.size).toBeGreaterThan(10);
    for (const [file, specifiers] of sources) {
      for (const specifier of specifiers) {
        const allowed =
          specifier === '@careledger/shared/skin-analysis/constants' || specifier.startsWith('./');
        expect(allowed, `${file} imports ${specifier}`).toBe(true);
      }
    }
  });
});
