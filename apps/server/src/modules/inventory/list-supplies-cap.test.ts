import { SUPPLIES_SEARCH_CAP, suppliesPageSchema } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { callInventory } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';

describeEachDatabase('supplies search past its cap', (get) => {
  it('reads at most the cap, sorts those by name, and says the total is capped', async () => {
    const { app } = get();
    const extra = SUPPLIES_SEARCH_CAP + 5;
    await app.db.execute(sql`
      insert into items (name, category, unit, threshold, price)
      select 'Capped swab ' || lpad(i::text, 5, '0'), 'Consumables', 'units', 10, 1
      from generate_series(1, ${extra}) i`);

    const broad = suppliesPageSchema.parse(
      (await callInventory(app, 'GET', '/supplies?search=CAPPED SWAB&pageSize=50')).body,
    );
    expect(broad.totalIsCapped).toBe(true);
    expect(broad.total).toBe(SUPPLIES_SEARCH_CAP);
    expect(broad.items).toHaveLength(50);
    const names = broad.items.map((i) => i.name);
    expect(names).toEqual([...names].sort());

    const lastPage = suppliesPageSchema.parse(
      (
        await callInventory(
          app,
          'GET',
          `/supplies?search=capped swab&pageSize=50&page=${SUPPLIES_SEARCH_CAP / 50}`,
        )
      ).body,
    );
    expect(lastPage.items).toHaveLength(50);
    const beyond = suppliesPageSchema.parse(
      (
        await callInventory(
          app,
          'GET',
          `/supplies?search=capped swab&pageSize=50&page=${SUPPLIES_SEARCH_CAP / 50 + 1}`,
        )
      ).body,
    );
    expect(beyond).toMatchObject({ items: [], total: SUPPLIES_SEARCH_CAP, totalIsCapped: true });

    const narrow = suppliesPageSchema.parse(
      (await callInventory(app, 'GET', '/supplies?search=swab 0019')).body,
    );
    expect(narrow).toMatchObject({ total: 10, totalIsCapped: false });
    expect(narrow.items.map((i) => i.name)).toEqual(
      Array.from({ length: 10 }, (_, k) => `Capped swab 0019${k}`),
    );

    const unsearched = suppliesPageSchema.parse(
      (await callInventory(app, 'GET', '/supplies?pageSize=1')).body,
    );
    expect(unsearched.totalIsCapped).toBe(false);
    expect(unsearched.total).toBeGreaterThan(SUPPLIES_SEARCH_CAP);
  });
});
