import { RFID_UNSEEN_ALERT_TYPE } from '@careledger/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alerts, items } from '../db/schema';
import { startTestApp } from '../test/databases';

describe('scheduled alert checks', () => {
  afterEach(() => vi.restoreAllMocks());

  it('run every ALERT_CHECK_INTERVAL_MINUTES and stop when the app closes', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval');
    const test = await startTestApp('pglite', { config: { alertCheckIntervalMinutes: 5 } });
    try {
      const call = setIntervalSpy.mock.calls.find(([, ms]) => ms === 5 * 60_000);
      expect(call).toBeDefined();
      // A threshold raised behind the API's back: only a check notices.
      await test.db
        .update(items)
        .set({ threshold: 10_000 })
        .where(eq(items.name, 'Paracetamol 500 mg tablets'));
      const [item] = await test.db.select().from(items).where(eq(items.name, 'Paracetamol 500 mg tablets'));
      const tick = call?.[0] as () => Promise<void>;
      await tick();
      const raised = await test.db
        .select()
        .from(alerts)
        .where(and(eq(alerts.itemId, item?.id ?? 0), eq(alerts.status, 'active')));
      expect(raised.map((a) => a.type)).toContain('critical_stock');
      // The RFID unseen-tag check runs on the same tick: the seed has one active tag no reader ever saw.
      const unseen = await test.db
        .select()
        .from(alerts)
        .where(eq(alerts.type, RFID_UNSEEN_ALERT_TYPE as never));
      expect(unseen.map((a) => a.status)).toEqual(['active']);
      const timer = setIntervalSpy.mock.results[setIntervalSpy.mock.calls.indexOf(call as never)]?.value;
      await test.close();
      expect(clearIntervalSpy).toHaveBeenCalledWith(timer);
    } finally {
      await test.close().catch(() => {});
    }
  });

  it('do not run when the interval is 0', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const test = await startTestApp('pglite', { config: { alertCheckIntervalMinutes: 0 } });
    await test.close();
    expect(setIntervalSpy.mock.calls.filter(([, ms]) => Number(ms) >= 60_000)).toEqual([]);
  });
});
