import { describe, expect, it } from 'vitest';
import type { Notification } from './notification-schemas';
import {
  badgeCount,
  capNotifications,
  filterNotifications,
  NOTIFICATION_CAP,
  relativeTime,
} from './notifications';

function make(overrides: Partial<Notification> & { id: string }): Notification {
  return {
    title: 'Low stock',
    message: 'Gloves are low',
    code: null,
    params: {},
    type: 'warning',
    category: 'inventory',
    priority: 'medium',
    read: false,
    actionUrl: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const sample = [
  make({ id: 'a', category: 'inventory', priority: 'high', read: false }),
  make({ id: 'b', category: 'ml', priority: 'low', read: true }),
  make({ id: 'c', category: 'inventory', priority: 'medium', read: true }),
  make({ id: 'd', category: 'system', priority: 'high', read: true }),
];

describe('filterNotifications', () => {
  it('keeps everything for all/all', () => {
    expect(filterNotifications(sample, 'all', 'all').map((n) => n.id)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('unread keeps only unread ones', () => {
    expect(filterNotifications(sample, 'unread', 'all').map((n) => n.id)).toEqual(['a']);
  });
  it('high keeps only high priority', () => {
    expect(filterNotifications(sample, 'high', 'all').map((n) => n.id)).toEqual(['a', 'd']);
  });
  it('combines the read filter with the category filter', () => {
    expect(filterNotifications(sample, 'high', 'system').map((n) => n.id)).toEqual(['d']);
    expect(filterNotifications(sample, 'all', 'inventory').map((n) => n.id)).toEqual(['a', 'c']);
    expect(filterNotifications(sample, 'unread', 'ml')).toEqual([]);
  });
});

describe('badgeCount', () => {
  it('shows the unread count when something is unread', () => {
    expect(badgeCount(sample)).toBe(1);
  });
  it('falls back to the high-priority count when everything is read', () => {
    expect(badgeCount(sample.map((n) => ({ ...n, read: true })))).toBe(2);
  });
  it('is zero for an empty list', () => {
    expect(badgeCount([])).toBe(0);
  });
});

describe('capNotifications', () => {
  it('keeps the newest 50 and drops the oldest', () => {
    const many = Array.from({ length: NOTIFICATION_CAP + 3 }, (_, i) =>
      make({ id: String(i), createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }),
    );
    const kept = capNotifications(many);
    expect(kept).toHaveLength(NOTIFICATION_CAP);
    expect(kept[0]?.id).toBe(String(NOTIFICATION_CAP + 2));
    expect(kept.map((n) => n.id)).not.toContain('0');
    expect(kept.map((n) => n.id)).not.toContain('2');
    expect(kept.map((n) => n.id)).toContain('3');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
  it('says just now under a minute', () => {
    expect(ago(59_999)).toEqual({ unit: 'now' });
    expect(ago(0)).toEqual({ unit: 'now' });
  });
  it('counts whole minutes under an hour', () => {
    expect(ago(60_000)).toEqual({ unit: 'minutes', count: 1 });
    expect(ago(59 * 60_000 + 59_000)).toEqual({ unit: 'minutes', count: 59 });
  });
  it('counts whole hours under a day', () => {
    expect(ago(60 * 60_000)).toEqual({ unit: 'hours', count: 1 });
    expect(ago(23 * 3_600_000 + 59 * 60_000)).toEqual({ unit: 'hours', count: 23 });
  });
  it('counts whole days after that', () => {
    expect(ago(24 * 3_600_000)).toEqual({ unit: 'days', count: 1 });
    expect(ago(10 * 24 * 3_600_000)).toEqual({ unit: 'days', count: 10 });
  });
  it('treats a clock slightly ahead as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000), now)).toEqual({ unit: 'now' });
  });
});
