import {
  type ErrorText,
  ITEM_CATEGORIES,
  itemCreateSchema,
  type MessageParamRecord,
} from '@careledger/shared';
import type { z } from 'zod';
import { AppError, errorText } from '../../lib/app-error';
import { CsvSyntaxError, parseCsv, restoreFormula } from '../../lib/csv';
import { renderErrorText } from '../../lib/messages';

const REQUIRED = ['name', 'category', 'stock', 'threshold', 'supplier', 'price'] as const;
const MAX_ID = 2_147_483_647;

export interface RowProblem {
  /** The line in the file: the header is row 1, the first item row 2. */
  row: number;
  /** Every problem of the row, in English. */
  message: string;
  /** The same problems as catalogue sentences (`errors.<messageKey>`), to word in the reader's language. */
  problems: { messageKey: string; params: MessageParamRecord }[];
}

export function rowProblem(row: number, texts: ErrorText[]): RowProblem {
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
const DESCRIBED_COLUMNS = [
  'id',
  'name',
  'category',
  'unit',
  'stock',
  'threshold',
  'price',
  'expiry',
] as const;
type DescribedColumn = (typeof DESCRIBED_COLUMNS)[number];
const isDescribed = (field: string): field is DescribedColumn =>
  (DESCRIBED_COLUMNS as readonly string[]).includes(field);

const numberOrMissing = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? undefined : Number(text.trim());

/** A row as the file wrote it: its name and supplier (to recognise it), and what is wrong with it, if anything. */
export interface CsvRow {
  row: number;
  name: string;
  supplier: string;
  problems: ErrorText[];
  /** The checked values (supplierId is a placeholder: the caller resolves `supplier` by name). */
  values: z.output<typeof itemCreateSchema> | null;
  /** The id column's item id; null when the column is absent or the cell empty. */
  id: number | null;
  /** Whether the row says anything about the unit and the expiry (a missing column or empty unit keeps them). */
  hasUnit: boolean;
  hasExpiry: boolean;
}

/**
 * Reads an item CSV (the export's columns; `status`, `blockchain_verified` and `rfid_tag` are ignored: status
 * is derived, verification and tags come from their own workflows). A file that cannot be read at all (not
 * CSV, no header, a required column missing, no rows) is a 400 CSV_INVALID; a bad row is returned with its
 * problems, for the preview to show.
 */
export function readItemsCsv(csv: string): CsvRow[] {
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
  return rows.map((fields, index) => readRow(columns, fields, index + 2));
}

function readRow(columns: string[], fields: string[], row: number): CsvRow {
  const cell = (name: string) => (columns.includes(name) ? fields[columns.indexOf(name)] : undefined);
  const name = cell('name')?.trim() ?? '';
  const supplier = cell('supplier')?.trim() ?? '';
  const base = { row, name, supplier, values: null, id: null, hasUnit: false, hasExpiry: false };
  if (fields.length !== columns.length) {
    const problem = errorText('csvFieldCount', { expected: columns.length, found: fields.length });
    return { ...base, problems: [problem] };
  }
  const problems: ErrorText[] = [];
  const idCell = cell('id')?.trim() ?? '';
  const id = /^[1-9]\d{0,9}$/.test(idCell) && Number(idCell) <= MAX_ID ? Number(idCell) : null;
  if (idCell !== '' && id === null) problems.push(describeInvalid('id'));
  if (!supplier) problems.push(errorText('csvRequired', { field: 'supplier' }));
  const hasUnit = Boolean(cell('unit')?.trim());
  const parsed = itemCreateSchema.safeParse({
    name: cell('name'),
    category: cell('category')?.trim(),
    ...(hasUnit ? { unit: cell('unit') } : {}),
    stock: numberOrMissing(cell('stock')),
    threshold: numberOrMissing(cell('threshold')),
    supplierId: 1,
    price: numberOrMissing(cell('price')),
    expiry: cell('expiry')?.trim() ? cell('expiry')?.trim() : null,
  });
  if (!parsed.success) {
    // One sentence per column: the column's whole rule, however many of its checks failed.
    const columnsAtFault = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'row')));
    for (const field of columnsAtFault) {
      problems.push(
        cell(field)?.trim() === '' ? errorText('csvRequired', { field }) : describeInvalid(field),
      );
    }
  }
  return {
    ...base,
    problems,
    values: parsed.success ? parsed.data : null,
    id,
    hasUnit,
    hasExpiry: columns.includes('expiry'),
  };
}

function describeInvalid(field: string): ErrorText {
  return errorText('csvInvalid', {
    field,
    categories: ITEM_CATEGORIES.join(', '),
    context: isDescribed(field) ? field : null,
  });
}
