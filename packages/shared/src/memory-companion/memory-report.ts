import { MEMORY_SENTIMENTS, type MemorySentiment, type MemoryUrgencyLevel } from './constants';
import type { MemoryReport } from './schemas';

/** What the report reads of each memory. */
export interface ReportedMemory {
  importance: number;
  sentiment: MemorySentiment;
  urgency: MemoryUrgencyLevel;
  /** ISO instant. */
  createdAt: string;
}

const DAY_MS = 86_400_000;

/** The person's calendar day (YYYY-MM-DD) of an instant, at their offset from UTC in minutes. */
export function localDay(instant: Date | string, utcOffsetMinutes: number): string {
  const ms = new Date(instant).getTime() + utcOffsetMinutes * 60_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The first instant of the report's window: the start of the person's day `days - 1` days before `now`, so
 * "3 days" is today and the two days before it, whole days in their time zone.
 */
export function reportWindowStart(now: Date, days: number, utcOffsetMinutes: number): Date {
  const today = localDay(now, utcOffsetMinutes);
  const startOfToday = Date.parse(`${today}T00:00:00Z`) - utcOffsetMinutes * 60_000;
  return new Date(startOfToday - (days - 1) * DAY_MS);
}

/**
 * Spec "Memory report" over the memories of the window (the caller selects them with `reportWindowStart`):
 * how many, their mean importance, how many of each sentiment (every label present, zero or not), and per day the
 * mean importance and count, oldest first, days without a memory left out.
 */
export function buildMemoryReport(
  memories: readonly ReportedMemory[],
  days: number,
  utcOffsetMinutes: number,
): MemoryReport {
  const sentimentDistribution: Record<string, number> = Object.fromEntries(
    MEMORY_SENTIMENTS.map((s) => [s, 0]),
  );
  const perDay = new Map<string, { sum: number; count: number }>();
  let sum = 0;
  let highUrgencyCount = 0;
  for (const memory of memories) {
    sum += memory.importance;
    sentimentDistribution[memory.sentiment] = (sentimentDistribution[memory.sentiment] ?? 0) + 1;
    if (memory.urgency === 'high') highUrgencyCount += 1;
    const day = localDay(memory.createdAt, utcOffsetMinutes);
    const entry = perDay.get(day) ?? { sum: 0, count: 0 };
    entry.sum += memory.importance;
    entry.count += 1;
    perDay.set(day, entry);
  }
  const memoryTrends = [...perDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, { sum: daySum, count }]) => ({ date, score: daySum / count, count }));
  return {
    days,
    totalInteractions: memories.length,
    averageImportance: memories.length === 0 ? 0 : sum / memories.length,
    sentimentDistribution,
    memoryTrends,
    highUrgencyCount,
  };
}
