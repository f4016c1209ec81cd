import { autoGeneratePreviewSchema, purchaseOrderSchema } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { stockMovements } from '../../db/schema';
import { callInventory, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';

describeEachDatabase('purchase orders and suppliers', (get) => {
  const newOrder = async (lines: { itemId: number; quantity: number; unitPrice?: number }[]) => {
    const { app } = get();
    const supplierId = (await callInventory(app, 'GET', '/suppliers')).body.items[0].id;
    const res = await callInventory(app, 'POST', '/purchase-orders', { supplierId, lines });
    expect(res.status).toBe(201);
    return purchaseOrderSchema.parse(res.body);
  };

  it('creates an order with lines priced from the items, listed newest first', async () => {
    const { app } = get();
    const item = await makeItem(app, { price: 1.25 });
    const order = await newOrder([{ itemId: item.id, quantity: 4 }]);
    expect(order).toMatchObject({ status: 'pending', source: 'manual', totalAmount: 5 });
    expect(order.lines).toMatchObject([
      { itemId: item.id, quantity: 4, receivedQuantity: 0, unitPrice: 1.25 },
    ]);
    const list = (await callInventory(app, 'GET', '/purchase-orders')).body.items;
    expect(list[0].id).toBe(order.id);
  });

  it('allows only the transitions the rules allow, with 409 ILLEGAL_TRANSITION otherwise', async () => {
    const { app } = get();
    const item = await makeItem(app);
    const order = await newOrder([{ itemId: item.id, quantity: 2 }]);
    const act = (action: string, body?: object) =>
      callInventory(app, 'POST', `/purchase-orders/${order.id}/${action}`, body);
    expect((await act('confirm')).body).toMatchObject({
      error: 'ILLEGAL_TRANSITION',
      message: 'A pending order cannot be confirmed.',
    });
    expect((await act('receive', { receiveAll: true })).status).toBe(409);
    expect((await act('send')).body.status).toBe('sent');
    expect((await act('send')).status).toBe(409);
    expect((await act('confirm')).body.status).toBe('confirmed');
    // An empty receive no longer means "everything arrived": it names what to send and changes nothing.
    for (const body of [undefined, {}]) {
      expect(await act('receive', body)).toMatchObject({
        status: 400,
        body: { error: 'VALIDATION_FAILED', message: expect.stringContaining('{"receiveAll": true}') },
      });
    }
    expect((await callInventory(app, 'GET', '/purchase-orders')).body.items[0]).toMatchObject({
      id: order.id,
      status: 'confirmed',
    });
    expect((await act('receive', { receiveAll: true })).body.status).toBe('received');
    const cancel = await act('cancel');
    expect(cancel).toMatchObject({
      status: 409,
      body: {
        error: 'ILLEGAL_TRANSITION',
        message: 'A received order cannot be cancelled.',
        messageKey: 'purchaseOrderTransition',
        params: { status: 'received', context: 'cancel' },
      },
    });

    const other = await newOrder([{ itemId: item.id, quantity: 1 }]);
    expect((await callInventory(app, 'POST', `/purchase-orders/${other.id}/cancel`)).body.status).toBe(
      'cancelled',
    );
    expect((await callInventory(app, 'POST', `/purchase-orders/${other.id}/send`)).status).toBe(409);
    expect((await callInventory(app, 'POST', '/purchase-orders/999999/send')).status).toBe(404);
  });

  it('receives partly per line with lots, reads partially received, then fully; stock rises with PO references', async () => {
    const { app, db } = get();
    const a = await makeItem(app, { stock: 1, threshold: 5 });
    const b = await makeItem(app, { stock: 0, threshold: 5 });
    const order = await newOrder([
      { itemId: a.id, quantity: 10 },
      { itemId: b.id, quantity: 6 },
    ]);
    await callInventory(app, 'POST', `/purchase-orders/${order.id}/send`);
    await callInventory(app, 'POST', `/purchase-orders/${order.id}/confirm`);
    const [lineA, lineB] = order.lines;
    const tooMuch = await callInventory(app, 'POST', `/purchase-orders/${order.id}/receive`, {
      lines: [{ lineId: lineA?.id, quantity: 11 }],
    });
    expect(tooMuch).toMatchObject({ status: 400 });
    const partial = await callInventory(app, 'POST', `/purchase-orders/${order.id}/receive`, {
      lines: [{ lineId: lineA?.id, quantity: 4, lotNumber: 'PO-LOT', expiry: '2030-02-02' }],
    });
    expect(partial.status).toBe(200);
    expect(partial.body.status).toBe('partially_received');
    expect(partial.body.lines[0].receivedQuantity).toBe(4);
    expect((await callInventory(app, 'GET', `/items/${a.id}`)).body.stock).toBe(5);
    const card = (await callInventory(app, 'GET', `/items/${a.id}/movements`)).body;
    expect(card.movements[0]).toMatchObject({
      kind: 'receipt',
      quantity: 4,
      reference: `PO-${order.id}`,
      lotNumber: 'PO-LOT',
    });
    expect(card.lots).toEqual([
      expect.objectContaining({ lotNumber: 'PO-LOT', quantity: 4, expiry: '2030-02-02' }),
    ]);

    const rest = await callInventory(app, 'POST', `/purchase-orders/${order.id}/receive`, {
      receiveAll: true,
    });
    expect(rest.body.status).toBe('received');
    expect(rest.body.lines.map((l: { receivedQuantity: number }) => l.receivedQuantity)).toEqual([10, 6]);
    expect((await callInventory(app, 'GET', `/items/${a.id}`)).body.stock).toBe(11);
    expect((await callInventory(app, 'GET', `/items/${b.id}`)).body.stock).toBe(6);
    const receipts = await db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reference, `PO-${order.id}`));
    expect(receipts.map((m) => m.quantity).sort((x, y) => x - y)).toEqual([4, 6, 6]);
    expect(lineB).toBeDefined();
  });

  it('auto-generates one order per supplier for items at or below threshold; twice creates nothing new', async () => {
    const { app, db } = get();
    const low = await makeItem(app, { stock: 2, threshold: 10, name: 'Auto-order tape' });
    const first = await callInventory(app, 'POST', '/purchase-orders/auto-generate');
    expect(first.status).toBe(200);
    const orders = first.body.created as {
      supplierId: number;
      source: string;
      lines: { itemId: number; quantity: number }[];
    }[];
    expect(orders.length).toBeGreaterThan(0);
    expect(new Set(orders.map((o) => o.supplierId)).size).toBe(orders.length);
    for (const o of orders) expect(o.source).toBe('auto');
    const line = orders.flatMap((o) => o.lines).find((l) => l.itemId === low.id);
    const supplier = (await callInventory(app, 'GET', '/suppliers')).body.items.find(
      (s: { id: number }) => s.id === low.supplierId,
    );
    expect(line?.quantity).toBe(
      Math.max(2 * 10 - 2, supplier.defaultOrderQuantity, supplier.minimumOrderQuantity, 1),
    );
    const before = await snapshotDatabase(db);
    const second = await callInventory(app, 'POST', '/purchase-orders/auto-generate');
    expect(second.body.created).toEqual([]);
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('counts every order awaiting receipt as pending; a partly received one can be cancelled', async () => {
    const { app } = get();
    const pending = async () => (await callInventory(app, 'GET', '/summary')).body.pendingOrders as number;
    const start = await pending();
    const item = await makeItem(app);
    const order = await newOrder([
      { itemId: item.id, quantity: 5 },
      { itemId: item.id, quantity: 3 },
    ]);
    const act = (action: string, body?: object) =>
      callInventory(app, 'POST', `/purchase-orders/${order.id}/${action}`, body);
    expect(await pending()).toBe(start + 1);
    await act('send');
    expect(await pending()).toBe(start + 1);
    await act('confirm');
    expect(await pending()).toBe(start + 1);
    const lineId = order.lines[0]?.id;
    expect((await act('receive', { lines: [{ lineId, quantity: 2 }] })).body.status).toBe(
      'partially_received',
    );
    expect(await pending()).toBe(start + 1);
    expect((await act('cancel')).body).toMatchObject({
      status: 'cancelled',
      lines: [{ receivedQuantity: 2 }, { receivedQuantity: 0 }],
    });
    expect(await pending()).toBe(start);
    expect((await callInventory(app, 'GET', `/items/${item.id}`)).body.stock).toBe(item.stock + 2);
  });

  it('previews auto-generated orders without writing; the confirmed preview creates exactly those', async () => {
    const { app, db } = get();
    const low = await makeItem(app, { stock: 59, threshold: 80, price: 4.75, name: 'Preview ibuprofen' });
    const before = await snapshotDatabase(db);
    const res = await callInventory(app, 'GET', '/purchase-orders/auto-generate/preview');
    expect(res.status).toBe(200);
    const preview = autoGeneratePreviewSchema.parse(res.body);
    expect(await snapshotDatabase(db)).toEqual(before);
    const planned = preview.orders.find((o) => o.lines.some((l) => l.itemId === low.id));
    // Up to twice the threshold: 2 x 80 - 59 = 101 (not less than the supplier's default or minimum).
    expect(planned?.lines.find((l) => l.itemId === low.id)).toMatchObject({
      itemName: 'Preview ibuprofen',
      stock: 59,
      threshold: 80,
      quantity: expect.any(Number),
      // No restocking forecast has run in this suite: the threshold rule decides.
      quantityBasis: 'threshold',
      unitPrice: 4.75,
    });
    const line = planned?.lines.find((l) => l.itemId === low.id);
    expect(line?.quantity).toBeGreaterThanOrEqual(101);
    const cents = (planned?.lines ?? []).reduce(
      (sum, l) => sum + Math.round(l.unitPrice * 100) * l.quantity,
      0,
    );
    expect(planned?.totalAmount).toBe(cents / 100);

    const applied = await callInventory(
      app,
      'POST',
      `/purchase-orders/auto-generate?confirm=${preview.fingerprint}`,
    );
    expect(applied.status).toBe(200);
    const created = applied.body.created as { supplierId: number; totalAmount: number; lines: object[] }[];
    expect(
      created.map((o) => ({ supplierId: o.supplierId, totalAmount: o.totalAmount, lines: o.lines.length })),
    ).toEqual(
      preview.orders.map((o) => ({
        supplierId: o.supplierId,
        totalAmount: o.totalAmount,
        lines: o.lines.length,
      })),
    );
    expect(created.flatMap((o) => o.lines)).toEqual(
      preview.orders.flatMap((o) =>
        o.lines.map((l) => expect.objectContaining({ itemId: l.itemId, quantity: l.quantity })),
      ),
    );
  });

  it('refuses with 409 and writes nothing when the plan changed since the preview', async () => {
    const { app, db } = get();
    await makeItem(app, { stock: 1, threshold: 10 });
    const preview = autoGeneratePreviewSchema.parse(
      (await callInventory(app, 'GET', '/purchase-orders/auto-generate/preview')).body,
    );
    expect(preview.orders.length).toBeGreaterThan(0);
    await makeItem(app, { stock: 0, threshold: 4, name: 'Ran out after the preview' });
    const before = await snapshotDatabase(db);
    const stale = await callInventory(
      app,
      'POST',
      `/purchase-orders/auto-generate?confirm=${preview.fingerprint}`,
    );
    expect(stale).toMatchObject({
      status: 409,
      body: { error: 'CONFLICT', messageKey: 'autoOrdersChanged' },
    });
    expect(stale.body.message).toContain('no orders were created');
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('refuses orders for unknown or archived items', async () => {
    const { app } = get();
    const supplierId = (await callInventory(app, 'GET', '/suppliers')).body.items[0].id;
    const unknown = await callInventory(app, 'POST', '/purchase-orders', {
      supplierId,
      lines: [{ itemId: 999999, quantity: 1 }],
    });
    expect(unknown.status).toBe(404);
    const item = await makeItem(app);
    await callInventory(app, 'POST', `/items/${item.id}/archive`);
    const archived = await callInventory(app, 'POST', '/purchase-orders', {
      supplierId,
      lines: [{ itemId: item.id, quantity: 1 }],
    });
    expect(archived).toMatchObject({ status: 409, body: { error: 'CONFLICT' } });
  });

  it('creates and updates suppliers; a rename follows onto the items', async () => {
    const { app } = get();
    const input = {
      name: 'Northwind Medical',
      email: 'orders@northwind.example.com',
      phone: '+1 555 0199',
      address: '1 Pier Road',
      defaultOrderQuantity: 25,
      minimumOrderQuantity: 5,
      leadTimeDays: 4,
    };
    const created = await callInventory(app, 'POST', '/suppliers', input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(input);
    expect(
      (await callInventory(app, 'POST', '/suppliers', { ...input, name: 'northwind medical' })).status,
    ).toBe(409);
    const item = await makeItem(app, { supplierId: created.body.id });
    const renamed = await callInventory(app, 'PATCH', `/suppliers/${created.body.id}`, {
      name: 'Northwind Health',
    });
    expect(renamed.body).toMatchObject({ ...input, name: 'Northwind Health' });
    expect((await callInventory(app, 'GET', `/items/${item.id}`)).body.supplierName).toBe('Northwind Health');
    expect((await callInventory(app, 'GET', '/supplies?search=northwind')).body.total).toBe(1);
    expect((await callInventory(app, 'PATCH', '/suppliers/999999', { leadTimeDays: 3 })).status).toBe(404);
    const list = (await callInventory(app, 'GET', '/suppliers')).body.items;
    expect(list.map((s: { name: string }) => s.name)).toContain('Northwind Health');
  });
});
