// Connected-component labelling (4-connectivity, flood fill) of a mask, with what segmentation needs to pick
// the lesion: area, centroid and how many image-edge pixels each component holds.
import type { Mask } from './types';

/** One 4-connected component of a mask. */
export interface Component {
  label: number;
  area: number;
  cx: number;
  cy: number;
  /** Pixels of the component on the image's outermost rows and columns. */
  edgePixels: number;
}

/** Labels a mask's 4-connected components: labels[i] is 0 for background, 1… for each component. */
export function labelComponents(mask: Mask): { labels: Int32Array; components: Component[] } {
  const { width: w, height: h } = mask;
  const labels = new Int32Array(w * h);
  const components: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (mask.data[start] === 0 || labels[start] !== 0) continue;
    const label = components.length + 1;
    const component = { label, area: 0, cx: 0, cy: 0, edgePixels: 0 };
    labels[start] = label;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      const x = i % w;
      const y = (i - x) / w;
      component.area++;
      component.cx += x;
      component.cy += y;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) component.edgePixels++;
      for (const j of [
        x > 0 ? i - 1 : -1,
        x < w - 1 ? i + 1 : -1,
        y > 0 ? i - w : -1,
        y < h - 1 ? i + w : -1,
      ]) {
        if (j >= 0 && mask.data[j] === 1 && labels[j] === 0) {
          labels[j] = label;
          stack.push(j);
        }
      }
    }
    component.cx /= component.area;
    component.cy /= component.area;
    components.push(component);
  }
  return { labels, components };
}

/** The mask of one labelled component. */
export function componentMask(labels: Int32Array, label: number, width: number, height: number): Mask {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) if (labels[i] === label) data[i] = 1;
  return { width, height, data };
}
