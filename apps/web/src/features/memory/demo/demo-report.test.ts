import { localDay, reportWindowStart } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import type { MemoryBackend } from '../lib/memory-backend';
import { createDemoBackend, DEMO_PATIENT_ID } from './create-demo-backend';
import { DEMO_INVALID_INPUT } from './demo-memory-error';

// Wednesday 12 March 2025, 3 pm, in the machine's own zone (the demo reads the browser's).
const NOW = new Date(2025, 2, 12, 15, 0);
const OFFSET = -NOW.getTimezoneOffset() || 0;
const demo = () => createDemoBackend({ now: () => NOW });

/** The analysed memories of the last `days` days, read back from the history the screen shows. */
async function analysedSince(backend: MemoryBackend, days: number) {
  const start = reportWindowStart(NOW, days, OFFSET).getTime();
  return (await backend.history(DEMO_PATIENT_ID)).flatMap((entry) =>
    entry.analysis && Date.parse(entry.timestamp) >= start
      ? [{ ...entry.analysis, day: localDay(entry.timestamp, OFFSET) }]
      : [],
  );
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('report', () => {
  it('counts the memories of today and the two days before it, with a trend per day', async () => {
    const report = await demo().report(DEMO_PATIENT_ID, 3);
    expect(report.days).toBe(3);
    expect(report.totalInteractions).toBe(8);
    expect(report.memoryTrends.map(({ date, count }) => [date, count])).toEqual([
      ['2025-03-10', 3],
      ['2025-03-11', 3],
      ['2025-03-12', 2],
    ]);
    expect(report.highUrgencyCount).toBe(0);
  });

  it('agrees with the analyses shown in the conversation', async () => {
    const backend = demo();
    const report = await backend.report(DEMO_PATIENT_ID, 7);
    const analysed = await analysedSince(backend, 7);
    expect(report.totalInteractions).toBe(analysed.length);
    expect(report.averageImportance).toBeCloseTo(
      mean(analysed.map((analysis) => analysis.importanceScore)),
      10,
    );
    for (const trend of report.memoryTrends) {
      const ofDay = analysed.filter((analysis) => analysis.day === trend.date);
      expect(trend.score).toBeCloseTo(mean(ofDay.map((analysis) => analysis.importanceScore)), 10);
    }
    expect(Object.keys(report.sentimentDistribution).sort()).toEqual(['negative', 'neutral', 'positive']);
    for (const label of ['negative', 'neutral', 'positive'] as const) {
      expect(report.sentimentDistribution[label]).toBe(analysed.filter((a) => a.sentiment === label).length);
    }
  });

  it('takes in the worrying entry once the window reaches it', async () => {
    const backend = demo();
    expect((await backend.report(DEMO_PATIENT_ID, 4)).highUrgencyCount).toBe(1);
    expect((await backend.report(DEMO_PATIENT_ID, 14)).totalInteractions).toBe(15);
  });

  it('counts a new memory today', async () => {
    const backend = demo();
    await backend.processText(DEMO_PATIENT_ID, 'I fell on the stairs this afternoon.');
    const report = await backend.report(DEMO_PATIENT_ID, 1);
    expect(report.totalInteractions).toBe(3);
    expect(report.highUrgencyCount).toBe(1);
    expect(report.memoryTrends).toEqual([expect.objectContaining({ date: '2025-03-12', count: 3 })]);
  });

  it.each([
    [0, 'days is at least 1.'],
    [1.5, 'days is a whole number of days.'],
    [367, 'days is at most 366.'],
  ])('refuses %s days', async (days, message) => {
    await expect(demo().report(DEMO_PATIENT_ID, days)).rejects.toMatchObject({
      code: DEMO_INVALID_INPUT,
      message,
    });
  });
});
