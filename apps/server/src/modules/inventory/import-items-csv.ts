import {
  type ErrorText,
  ITEM_CATEGORIES,
  itemCreateSchema,
  type MessageParamRecord,
} from '@careledger/shared';
import type { Database } from '../../db/client';
import { suppliers } from '../../db/schema';
import { AppError, errorText } from '../../lib/app-error';
import { CsvSyntaxError, parseCsv, restoreFormula } from '../../lib/csv';
import { renderErrorText } from '../../lib/messages';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { evaluateAlerts } from './evaluate-alerts';
import { insertItem } from './insert-item';

const REQUIRED = ['name', 'category', 'stock', 'threshold', 'supplier', 'price'] as const;

export interface RowProblem {
  /** The line in the file: the header is row 1, the first item row 2. */
  row: number;
  /** Every problem of the row, in English. */
  message: string;
  /** The same problems as catalogue sentences (`errors.<messageKey>`), to word in the reader's language. */
  problems: { messageKey: string; params: MessageParamRecord }[];
}

function rowProblem(row: number, texts: ErrorText[]): RowProblem {
  return {
    row,
    message: texts.map(renderErrorText).join(' '),
    problems: texts.map(({ key, params }) => ({ messageKey: key, params })),
  };
}

function invalid(text: ErrorText, rows: RowProblem[]): AppError {
  return new AppError('CSV_INVALID', 400, text, { rows });
}

/** Columns whose rule the catalogue spells out (`csvInvalid_<column>`); others get the generic sentence. */
const DESCRIBED_COLUMNS = ['name', 'category', 'unit', 'stock', 'threshold', 'price', 'expiry'] as const;
type DescribedColumn = (typeof DESCRIBED_COLUMNS)[number];
const isDescribed = (field: string): field is DescribedColumn =>
  (DESCRIBED_COLUMNS as readonly string[]).includes(field);

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
    // Cells the export neutralised against formulas read back as they were written.
    records = parseCsv(csv).map((record) => record.map(restoreFormula));
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw invalid(errorText('csvSyntax', { row: error.row, context: error.reason }), [
        rowProblem(error.row, [errorText('csvSyntaxRow', { context: error.reason })]),
      ]);
    }
    throw error;
  }
  const [header, ...rows] = records.filter((r) => !(r.length === 1 && r[0]?.trim() === ''));
  if (!header) throw invalid(errorText('csvEmpty'), []);
  const columns = header.map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    const lacking = errorText('csvMissingColumns', { columns: missing.join(', '), count: missing.length });
    throw invalid(lacking, [rowProblem(1, [lacking])]);
  }
  if (rows.length === 0) throw invalid(errorText('csvNoItems'), []);

  const supplierRows = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers);
  const supplierByName = new Map(supplierRows.map((s) => [s.name.toLowerCase(), s]));
  const problems: RowProblem[] = [];
  const valid: { values: ReturnType<typeof itemCreateSchema.parse>; supplierName: string }[] = [];
  rows.forEach((fields, index) => {
    const row = index + 2;
    if (fields.length !== columns.length) {
      problems.push(
        rowProblem(row, [errorText('csvFieldCount', { expected: columns.length, found: fields.length })]),
      );
      return;
    }
    const cell = (name: string) => fields[columns.indexOf(name)];
    const supplierName = cell('supplier')?.trim() ?? '';
    const supplier = supplierByName.get(supplierName.toLowerCase());
    const texts: ErrorText[] = [];
    if (!supplier) {
      texts.push(
        supplierName
          ? errorText('csvUnknownSupplier', { name: supplierName })
          : errorText('csvRequired', { field: 'supplier' }),
      );
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
      // One sentence per column: the column's whole rule, however many of its checks failed.
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'row')));
      for (const field of fields) {
        const isMissing = cell(field)?.trim() === '';
        texts.push(
          isMissing
            ? errorText('csvRequired', { field })
            : errorText('csvInvalid', {
                field,
                categories: ITEM_CATEGORIES.join(', '),
                context: isDescribed(field) ? field : null,
              }),
        );
      }
    }
    if (texts.length > 0) problems.push(rowProblem(row, texts));
    else if (parsed.success && supplier) valid.push({ values: parsed.data, supplierName: supplier.name });
  });
  if (problems.length > 0) throw invalid(errorText('csvRowsInvalid', { count: problems.length }), problems);

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
