import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@careledger/server/app';
import { loadConfig } from '@careledger/server/config';
import Fastify from 'fastify';
import { measureBundles } from './bundle-sizes';
import { measureThroughput, type ThroughputResult } from './http-throughput';
import { type InventoryLatency, measureInventory } from './inventory-latency';

const INITIAL_JS_BUDGET_BYTES = 150 * 1024;
const LOAD = { seconds: 5, connections: 10 };
const repoRoot = path.resolve(import.meta.dirname, '../..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printBundles(): void {
  const report = measureBundles(path.join(repoRoot, 'apps/web/dist'), /routes\/home/);
  const verdict = report.initial.jsGzip <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log('\n## Web bundle (gzip, level 9)\n');
  console.log(
    `Initial load of /: JS ${kb(report.initial.jsGzip)}, CSS ${kb(report.initial.cssGzip)}` +
      ` (${verdict} the ${kb(INITIAL_JS_BUDGET_BYTES)} JS budget)`,
  );
  console.log('\nRoute chunks (what navigating there adds to the entry):');
  for (const route of report.routes) {
    console.log(
      `  ${route.name.padEnd(40)} JS ${kb(route.jsGzip).padStart(9)}  CSS ${kb(route.cssGzip).padStart(8)}`,
    );
  }
}

async function printThroughput(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-bench-'));
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), logger: false });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok' }));
  try {
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    // Warm both servers (JIT, connection pools) before measuring.
    await measureThroughput('warm-up', `${appUrl}/api/notifications`, {
      seconds: 1,
      connections: LOAD.connections,
    });
    await measureThroughput('warm-up', `${bareUrl}/bare`, { seconds: 1, connections: LOAD.connections });

    const baseline = await measureThroughput('bare Fastify route', `${bareUrl}/bare`, LOAD);
    const results = [
      await measureThroughput('GET /api/health', `${appUrl}/api/health`, LOAD),
      await measureThroughput('GET /api/notifications', `${appUrl}/api/notifications`, LOAD),
    ];
    console.log(
      `\n## API on PGlite (${LOAD.connections} connections, ${LOAD.seconds} s each, loopback, same run)\n`,
    );
    console.log(
      `${'route'.padEnd(26)}${'req/s'.padStart(10)}${'p95 ms'.padStart(10)}${'vs bare'.padStart(10)}  errors`,
    );
    const row = (r: ThroughputResult) =>
      console.log(
        `${r.name.padEnd(26)}${r.requestsPerSecond.toFixed(0).padStart(10)}${r.p95Ms.toFixed(1).padStart(10)}` +
          `${(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2).padStart(9)}x  ${r.errors}`,
      );
    row(baseline);
    for (const result of results) row(result);
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

printBundles();
await printThroughput();
await printInventory();
