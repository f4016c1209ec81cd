import type { CsvImportPreview, CsvImportRow, ErrorText, itemCreateSchema } from '@careledger/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { items, suppliers } from '../../db/schema';
import { errorText } from '../../lib/app-error';
import { fingerprintOf } from '../../lib/fingerprint';
import { type ItemRow, itemColumns } from './item-columns';
import { type CsvRow, rowProblem } from './read-items-csv';

type Supplier = { id: number; name: string };
type Change = CsvImportRow['changes'][number];
type ItemValues = z.output<typeof itemCreateSchema>;

/** What applying the file writes: the items to create and the details to change, row by row. */
export interface ImportPlan {
  preview: CsvImportPreview;
  creates: { values: ItemValues; supplier: Supplier }[];
  updates: { itemId: number; set: Partial<typeof items.$inferInsert> }[];
}

/** Name and supplier as the import compares them: trimmed, case-insensitive. */
const matchKey = (name: string, supplier: string | null) =>
  `${name.trim().toLowerCase()}\u001f${(supplier ?? '').trim().toLowerCase()}`;

/**
 * Matches every row to an existing item (by its id, else by name and supplier) and says what importing it
 * would do: create, change (field by field), nothing, or refuse it with the reasons. Reads only. With `lock`
 * (inside the applying transaction) the item rows are locked, so what is classified is what gets written.
 */
export async function classifyItemsCsv({
  db,
  rows,
  lock = false,
}: {
  db: Database;
  rows: CsvRow[];
  lock?: boolean;
}): Promise<ImportPlan> {
  const supplierRows = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers);
  const supplierByName = new Map(supplierRows.map((s) => [s.name.trim().toLowerCase(), s]));
  const query = db.select(itemColumns).from(items);
  const itemRows: ItemRow[] = lock ? await query.for('update') : await query;
  const byId = new Map(itemRows.map((i) => [i.id, i]));
  const byKey = new Map<string, ItemRow[]>();
  for (const item of itemRows) {
    const key = matchKey(item.name, item.supplierName);
    byKey.set(key, [...(byKey.get(key) ?? []), item]);
  }

  const classified = rows.map((row) => classifyRow(row, { supplierByName, byId, byKey }));
  rejectRepeatedItems(classified);

  const preview: CsvImportPreview = {
    fingerprint: importFingerprint(classified),
    counts: { new: 0, changed: 0, unchanged: 0, rejected: 0 },
    rows: classified.map((c) => c.result),
  };
  const plan: ImportPlan = { preview, creates: [], updates: [] };
  for (const { result, write } of classified) {
    preview.counts[result.outcome] += 1;
    if (result.outcome === 'new' && write?.kind === 'create') plan.creates.push(write);
    if (result.outcome === 'changed' && write?.kind === 'update') plan.updates.push(write);
  }
  return plan;
}

type Write =
  | { kind: 'create'; values: ItemValues; supplier: Supplier }
  | { kind: 'update'; itemId: number; set: Partial<typeof items.$inferInsert> };
interface Classified {
  result: CsvImportRow;
  /** What the row matched (an item id, or the name and supplier of a new one), to find repeats. */
  target: string | null;
  write: Write | null;
}
interface Lookups {
  supplierByName: Map<string, Supplier>;
  byId: Map<number, ItemRow>;
  byKey: Map<string, ItemRow[]>;
}

type RowName = Pick<CsvRow, 'row' | 'name' | 'supplier'>;

function rejected(row: RowName, texts: ErrorText[], itemId: number | null = null): Classified {
  const { message, problems } = rowProblem(row.row, texts);
  const result: CsvImportRow = {
    ...{ row: row.row, name: row.name, supplier: row.supplier, itemId, openingStock: null },
    ...{ outcome: 'rejected', changes: [], kept: [], message, problems },
  };
  return { result, target: null, write: null };
}

