import { describe, expect, it } from 'vitest';
import { drawDisc, drawSkin, SKIN } from './synthetic';

describe('synthetic photos', () => {
  it('draws the same image for the same seed and another for another seed', () => {
    expect(drawDisc({ seed: 3 }).data).toEqual(drawDisc({ seed: 3 }).data);
    expect(drawDisc({ seed: 3 }).data).not.toEqual(drawDisc({ seed: 4 }).data);
  });

  it('keeps skin noise within its amplitude around the skin colour', () => {
    const image = drawSkin({ size: 32, noise: 4 });
    for (let i = 0; i < image.data.length; i++) {
      expect(Math.abs((image.data[i] ?? 0) - (SKIN[i % 3] ?? 0))).toBeLessThanOrEqual(4);
    }
  });

  it('paints the lesion colour at the centre of a disc', () => {
    const image = drawDisc({ size: 100, radius: 20, colour: [100, 50, 25], noise: 0 });
    expect(Array.from(image.data.slice(3 * (50 * 100 + 50), 3 * (50 * 100 + 50) + 3))).toEqual([100, 50, 25]);
  });
});
