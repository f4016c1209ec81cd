import { SKIN_IMAGE_MAX_BYTES } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { skinImageProblem } from './skin-image-problem';

/** A file that says it has `size` bytes, without holding them. */
function file(type: string, size = 8): File {
  const made = new File([new Uint8Array(8)], 'file', { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('skinImageProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp'])('takes %s', (type) => {
    expect(skinImageProblem(file(type))).toBeNull();
  });

  it.each(['application/pdf', 'text/plain', ''])('refuses %j as not an image', (type) => {
    expect(skinImageProblem(file(type))).toBe('notImage');
  });

  it('refuses a photo over the size limit', () => {
    expect(skinImageProblem(file('image/png', SKIN_IMAGE_MAX_BYTES + 1))).toBe('tooLarge');
    expect(skinImageProblem(file('image/png', SKIN_IMAGE_MAX_BYTES))).toBeNull();
  });
});
