import { type Notification, notificationListSchema, notificationSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';

describeEachDatabase('notification routes', (get) => {
  const list = async (): Promise<Notification[]> => {
    const res = await get().app.inject({ method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(200);
    return notificationListSchema.parse(res.json()).items;
  };

  it('GET lists the five seeded notifications, newest first, one per category', async () => {
    const items = await list();
    expect(items).toHaveLength(5);
    expect(new Set(items.map((n) => n.category))).toEqual(
      new Set(['inventory', 'ml', 'marketplace', 'ai', 'system']),
    );
    expect(items.filter((n) => n.priority === 'high').length).toBeGreaterThanOrEqual(2);
    expect(items.filter((n) => !n.read).length).toBeGreaterThanOrEqual(2);
    expect(items.some((n) => n.actionUrl !== null)).toBe(true);
    const times = items.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('POST /:id/read marks one read and returns it', async () => {
    const unread = (await list()).find((n) => !n.read);
    if (!unread) throw new Error('the seed needs an unread notification');
    const res = await get().app.inject({ method: 'POST', url: `/api/notifications/${unread.id}/read` });
    expect(res.statusCode).toBe(200);
    expect(notificationSchema.parse(res.json())).toEqual({ ...unread, read: true });
    expect((await list()).find((n) => n.id === unread.id)?.read).toBe(true);
  });

  it('POST /read-all marks the rest read and says how many changed', async () => {
    const unreadCount = (await list()).filter((n) => !n.read).length;
    expect(unreadCount).toBeGreaterThan(0);
    const res = await get().app.inject({ method: 'POST', url: '/api/notifications/read-all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: unreadCount });
    expect((await list()).every((n) => n.read)).toBe(true);
    const again = await get().app.inject({ method: 'POST', url: '/api/notifications/read-all' });
    expect(again.json()).toEqual({ updated: 0 });
  });

  it('DELETE /:id removes one (204), and a second delete is a 404', async () => {
    const [first] = await list();
    if (!first) throw new Error('no notification');
    const res = await get().app.inject({ method: 'DELETE', url: `/api/notifications/${first.id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list()).map((n) => n.id)).not.toContain(first.id);
    const again = await get().app.inject({ method: 'DELETE', url: `/api/notifications/${first.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: 'NOT_FOUND',
      message: `No notification with id ${first.id}. It may have been deleted; refresh the list.`,
      messageKey: 'notificationNotFound',
      params: { id: first.id },
    });
  });

  it('DELETE / clears all and says how many there were', async () => {
    const count = (await list()).length;
    const res = await get().app.inject({ method: 'DELETE', url: '/api/notifications' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: count });
    expect(await list()).toEqual([]);
  });
});
