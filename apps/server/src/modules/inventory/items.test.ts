import { stockCardSchema, suppliesPageSchema } from '@careledger/shared';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { items, lots, stockMovements } from '../../db/schema';
import { DEMO_ITEM_SEEDS } from '../../db/seed/demo-items';
import { callInventory, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';

describeEachDatabase('inventory items and the stock ledger', (get) => {
  it('creates an item with its opening stock as a receipt into a lot, and reads it back', async () => {
    const { app } = get();
    const item = await makeItem(app, { stock: 30, threshold: 10, lotNumber: 'L-OPEN', expiry: '2031-01-31' });
    expect(item).toMatchObject({ stock: 30, status: 'good', expiry: '2031-01-31', archived: false });
    expect(item.supplierName).toBeTruthy();
    const again = await callInventory(app, 'GET', `/items/${item.id}`);
    expect(again.body).toEqual(item);
    const card = stockCardSchema.parse((await callInventory(app, 'GET', `/items/${item.id}/movements`)).body);
    expect(card.movements).toMatchObject([
      { kind: 'receipt', quantity: 30, balance: 30, lotNumber: 'L-OPEN', reason: 'Opening stock' },
    ]);
    expect(card.lots).toMatchObject([{ lotNumber: 'L-OPEN', expiry: '2031-01-31', quantity: 30 }]);
  });

  it('searches by item or supplier name (case-insensitive substring), filters by status, pages', async () => {
    const { app } = get();
    const byName = suppliesPageSchema.parse((await callInventory(app, 'GET', '/supplies?search=AMOXI')).body);
    expect(byName.items.map((i) => i.name)).toEqual(['Amoxicillin 500 mg capsules']);
    const bySupplier = suppliesPageSchema.parse(
      (await callInventory(app, 'GET', '/supplies?search=glucocare')).body,
    );
    expect(bySupplier.items.map((i) => i.name)).toContain('Blood glucose test strips');
    for (const i of bySupplier.items) expect(i.supplierName).toBe('GlucoCare Ltd.');
    // `%` is taken literally: only the cream's name holds one.
    const literal = await callInventory(app, 'GET', '/supplies?search=1%25');
    expect(literal.body.items.map((i: { name: string }) => i.name)).toEqual([
      'Hydrocortisone 1% anti-itch cream',
    ]);
    const pastTheEnd = await callInventory(app, 'GET', '/supplies?search=amox&page=3&pageSize=1');
    expect(pastTheEnd.body).toMatchObject({ items: [], total: 1, page: 3 });
    const searchPage = suppliesPageSchema.parse(
      (await callInventory(app, 'GET', '/supplies?search=tablets&pageSize=2')).body,
    );
    const tablets = DEMO_ITEM_SEEDS.map((seed) => seed.name)
      .filter((name) => name.includes('tablets'))
      .sort();
    expect(searchPage.items.map((i) => i.name)).toEqual(tablets.slice(0, 2));
    expect(searchPage.total).toBe(tablets.length);

    const critical = suppliesPageSchema.parse(
      (await callInventory(app, 'GET', '/supplies?status=critical')).body,
    );
    expect(critical.items.length).toBeGreaterThan(0);
    for (const i of critical.items) expect(i.stock * 2).toBeLessThanOrEqual(i.threshold);
    const low = suppliesPageSchema.parse((await callInventory(app, 'GET', '/supplies?status=low')).body);
    for (const i of low.items) expect(i.stock > i.threshold / 2 && i.stock <= i.threshold).toBe(true);

    const all = suppliesPageSchema.parse((await callInventory(app, 'GET', '/supplies?pageSize=200')).body);
    const page2 = suppliesPageSchema.parse(
      (await callInventory(app, 'GET', '/supplies?page=2&pageSize=5')).body,
    );
    expect(page2).toMatchObject({ page: 2, pageSize: 5, total: all.total });
    expect(page2.items.map((i) => i.id)).toEqual(all.items.slice(5, 10).map((i) => i.id));
    const names = all.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('posts each movement kind with a running balance; a stocktake posts the difference', async () => {
    const { app } = get();
    const item = await makeItem(app, { stock: 10, threshold: 4 });
    const post = (body: object) => callInventory(app, 'POST', `/items/${item.id}/movements`, body);
    expect((await post({ kind: 'receipt', quantity: 5, reference: 'DN-1' })).status).toBe(201);
    const issued = await post({ kind: 'issue', quantity: 3 });
    expect(issued.status).toBe(201);
    expect(issued.body.item.stock).toBe(12);
    expect(issued.body.movement).toMatchObject({ kind: 'issue', quantity: -3, balance: 12 });
    expect((await post({ kind: 'adjustment', quantity: -2, reason: 'Broken box' })).body.item.stock).toBe(10);
    const counted = await post({ kind: 'stocktake', quantity: 7 });
    expect(counted.body.movement).toMatchObject({ kind: 'stocktake', quantity: -3, balance: 7 });
    const same = await post({ kind: 'stocktake', quantity: 7 });
    expect(same.body.movement).toMatchObject({ kind: 'stocktake', quantity: 0, balance: 7 });
    const card = stockCardSchema.parse((await callInventory(app, 'GET', `/items/${item.id}/movements`)).body);
    expect(card.movements.map((m) => [m.kind, m.quantity, m.balance])).toEqual([
      ['stocktake', 0, 7],
      ['stocktake', -3, 7],
      ['adjustment', -2, 10],
      ['issue', -3, 12],
      ['receipt', 5, 15],
      ['receipt', 10, 10],
    ]);
    expect(card.item).toMatchObject({ stock: 7, status: 'good' });
    const paged = stockCardSchema.parse(
      (await callInventory(app, 'GET', `/items/${item.id}/movements?pageSize=2&page=2`)).body,
    );
    expect(paged.movements.map((m) => m.balance)).toEqual([10, 12]);
    expect(paged.total).toBe(6);
  });

  it('refuses to overdraw with 409 INSUFFICIENT_STOCK and a clear message, changing nothing', async () => {
    const { app, db } = get();
    const item = await makeItem(app, { stock: 3, threshold: 1, unit: 'boxes', name: 'Overdraw gauze' });
    const before = await snapshotDatabase(db);
    const res = await callInventory(app, 'POST', `/items/${item.id}/movements`, {
      kind: 'issue',
      quantity: 5,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'INSUFFICIENT_STOCK',
      message: 'Only 3 boxes of Overdraw gauze in stock; cannot issue 5.',
      messageKey: 'insufficientStock',
      params: { stock: 3, unit: 'boxes', name: 'Overdraw gauze', needed: 5, context: 'issue' },
    });
    const adjust = await callInventory(app, 'POST', `/items/${item.id}/movements`, {
      kind: 'adjustment',
      quantity: -4,
      reason: 'Lost',
    });
    expect(adjust.status).toBe(409);
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('issues first-expiry-first-out from lots, and from a named lot only within its quantity', async () => {
    const { app } = get();
    const item = await makeItem(app, { stock: 0, threshold: 1 });
    const post = (body: object) => callInventory(app, 'POST', `/items/${item.id}/movements`, body);
    await post({ kind: 'receipt', quantity: 5, lotNumber: 'LATE', expiry: '2030-06-01' });
    await post({ kind: 'receipt', quantity: 4, lotNumber: 'EARLY', expiry: '2029-01-01' });
    await post({ kind: 'receipt', quantity: 2 });
    const issued = await post({ kind: 'issue', quantity: 6 });
    expect(issued.status).toBe(201);
    expect(
      issued.body.movements.map((m: { lotNumber: string; quantity: number }) => [m.lotNumber, m.quantity]),
    ).toEqual([
      ['EARLY', -4],
      ['LATE', -2],
    ]);
    expect(issued.body.item).toMatchObject({ stock: 5, expiry: '2030-06-01' });
    const fromLot = await post({ kind: 'issue', quantity: 4, lotNumber: 'LATE' });
    expect(fromLot.status).toBe(409);
    expect(fromLot.body.message).toContain('lot LATE');
    const unknownLot = await post({ kind: 'issue', quantity: 1, lotNumber: 'NOPE' });
    expect(unknownLot.status).toBe(404);
    const card = stockCardSchema.parse((await callInventory(app, 'GET', `/items/${item.id}/movements`)).body);
    expect(card.lots).toEqual([expect.objectContaining({ lotNumber: 'LATE', quantity: 3 })]);
  });

  it('keeps the cached balances equal to the ledger after a mixed sequence', async () => {
    const { app, db } = get();
    const item = await makeItem(app, { stock: 20, threshold: 5, lotNumber: 'A1', expiry: '2030-01-01' });
    const post = (body: object) => callInventory(app, 'POST', `/items/${item.id}/movements`, body);
    await post({ kind: 'receipt', quantity: 7, lotNumber: 'B2', expiry: '2029-05-01' });
    await post({ kind: 'issue', quantity: 9 });
    await post({ kind: 'adjustment', quantity: 3, reason: 'Found in store' });
    await post({ kind: 'stocktake', quantity: 15 });
    await post({ kind: 'issue', quantity: 2, lotNumber: 'A1' });
    await post({ kind: 'stocktake', quantity: 1, lotNumber: 'B2' });
    const mismatched = await db.execute(sql`
      select i.id from items i
      left join (select item_id, sum(quantity) as total from stock_movements group by item_id) m on m.item_id = i.id
      where i.stock_on_hand <> coalesce(m.total, 0)
         or i.stock_on_hand <> coalesce((select balance_after from stock_movements s where s.item_id = i.id order by id desc limit 1), 0)
      union all
      select l.item_id from lots l
      where l.quantity_on_hand <> coalesce((select sum(quantity) from stock_movements s where s.lot_id = l.id), 0)`);
    const rows = Array.isArray(mismatched) ? mismatched : (mismatched as { rows: unknown[] }).rows;
    expect(rows).toEqual([]);
    const [row] = await db.select().from(items).where(eq(items.id, item.id));
    const ledger = await db.select().from(stockMovements).where(eq(stockMovements.itemId, item.id));
    expect(row?.stockOnHand).toBe(ledger.reduce((s, m) => s + m.quantity, 0));
    const lotRows = await db.select().from(lots).where(eq(lots.itemId, item.id));
    expect(lotRows.reduce((s, l) => s + l.quantityOnHand, 0)).toBeLessThanOrEqual(row?.stockOnHand ?? 0);
  });

  it('updates details, not stock; archiving keeps the ledger, leaves the list, and twice is 409', async () => {
    const { app } = get();
    const item = await makeItem(app, {
      stock: 8,
      threshold: 2,
      name: 'Archivable swabs',
      unit: 'pouch',
      expiry: '2032-03-03',
    });
    const patched = await callInventory(app, 'PATCH', `/items/${item.id}`, { threshold: 8, price: 3.1 });
    expect(patched.status).toBe(200);
    // Fields not sent keep their values (the schema's defaults must not overwrite them).
    expect(patched.body).toMatchObject({
      threshold: 8,
      price: 3.1,
      stock: 8,
      status: 'low',
      unit: 'pouch',
      expiry: '2032-03-03',
    });
    const archived = await callInventory(app, 'POST', `/items/${item.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.archived).toBe(true);
    const again = await callInventory(app, 'POST', `/items/${item.id}/archive`);
    expect(again).toMatchObject({ status: 409, body: { error: 'CONFLICT' } });
    const list = await callInventory(app, 'GET', '/supplies?search=Archivable');
    expect(list.body.total).toBe(0);
    const card = await callInventory(app, 'GET', `/items/${item.id}/movements`);
    expect(card.body.movements).toHaveLength(1);
    const moved = await callInventory(app, 'POST', `/items/${item.id}/movements`, {
      kind: 'receipt',
      quantity: 1,
    });
    expect(moved.status).toBe(409);
  });

  it('answers the summary cards from the data', async () => {
    const { app } = get();
    const summary = (await callInventory(app, 'GET', '/summary')).body;
    const supplies = (await callInventory(app, 'GET', '/supplies?pageSize=200')).body;
    const alerts = (await callInventory(app, 'GET', '/alerts')).body;
    expect(summary.totalSupplies).toBe(supplies.total);
    expect(summary.needsRestocking).toBe(
      supplies.items.filter((i: { status: string }) => i.status !== 'good').length,
    );
    expect(summary.activeAlerts).toBe(alerts.items.length);
    expect(summary.suppliers).toBeGreaterThanOrEqual(3);
  });
});
