import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@careledger/server/app';
import { loadConfig } from '@careledger/server/config';
import { MEDICINE_CATALOGUE, saveMedicineProfiles } from '@careledger/server/medicine';
import { labelledSet } from '@careledger/server/medicine/understanding';
import { sql } from 'drizzle-orm';
import { actAsAdmin } from './bench-session';
import { figures, type LatencyFigures } from './inventory-latency';

// POST /api/medicine/recommend over a catalogue of 500 medicines on PGlite, in process: the symptom reader, the
// recommender and the answer stored, with restocking requests raised where a recommended medicine is low.

const MEDICINES = 500;
const WARM_UP = 30;
const SAMPLES = 300;

export interface RecommendLatency {
  medicines: number;
  samples: number;
  request: LatencyFigures;
}

/** `count` items, each a catalogue medicine under a numbered key, with stock received through the ledger. */
async function generateMedicines(app: Awaited<ReturnType<typeof buildApp>>, count: number): Promise<void> {
  const statements = [
    `insert into suppliers (name, email, phone, address, default_order_quantity, minimum_order_quantity, lead_time_days)
     select 'Supplier ' || s, 'orders' || s || '@supplier.example', '+1 555 0' || s, s || ' Depot Road', 100, 10, 7
     from generate_series(1, 5) s`,
    `insert into items (name, category, unit, threshold, supplier_id, supplier_name, price, stock_on_hand)
     select 'Medicine #' || i, 'Other', 'packs', 20, 1 + i % 5, 'Supplier ' || (1 + i % 5), 4.5, 0
     from generate_series(1, ${count}) i`,
  ];
  for (const statement of statements) await app.db.execute(sql.raw(statement));
  await saveMedicineProfiles({
    db: app.db,
    profiles: Array.from({ length: count }, (_, i) => {
      const profile = MEDICINE_CATALOGUE[i % MEDICINE_CATALOGUE.length];
      if (!profile) throw new Error('the catalogue is empty');
      return { itemId: i + 1, profile: { ...profile, key: `${profile.key}_${i + 1}` } };
    }),
  });
  // One in ten is low, one in twenty out of stock: the answers raise restocking requests as real ones would.
  for (let itemId = 1; itemId <= count; itemId++) {
    const quantity = itemId % 20 === 0 ? 0 : itemId % 10 === 0 ? 8 : 45 + (itemId % 60);
    if (quantity === 0) continue;
    const response = await app.inject({
      method: 'POST',
      url: `/api/inventory/items/${itemId}/movements`,
      payload: { kind: 'receipt', quantity, reason: 'benchmark' },
    });
    if (response.statusCode !== 201 && response.statusCode !== 200)
      throw new Error(`receipt answered ${response.statusCode}: ${response.body}`);
  }
  await app.db.execute(sql.raw('analyze'));
}

export async function measureRecommend(): Promise<RecommendLatency> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-bench-medicine-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', CHAIN_MODE: 'off' }),
    logger: false,
  });
  try {
    await actAsAdmin(app);
    await generateMedicines(app, MEDICINES);
    const texts = labelledSet.map((c) => c.text);
    const ask = async (i: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/medicine/recommend',
        payload: { symptoms: texts[i % texts.length], includeRestocking: true },
      });
      if (response.statusCode !== 200)
        throw new Error(`recommend answered ${response.statusCode}: ${response.body}`);
    };
    for (let i = 0; i < WARM_UP; i++) await ask(i);
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const start = performance.now();
      await ask(WARM_UP + i);
      samples.push(performance.now() - start);
    }
    return { medicines: MEDICINES, samples: SAMPLES, request: figures(samples) };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function printMedicineRecommend(): Promise<void> {
  const result = await measureRecommend();
  console.log(
    `\n## Medicine assistant: POST /api/medicine/recommend, ${result.medicines} medicines, PGlite, in process\n`,
  );
  console.log(
    `${result.samples} requests over the labelled texts (red flags included), one at a time, after ${WARM_UP} warm-ups:` +
      ` p50 ${result.request.p50.toFixed(1)} ms, p95 ${result.request.p95.toFixed(1)} ms` +
      ` (goal p95 <= 50 ms: ${result.request.p95 <= 50 ? 'met' : 'MISSED'}).`,
  );
}
