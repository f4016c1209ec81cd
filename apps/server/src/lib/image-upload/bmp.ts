// BMP, which sharp (libvips) does not read: the header, and the pixels as one grey channel (for OCR) or as RGB
// (for skin analysis). Covers what
// programs write (1, 4 and 8 bits with a palette, 16, 24 and 32 bits plain or with bit masks, bottom-up or
// top-down, every info header size); compressed variants (RLE, embedded JPEG or PNG) are refused.

/** A BMP's header, as far as decoding needs it. */
export interface BmpHeader {
  width: number;
  height: number;
  bitsPerPixel: number;
  topDown: boolean;
  dataOffset: number;
  /** Bytes per row, rows padded to 4 bytes. */
  stride: number;
  /** Grey level of each palette entry (1 to 8 bits per pixel). */
  palette: Uint8Array | null;
  /** Red, green and blue of each palette entry, 3 bytes per entry (1 to 8 bits per pixel). */
  paletteRgb: Uint8Array | null;
  /** Red, green and blue masks (16 and 32 bits per pixel). */
  masks: readonly [number, number, number] | null;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
const BITS = new Set([1, 4, 8, 16, 24, 32]);

/** Luma (ITU-R BT.601) of 8-bit red, green and blue. */
const grey = (r: number, g: number, b: number) => Math.round(0.299 * r + 0.587 * g + 0.114 * b);

/** The header of a BMP file, or null when it is not one this decoder reads (or is cut short). */
export function readBmpHeader(bytes: Uint8Array): BmpHeader | null {
  if (bytes.length < 26) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataOffset = view.getUint32(10, true);
  const infoSize = view.getUint32(14, true);
  const isCore = infoSize === 12;
  if (!isCore && (infoSize < 40 || bytes.length < 14 + infoSize)) return null;
  const width = isCore ? view.getUint16(18, true) : view.getInt32(18, true);
  const rawHeight = isCore ? view.getUint16(20, true) : view.getInt32(22, true);
  const bitsPerPixel = view.getUint16(isCore ? 24 : 28, true);
  const compression = isCore ? BI_RGB : view.getUint32(30, true);
  if (width <= 0 || rawHeight === 0 || !BITS.has(bitsPerPixel)) return null;

  let masks: BmpHeader['masks'] = null;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if ((bitsPerPixel !== 16 && bitsPerPixel !== 32) || bytes.length < 66) return null;
    masks = [view.getUint32(54, true), view.getUint32(58, true), view.getUint32(62, true)];
  } else if (compression !== BI_RGB) {
    return null;
  } else if (bitsPerPixel === 16) {
    masks = [0x7c00, 0x03e0, 0x001f];
  } else if (bitsPerPixel === 32) {
    masks = [0xff0000, 0x00ff00, 0x0000ff];
  }

  let palette: Uint8Array | null = null;
  let paletteRgb: Uint8Array | null = null;
  if (bitsPerPixel <= 8) {
    const used = isCore ? 0 : view.getUint32(46, true);
    const count = Math.min(used || 2 ** bitsPerPixel, 2 ** bitsPerPixel);
    const entry = isCore ? 3 : 4;
    const start = 14 + infoSize;
    if (bytes.length < start + count * entry) return null;
    palette = new Uint8Array(2 ** bitsPerPixel);
    paletteRgb = new Uint8Array(3 * 2 ** bitsPerPixel);
    for (let i = 0; i < count; i++) {
      const at = start + i * entry;
      palette[i] = grey(bytes[at + 2] ?? 0, bytes[at + 1] ?? 0, bytes[at] ?? 0);
      paletteRgb.set([bytes[at + 2] ?? 0, bytes[at + 1] ?? 0, bytes[at] ?? 0], i * 3);
    }
  }
  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  const height = Math.abs(rawHeight);
  return {
    width,
    height,
    bitsPerPixel,
    topDown: rawHeight < 0,
    dataOffset,
    stride,
    palette,
    paletteRgb,
    masks,
  };
}

/** A mask's shift and the largest value it holds, to scale a channel to 0..255. */
function channelOf(mask: number): { shift: number; max: number } {
  if (mask === 0) return { shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  return { shift, max: mask >>> shift };
}

/**
 * The pixels of a BMP whose header `readBmpHeader` read, as one 8-bit grey channel, top row first; null when
 * the file ends before its pixels do.
 */
export function decodeBmpToGrey(bytes: Uint8Array, header: BmpHeader): Uint8Array | null {
  const { width, height, bitsPerPixel, topDown, dataOffset, stride, palette, masks } = header;
  if (dataOffset + stride * height > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Uint8Array(width * height);
  const channels = masks?.map(channelOf);
  const scaled = (pixel: number, index: number) => {
    const channel = channels?.[index];
    if (!channel || channel.max === 0) return 0;
    return (((pixel >>> channel.shift) & channel.max) * 255) / channel.max;
  };
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      let value: number;
      if (palette) {
        const bitOffset = x * bitsPerPixel;
        const byte = bytes[row + (bitOffset >> 3)] ?? 0;
        const index = (byte >> (8 - bitsPerPixel - (bitOffset & 7))) & ((1 << bitsPerPixel) - 1);
        value = palette[index] ?? 0;
      } else if (bitsPerPixel === 24) {
        const at = row + x * 3;
        value = grey(bytes[at + 2] ?? 0, bytes[at + 1] ?? 0, bytes[at] ?? 0);
      } else {
        const pixel =
          bitsPerPixel === 16 ? view.getUint16(row + x * 2, true) : view.getUint32(row + x * 4, true);
        value = grey(scaled(pixel, 0), scaled(pixel, 1), scaled(pixel, 2));
      }
      out[y * width + x] = value;
    }
  }
  return out;
}

/**
 * The pixels of a BMP whose header `readBmpHeader` read, as RGB (3 bytes per pixel), top row first; null when
 * the file ends before its pixels do.
 */
export function decodeBmpToRgb(bytes: Uint8Array, header: BmpHeader): Uint8Array | null {
  const { width, height, bitsPerPixel, topDown, dataOffset, stride, paletteRgb, masks } = header;
  if (dataOffset + stride * height > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Uint8Array(width * height * 3);
  const channels = masks?.map(channelOf);
  const scaled = (pixel: number, index: number) => {
    const channel = channels?.[index];
    if (!channel || channel.max === 0) return 0;
    return Math.round((((pixel >>> channel.shift) & channel.max) * 255) / channel.max);
  };
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const to = (y * width + x) * 3;
      if (paletteRgb) {
        const bitOffset = x * bitsPerPixel;
        const byte = bytes[row + (bitOffset >> 3)] ?? 0;
        const index = (byte >> (8 - bitsPerPixel - (bitOffset & 7))) & ((1 << bitsPerPixel) - 1);
        out[to] = paletteRgb[index * 3] ?? 0;
        out[to + 1] = paletteRgb[index * 3 + 1] ?? 0;
        out[to + 2] = paletteRgb[index * 3 + 2] ?? 0;
      } else if (bitsPerPixel === 24) {
        const at = row + x * 3;
        out[to] = bytes[at + 2] ?? 0;
        out[to + 1] = bytes[at + 1] ?? 0;
        out[to + 2] = bytes[at] ?? 0;
      } else {
        const pixel =
          bitsPerPixel === 16 ? view.getUint16(row + x * 2, true) : view.getUint32(row + x * 4, true);
        out[to] = scaled(pixel, 0);
        out[to + 1] = scaled(pixel, 1);
        out[to + 2] = scaled(pixel, 2);
      }
    }
  }
  return out;
}
