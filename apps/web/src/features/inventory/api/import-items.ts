import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { ApiRequestError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export interface CsvRowProblem {
  row: number;
  message: string;
}

/** A rejected import: nothing was imported, and every bad row is named. */
export class CsvImportError extends ApiRequestError {
  readonly rows: CsvRowProblem[];

  constructor(status: number, code: string, message: string, rows: CsvRowProblem[]) {
    super(status, code, message);
    this.name = 'CsvImportError';
    this.rows = rows;
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
  if (rejected.success) {
    const { error, message, rows } = rejected.data;
    throw new CsvImportError(response.status, error, message, rows);
  }
  const failed = schemas.apiErrorSchema.safeParse(body);
  if (failed.success) throw new ApiRequestError(response.status, failed.data.error, failed.data.message);
  throw new ApiRequestError(response.status, 'HTTP_ERROR', i18n.t('errors.unexpected'));
}

export function useImportItems() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: importItems, onSuccess: invalidate });
}
