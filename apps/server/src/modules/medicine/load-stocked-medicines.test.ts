import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { items } from '../../db/schema';
import { describeEachSeededDatabase } from '../../test/databases';
import { MEDICINE_CATALOGUE } from './catalogue';
import { loadStockedMedicines } from './load-stocked-medicines';
import { saveMedicineProfiles } from './save-medicine-profiles';

describeEachSeededDatabase('loadStockedMedicines', (db) => {
  it('gives every medicine with live stock and its profile, re-reading a profile only when it changed', async () => {
    const first = await loadStockedMedicines({ db: db() });
    expect(first.map((m) => m.profile.key).sort()).toEqual(MEDICINE_CATALOGUE.map((p) => p.key).sort());
    const aspirin = first.find((m) => m.profile.key === 'aspirin_325mg_tablets');
    if (!aspirin) throw new Error('the seed has no aspirin');
    expect(aspirin).toMatchObject({ stock: 0, stockStatus: 'critical', threshold: 20, price: 2.1 });

    // Unchanged profiles come from the cache: the same objects, which nobody may change.
    const again = await loadStockedMedicines({ db: db() });
    expect(again.find((m) => m.itemId === aspirin.itemId)?.profile).toBe(aspirin.profile);
    expect(Object.isFrozen(aspirin.profile.treats)).toBe(true);

    // A new profile and new stock are seen at once.
    const profile = { ...aspirin.profile, description: 'Changed for the test.' };
    await saveMedicineProfiles({ db: db(), profiles: [{ itemId: aspirin.itemId, profile }] });
    await db().update(items).set({ stockOnHand: 7 }).where(eq(items.id, aspirin.itemId));
    const changed = (await loadStockedMedicines({ db: db() })).find((m) => m.itemId === aspirin.itemId);
    expect(changed).toMatchObject({ stock: 7, profile: { description: 'Changed for the test.' } });
  });

  it('leaves out an archived medicine', async () => {
    const [one] = await loadStockedMedicines({ db: db() });
    await db()
      .update(items)
      .set({ archivedAt: new Date() })
      .where(eq(items.id, one?.itemId ?? 0));
    const after = await loadStockedMedicines({ db: db() });
    expect(after.map((m) => m.itemId)).not.toContain(one?.itemId);
    expect(after).toHaveLength(MEDICINE_CATALOGUE.length - 1);
  });
});
