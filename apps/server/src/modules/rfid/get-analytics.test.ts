import { RFID_SCAN_HISTORY_DAYS, RFID_UNSEEN_ALERT_TYPE, rfidAnalyticsSchema } from '@careledger/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { alerts, rfidTags } from '../../db/schema';
import { callInventory, callRfid, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// An empty inventory, so every figure is computed by hand from the tags made here.
describeEachDatabase(
  'GET /api/rfid/analytics',
  (get) => {
    it('counts statuses and battery bands, charts scans per day and lists low-battery and unseen tags', async () => {
      const { app, db } = get();
      const supplier = await callInventory(app, 'POST', '/suppliers', {
        name: 'Analytics Supplier',
        email: 'orders@analytics.example',
        phone: '',
        address: '',
        defaultOrderQuantity: 10,
        minimumOrderQuantity: 1,
        leadTimeDays: 3,
      });
      const t: string[] = [];
      for (let i = 0; i < 15; i++) {
        const item = await makeItem(app, { name: `Analytics item ${i}`, supplierId: supplier.body.id });
        t.push((await callRfid(app, 'POST', '/tags', { itemId: item.id })).body.tagId);
      }
      // t0-t10 at 20% down to 10%, then one in each other band and one without a battery.
      const battery = [20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 50, 81, null, 51];
      const status = (i: number) => ['inactive', 'lost', 'damaged'][i - 11] ?? 'active';
      for (const [i, tagId] of t.entries()) {
        const res = await callRfid(app, 'PUT', `/tags/${tagId}`, {
          status: status(i),
          batteryLevel: battery[i],
        });
        expect(res.status).toBe(200);
      }
      // t1 (active) and t11 (inactive) were assigned 30 days ago and never scanned.
      await db
        .update(rfidTags)
        .set({ generatedAt: sql`now() - interval '30 days'` })
        .where(inArray(rfidTags.tagId, [t[1] as string, t[11] as string]));
      const now = Date.now();
      const midnight = now - (now % DAY_MS);
      const at = (i: number, ms: number) => ({
        epc: t[i],
        location: 'Ward 3 supply cupboard',
        signal: 'medium',
        time: new Date(ms).toISOString(),
      });
      const noon = (daysAgo: number) => midnight - daysAgo * DAY_MS + DAY_MS / 2;
      const scans = await callRfid(app, 'POST', '/scans', {
        events: [
          at(0, noon(10)),
          at(0, noon(10) + 1000),
          at(0, noon(10) + 2000),
          at(12, noon(20)),
          at(14, noon(40)),
          at(14, midnight - 1000),
          at(14, midnight + 1000),
          { ...at(0, midnight - 1000), epc: `30${'F'.repeat(22)}` },
        ],
      });
      expect(scans.body.accepted).toBe(7);

      const todayBefore = dayOf(Date.now());
      const res = await callRfid(app, 'GET', '/analytics');
      const todayAfter = dayOf(Date.now());
      expect(res.status).toBe(200);
      const analytics = rfidAnalyticsSchema.parse(res.body);
      expect(analytics.statusCounts).toEqual({ active: 12, inactive: 1, lost: 1, damaged: 1 });
      expect(analytics.batteryBands).toEqual([
        { min: 0, max: 20, count: 11 },
        { min: 21, max: 50, count: 1 },
        { min: 51, max: 80, count: 1 },
        { min: 81, max: 100, count: 1 },
      ]);
      expect(analytics.withoutBattery).toBe(1);
      expect(analytics.unseenDays).toBe(7);

      // Thirty consecutive UTC days ending today (whichever side of midnight the request fell).
      const days = analytics.scansPerDay.map((d) => d.day);
      expect(days).toHaveLength(RFID_SCAN_HISTORY_DAYS);
      expect([todayBefore, todayAfter]).toContain(days.at(-1));
      const last = Date.parse(`${days.at(-1)}T00:00:00Z`);
      expect(days).toEqual(days.map((_d, i) => dayOf(last - (days.length - 1 - i) * DAY_MS)));
      const expected: Record<string, number> = {
        [dayOf(noon(20))]: 1,
        [dayOf(noon(10))]: 3,
        [dayOf(midnight - 1000)]: 1,
        [dayOf(midnight + 1000)]: 1,
      };
      expect(analytics.scansPerDay).toEqual(days.map((day) => ({ day, events: expected[day] ?? 0 })));

      // Lowest battery first, the first ten of eleven: t10 (10%) up to t1 (19%).
      expect(analytics.lowBattery.total).toBe(11);
      expect(analytics.lowBattery.tags.map((tag) => tag.tagId)).toEqual(t.slice(1, 11).reverse());
      const [lowest] = (await callRfid(app, 'GET', `/tags?search=${t[10]}`)).body.items;
      expect(analytics.lowBattery.tags[0]).toEqual(lowest);

      // Longest unseen first: t1, assigned 30 days ago, then t0, last scanned 10 days ago.
      expect(analytics.unseen.total).toBe(2);
      expect(analytics.unseen.tags.map((tag) => tag.tagId)).toEqual([t[1], t[0]]);

      // The alert check flags exactly these.
      const check = await callRfid(app, 'POST', '/check');
      expect(check.body).toMatchObject({ created: 2, open: 2 });
      const open = await db
        .select({ itemId: alerts.itemId })
        .from(alerts)
        .where(and(eq(alerts.type, RFID_UNSEEN_ALERT_TYPE), eq(alerts.status, 'active')));
      expect(open.map((a) => a.itemId).sort()).toEqual(analytics.unseen.tags.map((tag) => tag.itemId).sort());
    });

    it('with no tags, every count is zero and the chart is thirty zero days', async () => {
      const { db, app } = get();
      await db.delete(rfidTags);
      await db.execute(sql`delete from rfid_scan_days`);
      const analytics = rfidAnalyticsSchema.parse((await callRfid(app, 'GET', '/analytics')).body);
      expect(analytics.statusCounts).toEqual({ active: 0, inactive: 0, lost: 0, damaged: 0 });
      expect(analytics.batteryBands.map((b) => b.count)).toEqual([0, 0, 0, 0]);
      expect(analytics.withoutBattery).toBe(0);
      expect(analytics.scansPerDay).toHaveLength(RFID_SCAN_HISTORY_DAYS);
      expect(analytics.scansPerDay.every((d) => d.events === 0)).toBe(true);
      expect(analytics.lowBattery).toEqual({ total: 0, tags: [] });
      expect(analytics.unseen).toEqual({ total: 0, tags: [] });
    });
  },
  { config: { seedDemoData: false } },
);
