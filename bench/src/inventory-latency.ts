import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@careledger/server/app';
import { loadConfig } from '@careledger/server/config';
import { actAsAdmin } from './bench-session';
import { generateInventory } from './inventory-data';

export interface LatencyFigures {
  p50: number;
  p95: number;
}
export interface InventoryLatency {
  items: number;
  movements: number;
  search: LatencyFigures;
  stockCard: LatencyFigures;
  postMovement: LatencyFigures;
}

const SEARCH_TERMS = [
  'amox',
  'GLOVES',
  'insulin glargine',
  'pulse',
  '#4242',
  'supplier 7',
  'paracetamol 500',
  'xyz',
];
const SAMPLES = 200;

export function figures(samples: number[]): LatencyFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

interface Fixture {
  itemCount: number;
  movementsPerItem: number;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/** A server on a fresh PGlite directory holding `itemCount` items with `movementsPerItem` ledger rows each. */
async function openFixture(itemCount: number, movementsPerItem: number): Promise<Fixture> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-bench-inventory-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', CHAIN_MODE: 'off' }),
    logger: false,
  });
  await actAsAdmin(app);
  await generateInventory(app, itemCount, movementsPerItem);
  return {
    itemCount,
    movementsPerItem,
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Operation = 'search' | 'stockCard' | 'postMovement';

function request(fixture: Fixture, op: Operation, i: number) {
  // Spread ids over the whole table, the same fraction of it at every size.
  const itemId = (k: number) => 1 + ((k * 7919) % fixture.itemCount);
  switch (op) {
    case 'search':
      return fixture.app.inject({
        url: `/api/inventory/supplies?search=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length] ?? '')}&pageSize=50`,
      });
    case 'stockCard':
      return fixture.app.inject({ url: `/api/inventory/items/${itemId(i)}/movements?pageSize=50` });
    case 'postMovement':
      return fixture.app.inject({
        method: 'POST',
        url: `/api/inventory/items/${itemId(i + 1)}/movements`,
        payload: { kind: 'issue', quantity: 1, reason: 'benchmark' },
      });
  }
}

/**
 * Times three API calls against every fixture. Requests alternate between the fixtures one at a time, so a
 * burst of load from elsewhere on the machine lands on all sizes alike and the ratios compare like with like.
 */
export async function measureInventory(
  sizes: number[],
  movementsPerItem: number,
): Promise<InventoryLatency[]> {
  const fixtures: Fixture[] = [];
  try {
    for (const size of sizes) fixtures.push(await openFixture(size, movementsPerItem));
    const results = fixtures.map((f) => ({
      items: f.itemCount,
      movements: f.itemCount * f.movementsPerItem,
      samples: { search: [] as number[], stockCard: [] as number[], postMovement: [] as number[] },
    }));
    for (const op of ['search', 'stockCard', 'postMovement'] as const) {
      for (let i = 0; i < SAMPLES + 20; i++) {
        for (const [k, fixture] of fixtures.entries()) {
          const start = performance.now();
          const response = await request(fixture, op, i);
          const elapsed = performance.now() - start;
          if (response.statusCode >= 300) throw new Error(`benchmark request failed: ${response.body}`);
          if (i >= 20) results[k]?.samples[op].push(elapsed); // the first 20 warm the JIT and the caches
        }
      }
    }
    return results.map((r) => ({
      items: r.items,
      movements: r.movements,
      search: figures(r.samples.search),
      stockCard: figures(r.samples.stockCard),
      postMovement: figures(r.samples.postMovement),
    }));
  } finally {
    for (const fixture of fixtures) await fixture.close();
  }
}
