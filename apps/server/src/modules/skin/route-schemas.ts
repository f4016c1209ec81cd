import { SKIN_IMAGE_MAX_BYTES, skinAnalysisFieldsSchema } from '@careledger/shared';
import { z } from 'zod';

// The skin routes' bodies and answers as the OpenAPI document shows them: the upload form with its photo, and
// the kept images.

const MEGABYTES = Math.round(SKIN_IMAGE_MAX_BYTES / (1024 * 1024));

/** The file of the form, read into a Buffer; `string`/`binary` is how OpenAPI names a file. */
const photoFileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), {
    message: `Attach the photo as the file field "image" (PNG, JPEG, GIF, BMP or WebP, at most ${MEGABYTES} MB by default).`,
  })
  .meta({
    type: 'string',
    format: 'binary',
    description: `The photo of one lesion: PNG, JPEG, GIF, BMP or WebP (told by its bytes), at most ${MEGABYTES} MB and 50 megapixels by default (SKIN_IMAGE_MAX_BYTES, SKIN_IMAGE_MAX_PIXELS).`,
  });

/** POST /skin-analysis and /enhanced-skin-analysis, multipart/form-data: the shared fields and the file `image`. */
export const skinAnalysisBodySchema = z.strictObject(
  { ...skinAnalysisFieldsSchema.shape, image: photoFileSchema },
  {
    error:
      'Send a multipart/form-data body with the fields userId, skinType, bodyPart, hasEvolved, evolutionWeeks and fieldOfViewMm (optional) and the file image.',
  },
);

/** A kept image of an analysis, for the document. */
export const keptImageResponse = {
  description: 'The image as WebP.',
  content: {
    'image/webp': {
      schema: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
    },
  },
};

/** GET /skin-analysis/patients: the patients the caller may analyse for. */
export const skinPatientListSchema = z.array(z.object({ id: z.uuid(), name: z.string() }));
