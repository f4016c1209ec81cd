import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getAnalytics } from '../../modules/rfid';
import { describeEachDatabase } from '../../test/databases';
import { rfidScanDays, rfidTags } from '../schema';

const NOW = new Date('2025-05-01T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describeEachDatabase(
  'the seeded RFID tags',
  (get) => {
    it('reach their last scans through reader events, which fill the last 14 days of scan history', async () => {
      const { db } = get();
      const tags = await db.select().from(rfidTags).orderBy(asc(rfidTags.serial));
      expect(tags).toHaveLength(11);
      expect(
        tags.map((t) => [t.status, t.lastScanAt?.toISOString() ?? null, t.location, t.signalStrength]),
      ).toEqual([
        ['active', hoursAgo(2).toISOString(), 'Pharmacy store room', 'high'],
        ['active', hoursAgo(5).toISOString(), 'Ward 3 supply cupboard', 'medium'],
        ['lost', hoursAgo(12 * 24).toISOString(), 'Receiving dock', 'low'],
        ['active', hoursAgo(11).toISOString(), 'Operating theatre store', 'low'],
        ['active', hoursAgo(14).toISOString(), 'Emergency department cart', 'high'],
        ['damaged', hoursAgo(17).toISOString(), 'Pharmacy store room', 'medium'],
        ['active', hoursAgo(20).toISOString(), 'Ward 3 supply cupboard', 'high'],
        ['active', null, null, null],
        ['active', hoursAgo(26).toISOString(), 'Operating theatre store', 'high'],
        ['active', hoursAgo(29).toISOString(), 'Emergency department cart', 'medium'],
        ['active', hoursAgo(32).toISOString(), 'Pharmacy store room', 'high'],
      ]);
      const days = await db.select().from(rfidScanDays).orderBy(asc(rfidScanDays.day));
      expect(days.map((d) => d.day)).toEqual(
        Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2025, 3, 18 + i)).toISOString().slice(0, 10)),
      );
      // The nine tags that are neither lost nor never scanned are read on each day before today; today only the
      // last scans of the three scanned at 10:00 or later (2, 5 and 11 hours before noon).
      for (const day of days.slice(0, -1)) expect(day.events).toBeGreaterThanOrEqual(9);
      expect(days.at(-1)?.events).toBe(3);
    });

    it('the scan history is what the analytics chart shows', async () => {
      const { db } = get();
      const analytics = await getAnalytics({ db, unseenDays: 7, now: NOW });
      const days = await db.select().from(rfidScanDays).orderBy(asc(rfidScanDays.day));
      expect(analytics.scansPerDay.filter((d) => d.events > 0)).toEqual(days);
      // Only the never-scanned tag, assigned 33 days before, is unseen.
      expect(analytics.unseen.tags.map((t) => t.lastScan)).toEqual([null]);
    });
  },
  { seedNow: NOW },
);
