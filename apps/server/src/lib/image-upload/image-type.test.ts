import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';
import { encodeBmp, plainImage, renderTextPng, rgbPixels } from './test-images';

describe('detectImageType', () => {
  it('tells PNG, JPEG, GIF and WebP by the bytes their encoders write', async () => {
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
      expect(detectImageType(await plainImage(format)), format).toBe(format);
    }
  });

  it('tells a BMP by "BM" and a known info header size, in both variants the reader takes', async () => {
    const pixels = await rgbPixels(await plainImage('png'));
    expect(detectImageType(encodeBmp(pixels))).toBe('bmp');
    expect(detectImageType(encodeBmp(pixels, '32-top-down'))).toBe('bmp');
  });

  it('refuses text, an empty file, and text that merely starts like an image', async () => {
    expect(detectImageType(Buffer.from('Dear diary, today I went to the shops.'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    expect(detectImageType(Buffer.from('BMW service booked for Tuesday'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF....WAVEfmt '))).toBeNull();
    expect(detectImageType(Buffer.from('GIF88a'))).toBeNull();
  });

  it('reads only the bytes: a PNG cut to its signature is still a PNG (decoding refuses it later)', async () => {
    const png = await renderTextPng(['x']);
    expect(detectImageType(png.subarray(0, 8))).toBe('png');
    expect(detectImageType(png.subarray(0, 7))).toBeNull();
  });
});
