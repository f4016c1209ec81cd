import {
  autoGeneratePreviewSchema,
  DEMO_ACCOUNT_EMAILS,
  predictionRunSchema,
  riskScore,
} from '@careledger/shared';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accounts, items, notifications, predictionRuns } from '../../db/schema';
import { signInAs } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';

describeEachDatabase('restocking predictions API', (get) => {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = {}) =>
    get().app.inject({ method, url: `/api/predictions${url}`, payload: payload as object, headers });

  it('has no latest run before the first; a run forecasts every active item and is read back as stored', async () => {
    const before = await call('GET', '/latest?timeframe=30d');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();

    const res = await call('POST', '/run', { timeframe: '30d' });
    expect(res.statusCode).toBe(200);
    const run = predictionRunSchema.parse(res.json());
    const [active] = await get()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(items)
      .where(sql`${items.archivedAt} is null`);
    const { summary, predictions } = run;
    expect(summary.totalItems).toBe(active?.n);
    expect(predictions.urgent.length + predictions.moderate.length + predictions.safe.length).toBe(
      summary.totalItems,
    );
    expect(summary.urgentRestocking).toBe(predictions.urgent.length);
    expect(summary.riskScore).toBe(
      riskScore({
        urgent: summary.urgentRestocking,
        moderate: summary.moderateRestocking,
        total: summary.totalItems,
      }),
    );
    for (const p of predictions.urgent) {
      expect(p.prediction.restockingNeeded).toBe(true);
      expect(p.prediction.daysUntilStockout).toBeLessThanOrEqual(7);
    }
    for (const p of predictions.safe) expect(p.prediction.restockingNeeded).toBe(false);
    // The demo ledger holds months of real use: most items have a tested method, not the short-history fallback.
    const all = [...predictions.urgent, ...predictions.moderate, ...predictions.safe];
    expect(all.filter((p) => !p.prediction.shortHistory).length).toBeGreaterThan(all.length / 2);
    const mean = all.reduce((sum, p) => sum + p.prediction.confidenceScore, 0) / all.length;
    expect(summary.averageConfidence).toBeCloseTo(mean, 2);

    const latest = await call('GET', '/latest?timeframe=30d');
    expect(latest.json()).toEqual(res.json());
    const none = await call('GET', '/latest?timeframe=7d');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const [stored] = await get().db.select().from(predictionRuns).where(eq(predictionRuns.id, run.runId));
    expect(stored).toMatchObject({ status: 'succeeded', timeframe: '30d', serviceLevel: 0.95 });
    if (summary.urgentRestocking > 0) {
      const raised = await get()
        .db.select()
        .from(notifications)
        .where(eq(notifications.code, 'predictions_urgent'));
      expect(raised.length).toBeGreaterThan(0);
      expect(raised[0]).toMatchObject({ category: 'ml', actionUrl: '/ml-predictions' });
    }
  });

  it('raises the urgent notification when an item turns urgent, not again for the same urgent items', async () => {
    const { db } = get();
    // A notification is a row per recipient: count the demo admin's.
    const [admin] = await db.select().from(accounts).where(eq(accounts.email, DEMO_ACCOUNT_EMAILS.admin));
    const raised = async () =>
      (
        await db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.code, 'predictions_urgent'), eq(notifications.recipient, admin?.id ?? '')),
          )
      ).length;
    const first = predictionRunSchema.parse((await call('POST', '/run', { timeframe: '7d' })).json());
    const afterFirst = await raised();
    expect((await call('POST', '/run', { timeframe: '7d' })).statusCode).toBe(200);
    expect(await raised()).toBe(afterFirst);

    // Issuing all of a safe item's stock leaves it nothing for its forecast demand: it turns urgent.
    const safe = first.predictions.safe.find(
      (p) => p.prediction.predictedDemand > 0 && p.prediction.currentStock > 0,
    );
    if (!safe) throw new Error('the demo data has no safe item in use');
    const issued = await get().app.inject({
      method: 'POST',
      url: `/api/inventory/items/${safe.itemId}/movements`,
      payload: { kind: 'issue', quantity: safe.prediction.currentStock },
    });
    expect(issued.statusCode).toBe(201);
    const third = predictionRunSchema.parse((await call('POST', '/run', { timeframe: '7d' })).json());
    expect(third.predictions.urgent.map((p) => p.itemId)).toContain(safe.itemId);
    expect(await raised()).toBe(afterFirst + 1);
  });

  it('starts no second run while one is in progress, and clears a run a stopped server abandoned', async () => {
    const { db } = get();
    const [held] = await db
      .insert(predictionRuns)
      .values({ timeframe: '7d', serviceLevel: 0.95 })
      .returning({ id: predictionRuns.id });
    const refused = await call('POST', '/run', { timeframe: '7d' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('already in progress');
    await db
      .update(predictionRuns)
      .set({ startedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(predictionRuns.id, held?.id ?? 0));
    expect((await call('POST', '/run', { timeframe: '7d' })).statusCode).toBe(200);
    const [abandoned] = await db
      .select()
      .from(predictionRuns)
      .where(eq(predictionRuns.id, held?.id ?? 0));
    expect(abandoned?.status).toBe('failed');
  });

  it('answers concurrent run requests with one run or a clear 409, never two at once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/run', { timeframe: '90d' })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    const [running] = await get()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(predictionRuns)
      .where(eq(predictionRuns.status, 'running'));
    expect(running?.n).toBe(0);
  });

  it('forecasts any series: a constant stays flat, with its interval', async () => {
    const res = await call('POST', '/forecast', { history: new Array(70).fill(5), horizon: 7 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.forecast).toHaveLength(7);
    for (const value of body.forecast) expect(value).toBeCloseTo(5, 1);
    expect(body.lower.every((v: number, i: number) => v <= body.forecast[i])).toBe(true);
    expect(body.shortHistory).toBe(false);
  });

  it('refuses bad input with a sentence and changes nothing', async () => {
    const before = await snapshotDatabase(get().db);
    const cases: [string, unknown, string][] = [
      ['/run', { timeframe: '14d' }, 'The timeframe is one of 7d, 30d, 90d.'],
      ['/run', {}, 'timeframe'],
      ['/forecast', { history: [1, -2], horizon: 3 }, 'Demand is never negative'],
      ['/forecast', { history: [], horizon: 3 }, 'Send at least one day of history.'],
      ['/forecast', { history: new Array(3651).fill(1), horizon: 3 }, 'at most 3650 days'],
      ['/forecast', { history: [1, 2], horizon: 0 }, 'Forecast at least one day ahead.'],
      ['/forecast', { history: [1, 2], horizon: 1.5 }, 'whole number of days'],
      ['/forecast', { history: ['1'], horizon: 3 }, 'history'],
      ['/forecast', { history: [1], horizon: 3, extra: true }, 'extra'],
    ];
    for (const [url, payload, message] of cases) {
      const res = await call('POST', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const setting = await call('PUT', '/settings', { serviceLevel: 1.5 });
    expect(setting.statusCode).toBe(400);
    expect((await call('GET', '/latest?timeframe=1y')).statusCode).toBe(400);
    expect((await call('GET', '/items/abc')).statusCode).toBe(400);
    expect(await snapshotDatabase(get().db)).toEqual(before);
  });

  it('keeps the service level, and sizes the next run with it', async () => {
    expect((await call('GET', '/settings')).json()).toEqual({ serviceLevel: 0.95 });
    const put = await call('PUT', '/settings', { serviceLevel: 0.99 });
    expect(put.json()).toEqual({ serviceLevel: 0.99 });
    const run = predictionRunSchema.parse((await call('POST', '/run', { timeframe: '30d' })).json());
    expect(run.serviceLevel).toBe(0.99);
    await call('PUT', '/settings', { serviceLevel: 0.95 });
  });

  it("gives one item's demand, forecast with interval, method and ordering; an unknown item is a 404", async () => {
    const [first] = await get().db.select({ id: items.id }).from(items).orderBy(items.id).limit(1);
    const res = await call('GET', `/items/${first?.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.history.length).toBeGreaterThan(0);
    expect(body.history.length).toBeLessThanOrEqual(90);
    expect(body.forecast).toHaveLength(30);
    for (const day of body.forecast) expect(day.lower).toBeLessThanOrEqual(day.units);
    expect(typeof body.method).toBe('string');
    expect(body.reorderPoint).toBeGreaterThanOrEqual(0);
    const missing = await call('GET', '/items/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No inventory item with id 999999.');
  });

  it("makes Auto-Generate Orders order the latest forecast's suggested quantity, saying so on the line", async () => {
    const run = predictionRunSchema.parse((await call('POST', '/run', { timeframe: '30d' })).json());
    const suggested = new Map(
      [...run.predictions.urgent, ...run.predictions.moderate, ...run.predictions.safe].map((p) => [
        p.itemId,
        p.prediction.suggestedOrderQuantity,
      ]),
    );
    const res = await get().app.inject({
      method: 'GET',
      url: '/api/inventory/purchase-orders/auto-generate/preview',
    });
    const lines = autoGeneratePreviewSchema.parse(res.json()).orders.flatMap((o) => o.lines);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const forecast = suggested.get(line.itemId) ?? 0;
      expect(line.quantityBasis).toBe(forecast > 0 ? 'forecast' : 'threshold');
      if (forecast > 0) expect(line.quantity).toBeGreaterThanOrEqual(forecast);
    }
    expect(lines.some((line) => line.quantityBasis === 'forecast')).toBe(true);
  });

  it('lets staff read forecasts but not run them', async () => {
    const cookie = await signInAs(get().app, 'staff');
    expect((await call('POST', '/run', { timeframe: '30d' }, { cookie })).statusCode).toBe(403);
    expect((await call('GET', '/latest?timeframe=30d', undefined, { cookie })).statusCode).toBe(200);
  });
});
