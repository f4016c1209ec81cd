import { describe, expect, it } from 'vitest';
import { imageToLab } from './color';
import { scoreColours } from './colours';
import { maskGeometry } from './geometry';
import { BORDER_COLOUR, drawOverlay, MAJOR_AXIS_COLOUR } from './overlay';
import { segmentLesion } from './segment';
import { drawEllipse } from './synthetic';

describe('drawOverlay', () => {
  it('draws the border and the major axis over a tinted copy, leaving the photo untouched', () => {
    const image = drawEllipse({ angleDeg: 0, size: 256 });
    const original = Uint8Array.from(image.data);
    const lab = imageToLab(image);
    const segmentation = segmentLesion(lab);
    if (!segmentation.found) throw new Error(segmentation.reason);
    const geometry = maskGeometry(segmentation.mask);
    const colours = scoreColours(lab, segmentation.mask, geometry);
    const overlay = drawOverlay(image, segmentation.mask, geometry, colours.classes);
    expect(image.data).toEqual(original);
    const pixel = (x: number, y: number) =>
      Array.from(overlay.data.slice(3 * (y * 256 + x), 3 * (y * 256 + x) + 3));
    // The ellipse's long axis is horizontal through the centre; its left end (a = 90) is on the border.
    expect(pixel(128 + 40, 128)).toEqual([...MAJOR_AXIS_COLOUR]);
    const row = Array.from({ length: 256 }, (_, x) => pixel(x, 100).join());
    expect(row).toContain(BORDER_COLOUR.join());
    // Inside the lesion, off the axes, the dark-brown tint moved the pixel.
    expect(pixel(128 + 30, 128 + 20)).not.toEqual(
      Array.from(original.slice(3 * (148 * 256 + 158), 3 * (148 * 256 + 158) + 3)),
    );
  });
});
