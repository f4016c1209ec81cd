import { toMarketplaceStatus } from '@careledger/contracts';
import type { Dashboard } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

type Activity = Dashboard['activity'][number];

interface EventRow {
  tx_hash: string;
  log_index: number;
  block_number: number | string;
  block_time: Date | string;
  name: string;
  args: Record<string, string | boolean>;
  product_name: string | null;
}

interface PendingRow {
  tx_hash: string;
  kind: string;
  args: string[];
  submitted_at: Date | string;
  product_name: string | null;
}

const SHOWN_EVENTS = ['ProductListed', 'ProductUpdated', 'OrderPlaced', 'OrderStatusChanged'];
const ORDER_KINDS = sql.raw(
  "('confirmOrder', 'shipOrder', 'confirmDelivery', 'finalizeOrder', 'cancelOrder', 'rejectOrder')",
);

const PENDING_ACTIONS: Record<string, string> = {
  purchase: 'Purchase submitted',
  listProduct: 'Listing submitted',
  updateProduct: 'Listing update submitted',
  setActive: 'Listing change submitted',
  confirmOrder: 'Order confirmation submitted',
  shipOrder: 'Shipment submitted',
  confirmDelivery: 'Delivery confirmation submitted',
  finalizeOrder: 'Order finalisation submitted',
  cancelOrder: 'Cancellation submitted',
  rejectOrder: 'Rejection submitted',
  withdraw: 'Withdrawal submitted',
};

/**
 * The landing page's "recent blockchain activity": the newest marketplace events the indexer wrote (confirmed,
 * with their block) and the transactions the web app reported that are not mined yet (pending), newest first.
 */
export async function listChainActivity({ db, limit }: { db: Database; limit: number }): Promise<Activity[]> {
  const events = await db.execute(sql`
    select e.tx_hash, e.log_index, e.block_number, e.block_time, e.name, e.args, m.name as product_name
    from chain_events e
    left join market_orders o
      on e.name = 'OrderStatusChanged' and o.order_id = (e.args ->> 'orderId')::int
    left join market_products p
      on p.id = coalesce((e.args ->> 'productId')::int, o.product_id)
    left join product_metadata m on m.hash = p.metadata_hash
    where e.name in (${sql.join(
      SHOWN_EVENTS.map((n) => sql`${n}`),
      sql`, `,
    )})
    order by e.block_number desc, e.log_index desc
    limit ${limit}`);
  // A pending call names its product directly (purchase, updateProduct, setActive), through its order (the
  // order steps), or through the metadata hash it is about to list (listProduct).
  const pending = await db.execute(sql`
    select t.tx_hash, t.kind, t.args, t.submitted_at, coalesce(m.name, listed.name) as product_name
    from tracked_transactions t
    left join market_orders o on t.kind in ${ORDER_KINDS} and o.order_id = (t.args ->> 0)::int
    left join market_products p on p.id = case
      when t.kind in ('purchase', 'updateProduct', 'setActive') then (t.args ->> 0)::int
      else o.product_id end
    left join product_metadata m on m.hash = p.metadata_hash
    left join product_metadata listed on t.kind = 'listProduct' and listed.hash = t.args ->> 2
    where t.state = 'pending'
    order by t.submitted_at desc
    limit ${limit}`);
  const rows: Activity[] = [
    ...rowsOf<PendingRow>(pending).map(
      (r): Activity => ({
        id: r.tx_hash,
        type: r.kind,
        item: r.product_name ?? 'Marketplace',
        action: PENDING_ACTIONS[r.kind] ?? 'Transaction submitted',
        status: 'pending',
        blockNumber: null,
        createdAt: new Date(r.submitted_at).toISOString(),
      }),
    ),
    ...rowsOf<EventRow>(events).map(
      (r): Activity => ({
        id: `${r.tx_hash}:${r.log_index}`,
        type: r.name,
        item: r.product_name ?? `Listing #${r.args.productId ?? '?'}`,
        action: eventAction(r),
        status: 'confirmed',
        blockNumber: Number(r.block_number),
        createdAt: new Date(r.block_time).toISOString(),
      }),
    ),
  ];
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

function eventAction(row: EventRow): string {
  const a = row.args;
  switch (row.name) {
    case 'ProductListed':
      return `Listed on the marketplace, ${a.inventory} units`;
    case 'ProductUpdated':
      return `Listing updated, ${a.inventory} units`;
    case 'OrderPlaced':
      return `Order #${a.orderId} placed for ${a.quantity} units`;
    default:
      return `Order #${a.orderId} ${toMarketplaceStatus(Number(a.status))}`;
  }
}
