import type { CsvImportResult } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { postCsv } from './post-csv';

/** POST items/import: applies the file as the preview with this fingerprint showed (409 if that changed). */
export function importItems({
  csv,
  fingerprint,
}: {
  csv: string;
  fingerprint: string;
}): Promise<CsvImportResult> {
  const url = `/api/inventory/items/import?confirm=${encodeURIComponent(fingerprint)}`;
  return postCsv(url, csv, (s) => s.csvImportResultSchema);
}

export function useImportItems() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: importItems, onSuccess: invalidate });
}
