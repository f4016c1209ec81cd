import { rfidSuppliesPageSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { callInventory, callRfid, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';

const supplies = async (app: Parameters<typeof callRfid>[0], query: string) => {
  const res = await callRfid(app, 'GET', `/supplies?${query}`);
  expect(res.status, query).toBe(200);
  return rfidSuppliesPageSchema.parse(res.body);
};

describeEachDatabase('GET /api/rfid/supplies', (get) => {
  it('lists items that are not archived with their tag, by name, searched by item or supplier name', async () => {
    const { app } = get();
    const supplier = await callInventory(app, 'POST', '/suppliers', {
      name: 'Zephyr Coverage Supplies',
      email: 'orders@zephyr.example',
      phone: '',
      address: '',
      defaultOrderQuantity: 10,
      minimumOrderQuantity: 1,
      leadTimeDays: 3,
    });
    expect(supplier.status).toBe(201);
    const supplierId = supplier.body.id as number;
    const tagged = await makeItem(app, { name: 'Probe B tagged', supplierId, stock: 7, unit: 'pack' });
    const untagged = await makeItem(app, { name: 'Probe A untagged', supplierId, stock: 3 });
    const archived = await makeItem(app, { name: 'Probe C archived', supplierId });
    await callInventory(app, 'POST', `/items/${archived.id}/archive`);
    const added = await callRfid(app, 'POST', '/tags', { itemId: tagged.id });
    await callRfid(app, 'PUT', `/tags/${added.body.tagId}`, { status: 'damaged' });
    // Stock is the inventory's own figure, after a movement too.
    await callInventory(app, 'POST', `/items/${tagged.id}/movements`, { kind: 'issue', quantity: 2 });
    const stock = (await callInventory(app, 'GET', `/items/${tagged.id}`)).body.stock;

    const bySupplier = await supplies(app, 'search=zEPHYR%20coverage');
    expect(bySupplier).toEqual({
      items: [
        {
          itemId: untagged.id,
          name: 'Probe A untagged',
          supplierName: 'Zephyr Coverage Supplies',
          stock: 3,
          unit: 'box',
          tagId: null,
          tagStatus: null,
        },
        {
          itemId: tagged.id,
          name: 'Probe B tagged',
          supplierName: 'Zephyr Coverage Supplies',
          stock,
          unit: 'pack',
          tagId: added.body.tagId,
          tagStatus: 'damaged',
        },
      ],
      total: 2,
      page: 1,
      pageSize: 50,
    });
    expect(stock).toBe(5);
    const byName = await supplies(app, 'search=probe%20b');
    expect(byName.items.map((s) => s.itemId)).toEqual([tagged.id]);
    expect((await supplies(app, 'search=%25_')).total).toBe(0);
    const withTag = await supplies(app, 'search=zephyr&coverage=with');
    expect(withTag.items.map((s) => s.itemId)).toEqual([tagged.id]);
    const withoutTag = await supplies(app, 'search=zephyr&coverage=without');
    expect(withoutTag.items.map((s) => s.itemId)).toEqual([untagged.id]);
  });

  it('coverage splits every supply; pages follow name then id', async () => {
    const { app } = get();
    const all = await supplies(app, 'pageSize=200');
    const stats = (await callRfid(app, 'GET', '/statistics')).body;
    expect(all.total).toBe(stats.totalSupplies);
    expect((await supplies(app, 'coverage=with')).total).toBe(stats.suppliesWithRFID);
    expect((await supplies(app, 'coverage=without')).total).toBe(stats.suppliesWithoutRFID);
    const sorted = [...all.items].sort((a, b) =>
      a.name === b.name ? a.itemId - b.itemId : a.name < b.name ? -1 : 1,
    );
    expect(all.items.map((s) => s.itemId)).toEqual(sorted.map((s) => s.itemId));
    const page2 = await supplies(app, 'page=2&pageSize=3');
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: all.total });
    expect(page2.items).toEqual(all.items.slice(3, 6));
    expect((await supplies(app, 'page=99&pageSize=50')).items).toEqual([]);
  });
});
