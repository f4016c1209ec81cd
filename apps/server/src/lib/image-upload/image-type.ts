/** The image formats uploads may be in (the memory companion's pictures, skin photos). */
export const UPLOAD_IMAGE_TYPES = ['png', 'jpeg', 'gif', 'bmp', 'webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The sizes a BMP's info header may have (core, info, v2, v3, v4, v5): "BM" alone is too weak a mark. */
const BMP_INFO_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/**
 * The format of an upload, told by its magic bytes (never its name or the MIME type the client claims): PNG,
 * JPEG, GIF, BMP or WebP; null for anything else.
 */
export function detectImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 18) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (BMP_INFO_HEADER_SIZES.has(view.getUint32(14, true))) return 'bmp';
  }
  return null;
}
