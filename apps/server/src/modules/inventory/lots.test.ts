import { readWriteOff, stockCardSchema } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callInventory, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';

/** Items or lots whose cached stock differs from the sum of their ledger. */
async function ledgerMismatches(db: Database) {
  const result = await db.execute(sql`
    select i.id from items i
    left join (select item_id, sum(quantity) as total from stock_movements group by item_id) m on m.item_id = i.id
    where i.stock_on_hand <> coalesce(m.total, 0)
    union all
    select l.item_id from lots l
    where l.quantity_on_hand <> coalesce((select sum(quantity) from stock_movements s where s.lot_id = l.id), 0)`);
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

describeEachDatabase('lots named by id: usage, stocktake and write-off', (get) => {
  async function threeLots() {
    const { app } = get();
    const item = await makeItem(app, { stock: 0, threshold: 1, name: 'Amoxicillin lots' });
    const post = (body: object) => callInventory(app, 'POST', `/items/${item.id}/movements`, body);
    await post({ kind: 'receipt', quantity: 6, lotNumber: 'OLD', expiry: '2020-01-31' });
    await post({ kind: 'receipt', quantity: 5, lotNumber: 'NEXT', expiry: '2030-06-01' });
    await post({ kind: 'receipt', quantity: 4, lotNumber: 'NOEXP' });
    const card = async () =>
      stockCardSchema.parse((await callInventory(app, 'GET', `/items/${item.id}/movements`)).body);
    const lotId = async (lotNumber: string) =>
      (await card()).lots.find((lot) => lot.lotNumber === lotNumber)?.id as number;
    return { app, item, post, card, lotId };
  }

  it('issues from the lot chosen by id, and refuses another item’s lot and more than the lot holds', async () => {
    const { app, post, card, lotId } = await threeLots();
    const next = await lotId('NEXT');
    const issued = await post({ kind: 'issue', quantity: 2, lotId: next });
    expect(issued.status).toBe(201);
    expect(issued.body.movements).toMatchObject([{ lotNumber: 'NEXT', quantity: -2, balance: 13 }]);
    const tooMuch = await post({ kind: 'issue', quantity: 4, lotId: next });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('Only 3 box of Amoxicillin lots in lot NEXT; cannot issue 4.');
    const other = await makeItem(app, { stock: 3, threshold: 1, lotNumber: 'FOREIGN' });
    const foreignId = stockCardSchema.parse(
      (await callInventory(app, 'GET', `/items/${other.id}/movements`)).body,
    ).lots[0]?.id;
    const foreign = await post({ kind: 'issue', quantity: 1, lotId: foreignId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toContain(`no lot with id ${foreignId}`);
    const both = await post({ kind: 'issue', quantity: 1, lotId: next, lotNumber: 'NEXT' });
    expect(both.status).toBe(400);
    expect((await card()).item.stock).toBe(13);
  });

  it('without a lot, issues first-expiry-first-out: expired first, lots without expiry last', async () => {
    const { post } = await threeLots();
    const issued = await post({ kind: 'issue', quantity: 12 });
    expect(
      issued.body.movements.map((m: { lotNumber: string; quantity: number }) => [m.lotNumber, m.quantity]),
    ).toEqual([
      ['OLD', -6],
      ['NEXT', -5],
      ['NOEXP', -1],
    ]);
  });

  it('a stocktake of one lot sets that lot; the item stock follows and the other lots stay', async () => {
    const { post, card, lotId } = await threeLots();
    const counted = await post({ kind: 'stocktake', quantity: 2, lotId: await lotId('NEXT') });
    expect(counted.status).toBe(201);
    expect(counted.body.movement).toMatchObject({
      kind: 'stocktake',
      lotNumber: 'NEXT',
      quantity: -3,
      balance: 12,
    });
    const after = await card();
    expect(after.item.stock).toBe(12);
    expect(after.lots.map((lot) => [lot.lotNumber, lot.quantity])).toEqual([
      ['OLD', 6],
      ['NEXT', 2],
      ['NOEXP', 4],
    ]);
  });

  it('writes off exactly the chosen lot to 0 with its reason, leaves the others, caches equal the ledger', async () => {
    const { app, item, card, lotId } = await threeLots();
    const old = await lotId('OLD');
    const url = `/items/${item.id}/lots/${old}/write-off`;
    const written = await callInventory(app, 'POST', url, { reason: 'expired' });
    expect(written.status).toBe(201);
    expect(written.body.movements).toMatchObject([
      { kind: 'adjustment', lotNumber: 'OLD', quantity: -6, balance: 9, reason: 'write-off: expired' },
    ]);
    expect(readWriteOff(written.body.movement.reason)).toEqual({ reason: 'expired', note: null });
    const after = await card();
    expect(after.item.stock).toBe(9);
    expect(after.lots.map((lot) => [lot.lotNumber, lot.quantity])).toEqual([
      ['NEXT', 5],
      ['NOEXP', 4],
    ]);
    expect(await ledgerMismatches(get().db)).toEqual([]);

    const again = await callInventory(app, 'POST', url, { reason: 'expired' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Lot OLD of Amoxicillin lots has no stock left to write off.');
    const noNote = await callInventory(
      app,
      'POST',
      `/items/${item.id}/lots/${await lotId('NEXT')}/write-off`,
      {
        reason: 'other',
      },
    );
    expect(noNote.status).toBe(400);
    const damaged = await callInventory(
      app,
      'POST',
      `/items/${item.id}/lots/${await lotId('NEXT')}/write-off`,
      {
        reason: 'other',
        note: 'Vials cracked',
      },
    );
    expect(damaged.body.movement.reason).toBe('write-off: other — Vials cracked');
    const unknown = await callInventory(app, 'POST', `/items/${item.id}/lots/999999/write-off`, {
      reason: 'recalled',
    });
    expect(unknown.status).toBe(404);
    expect((await card()).item.stock).toBe(4);
    expect(await ledgerMismatches(get().db)).toEqual([]);
  });
});
