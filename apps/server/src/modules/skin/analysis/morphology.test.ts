import { mulberry32 } from '@careledger/server/forecast/test-series';
import { describe, expect, it } from 'vitest';
import { boxBlur, closeMask, dilatePlane, erodePlane, fillHoles, openMask, windowMeans } from './morphology';
import { maskArea } from './types';

/** A plane of random values, rounded so that ties occur. */
function randomPlane(width: number, height: number, seed: number) {
  const random = mulberry32(seed);
  return {
    width,
    height,
    data: Float32Array.from({ length: width * height }, () => Math.round(random() * 50)),
  };
}

/** Minimum or maximum over the (2r+1)² square around each pixel, the image edge clamping the square. */
function bruteExtreme(
  plane: ReturnType<typeof randomPlane>,
  radius: number,
  pick: (a: number, b: number) => number,
) {
  const { width: w, height: h, data } = plane;
  return Float32Array.from({ length: w * h }, (_, i) => {
    const [x, y] = [i % w, Math.floor(i / w)];
    let acc = data[i] ?? 0;
    for (let v = Math.max(0, y - radius); v <= Math.min(h - 1, y + radius); v++) {
      for (let u = Math.max(0, x - radius); u <= Math.min(w - 1, x + radius); u++)
        acc = pick(acc, data[v * w + u] ?? 0);
    }
    return acc;
  });
}

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

  it.each([
    [1, 1, 1],
    [17, 9, 1],
    [17, 9, 3],
    [12, 30, 5],
    [9, 7, 20],
  ])(
    'erodes and dilates a %i×%i plane by radius %i as the minimum and maximum over the square',
    (w, h, r) => {
      const plane = randomPlane(w, h, w * h + r);
      expect(erodePlane(plane, r).data).toEqual(bruteExtreme(plane, r, Math.min));
      expect(dilatePlane(plane, r).data).toEqual(bruteExtreme(plane, r, Math.max));
    },
  );

  it('gives box blurs of a plane and of its squares over a rectangle, to the bit', () => {
    const plane = randomPlane(40, 30, 7);
    const bounds = { x0: 5, y0: 8, x1: 21, y1: 26 };
    const { mean, meanSquare } = windowMeans(plane, 3, bounds);
    const whole = boxBlur(plane, 3).data;
    const squares = boxBlur({ ...plane, data: plane.data.map((v) => v * v) }, 3).data;
    const crop = (values: Float32Array) =>
      Float32Array.from(
        { length: 17 * 19 },
        (_, i) => values[(8 + Math.floor(i / 17)) * 40 + 5 + (i % 17)] ?? 0,
      );
    expect(mean).toEqual(crop(whole));
    expect(meanSquare).toEqual(crop(squares));
  });
});
