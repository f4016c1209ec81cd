import { MEMORY_IMAGE_MAX_BYTES } from '@careledger/shared';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { imageFormMalformed, imageFormTooManyParts, imageTooLarge } from './image-errors';

/**
 * What busboy may read of one upload: the one file up to MEMORY_IMAGE_MAX_BYTES, and a few short fields (the
 * form has two; a few more are read so that an unknown one is named in a 400 rather than counted).
 */
export const IMAGE_FORM_LIMITS = {
  fileSize: MEMORY_IMAGE_MAX_BYTES,
  files: 1,
  fields: 8,
  parts: 10,
  // A caption is at most 500 characters; a longer value is cut here and then refused by the schema.
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
} as const;

/** Room for the form's boundaries, part headers and fields around the file, in a declared Content-Length. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** 413 before anything is read when the declared length cannot hold a file within the limit. */
export function refuseOversizedUpload(request: FastifyRequest): void {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > MEMORY_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES) throw imageTooLarge();
}

/** The multipart plugin's refusals, as the API's own errors. */
function toFormError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return imageTooLarge();
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return imageFormTooManyParts();
    default:
      // Busboy's parse errors (no boundary, a part cut short), a prototype key, a broken JSON field.
      return imageFormMalformed();
  }
}

/**
 * The route's preValidation: reads a multipart body into `{ field: value, image: Buffer }`, so the route's
 * schema validates it as it would JSON (a repeated field becomes a list and is refused there, an unknown field
 * or file is named). 413, or 400 for what the form cannot be; a body of another type (JSON, which the app
 * parses everywhere) is a 400 saying to send a form, and no body is left to the schema, which says the same.
 */
export async function readImageForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) {
    if (request.body !== undefined) throw imageFormMalformed();
    return;
  }
  const body: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const existing = body[name];
    body[name] = existing === undefined ? value : [existing, value].flat();
  };
  try {
    for await (const part of request.parts({ limits: IMAGE_FORM_LIMITS }) as AsyncIterable<Multipart>) {
      // Every file is read, even under an unknown name, so that the parts after it arrive.
      if (part.type === 'file') add(part.fieldname, await part.toBuffer());
      else add(part.fieldname, part.value);
    }
  } catch (error) {
    throw toFormError(error);
  }
  request.body = body;
}
