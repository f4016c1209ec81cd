import { decodeSgtin96, itemReferenceForItem, rfidTagSchema } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { items, rfidTags } from '../../db/schema';
import { callInventory, callRfid, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';

describeEachDatabase('POST /api/rfid/tags', (get) => {
  const tagsOf = (itemId: number) => get().db.select().from(rfidTags).where(eq(rfidTags.itemId, itemId));

  it('gives one item a tag of its reference, as assign would, and copies it to the item', async () => {
    const { app } = get();
    const item = await makeItem(app, { name: 'Single tag gauze' });
    const other = await makeItem(app);
    const res = await callRfid(app, 'POST', '/tags', { itemId: item.id });
    expect(res.status).toBe(201);
    const tag = rfidTagSchema.parse(res.body);
    expect(tag).toMatchObject({
      itemId: item.id,
      itemName: 'Single tag gauze',
      status: 'active',
      lastScan: null,
      location: null,
      batteryLevel: null,
      signalStrength: null,
    });
    expect(decodeSgtin96(tag.tagId)).toMatchObject({
      filter: 1,
      companyPrefix: '0614141',
      itemReference: itemReferenceForItem(item.id, '0614141'),
    });
    expect(tag.pureIdentityUri).toMatch(/^urn:epc:id:sgtin:0614141\./);
    expect((await callInventory(app, 'GET', `/items/${item.id}`)).body.rfidTag).toBe(tag.tagId);
    const listed = (await callRfid(app, 'GET', `/tags?search=${tag.tagId}`)).body.items;
    expect(listed).toEqual([tag]);
    // The serial continues the sequence assign uses, so assigning all afterwards skips this item.
    const assigned = await callRfid(app, 'POST', '/assign');
    expect(assigned.body.assigned).toBeGreaterThanOrEqual(1);
    expect(await tagsOf(item.id)).toHaveLength(1);
    const [otherTag] = await tagsOf(other.id);
    expect(otherTag?.serial).toBeGreaterThan(decodeSgtin96(tag.tagId).serial);
  });

  it('answers 409 naming the tag when the item has one, and writes nothing', async () => {
    const { app, db } = get();
    const item = await makeItem(app);
    const first = await callRfid(app, 'POST', '/tags', { itemId: item.id });
    expect(first.status).toBe(201);
    const before = await snapshotDatabase(db);
    const second = await callRfid(app, 'POST', '/tags', { itemId: item.id });
    expect(second).toEqual({
      status: 409,
      body: {
        error: 'CONFLICT',
        message: `${item.name} already has RFID tag ${first.body.tagId}.`,
        messageKey: 'rfidItemTagged',
        params: { name: item.name, tagId: first.body.tagId },
      },
    });
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('answers 404 for an unknown or archived item', async () => {
    const { app, db } = get();
    const archived = await makeItem(app, { name: 'Archived drape' });
    await callInventory(app, 'POST', `/items/${archived.id}/archive`);
    const before = await snapshotDatabase(db);
    const unknown = await callRfid(app, 'POST', '/tags', { itemId: 999_999 });
    expect(unknown).toEqual({
      status: 404,
      body: {
        error: 'NOT_FOUND',
        message: 'No inventory item with id 999999.',
        messageKey: 'itemNotFound',
        params: { id: 999_999 },
      },
    });
    const gone = await callRfid(app, 'POST', '/tags', { itemId: archived.id });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toContain('Archived drape');
    expect(gone.body.message).toContain('archived');
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('concurrent adds, and an add beside an assign, make one tag per item', async () => {
    const { app, db } = get();
    const item = await makeItem(app);
    const adds = await Promise.all([1, 2, 3].map(() => callRfid(app, 'POST', '/tags', { itemId: item.id })));
    expect(adds.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await tagsOf(item.id)).toHaveLength(1);

    const raced = await makeItem(app);
    const [add, assign] = await Promise.all([
      callRfid(app, 'POST', '/tags', { itemId: raced.id }),
      callRfid(app, 'POST', '/assign'),
    ]);
    expect([201, 409]).toContain(add.status);
    expect(assign.status).toBe(200);
    const tags = await tagsOf(raced.id);
    expect(tags).toHaveLength(1);
    const [row] = await db.select({ rfidTag: items.rfidTag }).from(items).where(eq(items.id, raced.id));
    expect(row?.rfidTag).toBe(tags[0]?.tagId);
  });
});
