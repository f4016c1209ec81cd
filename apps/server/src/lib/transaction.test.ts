import { NOTIFICATION_EVENTS, type Notification } from '@careledger/shared';
import { beforeAll, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import { createItem, postMovement } from '../modules/inventory';
import { storeNotification } from '../modules/notifications';
import { accountIdOf } from '../test/accounts';
import { describeEachSeededDatabase } from '../test/databases';
import { recordEvents } from '../test/recording-hub';
import { snapshotDatabase } from '../test/snapshot';
import { inTransaction, publishAfterCommit } from './transaction';

class Rollback extends Error {}

/** A notification told apart by its product name. */
const note = (product: string) => ({
  code: 'order_placed' as const,
  params: { orderId: 1, quantity: 1, product },
  category: 'system' as const,
});

describeEachSeededDatabase('events after commit', (db) => {
  let admin = '';
  beforeAll(async () => {
    admin = await accountIdOf(db(), 'admin');
  });

  it('pushes a stored notification only once its transaction has committed', async () => {
    const { hub, events } = recordEvents();
    let seenInside = -1;
    const created = await inTransaction({ db: db(), hub }, async (tx) => {
      const stored = await storeNotification({
        db: tx,
        to: { accountId: admin },
        notification: note('Committed'),
      });
      seenInside = events.length;
      return stored;
    });
    expect(seenInside).toBe(0);
    expect(events).toEqual([{ recipient: admin, event: NOTIFICATION_EVENTS.created, data: created[0] }]);
  });

  it('a rolled-back write pushes nothing and stores nothing', async () => {
    const { hub, events } = recordEvents();
    const before = await snapshotDatabase(db());
    await expect(
      inTransaction({ db: db(), hub }, async (tx) => {
        await storeNotification({ db: tx, to: { accountId: admin }, notification: note('Rolled back') });
        throw new Rollback('the write failed after storing a notification');
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(events).toEqual([]);
    expect(await snapshotDatabase(db())).toEqual(before);
  });

  it('a savepoint that rolls back drops its own events; the outer transaction pushes the rest', async () => {
    const { hub, events } = recordEvents();
    await inTransaction({ db: db(), hub }, async (tx) => {
      await storeNotification({ db: tx, to: { accountId: admin }, notification: note('Outer kept') });
      await expect(
        inTransaction({ db: tx, hub }, async (inner) => {
          await storeNotification({
            db: inner,
            to: { accountId: admin },
            notification: note('Inner dropped'),
          });
          throw new Rollback('the inner write failed');
        }),
      ).rejects.toBeInstanceOf(Rollback);
    });
    expect(events.map((e) => (e.data as Notification).params.product)).toEqual(['Outer kept']);
    const stored = await db().select().from(notifications);
    expect(stored.filter((n) => n.params.product === 'Outer kept')).toHaveLength(1);
    expect(stored.filter((n) => n.params.product === 'Inner dropped')).toEqual([]);
  });

  it('a movement posted inside a larger write that fails pushes no alert (the marketplace receive path)', async () => {
    const item = await createItem({
      db: db(),
      input: {
        name: 'After-commit test swabs',
        category: 'Consumables',
        unit: 'box',
        stock: 10,
        threshold: 4,
        supplierId: 1,
        price: 1,
      },
    });
    const { hub, events } = recordEvents();
    // Issuing 9 of 10 makes the stock critical, which raises an alert and its notification.
    const issue = { kind: 'issue' as const, quantity: 9 };
    await expect(
      inTransaction({ db: db(), hub }, async (tx) => {
        await postMovement({ db: tx, hub, itemId: item.id, input: issue });
        throw new Rollback('the outer write failed after the movement');
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(events).toEqual([]);

    let seenInside = -1;
    await inTransaction({ db: db(), hub }, async (tx) => {
      await postMovement({ db: tx, hub, itemId: item.id, input: issue });
      seenInside = events.length;
    });
    expect(seenInside).toBe(0);
    // One alert, pushed to each account that sees inventory (the demo admin, manager and staff).
    expect(events.map((e) => e.event)).toEqual([
      NOTIFICATION_EVENTS.created,
      NOTIFICATION_EVENTS.created,
      NOTIFICATION_EVENTS.created,
    ]);
    expect(new Set(events.map((e) => e.recipient)).size).toBe(3);
  });

  it('refuses to queue an event outside a transaction opened by inTransaction', async () => {
    await expect(
      db().transaction(async (tx) =>
        storeNotification({ db: tx, to: { accountId: admin }, notification: note('Unmanaged') }),
      ),
    ).rejects.toThrow(/inTransaction/);
    expect(() => publishAfterCommit(db(), { recipient: admin, event: 'x', data: {} })).toThrow();
  });
});
