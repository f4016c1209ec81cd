import type { CsvImportPreview } from '@careledger/shared';
import type { Database } from '../../db/client';
import { classifyItemsCsv } from './classify-items-csv';
import { readItemsCsv } from './read-items-csv';

/**
 * What importing the CSV would do, row by row (new, changed with each field's old and new value, unchanged,
 * rejected with the reasons), and the fingerprint that confirms it. Writes nothing.
 */
export async function previewItemsCsv({ db, csv }: { db: Database; csv: string }): Promise<CsvImportPreview> {
  const rows = readItemsCsv(csv);
  return (await classifyItemsCsv({ db, rows })).preview;
}
