import { SKIN_IMAGE_MAX_BYTES } from '@careledger/shared';

export type SkinImageProblem = 'notImage' | 'tooLarge';

/**
 * Why a chosen or dropped file cannot be sent, or null. The picker only suggests its types and a drop ignores
 * them, so the type is checked here; the server checks the bytes again.
 */
export function skinImageProblem(file: File): SkinImageProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > SKIN_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}
