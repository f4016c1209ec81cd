import { MEMORY_IMAGE_MAX_BYTES } from '@careledger/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import {
  encodeBmp,
  pixelBombPng,
  plainImage,
  renderTextPng,
  rgbPixels,
} from '../../../lib/image-upload/test-images';
import { checkMemoryImage as checkImage, OCR_MAX_SIDE, prepareImageForOcr } from './image-check';

/** The refusal a promise rejects with, as status and catalogue key. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; key: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.statusCode, key: error.text.key };
}

/** Checks, then prepares, as the route does. */
async function prepare(bytes: Buffer) {
  const output = await prepareImageForOcr(bytes, await checkImage(bytes));
  return { output, metadata: await sharp(output).metadata() };
}

describe('checkImage', () => {
  it('accepts the five formats, reading the size from the header', async () => {
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
      expect(await checkImage(await plainImage(format, { width: 30, height: 20 }))).toEqual({
        type: format,
        width: 30,
        height: 20,
      });
    }
    const bmp = encodeBmp(await rgbPixels(await plainImage('png', { width: 30, height: 20 })));
    expect(await checkImage(bmp)).toEqual({ type: 'bmp', width: 30, height: 20 });
  });

  it('refuses a text file (415), whatever it is called', async () => {
    expect(await refusal(checkImage(Buffer.from('Shopping list: milk, eggs, bread')))).toEqual({
      status: 415,
      key: 'imageTypeUnsupported',
    });
  });

  it('refuses more bytes than the limit (413) before looking at them', async () => {
    const huge = Buffer.concat([await plainImage('png'), Buffer.alloc(MEMORY_IMAGE_MAX_BYTES)]);
    expect(await refusal(checkImage(huge))).toEqual({ status: 413, key: 'imageTooLarge' });
  });

  it('refuses a header claiming 20000 × 20000 pixels (422) without decoding them', async () => {
    const bomb = pixelBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    const error = await checkImage(bomb).catch((e: AppError) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(422);
    expect((error as AppError).text).toEqual({
      key: 'imageTooManyPixels',
      params: { width: 20_000, height: 20_000, megapixels: 40 },
    });
    // A BMP header can lie the same way.
    const bmp = encodeBmp(await rgbPixels(await plainImage('png')));
    bmp.writeInt32LE(10_000, 18);
    bmp.writeInt32LE(10_000, 22);
    expect(await refusal(checkImage(bmp))).toEqual({ status: 422, key: 'imageTooManyPixels' });
  });

  it('refuses a known format whose header cannot be read (422)', async () => {
    const png = await plainImage('png');
    expect(await refusal(checkImage(png.subarray(0, 12)))).toEqual({ status: 422, key: 'imageUnreadable' });
    const bmp = encodeBmp(await rgbPixels(png));
    bmp.writeUInt32LE(1, 30);
    expect(await refusal(checkImage(bmp))).toEqual({ status: 422, key: 'imageUnreadable' });
  });
});

describe('prepareImageForOcr', () => {
  it('refuses a truncated PNG or JPEG (422) whose header alone is whole', async () => {
    const png = await renderTextPng(['Cut short']);
    const cutPng = png.subarray(0, Math.floor(png.length * 0.6));
    expect(await checkImage(cutPng)).toMatchObject({ type: 'png' });
    expect(await refusal(prepare(cutPng))).toEqual({ status: 422, key: 'imageUnreadable' });
    const jpeg = await plainImage('jpeg', { width: 400, height: 300, colour: '#884422' });
    expect(await refusal(prepare(jpeg.subarray(0, jpeg.length - 200)))).toEqual({
      status: 422,
      key: 'imageUnreadable',
    });
  });

  it('gives a grey PNG, scaled down to the longest side OCR needs and never up', async () => {
    const large = await prepare(await plainImage('jpeg', { width: 3000, height: 1500, colour: '#3366cc' }));
    expect(large.metadata).toMatchObject({ format: 'png', width: OCR_MAX_SIDE, height: 1000, channels: 1 });
    const small = await prepare(await plainImage('webp', { width: 300, height: 100 }));
    expect(small.metadata).toMatchObject({ width: 300, height: 100, channels: 1 });
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored 200 wide and 100 high, tagged "rotate 90° clockwise to view": seen 100 wide and 200 high.
    const stored = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await checkImage(stored)).toMatchObject({ width: 200, height: 100 });
    expect((await prepare(stored)).metadata).toMatchObject({ width: 100, height: 200 });
  });

  it('lays a transparent picture on white, so dark text on nothing stays readable', async () => {
    const clear = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const { data } = await sharp((await prepare(clear)).output)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(200);
  });

  it('decodes a BMP itself (libvips has no BMP reader) to the same picture as its PNG', async () => {
    const png = await renderTextPng(['BMP']);
    const fromBmp = await prepare(encodeBmp(await rgbPixels(png), '32-top-down'));
    const fromPng = await prepare(png);
    expect(fromBmp.metadata).toMatchObject({
      width: fromPng.metadata.width,
      height: fromPng.metadata.height,
    });
    const a = await sharp(fromBmp.output).raw().toBuffer();
    const b = await sharp(fromPng.output).raw().toBuffer();
    const differing = a.filter((value, i) => Math.abs(value - (b[i] ?? 0)) > 8).length;
    expect(differing / a.length).toBeLessThan(0.01);
  });
});
