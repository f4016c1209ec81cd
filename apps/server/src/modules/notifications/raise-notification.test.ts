import {
  type NewNotification,
  NOTIFICATION_CAP,
  NOTIFICATION_EVENTS,
  type Notification,
} from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { notifications, walletLinks } from '../../db/schema';
import { createSseHub } from '../../lib/sse-hub';
import { accountIdOf } from '../../test/accounts';
import { describeEachSeededDatabase } from '../../test/databases';
import { recordEvents } from '../../test/recording-hub';
import { snapshotDatabase } from '../../test/snapshot';
import { listNotifications } from './list-notifications';
import { raiseNotification } from './raise-notification';

describeEachSeededDatabase('raiseNotification', (db) => {
  let admin = '';
  let manager = '';
  beforeAll(async () => {
    admin = await accountIdOf(db(), 'admin');
    manager = await accountIdOf(db(), 'manager');
  });

  it('stores the code, its params and their English words, with the defaults, and publishes notification.created', async () => {
    const { hub, events } = recordEvents();
    const [created] = await raiseNotification({
      db: db(),
      hub,
      to: { accountId: admin },
      notification: {
        code: 'order_placed',
        params: { orderId: 7, quantity: 20, product: 'Gauze rolls' },
        category: 'inventory',
      },
    });
    expect(created).toMatchObject({
      code: 'order_placed',
      params: { orderId: 7, quantity: 20, product: 'Gauze rolls' },
      title: 'Order #7 placed',
      message: 'Order #7 placed: 20 x Gauze rolls.',
      type: 'info',
      priority: 'medium',
      read: false,
      actionUrl: null,
      category: 'inventory',
    });
    expect(events).toEqual([{ recipient: admin, event: NOTIFICATION_EVENTS.created, data: created }]);
    expect((await listNotifications({ db: db(), recipient: admin }))[0]).toEqual(created);
  });

  it('rejects an invalid notification and stores nothing', async () => {
    const before = await snapshotDatabase(db());
    const refused = (notification: unknown) =>
      expect(
        raiseNotification({
          db: db(),
          hub: createSseHub(),
          to: { accountId: admin },
          notification: notification as NewNotification,
        }),
      ).rejects.toThrow();
    // A code the catalogue does not know, params missing, a param the code does not take: tsc refuses these,
    // and so does the schema at run time.
    await refused({ code: 'stock_received', params: {}, category: 'system' });
    await refused({ code: 'order_placed', params: { orderId: 7 }, category: 'system' });
    await refused({ code: 'backup_completed', params: { title: 'Free text' }, category: 'system' });
    await expect(
      raiseNotification({
        db: db(),
        hub: createSseHub(),
        // @ts-expect-error a sentence instead of a code
        notification: { title: 'x', message: 'x', category: 'system' },
      }),
    ).rejects.toThrow();
    await expect(
      raiseNotification({
        db: db(),
        hub: createSseHub(),
        to: { accountId: admin },
        notification: {
          code: 'backup_completed',
          params: {},
          category: 'system',
          // @ts-expect-error an action link outside the app is refused at run time too
          actionUrl: 'https://evil.example',
        },
      }),
    ).rejects.toThrow();
    expect(await snapshotDatabase(db())).toEqual(before);
  });

  it(`keeps the ${NOTIFICATION_CAP} newest per recipient: raising the 51st drops the oldest`, async () => {
    const hub = createSseHub();
    const current = await listNotifications({ db: db(), recipient: admin });
    const oldestFirst = [...current].reverse();
    for (let i = current.length; i < NOTIFICATION_CAP; i++) {
      await raiseNotification({
        db: db(),
        hub,
        to: { accountId: admin },
        notification: {
          code: 'order_placed',
          params: { orderId: i, quantity: 1, product: 'Filler' },
          category: 'system',
        },
      });
    }
    const full = await listNotifications({ db: db(), recipient: admin });
    expect(full).toHaveLength(NOTIFICATION_CAP);

    const [fiftyFirst] = await raiseNotification({
      db: db(),
      hub,
      to: { accountId: admin },
      notification: { code: 'backup_completed', params: {}, category: 'system' },
    });
    const after = await listNotifications({ db: db(), recipient: admin });
    expect(after).toHaveLength(NOTIFICATION_CAP);
    expect(after[0]).toEqual(fiftyFirst);
    const ids = after.map((n: Notification) => n.id);
    expect(ids).not.toContain(oldestFirst[0]?.id);
    expect(ids).toContain(oldestFirst[1]?.id);
    const stored = await db().select().from(notifications).where(eq(notifications.recipient, admin));
    expect(stored).toHaveLength(NOTIFICATION_CAP);
  });

  it('trims per recipient: another viewer’s notifications are untouched', async () => {
    const hub = createSseHub();
    const [forManager] = await raiseNotification({
      db: db(),
      hub,
      to: { accountId: manager },
      notification: { code: 'profile_updated', params: {}, category: 'inventory', priority: 'high' },
    });
    await raiseNotification({
      db: db(),
      hub,
      to: { accountId: admin },
      notification: { code: 'backup_completed', params: {}, category: 'system' },
    });
    expect((await listNotifications({ db: db(), recipient: manager })).map((n) => n.id)).toEqual([
      forManager?.id,
    ]);
    expect(await listNotifications({ db: db(), recipient: admin })).toHaveLength(NOTIFICATION_CAP);
  });

  it('cuts a long English title to 120 characters; the params keep the whole name', async () => {
    const name = `Gauze ${'x'.repeat(190)}`;
    const [created] = await raiseNotification({
      db: db(),
      hub: createSseHub(),
      to: { accountId: admin },
      notification: {
        code: 'low_stock',
        params: { name, unit: 'packs', stock: 2, threshold: 10 },
        category: 'inventory',
      },
    });
    expect(created?.title).toHaveLength(120);
    expect(created?.title.endsWith('…')).toBe(true);
    expect(created?.params.name).toBe(name);
  });

  it('raised for a permission, reaches every enabled account whose role has it, and nobody else', async () => {
    const staff = await accountIdOf(db(), 'staff');
    const supplier = await accountIdOf(db(), 'supplier');
    const codes = async (recipient: string) =>
      (await listNotifications({ db: db(), recipient })).filter((n) => n.code === 'backup_completed').length;
    const before = {
      staff: await codes(staff),
      supplier: await codes(supplier),
      manager: await codes(manager),
    };
    await raiseNotification({
      db: db(),
      hub: createSseHub(),
      to: { permission: 'alerts.manage' },
      notification: { code: 'backup_completed', params: {}, category: 'system' },
    });
    expect(await codes(manager)).toBe(before.manager + 1);
    expect(await codes(staff)).toBe(before.staff);
    expect(await codes(supplier)).toBe(before.supplier);
  });

  it('raised for wallets, reaches the accounts that linked one of them (case-insensitive), and nobody without a link', async () => {
    const supplier = await accountIdOf(db(), 'supplier');
    const wallet = '0x00000000000000000000000000000000000000ab';
    await db().insert(walletLinks).values({ address: wallet, accountId: supplier });
    const created = await raiseNotification({
      db: db(),
      hub: createSseHub(),
      to: {
        wallets: [wallet.toUpperCase().replace('0X', '0x'), '0x00000000000000000000000000000000000000cd'],
      },
      notification: {
        code: 'order_placed',
        params: { orderId: 3, quantity: 1, product: 'Gauze' },
        category: 'marketplace',
      },
    });
    const stored = await db()
      .select({ recipient: notifications.recipient })
      .from(notifications)
      .where(eq(notifications.id, created[0]?.id ?? ''));
    expect(created).toHaveLength(1);
    expect(stored).toEqual([{ recipient: supplier }]);
  });
});
