import { performance } from 'node:perf_hooks';
import { marketplaceAbi } from '@careledger/contracts';
import type { App } from '@careledger/server/app';
import { sql } from 'drizzle-orm';
import { type Address, type Hex, parseEther } from 'viem';
import { figures, type LatencyFigures } from './inventory-latency';
import { listingMetadata } from './marketplace-data';
import { listOnChain, openFixture, uploadMetadata, walletOf } from './marketplace-fixture';

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

// ---- a) Purchase to order ----

interface PurchaseLatency {
  purchases: number;
  warmUps: number;
  pollIntervalMs: number;
  setupMs: number;
  /** Wallet: writeContract start until the hash returns (estimate, nonce, fees, sign, send; anvil mines). */
  send: LatencyFigures;
  /** The whole path: writeContract start until GET orders shows the order mined with an id. */
  total: LatencyFigures;
  max: number;
}

const PURCHASE_WARM_UPS = 5;
const ORDER_POLL_MS = 10;
const ORDER_TIMEOUT_MS = 15_000;

/**
 * What the web app does for a purchase: the wallet sends it (anvil automines), the app reports the hash to
 * POST /api/marketplace/transactions, then polls GET /api/marketplace/orders?buyer= every 10 ms until the
 * order with that hash is mined and has its contract id. Sequential; CHAIN_POLL_INTERVAL_MS left at its default.
 */
export async function measurePurchases(purchases: number): Promise<PurchaseLatency> {
  const fixture = await openFixture({});
  const { app, marketplace } = fixture;
  try {
    const listed = performance.now();
    const hash = await uploadMetadata(app, listingMetadata(1));
    const price = parseEther('0.001');
    const seller = walletOf(marketplace, 1);
    const listingTx = await seller.wallet.writeContract({
      address: marketplace.chain.address,
      abi: marketplaceAbi,
      functionName: 'listProduct',
      args: [price, 1_000_000n, hash],
    });
    await seller.client.waitForTransactionReceipt({ hash: listingTx, pollingInterval: 20 });
    await marketplace.indexer.sync();
    const products = (await app.inject({ url: '/api/marketplace/products' })).json() as {
      items: { id: number }[];
    };
    const productId = products.items[0]?.id;
    if (productId === undefined) throw new Error('the benchmark listing was not indexed');
    const setupMs = fixture.setupMs + (performance.now() - listed);

    const buyer = walletOf(marketplace, 5);
    const buyerAddress = buyer.wallet.account.address.toLowerCase() as Address;
    const sends: number[] = [];
    const totals: number[] = [];
    for (let i = 0; i < purchases + PURCHASE_WARM_UPS; i++) {
      const start = performance.now();
      const txHash = await buyer.wallet.writeContract({
        address: marketplace.chain.address,
        abi: marketplaceAbi,
        functionName: 'purchase',
        args: [BigInt(productId), 1n, price, hash],
        value: price,
      });
      const sent = performance.now();
      const tracked = await app.inject({
        method: 'POST',
        url: '/api/marketplace/transactions',
        payload: { txHash },
      });
      if (tracked.statusCode !== 201) throw new Error(`reporting the purchase failed: ${tracked.body}`);
      for (;;) {
        const response = await app.inject({ url: `/api/marketplace/orders?buyer=${buyerAddress}` });
        if (response.statusCode !== 200) throw new Error(`listing orders failed: ${response.body}`);
        const { items } = response.json() as {
          items: { txHash: string; mined: boolean; id: number | null }[];
        };
        const order = items.find((o) => o.txHash === txHash.toLowerCase());
        if (order?.mined && order.id !== null) break;
        if (performance.now() - start > ORDER_TIMEOUT_MS)
          throw new Error(`purchase ${txHash} did not show as a mined order`);
        await sleep(ORDER_POLL_MS);
      }
      if (i >= PURCHASE_WARM_UPS) {
        sends.push(sent - start);
        totals.push(performance.now() - start);
      }
    }
    return {
      purchases,
      warmUps: PURCHASE_WARM_UPS,
      pollIntervalMs: app.config.chain.pollIntervalMs,
      setupMs,
      send: figures(sends),
      total: figures(totals),
      max: Math.max(...totals),
    };
  } finally {
    await fixture.close();
  }
}

// ---- b) Product list with many listings ----

interface ProductListCase {
  name: string;
  query: string;
  /** Listings the filter matches (the response's total). */
  matches: number;
  latency: LatencyFigures;
}

interface ProductListLatency {
  listings: number;
  blocks: number;
  setupMs: { app: number; metadata: number; chain: number; indexing: number };
  events: number;
  eventsPerSecond: number;
  samplesPerCase: number;
  cases: ProductListCase[];
  all: LatencyFigures;
  /** EXPLAIN ANALYZE of the slowest case's queries, when its p95 misses the goal. */
  explain: string[];
}

const PRODUCT_CASES = [
  { name: 'no filter, page 1', query: '' },
  { name: 'search "gloves"', query: 'search=gloves' },
  { name: 'search "tourniquet" (rare)', query: 'search=tourniquet' },
  { name: 'search "zzyzx" (none)', query: 'search=zzyzx' },
  { name: 'category Cardiovascular', query: 'category=Cardiovascular' },
  { name: 'price 0.1 to 0.2 ETH', query: 'minPrice=0.1&maxPrice=0.2' },
  { name: 'verified=true', query: 'verified=true' },
  { name: 'no filter, page 50', query: 'page=50' },
];
const SAMPLES = 200;
const WARM_UPS = 20;
export const PRODUCT_LIST_GOAL_MS = 30;

