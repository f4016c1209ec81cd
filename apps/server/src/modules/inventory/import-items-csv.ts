import { itemCreateSchema } from '@careledger/shared';
import type { Database } from '../../db/client';
import { suppliers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { CsvSyntaxError, parseCsv } from '../../lib/csv';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { evaluateAlerts } from './evaluate-alerts';
import { insertItem } from './insert-item';

const REQUIRED = ['name', 'category', 'stock', 'threshold', 'supplier', 'price'] as const;

export interface RowProblem {
  /** The line in the file: the header is row 1, the first item row 2. */
  row: number;
  message: string;
}

function invalid(message: string, rows: RowProblem[]): AppError {
  return new AppError('CSV_INVALID', 400, message, { rows });
}

const numberOrMissing = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? undefined : Number(text.trim());

/**
 * Imports items from CSV (the export's columns; `id`, `status`, `blockchain_verified` and `rfid_tag` are
 * ignored: ids are new, status is derived, and verification and tags come from their own workflows).
 * Validates every row first (name, category, numbers, dates, a supplier that exists by name) and imports
 * nothing if any row is bad; else creates the items with their opening receipts in one transaction.
 */
export async function importItemsCsv({
  db,
  hub,
  csv,
  today = todayOf(),
}: {
  db: Database;
  hub?: SseHub;
  csv: string;
  today?: string;
}): Promise<{ imported: number }> {
  let records: string[][];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw invalid(
        `The file is not valid CSV: row ${error.row} has ${error.message} Nothing was imported.`,
        [{ row: error.row, message: error.message }],
      );
    }
    throw error;
  }
  const [header, ...rows] = records.filter((r) => !(r.length === 1 && r[0]?.trim() === ''));
  if (!header) throw invalid('The file is empty; send a header row and at least one item.', []);
  const columns = header.map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    throw invalid(`The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`, [
      { row: 1, message: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.` },
    ]);
  }
  if (rows.length === 0) throw invalid('The file has a header but no items.', []);

  const supplierRows = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers);
  const supplierByName = new Map(supplierRows.map((s) => [s.name.toLowerCase(), s]));
  const problems: RowProblem[] = [];
  const valid: { values: ReturnType<typeof itemCreateSchema.parse>; supplierName: string }[] = [];
  rows.forEach((fields, index) => {
    const row = index + 2;
    if (fields.length !== columns.length) {
      problems.push({ row, message: `Expected ${columns.length} fields, found ${fields.length}.` });
      return;
    }
    const cell = (name: string) => fields[columns.indexOf(name)];
    const supplierName = cell('supplier')?.trim() ?? '';
    const supplier = supplierByName.get(supplierName.toLowerCase());
    const messages: string[] = [];
    if (!supplier) {
      messages.push(supplierName ? `supplier: No supplier named ${supplierName}.` : 'supplier: is required.');
    }
    const parsed = itemCreateSchema.safeParse({
      name: cell('name'),
      category: cell('category')?.trim(),
      ...(cell('unit')?.trim() ? { unit: cell('unit') } : {}),
      stock: numberOrMissing(cell('stock')),
      threshold: numberOrMissing(cell('threshold')),
      supplierId: supplier?.id ?? 1,
      price: numberOrMissing(cell('price')),
      expiry: cell('expiry')?.trim() ? cell('expiry')?.trim() : null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        const isMissing = issue.code === 'invalid_type' && cell(field)?.trim() === '';
        messages.push(`${field}: ${isMissing ? 'is required.' : issue.message}`);
      }
    }
    if (messages.length > 0) problems.push({ row, message: messages.join(' ') });
    else if (parsed.success && supplier) valid.push({ values: parsed.data, supplierName: supplier.name });
  });
  if (problems.length > 0) {
    const count = problems.length === 1 ? '1 row has problems' : `${problems.length} rows have problems`;
    throw invalid(`${count}; nothing was imported.`, problems);
  }

  await inTransaction({ db, hub }, async (tx) => {
    const ids: number[] = [];
    for (const { values, supplierName } of valid) {
      const id = await insertItem({
        db: tx,
        values,
        supplier: { id: values.supplierId, name: supplierName },
        reason: 'Opening stock (CSV import)',
        reference: 'CSV-IMPORT',
      });
      ids.push(id);
    }
    await evaluateAlerts({ db: tx, itemIds: ids, today, notify: true });
  });
  return { imported: valid.length };
}
