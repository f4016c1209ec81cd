import { purchaseOrderSchema, restockingRequestSchema } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { items, purchaseOrders } from '../../db/schema';
import { accountIdOf } from '../../test/accounts';
import { callInventory, callMedicine } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { databaseFingerprint } from '../../test/snapshot';
import { raiseRestockingRequests } from './raise-restocking-requests';

// pending → scheduled (a purchase order placed and linked) → fulfilled (Mark Fulfilled, or the order received:
// the trigger of migration 0017), a cancelled order putting the request back to pending. On both databases.

describeEachDatabase('the restocking request lifecycle', (get) => {
  /** A pending request for the medicine found by `search` (at or below its threshold in the demo seed). */
  const raise = async (search: string) => {
    const { app, db } = get();
    const medicine = (await callMedicine(app, 'GET', `/all?search=${search}`)).body.items[0];
    const accountId = await accountIdOf(db, 'admin');
    const [id] = await raiseRestockingRequests({ db, itemIds: [medicine.id], accountId, answerId: null });
    if (id === undefined) throw new Error(`no request raised for ${search}`);
    return { id, medicine };
  };
  const act = async (id: number, action: 'schedule' | 'fulfil') =>
    callMedicine(get().app, 'POST', `/restocking-requests/${id}/${action}`);
  const actOk = async (id: number, action: 'schedule' | 'fulfil') => {
    const res = await act(id, action);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return restockingRequestSchema.parse(res.body);
  };
  const order = (id: number, action: string, body?: object) =>
    callInventory(get().app, 'POST', `/purchase-orders/${id}/${action}`, body);
  const requestNow = async (id: number) => {
    const list = (await callMedicine(get().app, 'GET', '/restocking-requests')).body.items;
    return restockingRequestSchema.parse(list.find((r: { requestId: number }) => r.requestId === id));
  };

  it('schedules: places the order with the supplier and links it; receiving it fulfils the request', async () => {
    const { id, medicine } = await raise('guaifenesin');
    const scheduled = await actOk(id, 'schedule');
    expect(scheduled).toMatchObject({ status: 'scheduled', fulfilledAt: null });
    expect(scheduled.scheduledAt).not.toBeNull();
    const orders = (await callInventory(get().app, 'GET', '/purchase-orders')).body.items;
    const placed = purchaseOrderSchema.parse(
      orders.find((o: { id: number }) => o.id === scheduled.purchaseOrderId),
    );
    expect(placed).toMatchObject({ status: 'pending', supplierName: 'MedSupply Co.' });
    expect(placed.lines).toMatchObject([{ itemId: medicine.id, quantity: scheduled.requestedQuantity }]);

    expect((await order(placed.id, 'send')).status).toBe(200);
    expect((await order(placed.id, 'confirm')).status).toBe(200);
    // Part of the order arriving leaves the request scheduled.
    const lineId = placed.lines[0]?.id;
    expect((await order(placed.id, 'receive', { lines: [{ lineId, quantity: 1 }] })).body.status).toBe(
      'partially_received',
    );
    expect((await requestNow(id)).status).toBe('scheduled');
    expect((await order(placed.id, 'receive', { receiveAll: true })).body.status).toBe('received');
    const fulfilled = await requestNow(id);
    expect(fulfilled).toMatchObject({
      status: 'fulfilled',
      purchaseOrderId: placed.id,
      stockNow: medicine.stockQuantity + scheduled.requestedQuantity,
      currentStock: medicine.stockQuantity,
    });
    expect(fulfilled.fulfilledAt).not.toBeNull();
    // Fulfilled is the end; a new request may now be raised for the medicine, if it still runs low.
    expect(await act(id, 'fulfil')).toMatchObject({
      status: 409,
      body: {
        error: 'CONFLICT',
        messageKey: 'restockingTransition',
        message: `Restocking request ${id} is already fulfilled.`,
      },
    });
    expect(await act(id, 'schedule')).toMatchObject({
      status: 409,
      body: { messageKey: 'restockingTransition' },
    });
  });

  it('puts the request back to pending when its order is cancelled, and it can be scheduled again', async () => {
    const { id } = await raise('hydroxyzine');
    const first = await actOk(id, 'schedule');
    expect((await order(first.purchaseOrderId as number, 'cancel')).body.status).toBe('cancelled');
    expect(await requestNow(id)).toMatchObject({
      status: 'pending',
      purchaseOrderId: null,
      scheduledAt: null,
    });
    const second = await actOk(id, 'schedule');
    expect(second.purchaseOrderId).not.toBe(first.purchaseOrderId);
    expect(second.status).toBe('scheduled');
  });

  it('marks a pending or a scheduled request fulfilled; the scheduled one keeps its order as it was', async () => {
    const pending = await raise('omeprazole');
    expect(await actOk(pending.id, 'fulfil')).toMatchObject({ status: 'fulfilled', purchaseOrderId: null });
    const scheduled = await raise('pseudoephedrine');
    const { purchaseOrderId } = await actOk(scheduled.id, 'schedule');
    expect(await actOk(scheduled.id, 'fulfil')).toMatchObject({ status: 'fulfilled', purchaseOrderId });
    const [placed] = await get()
      .db.select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, purchaseOrderId as number));
    expect(placed?.status).toBe('pending');
    // Cancelling that order now leaves the fulfilled request alone.
    expect((await order(purchaseOrderId as number, 'cancel')).status).toBe(200);
    expect((await requestNow(scheduled.id)).status).toBe('fulfilled');
  });

  it('raises no request for a medicine already on an open order, and links an order placed since', async () => {
    const { app, db } = get();
    const accountId = await accountIdOf(db, 'admin');
    const { id, medicine } = await raise('aspirin');
    const [item] = await db.select().from(items).where(eq(items.id, medicine.id));
    const placed = await callInventory(app, 'POST', '/purchase-orders', {
      supplierId: item?.supplierId,
      lines: [{ itemId: medicine.id, quantity: 30 }],
    });
    expect(placed.status).toBe(201);
    const ordersBefore = (await callInventory(app, 'GET', '/purchase-orders')).body.items.length;
    const scheduled = await actOk(id, 'schedule');
    expect(scheduled.purchaseOrderId).toBe(placed.body.id);
    expect((await callInventory(app, 'GET', '/purchase-orders')).body.items.length).toBe(ordersBefore);

    const fulfilled = await actOk(id, 'fulfil');
    expect(fulfilled.status).toBe('fulfilled');
    // Still low, but on order: another answer raises nothing for it.
    expect(await raiseRestockingRequests({ db, itemIds: [medicine.id], accountId, answerId: null })).toEqual(
      [],
    );
  });

  it('places one order when Schedule Order is clicked twice at once', async () => {
    const { id } = await raise('loratadine');
    const ordersBefore = (await callInventory(get().app, 'GET', '/purchase-orders')).body.items.length;
    const answers = await Promise.all([act(id, 'schedule'), act(id, 'schedule'), act(id, 'schedule')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const ordersAfter = (await callInventory(get().app, 'GET', '/purchase-orders')).body.items.length;
    expect(ordersAfter).toBe(ordersBefore + 1);
  });

  it('refuses to schedule a medicine without a supplier (409), changing nothing', async () => {
    const { db } = get();
    const { id, medicine } = await raise('naproxen');
    await db.update(items).set({ supplierId: null, supplierName: null }).where(eq(items.id, medicine.id));
    const before = await databaseFingerprint(db);
    expect(await act(id, 'schedule')).toMatchObject({
      status: 409,
      body: { error: 'CONFLICT', messageKey: 'restockingNoSupplier', params: { name: medicine.name } },
    });
    expect(await databaseFingerprint(db)).toEqual(before);
    expect((await requestNow(id)).status).toBe('pending');
  });

  it('answers 404 for an unknown request, changing nothing', async () => {
    const { db } = get();
    const before = await databaseFingerprint(db);
    for (const action of ['schedule', 'fulfil'] as const) {
      expect(await act(999_999, action)).toMatchObject({
        status: 404,
        body: { error: 'NOT_FOUND', messageKey: 'restockingRequestNotFound', params: { id: 999_999 } },
      });
    }
    expect(await databaseFingerprint(db)).toEqual(before);
  });

  it('lists newest first, filters by status, and pages', async () => {
    const { app } = get();
    const all = (await callMedicine(app, 'GET', '/restocking-requests')).body;
    expect(all.total).toBeGreaterThanOrEqual(5);
    const ids = all.items.map((r: { requestId: number }) => r.requestId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const fulfilled = (await callMedicine(app, 'GET', '/restocking-requests?status=fulfilled')).body;
    expect(fulfilled.total).toBeGreaterThan(0);
    for (const r of fulfilled.items) expect(r.status).toBe('fulfilled');
    const second = (await callMedicine(app, 'GET', '/restocking-requests?page=2&pageSize=2')).body;
    expect(second.items.map((r: { requestId: number }) => r.requestId)).toEqual(ids.slice(2, 4));
  });
});