function classifyRow(row: CsvRow, { supplierByName, byId, byKey }: Lookups): Classified {
  const supplier = row.supplier ? supplierByName.get(row.supplier.toLowerCase()) : undefined;
  const problems = [...row.problems];
  if (row.supplier && !supplier) problems.push(errorText('csvUnknownSupplier', { name: row.supplier }));
  if (problems.length > 0 || !row.values || !supplier) return rejected(row, problems);
  const values = row.values;

  let item: ItemRow | undefined;
  if (row.id !== null) {
    item = byId.get(row.id);
    if (!item) return rejected(row, [errorText('csvUnknownItemId', { id: String(row.id) })]);
  } else {
    const named = byKey.get(matchKey(values.name, supplier.name)) ?? [];
    const active = named.filter((i) => i.archivedAt === null);
    if (active.length > 1) {
      return rejected(row, [errorText('csvAmbiguousItem', { name: values.name, supplier: supplier.name })]);
    }
    item = active[0] ?? named[0];
  }
  if (item?.archivedAt) return rejected(row, [errorText('csvArchivedItem', { name: item.name })], item.id);

  const base = { row: row.row, name: row.name, supplier: row.supplier, message: '', problems: [] };
  if (!item) {
    const result: CsvImportRow = {
      ...base,
      outcome: 'new',
      itemId: null,
      openingStock: values.stock,
      changes: [],
      kept: [],
    };
    return {
      result,
      target: `new:${matchKey(values.name, supplier.name)}`,
      write: { kind: 'create', values: { ...values, supplierId: supplier.id }, supplier },
    };
  }

  const { changes, kept, set } = compareItem(item, row, values, supplier);
  const result: CsvImportRow = {
    ...base,
    outcome: changes.length > 0 ? 'changed' : 'unchanged',
    itemId: item.id,
    openingStock: null,
    changes,
    kept,
  };
  return { result, target: `item:${item.id}`, write: { kind: 'update', itemId: item.id, set } };
}

/** The row's differences from the item: details to change, and stock or lot expiry it leaves as they are. */
function compareItem(item: ItemRow, row: CsvRow, values: ItemValues, supplier: Supplier) {
  const changes: Change[] = [];
  const kept: CsvImportRow['kept'] = [];
  const set: Partial<typeof items.$inferInsert> = {};
  const differs = (field: Change['field'], from: string | null, to: string | null) => {
    if (from === to) return false;
    changes.push({ field, from, to });
    return true;
  };
  if (differs('name', item.name, values.name)) set.name = values.name;
  if (differs('category', item.category, values.category)) set.category = values.category;
  if (row.hasUnit && differs('unit', item.unit, values.unit)) set.unit = values.unit;
  if (differs('threshold', String(item.threshold), String(values.threshold)))
    set.threshold = values.threshold;
  if (row.hasExpiry) {
    // The export writes the earliest expiry of the lots in stock when there are any: that is theirs to change.
    if (item.lotExpiry === null) {
      if (differs('expiry', item.itemExpiry, values.expiry)) set.expiry = values.expiry;
    } else if (item.lotExpiry !== values.expiry) {
      kept.push({ field: 'expiry', current: item.lotExpiry, file: values.expiry });
    }
  }
  if (item.supplierId !== supplier.id && differs('supplier', item.supplierName, supplier.name)) {
    Object.assign(set, { supplierId: supplier.id, supplierName: supplier.name });
  }
  const price = values.price.toFixed(2);
  if (differs('price', Number(item.price).toFixed(2), price)) set.price = price;
  if (item.stock !== values.stock) {
    kept.push({ field: 'stock', current: String(item.stock), file: String(values.stock) });
  }
  return { changes, kept, set };
}

/** Rows naming the same item (or the same new item twice) are all refused: which one is meant is unclear. */
function rejectRepeatedItems(classified: Classified[]) {
  const rowsOf = new Map<string, number[]>();
  for (const { target, result } of classified) {
    if (target) rowsOf.set(target, [...(rowsOf.get(target) ?? []), result.row]);
  }
  classified.forEach((entry, index) => {
    const rows = entry.target ? (rowsOf.get(entry.target) ?? []) : [];
    if (rows.length < 2) return;
    classified[index] = rejected(
      entry.result,
      [errorText('csvDuplicateItem', { rows: rows.join(', ') })],
      entry.result.itemId,
    );
  });
}

/** SHA-256 of everything applying would write, row by row (not of the stock and lot notes, which write nothing). */
function importFingerprint(classified: Classified[]): string {
  const plan = classified.map(({ result, write }) => ({
    row: result.row,
    outcome: result.outcome,
    itemId: result.itemId,
    changes: result.changes,
    problems: result.problems.map((p) => p.messageKey),
    create: write?.kind === 'create' && result.outcome === 'new' ? write.values : null,
  }));
  return fingerprintOf(plan);
}
