import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@careledger/server/app';
import { loadConfig } from '@careledger/server/config';
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

function figures(samples: number[]): LatencyFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Builds a server on a fresh PGlite directory with `itemCount` items and times three API calls through it. */
export async function measureInventory(
  itemCount: number,
  movementsPerItem: number,
): Promise<InventoryLatency> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-bench-inventory-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' }),
    logger: false,
  });
  try {
    await generateInventory(app, itemCount, movementsPerItem);
    const time = async (run: (i: number) => Promise<{ statusCode: number; body: string }>) => {
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES + 20; i++) {
        const start = performance.now();
        const response = await run(i);
        const elapsed = performance.now() - start;
        if (response.statusCode >= 300) throw new Error(`benchmark request failed: ${response.body}`);
        if (i >= 20) samples.push(elapsed); // the first 20 warm the JIT and the caches
      }
      return figures(samples);
    };
    // Spread ids over the whole table, the same fraction of it at every size.
    const itemId = (i: number) => 1 + ((i * 7919) % itemCount);
    const search = await time((i) =>
      app.inject({
        url: `/api/inventory/supplies?search=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length] ?? '')}&pageSize=50`,
      }),
    );
    const stockCard = await time((i) =>
      app.inject({ url: `/api/inventory/items/${itemId(i)}/movements?pageSize=50` }),
    );
    const postMovement = await time((i) =>
      app.inject({
        method: 'POST',
        url: `/api/inventory/items/${itemId(i + 1)}/movements`,
        payload: { kind: 'issue', quantity: 1, reason: 'benchmark' },
      }),
    );
    return { items: itemCount, movements: itemCount * movementsPerItem, search, stockCard, postMovement };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
