// Connected-component labelling (4-connectivity, scanline flood fill) of a mask, with what segmentation needs
// to pick the lesion: area, centroid and how many image-edge pixels each component holds.
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

/** A stack of pixel indices in a typed array that doubles when full. */
export class PixelStack {
  private items = new Int32Array(1024);
  size = 0;

  push(index: number): void {
    if (this.size === this.items.length) {
      const grown = new Int32Array(2 * this.items.length);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.size++] = index;
  }

  pop(): number {
    return this.items[--this.size] ?? 0;
  }
}

/** A plane of small integers that a flood fill reads as values and overwrites with marks. */
export interface FillPlane {
  width: number;
  height: number;
  data: Uint8Array | Int32Array;
}

/**
 * Scanline flood fill, 4-connected: from `seed`, sets every reachable pixel whose value lies in [low, high]
 * to `mark` (which must lie outside that range), a run (a stretch of a row) at a time, and reports each run.
 * A run is found by extending left and right; the rows above and below are then scanned along it, and the
 * start of each fillable stretch there goes on the stack: one index per stretch rather than per pixel.
 */
export function floodFill(
  plane: FillPlane,
  low: number,
  high: number,
  mark: number,
  seed: number,
  stack: PixelStack,
  onRun?: (y: number, from: number, to: number) => void,
): void {
  const { width: w, height: h, data } = plane;
  if (!inRange(data, seed, low, high)) return;
  stack.push(seed);
  while (stack.size > 0) {
    const i = stack.pop();
    if (!inRange(data, i, low, high)) continue;
    const x = i % w;
    const y = (i - x) / w;
    let from = i;
    while (from > y * w && inRange(data, from - 1, low, high)) from--;
    let to = i;
    while (to < y * w + w - 1 && inRange(data, to + 1, low, high)) to++;
    data.fill(mark, from, to + 1);
    onRun?.(y, from - y * w, to - y * w);
    if (y > 0) stackStretches(data, from - w, to - w, low, high, stack);
    if (y < h - 1) stackStretches(data, from + w, to + w, low, high, stack);
  }
}

/** Whether data[i] lies in [low, high]. */
function inRange(data: Uint8Array | Int32Array, i: number, low: number, high: number): boolean {
  const v = data[i] ?? low - 1;
  return v >= low && v <= high;
}

/** Stacks the first index of each stretch of in-range values among data[from … to]. */
function stackStretches(
  data: Uint8Array | Int32Array,
  from: number,
  to: number,
  low: number,
  high: number,
  stack: PixelStack,
): void {
  let open = false;
  for (let i = from; i <= to; i++) {
    if (!inRange(data, i, low, high)) open = false;
    else if (!open) {
      stack.push(i);
      open = true;
    }
  }
}

/** A component found by findComponents, with its first pixel in raster order. */
export interface FoundComponent extends Component {
  start: number;
}

/**
 * The 4-connected regions of pixels with values in [low, high], in the raster order of their first pixel,
 * with their area, centroid and image-edge pixels: component k (from 1) is flood-filled with markOf(k).
 */
export function findComponents(
  plane: FillPlane,
  low: number,
  high: number,
  markOf: (label: number) => number,
): FoundComponent[] {
  const { width: w, height: h, data } = plane;
  const components: FoundComponent[] = [];
  const stack = new PixelStack();
  // The current component's area, Σx, Σy and edge pixels, summed run by run. Kept outside the scan loop (a
  // closure over variables of the loop body would cost a fresh scope for every pixel scanned).
  const sums = new Float64Array(4);
  const addRun = (y: number, from: number, to: number) => {
    const count = to - from + 1;
    sums[0] = (sums[0] ?? 0) + count;
    // The x of a run sum to (from + to) · count / 2, a whole number.
    sums[1] = (sums[1] ?? 0) + ((from + to) * count) / 2;
    sums[2] = (sums[2] ?? 0) + y * count;
    let edge = 0;
    if (y === 0 || y === h - 1) edge = count;
    else edge = (from === 0 ? 1 : 0) + (to === w - 1 && to !== 0 ? 1 : 0);
    sums[3] = (sums[3] ?? 0) + edge;
  };
  for (let start = 0; start < w * h; start++) {
    const v = data[start] ?? low - 1;
    if (v < low || v > high) continue;
    const label = components.length + 1;
    sums.fill(0);
    floodFill(plane, low, high, markOf(label), start, stack, addRun);
    const [area = 0, sumX = 0, sumY = 0, edgePixels = 0] = sums;
    components.push({ label, area, cx: sumX / area, cy: sumY / area, edgePixels, start });
  }
  return components;
}

/**
 * Labels a mask's 4-connected components: labels[i] is 0 for background, 1… for each component, numbered in
 * the raster order of their first pixel, each filled by a scanline flood fill from there.
 */
export function labelComponents(mask: Mask): { labels: Int32Array; components: Component[] } {
  const { width, height, data } = mask;
  // Set pixels start as −1 (unlabelled) and become their component's label.
  const labels = new Int32Array(width * height);
  for (let i = 0; i < labels.length; i++) labels[i] = data[i] === 1 ? -1 : 0;
  const found = findComponents({ width, height, data: labels }, -1, -1, (label) => label);
  const components = found.map(({ label, area, cx, cy, edgePixels }) => ({
    label,
    area,
    cx,
    cy,
    edgePixels,
  }));
  return { labels, components };
}

/** The mask of one labelled component. */
export function componentMask(labels: Int32Array, label: number, width: number, height: number): Mask {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) if (labels[i] === label) data[i] = 1;
  return { width, height, data };
}
