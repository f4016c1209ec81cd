import { alertListSchema, NOTIFICATION_EVENTS } from '@careledger/shared';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { alerts, notifications } from '../../db/schema';
import { accountIdOf } from '../../test/accounts';
import { callInventory, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { recordEvents } from '../../test/recording-hub';
import { snapshotDatabase } from '../../test/snapshot';
import { checkAlerts } from './check-alerts';

describeEachDatabase('inventory alerts', (get) => {
  const alertsOf = async (itemId: number) => get().db.select().from(alerts).where(eq(alerts.itemId, itemId));

  it('the seed raised alerts from the rules; a check right after creates nothing new', async () => {
    const { app } = get();
    const list = alertListSchema.parse((await callInventory(app, 'GET', '/alerts')).body);
    const types = new Set(list.items.map((a) => a.type));
    for (const t of ['critical_stock', 'low_stock', 'expiry_soon', 'expired']) expect(types).toContain(t);
    const dates = list.items.map((a) => a.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const check = await callInventory(app, 'POST', '/alerts/check');
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ created: 0, updated: 0, resolved: 0, active: list.items.length });
  });

  it('a movement raises the alert at once with a notification, dedupes, and resolves when stock returns', async () => {
    const { app, db } = get();
    const { events } = recordEvents(app.hub);
    const item = await makeItem(app, { stock: 20, threshold: 10, name: 'Alerting syringes' });
    expect(await alertsOf(item.id)).toEqual([]);
    await callInventory(app, 'POST', `/items/${item.id}/movements`, { kind: 'issue', quantity: 11 });
    let open = await alertsOf(item.id);
    expect(open.map((a) => [a.type, a.severity, a.status])).toEqual([['low_stock', 'medium', 'active']]);
    const [notification] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.title, 'Low stock: Alerting syringes')));
    const words = { name: 'Alerting syringes', unit: 'box', stock: 9, threshold: 10 };
    expect(notification).toMatchObject({
      code: 'low_stock',
      params: words,
      message: '9 box left (threshold 10).',
      category: 'inventory',
      priority: 'medium',
      type: 'warning',
      actionUrl: '/inventory',
    });
    expect(events.some((e) => e.event === NOTIFICATION_EVENTS.created)).toBe(true);
    // The alert carries the same code (its type) and params, in the API too, for the reader's language.
    const listed = alertListSchema.parse((await callInventory(app, 'GET', '/alerts')).body);
    expect(listed.items.find((a) => a.itemId === item.id)).toMatchObject({
      type: 'low_stock',
      params: words,
      title: 'Low stock: Alerting syringes',
    });

    expect((await callInventory(app, 'POST', '/alerts/check')).body.created).toBe(0);
    await callInventory(app, 'POST', `/items/${item.id}/movements`, { kind: 'issue', quantity: 5 });
    open = await alertsOf(item.id);
    expect(open.map((a) => [a.type, a.status]).sort()).toEqual([
      ['critical_stock', 'active'],
      ['low_stock', 'resolved'],
    ]);
    const [critical] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Critical stock: Alerting syringes'));
    expect(critical).toMatchObject({ priority: 'high', type: 'error' });

    await callInventory(app, 'POST', `/items/${item.id}/movements`, { kind: 'receipt', quantity: 30 });
    expect((await alertsOf(item.id)).every((a) => a.status === 'resolved')).toBe(true);
  });

  it('a dismissed alert is not raised again while its condition lasts; it resolves when it clears', async () => {
    const { app } = get();
    const item = await makeItem(app, { stock: 3, threshold: 4 });
    const [alert] = await alertsOf(item.id);
    expect(alert?.type).toBe('low_stock');
    const dismissed = await callInventory(app, 'POST', '/alerts/dismiss', { alert_id: alert?.id });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ id: alert?.id, status: 'dismissed', itemName: item.name });
    expect(
      (await callInventory(app, 'GET', '/alerts')).body.items.map((a: { id: string }) => a.id),
    ).not.toContain(alert?.id);
    const check = await callInventory(app, 'POST', '/alerts/check');
    expect(check.body.created).toBe(0);
    expect((await alertsOf(item.id)).map((a) => a.status)).toEqual(['dismissed']);
    const again = await callInventory(app, 'POST', '/alerts/dismiss', { alert_id: alert?.id });
    expect(again).toMatchObject({ status: 409, body: { error: 'CONFLICT' } });
    await callInventory(app, 'POST', `/items/${item.id}/movements`, { kind: 'receipt', quantity: 10 });
    expect((await alertsOf(item.id)).map((a) => a.status)).toEqual(['resolved']);
  });

  it('dismissing an unknown alert is 404 and changes nothing', async () => {
    const { app, db } = get();
    const before = await snapshotDatabase(db);
    const res = await callInventory(app, 'POST', '/alerts/dismiss', {
      alert_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(res).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('raises expiry alerts from the earliest lot on hand, and out of stock at zero', async () => {
    const { app } = get();
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const item = await makeItem(app, { stock: 50, threshold: 5, lotNumber: 'SOON', expiry: soon });
    expect((await alertsOf(item.id)).map((a) => [a.type, a.severity])).toEqual([['expiry_soon', 'high']]);
    await callInventory(app, 'POST', `/items/${item.id}/movements`, { kind: 'issue', quantity: 50 });
    const after = await alertsOf(item.id);
    expect(after.filter((a) => a.status === 'active').map((a) => a.type)).toEqual(['out_of_stock']);
    expect(after.find((a) => a.type === 'expiry_soon')?.status).toBe('resolved');
  });

  it('an open alert shows the current figures after a stocktake, without a second alert or notification', async () => {
    const { app, db } = get();
    const item = await makeItem(app, { stock: 45, threshold: 100, name: 'Stocktaken gloves' });
    const [raised] = await alertsOf(item.id);
    expect(raised).toMatchObject({ type: 'critical_stock', params: { stock: 45 } });
    const admin = await accountIdOf(db, 'admin');
    const notificationsOf = () =>
      db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.title, 'Critical stock: Stocktaken gloves'),
            eq(notifications.recipient, admin),
          ),
        );
    expect(await notificationsOf()).toHaveLength(1);

    await callInventory(app, 'POST', `/items/${item.id}/movements`, { kind: 'stocktake', quantity: 42 });
    const after = await alertsOf(item.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: raised?.id,
      status: 'active',
      severity: 'high',
      params: { name: 'Stocktaken gloves', unit: 'box', stock: 42, threshold: 100 },
      message: 'Only 42 box left, at or below half the threshold of 100. Reorder now.',
    });
    const listed = alertListSchema.parse((await callInventory(app, 'GET', '/alerts')).body);
    expect(listed.items.find((a) => a.id === raised?.id)?.params).toMatchObject({ stock: 42 });
    expect(await notificationsOf()).toHaveLength(1);
  });

  it('Check Alerts brings stale figures up to date and counts them as updated', async () => {
    const { app, db } = get();
    const item = await makeItem(app, { stock: 45, threshold: 100 });
    const [raised] = await alertsOf(item.id);
    // An alert written before its figures were kept current: it still says 45.
    await db
      .update(alerts)
      .set({ params: { ...raised?.params, stock: 45 } })
      .where(eq(alerts.id, raised?.id as string));
    await db.execute(sql`update items set stock_on_hand = 42 where id = ${item.id}`);
    const check = await callInventory(app, 'POST', '/alerts/check');
    expect(check.body).toMatchObject({ created: 0, resolved: 0 });
    expect(check.body.updated).toBeGreaterThanOrEqual(1);
    expect((await alertsOf(item.id))[0]?.params).toMatchObject({ stock: 42 });
    expect((await callInventory(app, 'POST', '/alerts/check')).body).toMatchObject({ updated: 0 });
  });

  it('an expiring alert keeps its id as the days run down; its severity rises in place', async () => {
    const { app, db } = get();
    const today = new Date().toISOString().slice(0, 10);
    const expiry = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const item = await makeItem(app, { stock: 50, threshold: 5, lotNumber: 'RUNDOWN', expiry });
    const [raised] = await alertsOf(item.id);
    expect(raised).toMatchObject({ type: 'expiry_soon', severity: 'medium', params: { count: 20 } });
    const later = new Date(Date.parse(`${today}T00:00:00Z`) + 15 * 86_400_000).toISOString().slice(0, 10);
    const check = await checkAlerts({ db, today: later });
    expect(check.updated).toBeGreaterThanOrEqual(1);
    const [after] = await alertsOf(item.id);
    expect(after).toMatchObject({ id: raised?.id, severity: 'critical', params: { count: 5 } });
    expect(after?.message).toContain('expires in 5 days');
  });
});
