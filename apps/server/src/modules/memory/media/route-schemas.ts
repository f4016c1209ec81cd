import { MEMORY_IMAGE_MAX_BYTES, processImageFieldsSchema } from '@careledger/shared';
import { z } from 'zod';

// The media routes' bodies and answers as the OpenAPI document shows them: the upload form with its file, and
// the WAV bytes of a spoken reply.

const MEGABYTES = Math.round(MEMORY_IMAGE_MAX_BYTES / (1024 * 1024));

/** The file of the form, read by readImageForm into a Buffer; `string`/`binary` is how OpenAPI names a file. */
const imageFileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), {
    message: `Attach the picture as the file field "image" (PNG, JPEG, GIF, BMP or WebP, at most ${MEGABYTES} MB).`,
  })
  .meta({
    type: 'string',
    format: 'binary',
    description: `The picture: PNG, JPEG, GIF, BMP or WebP (told by its bytes), at most ${MEGABYTES} MB and 40 megapixels.`,
  });

/** POST /process-image, multipart/form-data: the fields of the shared contract and the file `image`. */
export const processImageBodySchema = z.strictObject(
  { ...processImageFieldsSchema.shape, image: imageFileSchema },
  {
    error:
      'Send a multipart/form-data body with the fields userId and caption (optional) and the file image.',
  },
);

/** The answer of POST /text-to-speech, for the document: the bytes of a WAV file. */
export const speechAudioResponse = {
  description: 'The text read aloud in English: a WAV file (RIFF, 16-bit PCM, mono, 22,050 Hz).',
  content: {
    'audio/wav': {
      schema: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
    },
  },
};
