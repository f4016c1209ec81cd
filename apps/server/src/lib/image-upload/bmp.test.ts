import { describe, expect, it } from 'vitest';
import { decodeBmpToGrey, decodeBmpToRgb, readBmpHeader } from './bmp';
import { encodeBmp, type RgbPixels } from './test-images';

/** 3 × 2 pixels: white, black, red / green, blue, mid grey. The odd width makes 24-bit rows padded. */
const PIXELS: RgbPixels = {
  width: 3,
  height: 2,
  data: new Uint8Array([255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 128, 128, 128]),
};
/** BT.601 luma of each pixel above. */
const GREY = [255, 0, 76, 150, 29, 128];

/** A 2 × 2, 1-bit BMP with the palette black (0), white (1): a diagonal of white. */
function oneBitBmp(): Buffer {
  const file = Buffer.alloc(14 + 40 + 8 + 8);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(14 + 40 + 8, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(2, 18);
  file.writeInt32LE(2, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(1, 28);
  file.set([0, 0, 0, 0, 255, 255, 255, 0], 54);
  // Stored bottom row first: the bottom row is black, white (bits 01), the top row white, black (bits 10).
  file[62] = 0b0100_0000;
  file[66] = 0b1000_0000;
  return file;
}

/** The header of a BMP the test wrote, failing the test when the reader finds none. */
function headerOf(bmp: Buffer) {
  const header = readBmpHeader(bmp);
  if (!header) throw new Error('no BMP header read');
  return header;
}

/** The grey pixels of a BMP the test wrote, as plain numbers. */
const greyOf = (bmp: Buffer) => [...(decodeBmpToGrey(bmp, headerOf(bmp)) ?? [])];

describe('the BMP reader', () => {
  it('reads a 24-bit bottom-up BMP (padded rows) as grey, top row first', () => {
    const bmp = encodeBmp(PIXELS);
    expect(headerOf(bmp)).toMatchObject({
      width: 3,
      height: 2,
      bitsPerPixel: 24,
      topDown: false,
      stride: 12,
    });
    expect(greyOf(bmp)).toEqual(GREY);
  });

  it('reads a 32-bit top-down BMP with bit masks and a v5 header', () => {
    const bmp = encodeBmp(PIXELS, '32-top-down');
    expect(headerOf(bmp)).toMatchObject({ width: 3, height: 2, bitsPerPixel: 32, topDown: true });
    expect(greyOf(bmp)).toEqual(GREY);
  });

  it('reads a 1-bit BMP through its palette', () => {
    expect(greyOf(oneBitBmp())).toEqual([255, 0, 0, 255]);
  });

  it('reads the same files as RGB, for skin analysis', () => {
    const rgbOf = (bmp: Buffer) => [...(decodeBmpToRgb(bmp, headerOf(bmp)) ?? [])];
    expect(rgbOf(encodeBmp(PIXELS))).toEqual([...PIXELS.data]);
    expect(rgbOf(encodeBmp(PIXELS, '32-top-down'))).toEqual([...PIXELS.data]);
    expect(rgbOf(oneBitBmp())).toEqual([255, 255, 255, 0, 0, 0, 0, 0, 0, 255, 255, 255]);
    const bmp = encodeBmp(PIXELS);
    expect(decodeBmpToRgb(bmp.subarray(0, bmp.length - 1), headerOf(bmp))).toBeNull();
  });

  it('gives no pixels for a file cut short, and no header for a compressed or nonsense one', () => {
    const bmp = encodeBmp(PIXELS);
    expect(decodeBmpToGrey(bmp.subarray(0, bmp.length - 1), headerOf(bmp))).toBeNull();
    const rle = Buffer.from(bmp);
    rle.writeUInt32LE(1, 30);
    expect(readBmpHeader(rle)).toBeNull();
    const noWidth = Buffer.from(bmp);
    noWidth.writeInt32LE(0, 18);
    expect(readBmpHeader(noWidth)).toBeNull();
    expect(readBmpHeader(bmp.subarray(0, 20))).toBeNull();
  });
});
