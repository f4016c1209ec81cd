import type { CsvImportError as CsvImportErrorBody } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { ApiRequestError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { loadServerText } from '@/lib/server-text';

/** A bad row: its problems in English, and one by one as catalogue sentences for the reader's language. */
export type CsvRowProblem = CsvImportErrorBody['rows'][number];

/** A rejected import: nothing was imported, and every bad row is named. */
export class CsvImportError extends ApiRequestError {
  readonly rows: CsvRowProblem[];

  constructor(body: CsvImportErrorBody, status: number) {
    super(status, body.error, body.message, body);
    this.name = 'CsvImportError';
    this.rows = body.rows;
  }
}

async function send(csv: string): Promise<Response> {
  try {
    return await fetch('/api/inventory/items/import', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', accept: 'application/json' },
      body: csv,
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK_ERROR', i18n.t('errors.network'));
  }
}

/** POST items/import with a text/csv body, which the JSON API client does not send. */
export async function importItems(csv: string): Promise<{ imported: number }> {
  const response = await send(csv);
  const [body, schemas] = await Promise.all([response.json().catch(() => null), import('./schemas')]);
  if (response.ok) {
    const result = schemas.csvImportResultSchema.safeParse(body);
    if (result.success) return result.data;
    throw new ApiRequestError(response.status, 'INVALID_RESPONSE', i18n.t('errors.invalidResponse'));
  }
  const rejected = schemas.csvImportErrorSchema.safeParse(body);
  // The problems are shown at once: have the catalogue's words in the reader's language ready.
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

export function useImportItems() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: importItems, onSuccess: invalidate });
}
