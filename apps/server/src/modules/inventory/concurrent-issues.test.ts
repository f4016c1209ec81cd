import { eq, sum } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { stockMovements } from '../../db/schema';
import { callInventory, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';

describeEachDatabase('concurrent issues against one item', (get) => {
  it('20 simultaneous issues of 1 against stock 10: exactly 10 accepted, 10 refused, stock 0', async () => {
    const { app, db, adminCookie } = get();
    const item = await makeItem(app, { stock: 10, threshold: 2 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${address}/api/inventory/items/${item.id}/movements`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: adminCookie },
          body: JSON.stringify({ kind: 'issue', quantity: 1 }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const refused = (await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()))) as {
      error: string;
    }[];
    for (const body of refused) expect(body.error).toBe('INSUFFICIENT_STOCK');
    expect((await callInventory(app, 'GET', `/items/${item.id}`)).body.stock).toBe(0);
    const [ledger] = await db
      .select({ total: sum(stockMovements.quantity) })
      .from(stockMovements)
      .where(eq(stockMovements.itemId, item.id));
    expect(Number(ledger?.total)).toBe(0);
    const card = (await callInventory(app, 'GET', `/items/${item.id}/movements`)).body;
    expect(card.movements.map((m: { balance: number }) => m.balance)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});
