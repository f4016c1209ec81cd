import { type Notification, notificationListSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { signInAs } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { listNotifications } from './list-notifications';
import { raiseNotification } from './raise-notification';

describeEachDatabase('GET /api/notifications: ETag and 304 Not Modified', (get) => {
  const read = (headers: Record<string, string> = {}) =>
    get().app.inject({ method: 'GET', url: '/api/notifications', headers });
  const accountIdOf = async (cookie?: string) =>
    (
      await get().app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} })
    ).json().account.id as string;
  const raiseFor = (accountId: string, product: string) =>
    raiseNotification({
      db: get().app.db,
      hub: get().app.hub,
      to: { accountId },
      notification: {
        code: 'order_placed',
        params: { orderId: 7, quantity: 2, product },
        category: 'inventory',
      },
    });

  it('sends a strong ETag with private, no-cache, and answers 304 to an If-None-Match naming it', async () => {
    const first = await read();
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    notificationListSchema.parse(first.json());

    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`]) {
      const again = await read({ 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body, ifNoneMatch).toBe('');
      expect(again.headers.etag, ifNoneMatch).toBe(etag);
      expect(again.headers['cache-control'], ifNoneMatch).toBe('private, no-cache');
      expect(again.headers['content-length'], ifNoneMatch).toBeUndefined();
    }
    const other = await read({ 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);

    const head = await get().app.inject({ method: 'HEAD', url: '/api/notifications' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.body).toBe('');
  });

  it('changes the ETag at once when a notification is raised, read, deleted or cleared', async () => {
    const { app } = get();
    const admin = await accountIdOf();
    let etag = String((await read()).headers.etag);
    // Each write below answers only after its event reached the hub: the very next read must see it.
    const expectChanged = async (what: string): Promise<Notification[]> => {
      const res = await read({ 'if-none-match': etag });
      expect(res.statusCode, what).toBe(200);
      expect(res.headers.etag, what).not.toBe(etag);
      etag = String(res.headers.etag);
      const items = notificationListSchema.parse(res.json()).items;
      expect(items, what).toEqual(await listNotifications({ db: app.db, recipient: admin }));
      expect((await read({ 'if-none-match': etag })).statusCode, `${what}, then unchanged`).toBe(304);
      return items;
    };

    const [raised] = await raiseFor(admin, 'Saline bags');
    const afterRaise = await expectChanged('raised');
    expect(afterRaise[0]).toEqual(raised);

    const readOne = await app.inject({ method: 'POST', url: `/api/notifications/${raised?.id}/read` });
    expect(readOne.statusCode).toBe(200);
    expect((await expectChanged('read one')).find((n) => n.id === raised?.id)?.read).toBe(true);

    await raiseFor(admin, 'Gauze rolls');
    await expectChanged('raised again');
    const unread = (await listNotifications({ db: app.db, recipient: admin })).filter((n) => !n.read).length;
    expect(unread).toBeGreaterThan(0);
    const readAll = await app.inject({ method: 'POST', url: '/api/notifications/read-all' });
    expect(readAll.json()).toEqual({ updated: unread });
    expect((await expectChanged('read all')).every((n) => n.read)).toBe(true);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/notifications/${raised?.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await expectChanged('deleted')).map((n) => n.id)).not.toContain(raised?.id);

    expect((await app.inject({ method: 'DELETE', url: '/api/notifications' })).statusCode).toBe(200);
    expect(await expectChanged('cleared')).toEqual([]);
  });

  it("never answers one account with another's list, nor takes another's ETag for its own", async () => {
    const staffCookie = await signInAs(get().app, 'staff');
    const admin = await accountIdOf();
    const staff = await accountIdOf(staffCookie);
    await raiseFor(admin, 'For the admin only');

    const adminList = await read();
    const staffList = await read({ cookie: staffCookie });
    expect(notificationListSchema.parse(adminList.json()).items).toEqual(
      await listNotifications({ db: get().app.db, recipient: admin }),
    );
    expect(notificationListSchema.parse(staffList.json()).items).toEqual(
      await listNotifications({ db: get().app.db, recipient: staff }),
    );
    expect(staffList.body).not.toContain('For the admin only');
    expect(staffList.headers.etag).not.toBe(adminList.headers.etag);
    // Even with identical (empty) lists, as on a ward tablet shared by two people, an ETag is one account's.
    await get().app.inject({ method: 'DELETE', url: '/api/notifications' });
    await get().app.inject({ method: 'DELETE', url: '/api/notifications', headers: { cookie: staffCookie } });
    const adminEmpty = await read();
    const staffEmpty = await read({ cookie: staffCookie, 'if-none-match': String(adminEmpty.headers.etag) });
    expect(staffEmpty.statusCode).toBe(200);
    expect(staffEmpty.json()).toEqual({ items: [] });
    expect(staffEmpty.headers.etag).not.toBe(adminEmpty.headers.etag);
  });

  it('still asks for a session, and a revalidation without one is a 401, not a 304', async () => {
    const etag = String((await read()).headers.etag);
    const res = await read({ cookie: '', 'if-none-match': etag });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });
});
