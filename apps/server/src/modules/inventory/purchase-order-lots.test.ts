import { purchaseOrderSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { callInventory, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';

describeEachDatabase('purchase order lines remember their last received lot', (get) => {
  it('each line carries the lot and expiry of its latest receipt into a lot, none before the first', async () => {
    const { app } = get();
    const gloves = await makeItem(app, { name: 'Lot-prefill gloves' });
    const swabs = await makeItem(app, { name: 'Lot-prefill swabs' });
    const supplierId = (await callInventory(app, 'GET', '/suppliers')).body.items[0].id;
    const created = await callInventory(app, 'POST', '/purchase-orders', {
      supplierId,
      lines: [
        { itemId: gloves.id, quantity: 10 },
        { itemId: swabs.id, quantity: 6 },
      ],
    });
    const order = purchaseOrderSchema.parse(created.body);
    expect(order.lines.map((l) => l.lastLot)).toEqual([null, null]);
    for (const action of ['send', 'confirm']) {
      expect((await callInventory(app, 'POST', `/purchase-orders/${order.id}/${action}`)).status).toBe(200);
    }
    const [glovesLine, swabsLine] = order.lines;
    const receive = (lines: object[]) =>
      callInventory(app, 'POST', `/purchase-orders/${order.id}/receive`, { lines });
    await receive([{ lineId: glovesLine?.id, quantity: 3, lotNumber: 'G-1', expiry: '2030-01-01' }]);
    await receive([{ lineId: glovesLine?.id, quantity: 2, lotNumber: 'G-2', expiry: '2030-05-05' }]);
    const partial = purchaseOrderSchema.parse(
      await receive([{ lineId: swabsLine?.id, quantity: 1 }]).then((r) => r.body),
    );
    expect(partial.lines.map((l) => l.lastLot)).toEqual([{ lotNumber: 'G-2', expiry: '2030-05-05' }, null]);
    const listed = (await callInventory(app, 'GET', '/purchase-orders')).body.items.find(
      (o: { id: number }) => o.id === order.id,
    );
    expect(listed.lines[0].lastLot).toEqual({ lotNumber: 'G-2', expiry: '2030-05-05' });
  });
});
