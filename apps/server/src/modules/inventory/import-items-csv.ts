import type { CsvImportResult } from '@careledger/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { classifyItemsCsv } from './classify-items-csv';
import { evaluateAlerts } from './evaluate-alerts';
import { insertItem } from './insert-item';
import { readItemsCsv } from './read-items-csv';

/** A fixed pg_advisory_xact_lock key: two imports at once must not both create the same new items. */
const IMPORT_LOCK_KEY = 4_711_201;

/**
 * Applies a previewed CSV: classifies it again under lock and, only if that is still what the preview with
 * this `confirm` fingerprint showed (else 409, nothing written), creates the new items (their stock as an
 * opening receipt) and changes the changed ones, in one transaction. Rejected and unchanged rows write nothing;
 * an item's stock is never written by an import.
 */
export async function importItemsCsv({
  db,
  hub,
  csv,
  confirm,
  createdBy,
  today = todayOf(),
}: {
  db: Database;
  hub?: SseHub;
  csv: string;
  confirm: string;
  createdBy?: string;
  today?: string;
}): Promise<CsvImportResult> {
  const rows = readItemsCsv(csv);
  return inTransaction({ db, hub }, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const { preview, creates, updates } = await classifyItemsCsv({ db: tx, rows, lock: true });
    if (preview.fingerprint !== confirm) throw conflict('csvImportChanged');
    const touched: number[] = [];
    for (const { values, supplier } of creates) {
      touched.push(
        await insertItem({
          db: tx,
          values,
          supplier,
          reason: 'Opening stock (CSV import)',
          reference: 'CSV-IMPORT',
          createdBy,
        }),
      );
    }
    for (const { itemId, set } of updates) {
      await tx.update(items).set(set).where(eq(items.id, itemId));
      touched.push(itemId);
    }
    if (touched.length > 0) await evaluateAlerts({ db: tx, itemIds: touched, today, notify: true });
    const { counts } = preview;
    return {
      created: counts.new,
      updated: counts.changed,
      unchanged: counts.unchanged,
      rejected: counts.rejected,
    };
  });
}
