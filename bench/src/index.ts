import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@careledger/server/app';
import { loadConfig } from '@careledger/server/config';
import Fastify from 'fastify';
import { measureSessionCheck, measureSignIn } from './auth-latency';
import { adminCookie } from './bench-session';
import { BUNDLE_BUDGET, type ChunkSize, measureBundles } from './bundle-sizes';
import { measureThroughput, type ThroughputResult } from './http-throughput';
import { type InventoryLatency, measureInventory } from './inventory-latency';
import { printLighthouse } from './lighthouse';
import { measureProductList, measurePurchases, PRODUCT_LIST_GOAL_MS } from './marketplace-latency';
import { printMedicineRecommend } from './medicine-recommend';
import { printMedicineUnderstanding } from './medicine-understanding';
import { printMemoryApi } from './memory-api';
import { printMemoryUnderstanding } from './memory-understanding';
import { printForecast } from './print-forecast';
import { measureScanIngestion } from './rfid-scans';
import { printSkinAnalysis } from './skin-analysis';

const LOAD = { seconds: 5, connections: 10 };
const repoRoot = path.resolve(import.meta.dirname, '../..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printBundles(): void {
  const report = measureBundles(path.join(repoRoot, 'apps/web/dist'), /routes\/home/);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const cells = (size: ChunkSize) =>
    [size.js.gzip, size.js.brotli, size.css.gzip, size.css.brotli].map((v) => kb(v).padStart(12)).join('');
  console.log('\n## Web bundle (gzip level 9, Brotli quality 11)\n');
  console.log(
    `${''.padEnd(42)}${['JS gzip', 'JS Brotli', 'CSS gzip', 'CSS Brotli'].map((h) => h.padStart(12)).join('')}`,
  );
  console.log(`${'Entry and its static imports'.padEnd(42)}${cells(report.entry)}`);
  console.log(`${'Initial load of / (entry and home route)'.padEnd(42)}${cells(report.initial)}`);
  console.log('\nRoute chunks (what navigating there adds to the entry):');
  for (const route of report.routes) {
    const over = route.js.gzip > BUNDLE_BUDGET.routeJsGzip ? '  OVER' : '';
    console.log(`  ${route.name.padEnd(40)}${cells(route)}${over}`);
  }
  console.log(
    `\nGoal initial JS for / <= ${kb(BUNDLE_BUDGET.initialJsGzip)} gzip:` +
      ` ${verdict(report.initial.js.gzip <= BUNDLE_BUDGET.initialJsGzip)} (${kb(report.initial.js.gzip)}).`,
  );
  const largest = [...report.routes].sort((a, b) => b.js.gzip - a.js.gzip)[0];
  const over = report.routes.filter((route) => route.js.gzip > BUNDLE_BUDGET.routeJsGzip);
  if (largest)
    console.log(
      `Goal no route adds more than ${kb(BUNDLE_BUDGET.routeJsGzip)} JS gzip: ${verdict(over.length === 0)}` +
        ` (largest: ${largest.name}, ${kb(largest.js.gzip)}; ${over.length} over).`,
    );
}

/** Issue 19: each hot read must reach this share of a bare Fastify route's requests per second, in the same run. */
const THROUGHPUT_GOAL_VS_BARE = 0.25;

