import {
  decodeSgtin96,
  encodeSgtin96,
  itemReferenceForItem,
  RFID_UNSEEN_ALERT_TYPE,
  rfidStatisticsSchema,
  rfidTagPageSchema,
  rfidTagSchema,
} from '@careledger/shared';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { alerts, items, notifications, rfidTags } from '../../db/schema';
import { DEMO_ITEM_SEEDS } from '../../db/seed/demo-items';
import { accountIdOf } from '../../test/accounts';
import { callInventory, callRfid, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';

/** The seed tags 11 of the general supplies; two of them and the medicines have no tag. */
const UNTAGGED_SEEDED = DEMO_ITEM_SEEDS.length - 11;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const tagOf = async (get: () => { db: import('../../db/client').Database }, itemId: number) => {
  const [tag] = await get().db.select().from(rfidTags).where(eq(rfidTags.itemId, itemId));
  if (!tag) throw new Error(`item ${itemId} has no tag`);
  return tag;
};

describeEachDatabase('RFID', (get) => {
  it('statistics count the seeded tags and coverage of the supplies', async () => {
    const res = await callRfid(get().app, 'GET', '/statistics');
    expect(res.status).toBe(200);
    expect(rfidStatisticsSchema.parse(res.body)).toEqual({
      totalTags: 11,
      activeTags: 9,
      lostTags: 1,
      damagedTags: 1,
      totalSupplies: DEMO_ITEM_SEEDS.length,
      suppliesWithRFID: 11,
      suppliesWithoutRFID: UNTAGGED_SEEDED,
      coveragePercentage: Math.round((11 / DEMO_ITEM_SEEDS.length) * 1000) / 10,
    });
  });

  it('seeded tags are valid SGTIN-96 ids of the configured prefix, copied to the item', async () => {
    const page = rfidTagPageSchema.parse((await callRfid(get().app, 'GET', '/tags?pageSize=200')).body);
    expect(page.total).toBe(11);
    for (const tag of page.items) {
      const sgtin = decodeSgtin96(tag.tagId);
      expect(sgtin).toMatchObject({ filter: 1, companyPrefix: '0614141' });
      expect(sgtin.itemReference).toBe(itemReferenceForItem(tag.itemId, '0614141'));
      const item = await callInventory(get().app, 'GET', `/items/${tag.itemId}`);
      expect(item.body.rfidTag).toBe(tag.tagId);
    }
    expect(page.items.find((t) => t.status === 'lost')?.location).toBe('Receiving dock');
  });

  it('assign tags every untagged item once; a second run and a concurrent run assign none twice', async () => {
    const { app, db } = get();
    const made = [await makeItem(app), await makeItem(app)];
    const archived = await makeItem(app);
    await callInventory(app, 'POST', `/items/${archived.id}/archive`);
    const first = await callRfid(app, 'POST', '/assign');
    expect(first).toEqual({ status: 200, body: { assigned: made.length + UNTAGGED_SEEDED } });
    expect(await callRfid(app, 'POST', '/assign')).toEqual({ status: 200, body: { assigned: 0 } });
    for (const item of made) {
      const tag = await tagOf(get, item.id);
      expect(tag.tagId).toMatch(/^30[0-9A-F]{22}$/);
      expect(decodeSgtin96(tag.tagId).itemReference).toBe(itemReferenceForItem(item.id, '0614141'));
      expect((await callInventory(app, 'GET', `/items/${item.id}`)).body.rfidTag).toBe(tag.tagId);
    }
    expect(await db.select().from(rfidTags).where(eq(rfidTags.itemId, archived.id))).toEqual([]);

    const more = [await makeItem(app), await makeItem(app), await makeItem(app)];
    const runs = await Promise.all([1, 2, 3].map(() => callRfid(app, 'POST', '/assign')));
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(runs.reduce((n, r) => n + r.body.assigned, 0)).toBe(3);
    const serials = (await db.select({ serial: rfidTags.serial }).from(rfidTags)).map((r) => r.serial);
    expect(new Set(serials).size).toBe(serials.length);
    for (const item of more) expect((await tagOf(get, item.id)).status).toBe('active');
  });

  it('search matches item name or tag id, case-insensitive, a page at a time', async () => {
    const { app } = get();
    const item = await makeItem(app, { name: 'Searchable RFID Gauze' });
    await callRfid(app, 'POST', '/assign');
    const tag = await tagOf(get, item.id);
    const byName = rfidTagPageSchema.parse((await callRfid(app, 'GET', '/tags?search=rfid%20GAUZE')).body);
    expect(byName.items.map((t) => t.tagId)).toEqual([tag.tagId]);
    const byTag = (await callRfid(app, 'GET', `/tags?search=${tag.tagId.slice(-10).toLowerCase()}`)).body;
    expect(byTag.items.map((t: { itemName: string }) => t.itemName)).toEqual(['Searchable RFID Gauze']);
    expect((await callRfid(app, 'GET', '/tags?search=%25_nothing')).body).toMatchObject({
      total: 0,
      items: [],
    });
    const page = (await callRfid(app, 'GET', '/tags?page=2&pageSize=3')).body;
    expect(page.items).toHaveLength(3);
    expect(page.page).toBe(2);
    expect(page.total).toBeGreaterThan(11);
    const lost = (await callRfid(app, 'GET', '/tags?status=lost')).body;
    expect(lost.items.map((t: { status: string }) => t.status)).toEqual(['lost']);
  });

  it('PUT changes status, location, battery and signal; read-only fields and bad values are refused', async () => {
    const { app, db } = get();
    const item = await makeItem(app, { name: 'Editable tag item' });
    await callRfid(app, 'POST', '/assign');
    const { tagId } = await tagOf(get, item.id);
    const [current] = (await callRfid(app, 'GET', `/tags?search=${tagId}`)).body.items;
    // The edit dialog's body: the tag's own fields; server-owned ones (generatedAt, lastScan, …) are refused.
    const saved = await callRfid(app, 'PUT', `/tags/${tagId.toLowerCase()}`, {
      tagId: current.tagId,
      itemId: current.itemId,
      itemName: current.itemName,
      status: 'damaged',
      location: '  Pharmacy store room ',
      batteryLevel: 42,
      signalStrength: 'low',
    });
    expect(saved.status).toBe(200);
    expect(rfidTagSchema.parse(saved.body)).toMatchObject({
      tagId,
      itemName: 'Editable tag item',
      status: 'damaged',
      location: 'Pharmacy store room',
      batteryLevel: 42,
      signalStrength: 'low',
    });
    const before = await snapshotDatabase(db);
    for (const [body, message] of [
      [{ status: 'active', batteryLevel: 101 }, 'batteryLevel'],
      [{ status: 'active', batteryLevel: 'abc' }, 'batteryLevel'],
      [{ status: 'broken' }, 'status'],
      [{ status: 'active', tagId: `30${'0'.repeat(22)}` }, 'tag id is read-only'],
      [{ status: 'active', itemName: 'Renamed' }, 'item name is read-only'],
      [{ ...current, status: 'active' }, 'unknown field'],
    ] as const) {
      const res = await callRfid(app, 'PUT', `/tags/${tagId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await snapshotDatabase(db)).toEqual(before);
    const cleared = await callRfid(app, 'PUT', `/tags/${tagId}`, {
      status: 'active',
      batteryLevel: null,
      signalStrength: null,
      location: '',
    });
    expect(cleared.body).toMatchObject({
      status: 'active',
      batteryLevel: null,
      signalStrength: null,
      location: null,
    });
  });

  it('validate decodes each EPC or gives the reason it is invalid', async () => {
    const res = await callRfid(get().app, 'POST', '/validate', {
      epcs: [
        '3074257bf7194e4000001a85',
        'urn:epc:tag:sgtin-96:3.0614141.812345.6789',
        'xyz',
        `31${'0'.repeat(22)}`,
      ],
    });
    expect(res.status).toBe(200);
    const [hex, uri, short, header] = res.body.results;
    expect(hex).toMatchObject({
      valid: true,
      tagId: '3074257BF7194E4000001A85',
      filter: 3,
      partition: 5,
      companyPrefix: '0614141',
      itemReference: '812345',
      serial: '6789',
      pureIdentityUri: 'urn:epc:id:sgtin:0614141.812345.6789',
    });
    expect(uri).toMatchObject({ valid: true, tagId: '3074257BF7194E4000001A85' });
    expect(short).toEqual({ epc: 'xyz', valid: false, reason: 'The EPC must be 24 hexadecimal digits.' });
    expect(header).toMatchObject({ valid: false, reason: expect.stringContaining('not SGTIN-96') });
  });

  it('scans update last scan, location and signal; the latest time wins; unknown and malformed EPCs are reported', async () => {
    const { app } = get();
    const item = await makeItem(app, { name: 'Scanned item' });
    await callRfid(app, 'POST', '/assign');
    const { tagId } = await tagOf(get, item.id);
    const unknown = encodeSgtin96({
      filter: 1,
      companyPrefix: '0614141',
      itemReference: '099999',
      serial: 1n,
    });
    const t1 = daysAgo(1);
    const t2 = daysAgo(0.5);
    const res = await callRfid(app, 'POST', '/scans', {
      events: [
        { epc: tagId, location: 'Receiving dock', signal: 'low', time: t2 },
        { epc: tagId.toLowerCase(), location: 'Old place', signal: 'high', time: t1 },
        { epc: unknown, location: 'Receiving dock', signal: 'medium', time: t1 },
        { epc: 'not-an-epc', location: 'Receiving dock', signal: 'medium', time: t1 },
      ],
    });
    expect(res).toEqual({
      status: 200,
      body: {
        accepted: 2,
        unknown: [unknown],
        invalid: [{ index: 3, epc: 'not-an-epc', reason: 'The EPC must be 24 hexadecimal digits.' }],
      },
    });
    let tag = await tagOf(get, item.id);
    expect(tag).toMatchObject({ location: 'Receiving dock', signalStrength: 'low' });
    expect(tag.lastScanAt?.toISOString()).toBe(t2);
    // An older event in a later batch changes nothing; a newer one wins.
    await callRfid(app, 'POST', '/scans', {
      events: [{ epc: tagId, location: 'Older', signal: 'none', time: t1 }],
    });
    expect((await tagOf(get, item.id)).location).toBe('Receiving dock');
    const t3 = new Date().toISOString();
    await callRfid(app, 'POST', '/scans', {
      events: [{ epc: tagId, location: 'Pharmacy store room', signal: 'high', time: t3 }],
    });
    tag = await tagOf(get, item.id);
    expect(tag).toMatchObject({ location: 'Pharmacy store room', signalStrength: 'high' });
    expect(tag.lastScanAt?.toISOString()).toBe(t3);
  });

  it('a batch of 10,000 events is applied in one request', async () => {
    const { app } = get();
    const tags = (await callRfid(app, 'GET', '/tags?pageSize=200')).body.items as { tagId: string }[];
    const base = Date.now() - 3_600_000;
    const events = Array.from({ length: 10_000 }, (_, i) => ({
      epc: (tags[i % tags.length] as { tagId: string }).tagId,
      location: `Reader ${i % 7}`,
      signal: 'medium',
      time: new Date(base + i * 100).toISOString(),
    }));
    const res = await callRfid(app, 'POST', '/scans', { events });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: 10_000, unknown: [], invalid: [] });
    const last = events.at(-1) as (typeof events)[number];
    const page = (await callRfid(app, 'GET', `/tags?search=${last.epc}`)).body;
    expect(page.items[0]).toMatchObject({ location: last.location, lastScan: last.time });
  });

  it('a tag unseen for RFID_UNSEEN_DAYS raises one alert and one notification; a scan resolves it', async () => {
    const { app, db } = get();
    const item = await makeItem(app, { name: 'Wandering defibrillator pads' });
    await callRfid(app, 'POST', '/assign');
    const { tagId } = await tagOf(get, item.id);
    await callRfid(app, 'POST', '/scans', {
      events: [{ epc: tagId, location: 'Ward 3 supply cupboard', signal: 'low', time: daysAgo(10) }],
    });
    const unseenOf = () =>
      db
        .select()
        .from(alerts)
        .where(and(eq(alerts.itemId, item.id), eq(alerts.type, RFID_UNSEEN_ALERT_TYPE)));
    const check = await callRfid(app, 'POST', '/check');
    expect(check.status).toBe(200);
    expect(check.body.created).toBeGreaterThanOrEqual(1);
    expect((await unseenOf()).map((a) => a.status)).toEqual(['active']);
    const title = 'RFID tag not seen: Wandering defibrillator pads';
    const admin = await accountIdOf(db, 'admin');
    const forAdmin = and(eq(notifications.title, title), eq(notifications.recipient, admin));
    const raised = await db.select().from(notifications).where(forAdmin);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ category: 'inventory', actionUrl: '/rfid', priority: 'medium' });
    expect(raised[0]?.message).toContain(tagId);

    expect((await callRfid(app, 'POST', '/check')).body.created).toBe(0);
    expect(await unseenOf()).toHaveLength(1);
    expect(await db.select().from(notifications).where(forAdmin)).toHaveLength(1);
    // The inventory's alerts tab lists it beside the stock alerts; the stock rules leave it alone.
    const listed = await callInventory(app, 'GET', '/alerts');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((a: { type: string; title: string }) => [a.type, a.title])).toContainEqual([
      'rfid_unseen',
      title,
    ]);
    expect((await callInventory(app, 'POST', '/alerts/check')).body.resolved).toBe(0);
    expect((await unseenOf()).map((a) => a.status)).toEqual(['active']);

    await callRfid(app, 'POST', '/scans', {
      events: [
        { epc: tagId, location: 'Pharmacy store room', signal: 'high', time: new Date().toISOString() },
      ],
    });
    expect((await unseenOf()).map((a) => a.status)).toEqual(['resolved']);
    const [row] = await db.select({ rfidTag: items.rfidTag }).from(items).where(eq(items.id, item.id));
    expect(row?.rfidTag).toBe(tagId);
  });
});
