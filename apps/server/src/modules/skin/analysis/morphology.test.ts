import { describe, expect, it } from 'vitest';
import { boxBlur, closeMask, fillHoles, openMask } from './morphology';
import { maskArea } from './types';

function grid(rows: string[]) {
  return {
    width: rows[0]?.length ?? 0,
    height: rows.length,
    data: Uint8Array.from(rows.join(''), (c) => (c === '#' ? 1 : 0)),
  };
}

describe('morphology', () => {
  it('opening removes a one-pixel hair and keeps a block', () => {
    const mask = grid(['#.......', '.#......', '..#.###.', '....###.', '....###.', '........']);
    expect(maskArea(openMask(mask, 1))).toBe(9);
  });

  it('closing bridges a one-pixel gap', () => {
    const mask = grid(['.........', '.........', '..##.##..', '..##.##..', '.........', '.........']);
    expect(maskArea(closeMask(mask, 1))).toBe(10);
  });

  it('fills a hole but not a bay open to the edge', () => {
    const mask = grid(['#####', '#...#', '#####', '#...#', '#.###']);
    const filled = fillHoles(mask);
    expect(maskArea(filled)).toBe(maskArea(mask) + 3);
  });

  it('blurs by a mean, keeping a constant plane', () => {
    const plane = { width: 3, height: 3, data: Float32Array.from([0, 0, 0, 0, 9, 0, 0, 0, 0]) };
    expect(boxBlur(plane, 1).data[4]).toBeCloseTo(1, 6);
    expect(boxBlur({ ...plane, data: new Float32Array(9).fill(4) }, 1).data.every((v) => v === 4)).toBe(true);
  });
});
