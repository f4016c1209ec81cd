import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { imageTooLarge } from './image-errors';

/** Room for the form's boundaries, part headers and fields around the file, in a declared Content-Length. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** What a route's upload form is: its file's byte limit, and the route's own words for a form it cannot read. */
export interface UploadFormOptions {
  maxBytes: number;
  /** 400: the body is not parseable multipart/form-data (say which fields and file the route reads). */
  malformed: () => AppError;
  /** 400: more than one file, or more fields or parts than the form has. */
  tooManyParts: () => AppError;
}

/** The multipart limits and the two hooks of one upload route. */
export interface UploadFormReader {
  /** What busboy may read: the one file up to the limit, and a few short fields. */
  limits: {
    fileSize: number;
    files: 1;
    fields: number;
    parts: number;
    fieldSize: number;
    fieldNameSize: number;
    headerPairs: number;
  };
  /** onRequest: 413 before anything is read when the declared length cannot hold a file within the limit. */
  refuseOversizedUpload: (request: FastifyRequest) => void;
  /**
   * preValidation: reads a multipart body into `{ field: value, image: Buffer }`, so the route's schema
   * validates it as it would JSON (a repeated field becomes a list and is refused there, an unknown field or
   * file is named). 413, or 400 for what the form cannot be; a body of another type (JSON, which the app parses
   * everywhere) is a 400 saying to send a form, and no body is left to the schema, which says the same.
   */
  readForm: (request: FastifyRequest) => Promise<void>;
}

export function createUploadFormReader({
  maxBytes,
  malformed,
  tooManyParts,
}: UploadFormOptions): UploadFormReader {
  const limits = {
    fileSize: maxBytes,
    files: 1,
    // The forms have at most six fields; a few more are read so that an unknown one is named in a 400 rather
    // than counted.
    fields: 12,
    parts: 14,
    // Fields are short (a caption is at most 500 characters); a longer value is cut here, then refused by the
    // schema.
    fieldSize: 16 * 1024,
    fieldNameSize: 100,
    headerPairs: 20,
  } as const;

  /** The multipart plugin's refusals, as the API's own errors. */
  const toFormError = (error: unknown): AppError => {
    if (error instanceof AppError) return error;
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        return imageTooLarge(maxBytes);
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        return tooManyParts();
      default:
        // Busboy's parse errors (no boundary, a part cut short), a prototype key, a broken JSON field.
        return malformed();
    }
  };

  return {
    limits,
    refuseOversizedUpload(request) {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > maxBytes + FORM_OVERHEAD_BYTES) throw imageTooLarge(maxBytes);
    },
    async readForm(request) {
      if (!request.isMultipart()) {
        if (request.body !== undefined) throw malformed();
        return;
      }
      const body: Record<string, unknown> = {};
      const add = (name: string, value: unknown) => {
        const existing = body[name];
        body[name] = existing === undefined ? value : [existing, value].flat();
      };
      try {
        for await (const part of request.parts({ limits }) as AsyncIterable<Multipart>) {
          // Every file is read, even under an unknown name, so that the parts after it arrive.
          if (part.type === 'file') add(part.fieldname, await part.toBuffer());
          else add(part.fieldname, part.value);
        }
      } catch (error) {
        throw toFormError(error);
      }
      request.body = body;
    },
  };
}
