import { vi } from 'vitest';

/**
 * What jsdom lacks and the screen uses: object URLs for the photo's preview, and scrollIntoView, which Radix
 * Select calls on the chosen option. Call once in beforeAll.
 */
export function stubBrowserGaps() {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  Element.prototype.scrollIntoView = () => undefined;
}
