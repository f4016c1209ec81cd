import { NOTIFICATION_CAP, type Notification } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { insertNotification, markAllRead, markRead, removeNotification } from './notification-cache';

function notification(index: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `n${index}`,
    title: `Title ${index}`,
    message: `Message ${index}`,
    code: null,
    params: {},
    type: 'info',
    category: 'system',
    priority: 'medium',
    read: false,
    actionUrl: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    ...overrides,
  };
}

/** Newest first, as the server sends them. */
const list = (count: number) => Array.from({ length: count }, (_, i) => notification(count - 1 - i));

describe('insertNotification', () => {
  it('puts a new notification at the top', () => {
    const result = insertNotification(list(3), notification(10));
    expect(result?.map((n) => n.id)).toEqual(['n10', 'n2', 'n1', 'n0']);
  });

  it('keeps at most NOTIFICATION_CAP, dropping the oldest', () => {
    const full = list(NOTIFICATION_CAP);
    const result = insertNotification(full, notification(100)) ?? [];
    expect(result).toHaveLength(NOTIFICATION_CAP);
    expect(result[0]?.id).toBe('n100');
    expect(result.map((n) => n.id)).not.toContain('n0');
    expect(result.at(-1)?.id).toBe('n1');
  });

  it('replaces a notification it already holds instead of repeating it', () => {
    const result = insertNotification(list(3), notification(1, { title: 'Updated' }));
    expect(result?.map((n) => n.id)).toEqual(['n2', 'n1', 'n0']);
    expect(result?.[1]?.title).toBe('Updated');
  });

  it('leaves a list that was never fetched alone', () => {
    expect(insertNotification(undefined, notification(1))).toBeUndefined();
  });
});

describe('optimistic changes', () => {
  it('marks one or all as read and removes one', () => {
    const items = list(3);
    expect(markRead(items, 'n1')?.map((n) => n.read)).toEqual([false, true, false]);
    expect(markAllRead(items)?.every((n) => n.read)).toBe(true);
    expect(removeNotification(items, 'n2')?.map((n) => n.id)).toEqual(['n1', 'n0']);
  });
});
