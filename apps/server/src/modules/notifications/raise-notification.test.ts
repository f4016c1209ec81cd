import { NOTIFICATION_CAP, NOTIFICATION_EVENTS, type Notification } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { createSseHub, type HubEvent } from '../../lib/sse-hub';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';
import { listNotifications } from './list-notifications';
import { raiseNotification } from './raise-notification';

describe.each(DATABASE_KINDS)('raiseNotification (%s)', (kind) => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.handle.migrate();
    await seedDatabase({ db: db(), demoData: true });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('stores the notification with its defaults and publishes notification.created', async () => {
    const hub = createSseHub();
    const events: HubEvent[] = [];
    hub.subscribe(
      (e) => events.push(e),
      () => {},
    );
    const created = await raiseNotification({
      db: db(),
      hub,
      notification: { title: '  Stock received ', message: 'Twenty boxes arrived.', category: 'inventory' },
    });
    expect(created).toMatchObject({
      title: 'Stock received',
      type: 'info',
      priority: 'medium',
      read: false,
      actionUrl: null,
      category: 'inventory',
    });
    expect(events).toEqual([{ recipient: 'admin', event: NOTIFICATION_EVENTS.created, data: created }]);
    expect((await listNotifications({ db: db(), recipient: 'admin' }))[0]).toEqual(created);
  });

  it('rejects an invalid notification and stores nothing', async () => {
    const before = await snapshotDatabase(db());
    await expect(
      raiseNotification({
        db: db(),
        hub: createSseHub(),
        notification: { title: '', message: 'x', category: 'system' },
      }),
    ).rejects.toThrow();
    await expect(
      raiseNotification({
        db: db(),
        hub: createSseHub(),
        // @ts-expect-error an action link outside the app is refused at run time too
        notification: { title: 'x', message: 'x', category: 'system', actionUrl: 'https://evil.example' },
      }),
    ).rejects.toThrow();
    expect(await snapshotDatabase(db())).toEqual(before);
  });

  it(`keeps the ${NOTIFICATION_CAP} newest per recipient: raising the 51st drops the oldest`, async () => {
    const hub = createSseHub();
    const current = await listNotifications({ db: db(), recipient: 'admin' });
    const oldestFirst = [...current].reverse();
    for (let i = current.length; i < NOTIFICATION_CAP; i++) {
      await raiseNotification({
        db: db(),
        hub,
        notification: { title: `Filler ${i}`, message: 'm', category: 'system' },
      });
    }
    const full = await listNotifications({ db: db(), recipient: 'admin' });
    expect(full).toHaveLength(NOTIFICATION_CAP);

    const fiftyFirst = await raiseNotification({
      db: db(),
      hub,
      notification: { title: 'The fifty-first', message: 'm', category: 'system' },
    });
    const after = await listNotifications({ db: db(), recipient: 'admin' });
    expect(after).toHaveLength(NOTIFICATION_CAP);
    expect(after[0]).toEqual(fiftyFirst);
    const ids = after.map((n: Notification) => n.id);
    expect(ids).not.toContain(oldestFirst[0]?.id);
    expect(ids).toContain(oldestFirst[1]?.id);
    const stored = await db().select().from(notifications).where(eq(notifications.recipient, 'admin'));
    expect(stored).toHaveLength(NOTIFICATION_CAP);
  });

  it('trims per recipient: another viewer’s notifications are untouched', async () => {
    const hub = createSseHub();
    const forManager = await raiseNotification({
      db: db(),
      hub,
      recipient: 'manager',
      notification: { title: 'For the manager', message: 'm', category: 'inventory', priority: 'high' },
    });
    await raiseNotification({
      db: db(),
      hub,
      notification: { title: 'Admin again', message: 'm', category: 'system' },
    });
    expect((await listNotifications({ db: db(), recipient: 'manager' })).map((n) => n.id)).toEqual([
      forManager.id,
    ]);
    expect(await listNotifications({ db: db(), recipient: 'admin' })).toHaveLength(NOTIFICATION_CAP);
  });
});
