import { MEMORY_IMAGE_MAX_BYTES, MEMORY_IMAGE_MAX_PIXELS } from '@careledger/shared';
import sharp, { type Sharp } from 'sharp';
import { decodeBmpToGrey, readBmpHeader } from './bmp';
import { imageTooLarge, imageTooManyPixels, imageTypeUnsupported, imageUnreadable } from './image-errors';
import { detectImageType, type MemoryImageType } from './image-type';

/** Longest side of the picture handed to OCR: enough for text a phone photo shows, bounded in time and memory. */
export const OCR_MAX_SIDE = 2000;

/** What the header of an accepted upload says. */
export interface CheckedImage {
  type: MemoryImageType;
  width: number;
  height: number;
}

/** Width and height from the header alone: sharp's metadata reads no pixels; a BMP's header is read here. */
async function readDimensions(
  bytes: Buffer,
  type: MemoryImageType,
): Promise<{ width: number; height: number }> {
  if (type === 'bmp') {
    const header = readBmpHeader(bytes);
    if (!header) throw imageUnreadable();
    return header;
  }
  try {
    // `pages: 1`: an animated GIF or WebP is judged (and later read) by its first frame.
    const { width, height } = await sharp(bytes, { pages: 1, limitInputPixels: false }).metadata();
    if (!width || !height) throw imageUnreadable();
    return { width, height };
  } catch {
    throw imageUnreadable();
  }
}

/**
 * Checks an upload before any pixel is decoded: its size in bytes (413), its format by magic bytes (415), and
 * the pixel count its header claims (422 over MEMORY_IMAGE_MAX_PIXELS, and for a header that cannot be read).
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > MEMORY_IMAGE_MAX_BYTES) throw imageTooLarge();
  const type = detectImageType(bytes);
  if (!type) throw imageTypeUnsupported();
  const { width, height } = await readDimensions(bytes, type);
  if (width * height > MEMORY_IMAGE_MAX_PIXELS) throw imageTooManyPixels(width, height);
  return { type, width, height };
}

/** The decoder for a checked image: sharp for what libvips reads, the BMP reader's grey pixels otherwise. */
function openImage(bytes: Buffer, image: CheckedImage): Sharp {
  const options = { limitInputPixels: MEMORY_IMAGE_MAX_PIXELS, failOn: 'truncated' as const };
  if (image.type !== 'bmp') return sharp(bytes, { ...options, pages: 1 });
  const header = readBmpHeader(bytes);
  const pixels = header && decodeBmpToGrey(bytes, header);
  if (!header || !pixels) throw imageUnreadable();
  return sharp(pixels, { ...options, raw: { width: header.width, height: header.height, channels: 1 } });
}

/**
 * A checked upload made ready for OCR, as PNG: turned upright by its EXIF orientation, transparency laid on
 * white, grey, scaled down to OCR_MAX_SIDE on its long side and contrast-stretched. 422 when the pixels
 * cannot be decoded (a truncated or damaged file).
 */
export async function prepareImageForOcr(bytes: Buffer, image: CheckedImage): Promise<Buffer> {
  const decoder = openImage(bytes, image);
  try {
    return await decoder
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize({ width: OCR_MAX_SIDE, height: OCR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .normalise()
      .toColourspace('b-w')
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    throw imageUnreadable();
  }
}
