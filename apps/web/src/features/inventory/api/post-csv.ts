import type { CsvImportError as CsvImportErrorBody } from '@careledger/shared';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { loadServerText } from '@/lib/server-text';

/** A bad row of a file that cannot be read: its problems in English, and as catalogue sentences. */
export type CsvRowProblem = CsvImportErrorBody['rows'][number];

/** A file the server cannot read at all (not CSV, missing columns): nothing was imported, the rows are named. */
export class CsvImportError extends ApiRequestError {
  readonly rows: CsvRowProblem[];

  constructor(body: CsvImportErrorBody, status: number) {
    super(status, body.error, body.message, body);
    this.name = 'CsvImportError';
    this.rows = body.rows;
  }
}

async function send(url: string, csv: string): Promise<Response> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', accept: 'application/json' },
      body: csv,
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK_ERROR', i18n.t('errors.network'));
  }
}

/** POSTs a text/csv body, which the JSON API client does not send, and reads the answer with `pick`'s schema. */
export async function postCsv<T>(
  url: string,
  csv: string,
  pick: (schemas: typeof import('./schemas')) => z.ZodType<T>,
): Promise<T> {
  const response = await send(url, csv);
  const [body, schemas] = await Promise.all([response.json().catch(() => null), import('./schemas')]);
  if (response.ok) {
    const result = pick(schemas).safeParse(body);
    if (result.success) return result.data;
    throw new ApiRequestError(response.status, 'INVALID_RESPONSE', i18n.t('errors.invalidResponse'));
  }
  // The problems are shown at once: have the catalogue's words in the reader's language ready.
  const rejected = schemas.csvImportErrorSchema.safeParse(body);
  if (rejected.success) {
    await loadServerText();
    throw new CsvImportError(rejected.data, response.status);
  }
  const failed = schemas.apiErrorSchema.safeParse(body);
  if (failed.success) {
    if (failed.data.messageKey) await loadServerText();
    throw new ApiRequestError(response.status, failed.data.error, failed.data.message, failed.data);
  }
  throw new ApiRequestError(response.status, 'HTTP_ERROR', i18n.t('errors.unexpected'));
}
