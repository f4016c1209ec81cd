import { encodeSgtin96 } from '@careledger/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rfidScanDays, rfidTags } from '../../db/schema';
import { callRfid, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { recordScans } from './record-scans';

const DAYS = ['2020-02-28', '2020-02-29', '2020-03-01'];
const UNKNOWN = encodeSgtin96({ filter: 1, companyPrefix: '0614141', itemReference: '099999', serial: 1n });

describeEachDatabase('scan days', (get) => {
  const scanDays = async (days: string[]) =>
    get()
      .db.select()
      .from(rfidScanDays)
      .where(inArray(rfidScanDays.day, days))
      .orderBy(asc(rfidScanDays.day));
  const newTag = async () => {
    const item = await makeItem(get().app);
    return (await callRfid(get().app, 'POST', '/tags', { itemId: item.id })).body.tagId as string;
  };

  it('counts the events of known tags per UTC day of their time, adding across batches', async () => {
    const { app } = get();
    const [a, b] = [await newTag(), await newTag()];
    const at = (epc: string, time: string) => ({ epc, location: 'Receiving dock', signal: 'high', time });
    const first = await callRfid(app, 'POST', '/scans', {
      events: [
        at(a, '2020-02-28T23:59:59Z'),
        // 00:30 at +02:00 is still 28 February in UTC.
        at(b, '2020-02-29T00:30:00+02:00'),
        at(a.toLowerCase(), '2020-02-29T00:00:00Z'),
        at(UNKNOWN, '2020-02-29T10:00:00Z'),
        at('not-an-epc', '2020-02-29T10:00:00Z'),
      ],
    });
    expect(first.body).toMatchObject({ accepted: 3, unknown: [UNKNOWN] });
    expect(await scanDays(DAYS)).toEqual([
      { day: '2020-02-28', events: 2 },
      { day: '2020-02-29', events: 1 },
    ]);
    // A batch the route refuses (one time has no clock) counts none of its events.
    const refused = await callRfid(app, 'POST', '/scans', {
      events: [at(b, '2020-02-29T12:00:00Z'), at(b, '2020-02-29')],
    });
    expect(refused.status).toBe(400);
    const second = await callRfid(app, 'POST', '/scans', {
      events: [
        // 23:00 at -02:00 is 1 March in UTC.
        at(b, '2020-02-29T23:00:00-02:00'),
        at(b, '2020-02-29T12:00:00Z'),
        at(UNKNOWN, '2020-03-01T12:00:00Z'),
      ],
    });
    expect(second.body).toMatchObject({ accepted: 2 });
    expect(await scanDays(DAYS)).toEqual([
      { day: '2020-02-28', events: 2 },
      { day: '2020-02-29', events: 2 },
      { day: '2020-03-01', events: 1 },
    ]);
  });

  it('a batch that fails counts nothing and changes no tag', async () => {
    const { db } = get();
    const tagId = await newTag();
    const today = new Date().toISOString().slice(0, 10);
    const before = await scanDays([today]);
    const tagBefore = await db.select().from(rfidTags).where(eq(rfidTags.tagId, tagId));
    // Past the route's validation, a location over the column's 120 characters fails the statement.
    const failing = recordScans({
      db,
      unseenDays: 7,
      events: [
        {
          epc: tagId,
          location: 'Receiving dock',
          signal: 'high',
          time: new Date(Date.now() - 1000).toISOString(),
        },
        { epc: tagId, location: 'x'.repeat(200), signal: 'high', time: new Date().toISOString() },
      ],
    });
    await expect(failing).rejects.toThrow();
    expect(await scanDays([today])).toEqual(before);
    expect(await db.select().from(rfidTags).where(eq(rfidTags.tagId, tagId))).toEqual(tagBefore);
  });
});