/** The product list's two queries, as list-products.ts builds them, for EXPLAIN ANALYZE. */
function productListSql(query: string): { count: string; page: string } {
  const q = new URLSearchParams(query);
  const conditions = ['p.active = true'];
  const search = q.get('search');
  if (search) {
    const pattern = `'%${search.toLowerCase().replace(/'/g, "''")}%'`;
    conditions.push(`(lower(m.name) like ${pattern} or lower(m.description) like ${pattern})`);
  }
  const category = q.get('category');
  if (category) conditions.push(`m.category = '${category.replace(/'/g, "''")}'`);
  const wei = (eth: string | null) => (eth ? parseEther(eth).toString() : null);
  if (wei(q.get('minPrice'))) conditions.push(`p.price_wei >= ${wei(q.get('minPrice'))}`);
  if (wei(q.get('maxPrice'))) conditions.push(`p.price_wei <= ${wei(q.get('maxPrice'))}`);
  if (q.get('verified') === 'true') conditions.push('m.hash is not null');
  const where = conditions.join(' and ');
  const page = Number(q.get('page') ?? 1);
  return {
    count: `select count(*) from market_products p left join product_metadata m on m.hash = p.metadata_hash where ${where}`,
    page: `select p.*, m.*, r.rating, r.rating_count from market_products p
      left join product_metadata m on m.hash = p.metadata_hash
      left join (select product_id, avg(rating) as rating, count(rating) as rating_count from market_orders
                 where status = 'delivered' and rating is not null group by product_id) r on r.product_id = p.id
      where ${where} order by p.id desc limit 24 offset ${(page - 1) * 24}`,
  };
}

async function explainAnalyze(app: App, statement: string): Promise<string[]> {
  const result = (await app.db.execute(sql.raw(`explain analyze ${statement}`))) as unknown as
    | { rows: Record<string, string>[] }
    | Record<string, string>[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((row) => String(Object.values(row)[0]));
}

interface ProductListOptions {
  /** Runs on the filled database before sampling: to try an index, say. */
  beforeSampling?: (app: App) => Promise<void>;
}

export async function measureProductList(
  listings: number,
  options: ProductListOptions = {},
): Promise<ProductListLatency> {
  // The background poll is pushed out of the way so the indexing below is timed on its own. The default
  // chunk of blocks holds all 10,000 listings: one chunk, its events inserted in slices.
  const fixture = await openFixture({ CHAIN_POLL_INTERVAL_MS: '3600000' });
  const { app, marketplace } = fixture;
  try {
    let started = performance.now();
    const hashes: Hex[] = [];
    for (let i = 0; i < listings; i++) hashes.push(await uploadMetadata(app, listingMetadata(i)));
    const metadataMs = performance.now() - started;

    started = performance.now();
    const blocks = await listOnChain(marketplace, hashes);
    const chainMs = performance.now() - started;

    started = performance.now();
    const indexed = await marketplace.indexer.sync();
    const indexingMs = performance.now() - started;

    await options.beforeSampling?.(app);
    const cases = PRODUCT_CASES.map((c) => ({ ...c, matches: 0, samples: [] as number[] }));
    const all: number[] = [];
    for (let i = 0; i < SAMPLES + WARM_UPS; i++) {
      for (const c of cases) {
        const start = performance.now();
        const response = await app.inject({ url: `/api/marketplace/products?${c.query}` });
        const elapsed = performance.now() - start;
        if (response.statusCode !== 200) throw new Error(`product list failed: ${response.body}`);
        if (i === 0) c.matches = (response.json() as { total: number }).total;
        if (i >= WARM_UPS) {
          c.samples.push(elapsed);
          all.push(elapsed);
        }
      }
    }
    const unfiltered = cases[0]?.matches;
    if (unfiltered !== listings) throw new Error(`${unfiltered} listings indexed, expected ${listings}`);
    const results = cases.map((c) => ({
      name: c.name,
      query: c.query,
      matches: c.matches,
      latency: figures(c.samples),
    }));

    const explain: string[] = [];
    const slowest = [...results].sort((a, b) => b.latency.p95 - a.latency.p95)[0];
    if (slowest && slowest.latency.p95 > PRODUCT_LIST_GOAL_MS) {
      const statements = productListSql(slowest.query);
      explain.push(`-- ${slowest.name}: count`, ...(await explainAnalyze(app, statements.count)));
      explain.push(`-- ${slowest.name}: page`, ...(await explainAnalyze(app, statements.page)));
    }
    return {
      listings,
      blocks,
      setupMs: { app: fixture.setupMs, metadata: metadataMs, chain: chainMs, indexing: indexingMs },
      events: indexed.stored,
      eventsPerSecond: indexed.stored / (indexingMs / 1000),
      samplesPerCase: SAMPLES,
      cases: results,
      all: figures(all),
      explain,
    };
  } finally {
    await fixture.close();
  }
}
