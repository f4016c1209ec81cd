import { describe, expect, it } from 'vitest';
import { buildMemoryReport, localDay, type ReportedMemory, reportWindowStart } from './memory-report';

const told = (
  createdAt: string,
  importance: number,
  fields: Partial<ReportedMemory> = {},
): ReportedMemory => ({
  importance,
  sentiment: 'neutral',
  urgency: 'normal',
  createdAt,
  ...fields,
});

describe('localDay', () => {
  it('is the calendar day at the offset, which can differ from the UTC day', () => {
    expect(localDay('2025-03-12T23:30:00Z', 0)).toBe('2025-03-12');
    expect(localDay('2025-03-12T23:30:00Z', 60)).toBe('2025-03-13');
    expect(localDay(new Date('2025-03-12T03:00:00Z'), -300)).toBe('2025-03-11');
    expect(localDay('2025-03-12T18:29:00Z', 330)).toBe('2025-03-12');
    expect(localDay('2025-03-12T18:30:00Z', 330)).toBe('2025-03-13');
  });
});

describe('reportWindowStart', () => {
  it('is midnight at the start of today for one day, at UTC', () => {
    expect(reportWindowStart(new Date('2025-03-12T15:00:00Z'), 1, 0).toISOString()).toBe(
      '2025-03-12T00:00:00.000Z',
    );
  });

  it("starts the person's day days - 1 before today, ahead of UTC", () => {
    // 23:30 UTC is already 13 March at UTC+2; three days are 11, 12 and 13 March there.
    const start = reportWindowStart(new Date('2025-03-12T23:30:00Z'), 3, 120);
    expect(start.toISOString()).toBe('2025-03-10T22:00:00.000Z');
  });

  it("starts the person's day behind UTC, and at a half-hour offset", () => {
    // 03:00 UTC is still 11 March at UTC-5.
    expect(reportWindowStart(new Date('2025-03-12T03:00:00Z'), 1, -300).toISOString()).toBe(
      '2025-03-11T05:00:00.000Z',
    );
    expect(reportWindowStart(new Date('2025-03-12T12:00:00Z'), 2, 330).toISOString()).toBe(
      '2025-03-10T18:30:00.000Z',
    );
  });
});

describe('buildMemoryReport', () => {
  it('is all zeros with every sentiment label when nothing was told', () => {
    expect(buildMemoryReport([], 3, 0)).toEqual({
      days: 3,
      totalInteractions: 0,
      averageImportance: 0,
      sentimentDistribution: { positive: 0, negative: 0, neutral: 0 },
      memoryTrends: [],
      highUrgencyCount: 0,
    });
  });

  it('counts the memories, their mean importance and each sentiment, zeros included', () => {
    const report = buildMemoryReport(
      [
        told('2025-03-12T09:00:00Z', 0.2, { sentiment: 'positive' }),
        told('2025-03-12T10:00:00Z', 0.4, { sentiment: 'positive' }),
        told('2025-03-11T10:00:00Z', 0.9, { urgency: 'high' }),
      ],
      3,
      0,
    );
    expect(report.totalInteractions).toBe(3);
    expect(report.averageImportance).toBeCloseTo(0.5, 10);
    expect(report.sentimentDistribution).toEqual({ positive: 2, negative: 0, neutral: 1 });
    expect(report.highUrgencyCount).toBe(1);
  });

  it('counts only high urgency as high', () => {
    const report = buildMemoryReport(
      [told('2025-03-12T09:00:00Z', 0.5, { urgency: 'medium' }), told('2025-03-12T10:00:00Z', 0.5)],
      1,
      0,
    );
    expect(report.highUrgencyCount).toBe(0);
  });

  it('gives one trend point per day told, oldest first whatever the input order, days without memories left out', () => {
    const report = buildMemoryReport(
      [
        told('2025-03-12T09:00:00Z', 0.3),
        told('2025-03-09T09:00:00Z', 0.8),
        told('2025-03-12T20:00:00Z', 0.5),
        told('2025-03-10T09:00:00Z', 0.1),
      ],
      7,
      0,
    );
    expect(report.memoryTrends).toEqual([
      { date: '2025-03-09', score: 0.8, count: 1 },
      { date: '2025-03-10', score: 0.1, count: 1 },
      { date: '2025-03-12', score: expect.closeTo(0.4, 10), count: 2 },
    ]);
  });

  it("groups by the person's day, not the UTC day", () => {
    const memories = [told('2025-03-12T22:30:00Z', 0.2), told('2025-03-13T08:00:00Z', 0.6)];
    expect(buildMemoryReport(memories, 2, 0).memoryTrends.map((trend) => trend.date)).toEqual([
      '2025-03-12',
      '2025-03-13',
    ]);
    expect(buildMemoryReport(memories, 2, 120).memoryTrends).toEqual([
      { date: '2025-03-13', score: expect.closeTo(0.4, 10), count: 2 },
    ]);
  });
});
