import { MEMORY_IMAGE_MAX_BYTES, MEMORY_IMAGE_MAX_PIXELS } from '@careledger/shared';
import {
  type CheckedImage,
  checkImage,
  type ImageLimits,
  imageUnreadable,
  openImage,
} from '../../../lib/image-upload';

/** Longest side of the picture handed to OCR: enough for text a phone photo shows, bounded in time and memory. */
export const OCR_MAX_SIDE = 2000;

/** The memory companion's limits on a picture. */
export const MEMORY_IMAGE_LIMITS: ImageLimits = {
  maxBytes: MEMORY_IMAGE_MAX_BYTES,
  maxPixels: MEMORY_IMAGE_MAX_PIXELS,
};

/** Checks a picture against the memory companion's limits before any pixel is decoded (413, 415, 422). */
export function checkMemoryImage(bytes: Buffer): Promise<CheckedImage> {
  return checkImage(bytes, MEMORY_IMAGE_LIMITS);
}

/**
 * A checked upload made ready for OCR, as PNG: turned upright by its EXIF orientation, transparency laid on
 * white, grey, scaled down to OCR_MAX_SIDE on its long side and contrast-stretched. 422 when the pixels
 * cannot be decoded (a truncated or damaged file).
 */
export async function prepareImageForOcr(bytes: Buffer, image: CheckedImage): Promise<Buffer> {
  const decoder = openImage(bytes, image, MEMORY_IMAGE_LIMITS, 'grey');
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
