import type { ErrorText, StockMovementKind } from '@careledger/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, lots, stockMovements } from '../../db/schema';
import { AppError, errorText, notFound } from '../../lib/app-error';
import type { LockedItem } from './lock-item';

export type MovementRow = typeof stockMovements.$inferSelect & { lotNumber: string | null };

export interface ApplyStockChangeOptions {
  /** A transaction holding the item's row lock (lockItem). */
  db: Database;
  item: LockedItem;
  kind: StockMovementKind;
  /** Signed change of the item's stock; 0 only for a stocktake that found what the books say. */
  change: number;
  lotNumber?: string | null;
  expiry?: string | null;
  reason?: string | null;
  reference?: string | null;
  createdBy: string;
  /** What the refusal says could not be done: issue (the default), remove or sell. */
  verb?: 'issue' | 'remove' | 'sell';
}

/**
 * Writes a change to the ledger and the cached balances. Increases go to the named lot (created when new;
 * an expiry alone names the lot `EXP-<expiry>`) or stay unlotted. Decreases take the named lot, or else draw
 * first-expiry-first-out from the item's lots and then from unlotted stock, one movement per lot drawn.
 * Refuses with 409 INSUFFICIENT_STOCK rather than let the item or a lot go below zero. Returns the
 * movements in ledger order, and leaves `item.stockOnHand` at the new balance.
 */
export async function applyStockChange(options: ApplyStockChangeOptions): Promise<MovementRow[]> {
  const { db, item, change } = options;
  const lotNumber = options.lotNumber ?? (options.expiry ? `EXP-${options.expiry}` : null);
  const draws: { lot: typeof lots.$inferSelect | null; quantity: number }[] = [];

  if (change >= 0) {
    draws.push({
      lot: lotNumber ? await upsertLot(db, item.id, lotNumber, options.expiry ?? null) : null,
      quantity: change,
    });
  } else {
    const needed = -change;
    const shortage = { unit: item.unit, name: item.name, needed, context: options.verb ?? 'issue' } as const;
    if (item.stockOnHand < needed) {
      throw insufficient(errorText('insufficientStock', { ...shortage, stock: item.stockOnHand }));
    }
    if (lotNumber) {
      const [lot] = await db
        .select()
        .from(lots)
        .where(and(eq(lots.itemId, item.id), eq(lots.lotNumber, lotNumber)));
      if (!lot) throw notFound('lotNotFound', { name: item.name, lot: lotNumber });
      if (lot.quantityOnHand < needed) {
        throw insufficient(
          errorText('insufficientLotStock', { ...shortage, stock: lot.quantityOnHand, lot: lotNumber }),
        );
      }
      draws.push({ lot, quantity: -needed });
    } else {
      const open = await db
        .select()
        .from(lots)
        .where(and(eq(lots.itemId, item.id), gt(lots.quantityOnHand, 0)))
        .orderBy(sql`${lots.expiry} asc nulls last`, asc(lots.id));
      let left = needed;
      for (const lot of open) {
        if (left === 0) break;
        const take = Math.min(left, lot.quantityOnHand);
        draws.push({ lot, quantity: -take });
        left -= take;
      }
      if (left > 0) draws.push({ lot: null, quantity: -left });
    }
  }

  const written: MovementRow[] = [];
  let balance = item.stockOnHand;
  for (const draw of draws) {
    balance += draw.quantity;
    if (draw.lot && draw.quantity !== 0) {
      await db
        .update(lots)
        .set({ quantityOnHand: sql`${lots.quantityOnHand} + ${draw.quantity}` })
        .where(eq(lots.id, draw.lot.id));
    }
    const [row] = await db
      .insert(stockMovements)
      .values({
        itemId: item.id,
        kind: options.kind,
        quantity: draw.quantity,
        lotId: draw.lot?.id ?? null,
        balanceAfter: balance,
        reason: options.reason ?? null,
        reference: options.reference ?? null,
        createdBy: options.createdBy,
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    if (!row) throw new Error('inserting a stock movement returned no row');
    written.push({ ...row, lotNumber: draw.lot?.lotNumber ?? null });
  }
  await db.update(items).set({ stockOnHand: balance }).where(eq(items.id, item.id));
  item.stockOnHand = balance;
  return written;
}

function insufficient(text: ErrorText): AppError {
  return new AppError('INSUFFICIENT_STOCK', 409, text);
}

async function upsertLot(db: Database, itemId: number, lotNumber: string, expiry: string | null) {
  const [lot] = await db
    .insert(lots)
    .values({ itemId, lotNumber, expiry })
    .onConflictDoUpdate({
      target: [lots.itemId, lots.lotNumber],
      set: { expiry: sql`coalesce(excluded.expiry, ${lots.expiry})` },
    })
    .returning();
  if (!lot) throw new Error('upserting a lot returned no row');
  return lot;
}
