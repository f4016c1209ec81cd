import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compileContracts } from '../scripts/compile-contracts';

describe('compileContracts', () => {
  it('skips the compiler when the generated modules match the sources, compiler and script', async () => {
    // The global setup has just compiled (or found everything up to date).
    const result = await compileContracts();
    expect(result.compiled).toBe(false);
    expect(result.inputHash).toMatch(/^[0-9a-f]{64}$/);
    for (const file of result.files) {
      expect(await readFile(file, 'utf8')).toContain(`// input-hash: ${result.inputHash}\n`);
    }
  });
});
