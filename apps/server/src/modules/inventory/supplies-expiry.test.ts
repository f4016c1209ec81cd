import { suppliesPageSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { callInventory, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('supplies expiry state and filter', (get) => {
  const list = async (query: string) => {
    const res = await callInventory(app(), 'GET', `/supplies?${query}&pageSize=200`);
    expect(res.status).toBe(200);
    return suppliesPageSchema.parse(res.body);
  };
  const app = () => get().app;

  it('an item with an expired lot on hand reads Expired beside its stock status, and the filter finds it', async () => {
    const expired = await makeItem(app(), {
      name: 'Expiry amoxicillin',
      stock: 40,
      threshold: 5,
      lotNumber: 'OLD',
      expiry: day(-3),
    });
    // A later lot does not hide the expired one: the earliest expiry on hand counts.
    await callInventory(app(), 'POST', `/items/${expired.id}/movements`, {
      kind: 'receipt',
      quantity: 10,
      lotNumber: 'NEW',
      expiry: day(200),
    });
    const expiring = await makeItem(app(), {
      name: 'Expiry insulin',
      stock: 40,
      threshold: 5,
      lotNumber: 'SOON',
      expiry: day(30),
    });
    const later = await makeItem(app(), {
      name: 'Expiry gauze',
      stock: 40,
      threshold: 5,
      lotNumber: 'LATER',
      expiry: day(31),
    });
    // An expired lot used up is no longer stock on hand.
    const usedUp = await makeItem(app(), {
      name: 'Expiry used up',
      stock: 40,
      threshold: 5,
      lotNumber: 'GONE',
      expiry: day(-10),
    });
    await callInventory(app(), 'POST', `/items/${usedUp.id}/movements`, {
      kind: 'receipt',
      quantity: 5,
      lotNumber: 'FRESH',
      expiry: day(300),
    });
    await callInventory(app(), 'POST', `/items/${usedUp.id}/movements`, {
      kind: 'issue',
      quantity: 40,
      lotNumber: 'GONE',
    });

    const all = (await list('search=expiry')).items;
    const stateOf = (id: number) => all.find((i) => i.id === id);
    expect(stateOf(expired.id)).toMatchObject({ status: 'good', expiry: day(-3), expiryState: 'expired' });
    expect(stateOf(expiring.id)).toMatchObject({ status: 'good', expiryState: 'expiring' });
    expect(stateOf(later.id)?.expiryState).toBeNull();
    expect(stateOf(usedUp.id)?.expiryState).toBeNull();

    const expiredIds = (await list('status=expired')).items.map((i) => i.id);
    expect(expiredIds).toContain(expired.id);
    for (const id of [expiring.id, later.id, usedUp.id]) expect(expiredIds).not.toContain(id);
    const expiringIds = (await list('status=expiring')).items.map((i) => i.id);
    expect(expiringIds).toContain(expiring.id);
    for (const id of [expired.id, later.id, usedUp.id]) expect(expiringIds).not.toContain(id);
    // The filter and a search together, counted over the matches.
    const searched = await list('status=expired&search=expiry%20amox');
    expect(searched).toMatchObject({ total: 1, items: [{ id: expired.id, expiryState: 'expired' }] });
    // Every item the filter returns says so itself.
    expect((await list('status=expired')).items.every((i) => i.expiryState === 'expired')).toBe(true);
  });

  it('counts the item’s own expiry when its stock has no dated lot, and nothing once the stock is gone', async () => {
    const item = await makeItem(app(), { name: 'Expiry unlotted', stock: 5, threshold: 1, expiry: day(-1) });
    expect((await list('status=expired')).items.map((i) => i.id)).toContain(item.id);
    await callInventory(app(), 'POST', `/items/${item.id}/movements`, { kind: 'issue', quantity: 5 });
    const after = await list('status=expired');
    expect(after.items.map((i) => i.id)).not.toContain(item.id);
  });

  it('restock lists the low and the critical items, as the overview counts them', async () => {
    const low = await makeItem(app(), { stock: 9, threshold: 10 });
    const critical = await makeItem(app(), { stock: 2, threshold: 10 });
    const good = await makeItem(app(), { stock: 50, threshold: 10 });
    const page = await list('status=restock');
    const ids = page.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([low.id, critical.id]));
    expect(ids).not.toContain(good.id);
    expect(page.items.every((i) => i.status !== 'good')).toBe(true);
    const [lows, criticals] = await Promise.all([list('status=low'), list('status=critical')]);
    expect(page.total).toBe(lows.total + criticals.total);
  });

  it('refuses an unknown status with a message naming the choices', async () => {
    const res = await callInventory(app(), 'GET', '/supplies?status=stale');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('expiring');
  });
});
