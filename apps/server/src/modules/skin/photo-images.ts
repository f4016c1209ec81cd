import sharp from 'sharp';
import { type CheckedImage, type ImageLimits, imageUnreadable, openImage } from '../../lib/image-upload';
import type { RgbImage } from './analysis';

// The pixels around the analysis: the photo decoded upright and scaled to the size the analysis is tuned for,
// and the two small WebP images that are kept (the photo's thumbnail and the overlay). The photo itself is not kept.

/** The long side of the copy the analysis measures (its thresholds are documented for about this size). */
export const ANALYSIS_LONG_SIDE = 1024;
/** The long side of the kept thumbnail: enough to recognise the lesion in the history, small in the database. */
export const THUMBNAIL_LONG_SIDE = 256;
/** The long side of the kept overlay: enough to see the border and axes beside the photo. */
export const OVERLAY_LONG_SIDE = 768;

/** The decoded photo for the analysis, and its kept thumbnail. */
export interface DecodedPhoto {
  image: RgbImage;
  thumbnail: Buffer;
}

/**
 * Decodes a checked photo: turned upright by its EXIF orientation, transparency laid on white, grey made RGB,
 * scaled down to ANALYSIS_LONG_SIDE (JPEG shrink-on-load keeps a 12-megapixel photo quick). 422 when the pixels
 * cannot be decoded (a truncated or damaged file).
 */
export async function decodePhoto(
  bytes: Buffer,
  checked: CheckedImage,
  limits: ImageLimits,
): Promise<DecodedPhoto> {
  try {
    const { data, info } = await openImage(bytes, checked, limits, 'rgb')
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({
        width: ANALYSIS_LONG_SIDE,
        height: ANALYSIS_LONG_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`expected 3 channels, got ${info.channels}`);
    const image: RgbImage = { width: info.width, height: info.height, data: new Uint8Array(data) };
    return { image, thumbnail: await smallWebp(image, THUMBNAIL_LONG_SIDE, 80) };
  } catch {
    throw imageUnreadable();
  }
}

/** The type of both kept images: WebP keeps the overlay's one-pixel lines sharper than JPEG at a third of PNG. */
export const KEPT_IMAGE_TYPE = 'image/webp';

/** An RGB image as a WebP no larger than `longSide` on its long side. */
export function smallWebp(image: RgbImage, longSide: number, quality: number): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();
}

/** The overlay the analysis drew, as the image that is kept and served. */
export function encodeOverlay(overlay: RgbImage): Promise<Buffer> {
  return smallWebp(overlay, OVERLAY_LONG_SIDE, 85);
}
