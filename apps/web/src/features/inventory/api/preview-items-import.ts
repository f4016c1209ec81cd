import type { CsvImportPreview } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { loadServerText } from '@/lib/server-text';
import { postCsv } from './post-csv';

/** POST items/import/preview: what importing the file would do, row by row. Writes nothing. */
export async function previewItemsImport(csv: string): Promise<CsvImportPreview> {
  const preview = await postCsv('/api/inventory/items/import/preview', csv, (s) => s.csvImportPreviewSchema);
  // Rejected rows are shown at once, worded from the catalogue in the reader's language.
  if (preview.counts.rejected > 0) await loadServerText();
  return preview;
}

export function usePreviewItemsImport() {
  return useMutation({ mutationFn: previewItemsImport });
}