async function printThroughput(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-bench-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', CHAIN_MODE: 'off' }),
    logger: false,
  });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok' }));
  try {
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    // /api/notifications needs a session: the demo admin's, signed in once, carried by every request.
    const signedIn = { ...LOAD, headers: { cookie: await adminCookie(app) } };
    // The chain is off here (CHAIN_MODE=off): these routes must not depend on it.
    for (const url of ['/api/health', '/api/notifications']) {
      const response = await app.inject({ url, headers: signedIn.headers });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode} with the chain off`);
    }
    // A browser holding the list revalidates it with the ETag it got (If-None-Match) and gets 304 while the
    // list is unchanged; a first visit or a client without a cache asks without one and gets the whole list.
    const listed = await app.inject({ url: '/api/notifications', headers: signedIn.headers });
    const revalidating = {
      ...signedIn,
      headers: { ...signedIn.headers, 'if-none-match': String(listed.headers.etag) },
      expectStatus: 304,
    };
    // Warm both servers (JIT, connection pools) before measuring.
    await measureThroughput('warm-up', `${appUrl}/api/notifications`, { ...signedIn, seconds: 1 });
    await measureThroughput('warm-up', `${bareUrl}/bare`, { seconds: 1, connections: LOAD.connections });

    const baseline = await measureThroughput('bare Fastify route', `${bareUrl}/bare`, LOAD);
    const results = [
      await measureThroughput('GET /api/health', `${appUrl}/api/health`, LOAD),
      await measureThroughput(
        'GET /api/notifications, revalidating (304)',
        `${appUrl}/api/notifications`,
        revalidating,
      ),
      await measureThroughput(
        'GET /api/notifications, no If-None-Match (200)',
        `${appUrl}/api/notifications`,
        signedIn,
      ),
    ];
    console.log(
      `\n## API on PGlite (${LOAD.connections} connections, ${LOAD.seconds} s each, loopback, same run)\n`,
    );
    const goal = `>= ${(THROUGHPUT_GOAL_VS_BARE * 100).toFixed(0)} %`;
    console.log(
      `${'route'.padEnd(48)}${'req/s'.padStart(10)}${'p95 ms'.padStart(10)}${'vs bare'.padStart(10)}  errors  goal ${goal}`,
    );
    const row = (r: ThroughputResult, isBaseline = false) => {
      const ratio = r.requestsPerSecond / baseline.requestsPerSecond;
      const verdict = isBaseline ? '' : ratio >= THROUGHPUT_GOAL_VS_BARE ? 'met' : 'MISSED';
      console.log(
        `${r.name.padEnd(48)}${r.requestsPerSecond.toFixed(0).padStart(10)}${r.p95Ms.toFixed(1).padStart(10)}` +
          `${ratio.toFixed(2).padStart(9)}x  ${String(r.errors).padEnd(6)}  ${verdict}`,
      );
    };
    row(baseline, true);
    for (const result of results) row(result);
    console.log(
      '\nThe list comes from memory until a notification write for that account, or NOTIFICATION_LIST_CACHE_MS' +
        ' (2 s), with or without If-None-Match; the first read after either runs the query.',
    );
  } finally {
    await bare.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function printInventory(): Promise<void> {
  const movementsPerItem = 20;
  console.log(
    `\n## Inventory API on PGlite (${movementsPerItem} ledger rows per item, sequential requests)\n`,
  );
  const [small, large] = await measureInventory([1_000, 100_000], movementsPerItem);
  if (!small || !large) throw new Error('inventory benchmark returned no figures');
  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
  const label = (r: InventoryLatency) =>
    `${r.items.toLocaleString('en')} items / ${r.movements.toLocaleString('en')} movements`;
  console.log(`${'operation'.padEnd(16)}${'size'.padEnd(34)}${'p50'.padStart(10)}${'p95'.padStart(10)}`);
  for (const op of ['search', 'stockCard', 'postMovement'] as const) {
    for (const r of [small, large])
      console.log(`${op.padEnd(16)}${label(r).padEnd(34)}${ms(r[op].p50)}${ms(r[op].p95)}`);
    const ratio = large[op].p95 / small[op].p95;
    console.log(`${''.padEnd(16)}${'p95 ratio 100k / 1k'.padEnd(34)}${ratio.toFixed(2).padStart(10)}x`);
  }
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const searchRatio = large.search.p95 / small.search.p95;
  console.log(
    `\nGoal p95 of search at 100k <= 50 ms: ${verdict(large.search.p95 <= 50)} (${large.search.p95.toFixed(1)} ms).`,
  );
  console.log(
    `Goal search p95 ratio 100k / 1k <= 2: ${verdict(searchRatio <= 2)} (${searchRatio.toFixed(2)}x).`,
  );
}

async function printMarketplace(): Promise<void> {
  const started = performance.now();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log('\n## Marketplace on PGlite and a local anvil chain');

  const purchase = await measurePurchases(100);
  console.log(
    `\nPurchase to order: ${purchase.purchases} sequential purchases by dev account 5 (after ${purchase.warmUps} warm-ups),` +
      " each signed by a viem wallet and sent to the app's anvil (automine); then POST /api/marketplace/transactions" +
      ' and GET /api/marketplace/orders?buyer= every 10 ms until the order is mined with an id.' +
      ` CHAIN_POLL_INTERVAL_MS ${purchase.pollIntervalMs} ms (default).` +
      `\nSetup (server, anvil, contract, one listing by dev account 1): ${seconds(purchase.setupMs)}\n`,
  );
  console.log(`${'step'.padEnd(44)}${'p50'.padStart(10)}${'p95'.padStart(10)}`);
  console.log(
    `${'wallet: writeContract until the hash'.padEnd(44)}${ms(purchase.send.p50)}${ms(purchase.send.p95)}`,
  );
  console.log(
    `${'send until GET orders shows it mined'.padEnd(44)}${ms(purchase.total.p50)}${ms(purchase.total.p95)}` +
      `  (max ${purchase.max.toFixed(1)} ms)`,
  );
  console.log(
    `\nGoal p95 purchase to order <= 1 s: ${verdict(purchase.total.p95 <= 1000)} (${purchase.total.p95.toFixed(1)} ms).`,
  );

  const list = await measureProductList(10_000);
  console.log(
    `\nProduct list: ${list.listings.toLocaleString('en')} listings by dev accounts 1–4, metadata uploaded first` +
      ` (all verified), sent in JSON-RPC batches with automine off, ${list.blocks} blocks mined with evm_mine;` +
      ' indexed with the default CHAIN_LOG_CHUNK_BLOCKS (one chunk).',
  );
  console.log(
    `Setup: server ${seconds(list.setupMs.app)}, metadata uploads ${seconds(list.setupMs.metadata)},` +
      ` listing on chain ${seconds(list.setupMs.chain)}, indexing ${seconds(list.setupMs.indexing)}` +
      ` (${list.events.toLocaleString('en')} events, ${list.eventsPerSecond.toFixed(0)} events/s).`,
  );
  console.log(
    `\nGET /api/marketplace/products, sequential, interleaved, ${list.samplesPerCase} samples each after 20 warm-ups:\n`,
  );
  console.log(`${'case'.padEnd(30)}${'matches'.padStart(9)}${'p50'.padStart(10)}${'p95'.padStart(10)}`);
  for (const c of list.cases)
    console.log(
      `${c.name.padEnd(30)}${String(c.matches).padStart(9)}${ms(c.latency.p50)}${ms(c.latency.p95)}`,
    );
  console.log(`${'all cases'.padEnd(39)}${ms(list.all.p50)}${ms(list.all.p95)}`);
  const worst = [...list.cases].sort((a, b) => b.latency.p95 - a.latency.p95)[0];
  if (worst)
    console.log(
      `\nGoal p95 <= ${PRODUCT_LIST_GOAL_MS} ms in every case: ${verdict(worst.latency.p95 <= PRODUCT_LIST_GOAL_MS)}` +
        ` (worst: ${worst.name}, ${worst.latency.p95.toFixed(1)} ms).`,
    );
  if (list.explain.length > 0) {
    console.log('\nEXPLAIN ANALYZE of the slowest case (the two queries list-products.ts runs):');
    for (const line of list.explain)
      if (!/^\s*(Buffers|Heap Blocks|Index Searches|Storage):/.test(line)) console.log(`  ${line}`);
  }
  console.log(`\nMarketplace benchmark time: ${seconds(performance.now() - started)}.`);
}

async function printRfid(): Promise<void> {
  console.log('\n## RFID scan ingestion on PGlite (POST /api/rfid/scans)\n');
  const result = await measureScanIngestion(2_000, 10_000, 10);
  const rate = (v: number) => `${Math.round(v).toLocaleString('en')} events/s`;
  console.log(
    `${result.batches} batches of ${result.batchSize.toLocaleString('en')} events over ${result.tags.toLocaleString('en')} tags:` +
      ` median ${rate(result.eventsPerSecond.median)}, slowest batch ${rate(result.eventsPerSecond.slowest)}.`,
  );
  console.log(
    `Goal at least 5,000 events/s: ${result.eventsPerSecond.slowest >= 5_000 ? 'met' : 'MISSED'} (slowest batch).`,
  );
}

async function printAuth(): Promise<void> {
  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log('\n## Sign-in and the session check on PGlite (sequential requests, in process)\n');
  const signIn = await measureSignIn(300, 30);
  const { N, r, p } = signIn.scrypt;
  console.log(`${'operation'.padEnd(48)}${'p50'.padStart(10)}${'p95'.padStart(10)}`);
  console.log(
    `${`POST /api/auth/sign-in, demo staff (${signIn.signIns}x)`.padEnd(48)}${ms(signIn.signIn.p50)}${ms(signIn.signIn.p95)}`,
  );
  console.log(
    `${`scrypt hash alone, N=${N} r=${r} p=${p} (${signIn.hashes}x)`.padEnd(48)}${ms(signIn.hash.p50)}${ms(signIn.hash.p95)}`,
  );
  console.log(
    `\nGoal hash cost 50-250 ms: ${verdict(signIn.hash.p50 >= 50 && signIn.hash.p50 <= 250)} (p50 ${signIn.hash.p50.toFixed(1)} ms).`,
  );

  const check = await measureSessionCheck('/api/inventory/supplies?pageSize=25', 500);
  console.log(`\nGET ${check.route}, ${check.samples} samples each, alternating, after 20 warm-ups:\n`);
  console.log(`${'server'.padEnd(48)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'mean'.padStart(10)}`);
  const row = (name: string, f: typeof check.checked) =>
    console.log(`${name.padEnd(48)}${ms(f.p50)}${ms(f.p95)}${ms(f.mean)}`);
  row('with a session cookie, access checked', check.checked);
  row('same route, built without the access check', check.unchecked);
  row('the session lookup alone (readSession)', check.lookup);
  const ratio = check.checked.p50 / check.unchecked.p50;
  const meanRatio = check.checked.mean / check.unchecked.mean;
  console.log(
    `\nGoal session check <= 1.1x the unchecked request: ${verdict(ratio <= 1.1)} (p50 ${ratio.toFixed(2)}x, mean ${meanRatio.toFixed(2)}x,` +
      ` ${(check.checked.mean - check.unchecked.mean).toFixed(2)} ms per request).`,
  );
}

const SECTIONS: Record<string, () => void | Promise<void>> = {
  bundles: printBundles,
  lighthouse: printLighthouse,
  throughput: printThroughput,
  inventory: printInventory,
  marketplace: printMarketplace,
  rfid: printRfid,
  auth: printAuth,
  forecast: printForecast,
  medicine: async () => {
    printMedicineUnderstanding();
    await printMedicineRecommend();
  },
  memory: async () => {
    printMemoryUnderstanding();
    await printMemoryApi();
  },
  skin: printSkinAnalysis,
};
// `npm run bench` runs every section; `npm run bench -- auth rfid` only those.
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in SECTIONS));
if (unknown.length > 0)
  throw new Error(`unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(SECTIONS).join(', ')}`);
for (const [name, print] of Object.entries(SECTIONS)) {
  if (chosen.length === 0 || chosen.includes(name)) await print();
}
