import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Pictures the media tests make for themselves (test support only): text rendered by sharp from SVG with a
// font every test machine has (fonts-dejavu-core), BMP files written byte by byte, and a PNG whose header
// claims more pixels than it carries.

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** A white picture with each line in large black DejaVu Sans, as PNG. */
export async function renderTextPng(
  lines: readonly string[],
  { width = 1200, fontSize = 64 } = {},
): Promise<Buffer> {
  const lineHeight = Math.round(fontSize * 1.5);
  const height = lineHeight * lines.length + fontSize;
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${fontSize + i * lineHeight}" font-family="DejaVu Sans" font-size="${fontSize}" fill="black">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A plain picture of one colour, in any format sharp writes. */
export function plainImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  { width = 64, height = 32, colour = '#ffffff' } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** RGB pixels, three bytes a pixel, top row first. */
export interface RgbPixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The RGB pixels of any picture sharp reads. */
export async function rgbPixels(image: Buffer): Promise<RgbPixels> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/**
 * A BMP file of the pixels: 24 bits bottom-up with a 40-byte header (what Paint writes), or 32 bits top-down
 * with bit masks and a 124-byte (v5) header (what ImageMagick writes).
 */
export function encodeBmp({ width, height, data }: RgbPixels, variant: '24' | '32-top-down' = '24'): Buffer {
  const is32 = variant === '32-top-down';
  const infoSize = is32 ? 124 : 40;
  const stride = is32 ? width * 4 : Math.ceil((width * 3) / 4) * 4;
  const offset = 14 + infoSize;
  const file = Buffer.alloc(offset + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(infoSize, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(is32 ? -height : height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(is32 ? 32 : 24, 28);
  file.writeUInt32LE(is32 ? 3 : 0, 30);
  if (is32) {
    file.writeUInt32LE(0x00ff0000, 54);
    file.writeUInt32LE(0x0000ff00, 58);
    file.writeUInt32LE(0x000000ff, 62);
    file.writeUInt32LE(0xff000000, 66);
  }
  for (let y = 0; y < height; y++) {
    const row = offset + (is32 ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = [
        data[(y * width + x) * 3],
        data[(y * width + x) * 3 + 1],
        data[(y * width + x) * 3 + 2],
      ];
      const at = row + x * (is32 ? 4 : 3);
      file[at] = b ?? 0;
      file[at + 1] = g ?? 0;
      file[at + 2] = r ?? 0;
      if (is32) file[at + 3] = 255;
    }
  }
  return file;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb's header: a valid PNG (signature, IHDR with correct CRC, IEND) claiming width × height
 * grey pixels, with the first rows of zeros as data; decoding it whole would need width × height bytes.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
