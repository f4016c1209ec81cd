import { localDay } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accountIdOf } from '../../test/accounts';
import { describeEachSeededDatabase } from '../../test/databases';
import { carerAlerts, memories, memoryTasks } from '../schema';
import { MEMORY_SAMPLES } from './memory-samples';

const NOW = new Date('2026-03-10T15:00:00Z');

describeEachSeededDatabase(
  'the demo patient’s memory companion seed',
  (db) => {
    it('stores the samples over the last five days, analysed as they were told', async () => {
      const sam = await accountIdOf(db(), 'user');
      const rows = await db().select().from(memories).where(eq(memories.patientId, sam));
      expect(rows).toHaveLength(MEMORY_SAMPLES.length);
      const days = new Set(rows.map((row) => localDay(row.createdAt, 0)));
      expect(days.size).toBe(5);
      expect(rows.every((row) => row.createdAt < NOW && row.analysis.summary.length > 0)).toBe(true);
      expect(rows.some((row) => row.enteredBy !== sam)).toBe(true);
    });

    it('raises a carer alert for each high-urgency memory, and seeds three tasks, one completed', async () => {
      const high = await db().select().from(memories).where(eq(memories.urgency, 'high'));
      expect(high.length).toBeGreaterThan(0);
      const alerts = await db().select().from(carerAlerts);
      expect(alerts.map((a) => a.memoryId).sort()).toEqual(high.map((m) => m.id).sort());
      const tasks = await db().select().from(memoryTasks);
      expect(tasks).toHaveLength(3);
      expect(tasks.filter((t) => t.completedAt !== null)).toHaveLength(1);
      expect(tasks.every((t) => t.sourceMemoryId !== null)).toBe(true);
    });
  },
  { seedNow: NOW },
);
