import { recommendResponseSchema, restockingPageSchema } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accounts, medicineAnswers, restockingRequests } from '../../db/schema';
import { accountIdOf } from '../../test/accounts';
import { callInventory, callMedicine } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { databaseFingerprint } from '../../test/snapshot';

const HEADACHE = 'I have had a bad headache since this morning';

describeEachDatabase('POST /api/medicine/recommend', (get) => {
  const recommend = async (body: object) => {
    const res = await callMedicine(get().app, 'POST', '/recommend', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return recommendResponseSchema.parse(res.body);
  };
  const medicineNamed = async (search: string) => {
    const res = await callMedicine(get().app, 'GET', `/all?search=${encodeURIComponent(search)}`);
    return res.body.items[0];
  };
  /** Issues stock until the medicine holds `stock`, through the ledger as a ward would. */
  const bringStockTo = async (id: number, stock: number) => {
    const item = (await callInventory(get().app, 'GET', `/items/${id}`)).body;
    const res = await callInventory(get().app, 'POST', `/items/${id}/movements`, {
      kind: 'issue',
      quantity: item.stock - stock,
    });
    expect(res.status).toBe(201);
  };
  const adminName = async () => {
    const [admin] = await get()
      .db.select()
      .from(accounts)
      .where(eq(accounts.id, await accountIdOf(get().db, 'admin')));
    return admin?.name;
  };
  const openRequests = (itemId: number) =>
    get()
      .db.select()
      .from(restockingRequests)
      .where(eq(restockingRequests.itemId, itemId))
      .then((rows) => rows.filter((r) => r.status !== 'fulfilled'));

  it('recommends from stock, stores the answer with who asked, and raises nothing without restocking', async () => {
    const { db } = get();
    const adminId = await accountIdOf(db, 'admin');
    const answer = await recommend({ userId: adminId, symptoms: HEADACHE, includeRestocking: false });
    expect(answer.urgentReferral).toBe(false);
    expect(answer.symptomsDetected).toHaveProperty('headache');
    expect(answer.totalRecommendations).toBe(answer.recommendations.length);
    const paracetamol = await medicineNamed('paracetamol');
    const card = answer.recommendations.find((r) => r.medicineId === paracetamol.id);
    expect(card).toMatchObject({ stockQuantity: paracetamol.stockQuantity, price: paracetamol.price });
    expect(answer.restockingRequests).toEqual([]);
    const [stored] = await db.select().from(medicineAnswers).where(eq(medicineAnswers.id, answer.answerId));
    expect(stored).toMatchObject({ accountId: adminId, symptoms: HEADACHE, urgentReferral: false });
    expect(stored?.answer.recommendations).toEqual(answer.recommendations);
  });

  it('raises one request for each recommended medicine at or below its threshold, and not again', async () => {
    const paracetamol = await medicineNamed('paracetamol');
    await bringStockTo(paracetamol.id, 40);
    const first = await recommend({ symptoms: HEADACHE });
    const raised = first.restockingRequests.find((r) => r.medicineId === paracetamol.id);
    // 40 of a threshold of 100 is critical; MedSupply orders 50 at least, and twice the threshold less the stock is more.
    expect(raised).toMatchObject({
      medicineName: paracetamol.name,
      urgencyLevel: 'medium',
      status: 'pending',
      currentStock: 40,
      stockNow: 40,
      requestedQuantity: 160,
      reasonText: { key: 'restocking.critical', params: { stock: 40, threshold: 100 } },
      createdBy: await adminName(),
      purchaseOrderId: null,
    });
    expect(raised?.reason).toBe('Recommended at critical stock: 40 left, threshold 100.');
    for (const request of first.restockingRequests) {
      const medicine = await medicineNamed(request.medicineName);
      expect(medicine.stockQuantity).toBeLessThanOrEqual(medicine.threshold);
    }
    expect((await recommend({ symptoms: HEADACHE })).restockingRequests).toEqual([]);
    expect(await openRequests(paracetamol.id)).toHaveLength(1);
    const list = restockingPageSchema.parse(
      (await callMedicine(get().app, 'GET', '/restocking-requests')).body,
    );
    expect(list.items.map((r) => r.requestId)).toEqual(
      expect.arrayContaining(first.restockingRequests.map((r) => r.requestId)),
    );
  });

  it('raises one open request between answers given at the same moment', async () => {
    const ibuprofen = await medicineNamed('ibuprofen');
    await bringStockTo(ibuprofen.id, 0);
    const answers = await Promise.all(Array.from({ length: 6 }, () => recommend({ symptoms: HEADACHE })));
    const raised = answers.flatMap((a) => a.restockingRequests.filter((r) => r.medicineId === ibuprofen.id));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ urgencyLevel: 'high', currentStock: 0 });
    expect(await openRequests(ibuprofen.id)).toHaveLength(1);
    // No medicine got two, whichever answer raised it.
    const ids = answers.flatMap((a) => a.restockingRequests.map((r) => r.medicineId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refers a red flag urgently, suggests nothing and raises nothing', async () => {
    const answer = await recommend({ symptoms: 'crushing chest pain spreading to my left arm' });
    expect(answer).toMatchObject({ urgentReferral: true, recommendations: [], restockingRequests: [] });
    expect(answer.redFlags.length).toBeGreaterThan(0);
  });

  it('refuses to ask in the name of another account (403), changing nothing', async () => {
    const { app, db } = get();
    const before = await databaseFingerprint(db);
    const staffId = await accountIdOf(db, 'staff');
    const res = await callMedicine(app, 'POST', '/recommend', { userId: staffId, symptoms: HEADACHE });
    expect(res).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN', messageKey: 'recommendOwnAccount' },
    });
    expect(await databaseFingerprint(db)).toEqual(before);
  });
});
