import { MEMORY_IMAGE_MAX_BYTES } from '@careledger/shared';
import { createUploadFormReader } from '../../../lib/image-upload';
import { imageFormMalformed, imageFormTooManyParts } from './image-errors';

/** POST /process-image's form: one picture up to MEMORY_IMAGE_MAX_BYTES, with userId and caption. */
export const imageForm = createUploadFormReader({
  maxBytes: MEMORY_IMAGE_MAX_BYTES,
  malformed: imageFormMalformed,
  tooManyParts: imageFormTooManyParts,
});
