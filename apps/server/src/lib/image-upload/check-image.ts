import sharp, { type Sharp } from 'sharp';
import { decodeBmpToGrey, decodeBmpToRgb, readBmpHeader } from './bmp';
import { imageTooLarge, imageTooManyPixels, imageTypeUnsupported, imageUnreadable } from './image-errors';
import { detectImageType, type UploadImageType } from './image-type';

/** A route's limits on an uploaded picture. */
export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

/** What the header of an accepted upload says. */
export interface CheckedImage {
  type: UploadImageType;
  width: number;
  height: number;
}

/** Width and height from the header alone: sharp's metadata reads no pixels; a BMP's header is read here. */
async function readDimensions(
  bytes: Buffer,
  type: UploadImageType,
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
 * the pixel count its header claims (422 over the limit, and for a header that cannot be read).
 */
export async function checkImage(bytes: Buffer, limits: ImageLimits): Promise<CheckedImage> {
  if (bytes.length > limits.maxBytes) throw imageTooLarge(limits.maxBytes);
  const type = detectImageType(bytes);
  if (!type) throw imageTypeUnsupported();
  const { width, height } = await readDimensions(bytes, type);
  if (width * height > limits.maxPixels) throw imageTooManyPixels(width, height, limits.maxPixels);
  return { type, width, height };
}

/**
 * The decoder for a checked image: sharp for what libvips reads (first frame only, a truncated file an
 * error), the BMP reader's pixels otherwise, grey or RGB as the caller needs. 422 when a BMP's pixels are cut.
 */
export function openImage(
  bytes: Buffer,
  image: CheckedImage,
  limits: ImageLimits,
  bmpChannels: 'grey' | 'rgb',
): Sharp {
  const options = { limitInputPixels: limits.maxPixels, failOn: 'truncated' as const };
  if (image.type !== 'bmp') return sharp(bytes, { ...options, pages: 1 });
  const header = readBmpHeader(bytes);
  const pixels =
    header && (bmpChannels === 'rgb' ? decodeBmpToRgb(bytes, header) : decodeBmpToGrey(bytes, header));
  if (!header || !pixels) throw imageUnreadable();
  const channels = bmpChannels === 'rgb' ? 3 : 1;
  return sharp(pixels, { ...options, raw: { width: header.width, height: header.height, channels } });
}
