import {
  type AlertCondition,
  type AlertSeverity,
  type AlertText,
  type AlertType,
  evaluateExpiryAlert,
  evaluateStockAlert,
  type MessageParamRecord,
  STOCK_ALERT_TYPES,
} from '@careledger/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alerts, items } from '../../db/schema';
import { renderAlertText } from '../../lib/messages';
import { storeNotification } from '../notifications';
import { type AlertSubject, alertNotification, describeAlert } from './alert-text';

export interface EvaluateAlertsOptions {
  /** A transaction from inTransaction: alerts and their notifications commit together, then are pushed. */
  db: Database;
  /** Only these items; every item when absent. */
  itemIds?: readonly number[];
  /** YYYY-MM-DD the expiry rules count from. */
  today: string;
  /** Store a notification for every new alert (off while seeding). */
  notify: boolean;
  /** Creation time of new alerts (the seed pins it); the most severe is newest. Default: the clock. */
  at?: Date;
}

export interface AlertEvaluation {
  created: number;
  /** Open alerts whose condition lasts but whose figures (stock, days left) or severity changed. */
  updated: number;
  resolved: number;
  active: number;
}

interface OpenAlert {
  id: string;
  itemId: number | null;
  type: AlertType;
  severity: AlertSeverity;
  params: MessageParamRecord | null;
}
interface WantedAlerts {
  conditions: AlertCondition[];
  row: Omit<AlertSubject, 'expiry'> & { id: number };
  /** The expiry the conditions were computed from. */
  expiry: string | null;
}

const STOCK_TYPES = new Set(['low_stock', 'critical_stock', 'out_of_stock']);
const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;

/**
 * Applies the alert rules (evaluateStockAlert, evaluateExpiryAlert) to items that are not archived. At most
 * one open (active or dismissed) alert per item and type: a dismissed alert is not raised again while its
 * condition lasts. Open alerts whose condition cleared, or changed type (low -> critical), become resolved;
 * archived items' alerts too. Expiry counts only stock on hand: the earliest expiry of lots with quantity,
 * else the item's own expiry, and none when the item has no stock.
 *
 * An open alert whose condition lasts shows the current figures: its params, words and severity are
 * rewritten in place (`updated`) when they changed, without a new notification. A severity change within a
 * type (expiring in 20 days, medium, then in 5, critical) is such an update; a change of type (low stock to
 * critical stock, expiring to expired) resolves the old alert and raises a new one, which notifies.
 */
export async function evaluateAlerts({
  db,
  itemIds,
  today,
  notify,
  at,
}: EvaluateAlertsOptions): Promise<AlertEvaluation> {
  const inScope = itemIds ? inArray(items.id, [...itemIds]) : undefined;
  if (itemIds && itemIds.length === 0) return { created: 0, updated: 0, resolved: 0, active: 0 };
  const rows = await db
    .select({
      id: items.id,
      name: items.name,
      unit: items.unit,
      stock: items.stockOnHand,
      threshold: items.threshold,
      itemExpiry: items.expiry,
      lotExpiry: sql<
        string | null
      >`(select min(l.expiry)::text from lots l where l.item_id = "items"."id" and l.quantity_on_hand > 0)`,
    })
    .from(items)
    .where(and(isNull(items.archivedAt), inScope));
  const open = await db
    .select({
      id: alerts.id,
      itemId: alerts.itemId,
      type: alerts.type,
      severity: alerts.severity,
      params: alerts.params,
    })
    .from(alerts)
    .where(
      and(
        inArray(alerts.status, ['active', 'dismissed']),
        // Stock and expiry alerts only: other kinds (rfid_unseen) have rules of their own.
        inArray(alerts.type, [...STOCK_ALERT_TYPES]),
        itemIds ? inArray(alerts.itemId, [...itemIds]) : sql`${alerts.itemId} is not null`,
      ),
    );

  const wanted = new Map<number, WantedAlerts>();
  for (const row of rows) {
    const expiry = row.stock > 0 ? (row.lotExpiry ?? row.itemExpiry) : null;
    const conditions = [
      evaluateStockAlert(row.stock, row.threshold),
      evaluateExpiryAlert(expiry, today),
    ].filter((c): c is AlertCondition => c !== null);
    wanted.set(row.id, { conditions, row, expiry });
  }

  const toResolve = open
    .filter((a) => !wanted.get(a.itemId as number)?.conditions.some((c) => c.type === a.type))
    .map((a) => a.id);
  if (toResolve.length > 0) {
    await db
      .update(alerts)
      .set({ status: 'resolved', resolvedAt: sql`clock_timestamp()` })
      .where(inArray(alerts.id, toResolve));
  }

  const updated = await refreshOpenAlerts(db, open, wanted, today);

  const openKeys = new Set(open.map((a) => `${a.itemId}:${a.type}`));
  const fresh = [...wanted.values()].flatMap(({ conditions, row, expiry }) =>
    conditions
      .filter((c) => !openKeys.has(`${row.id}:${c.type}`))
      .map((c) => {
        const text = describeAlert(c, { ...row, expiry }, today);
        return {
          itemId: row.id,
          type: c.type,
          severity: c.severity,
          params: text.params,
          ...renderAlertText(text),
        };
      }),
  );
  // Most severe first, stock before expiry: with a pinned time, the first is the newest.
  fresh.sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      Number(STOCK_TYPES.has(b.type)) - Number(STOCK_TYPES.has(a.type)) ||
      a.itemId - b.itemId,
  );
  const values = fresh.map((alert, i) => ({
    ...alert,
    ...(at ? { createdAt: new Date(at.getTime() - i * 60_000) } : {}),
  }));
  const inserted =
    values.length === 0
      ? []
      : await db.insert(alerts).values(values).onConflictDoNothing().returning({
          severity: alerts.severity,
          type: alerts.type,
          params: alerts.params,
        });
  if (notify) {
    for (const { severity, type, params } of inserted) {
      const text = { type, params } as AlertText;
      await storeNotification({
        db,
        to: { permission: 'inventory.view' },
        notification: alertNotification({ severity, text }),
      });
    }
  }
  const [active] = await db.select({ n: count() }).from(alerts).where(eq(alerts.status, 'active'));
  return {
    created: inserted.length,
    updated,
    resolved: toResolve.length,
    active: Number(active?.n ?? 0),
  };
}

/**
 * Rewrites the open alerts whose condition still holds but whose figures or severity moved (a stocktake from
 * 45 to 42, a day closer to expiry): params, English words and severity, in place. Returns how many changed.
 */
async function refreshOpenAlerts(
  db: Database,
  open: readonly OpenAlert[],
  wanted: ReadonlyMap<number, WantedAlerts>,
  today: string,
): Promise<number> {
  let updated = 0;
  for (const alert of open) {
    const item = alert.itemId === null ? undefined : wanted.get(alert.itemId);
    const condition = item?.conditions.find((c) => c.type === alert.type);
    if (!item || !condition) continue;
    const text = describeAlert(condition, { ...item.row, expiry: item.expiry }, today);
    if (condition.severity === alert.severity && sameParams(text.params, alert.params)) continue;
    await db
      .update(alerts)
      .set({ severity: condition.severity, params: text.params, ...renderAlertText(text) })
      .where(eq(alerts.id, alert.id));
    updated += 1;
  }
  return updated;
}

function sameParams(a: MessageParamRecord, b: MessageParamRecord | null): boolean {
  if (!b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
