import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@careledger/server/app';
import { loadConfig } from '@careledger/server/config';
import { RFID_SIGNAL_STRENGTHS, type RfidScanEvent } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { actAsAdmin } from './bench-session';

interface ScanIngestion {
  tags: number;
  batchSize: number;
  batches: number;
  /** Events per second of each batch, measured from sending the request to its answer. */
  eventsPerSecond: { median: number; slowest: number };
}

const LOCATIONS = ['Pharmacy store room', 'Ward 3 supply cupboard', 'Theatre prep room', 'Loading bay'];

/**
 * Reader scans as a facility sends them: batches of `batchSize` events over `tags` tagged items, through
 * POST /api/rfid/scans on PGlite, with the request's own JSON parsing and validation included. Each batch is
 * later in time than the one before, so every event updates its tag (the most work a batch can cause).
 */
export async function measureScanIngestion(
  tags: number,
  batchSize: number,
  batches: number,
): Promise<ScanIngestion> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-bench-rfid-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', CHAIN_MODE: 'off' }),
    logger: false,
  });
  try {
    await actAsAdmin(app);
    await app.db.execute(sql`
      insert into items (name, category, unit, threshold, price)
      select 'Tagged supply #' || i, 'Consumables', 'units', 10, 1 from generate_series(1, ${tags}) i`);
    const assigned = await app.inject({ method: 'POST', url: '/api/rfid/assign' });
    if (assigned.statusCode !== 200) throw new Error(`assigning tags failed: ${assigned.body}`);
    const tagIds = (
      (await app.db.execute(sql`select tag_id from rfid_tags order by tag_id`)) as unknown as {
        rows: { tag_id: string }[];
      }
    ).rows.map((r) => r.tag_id);

    const start = Date.now() - batches * 60_000;
    const rates: number[] = [];
    for (let b = -1; b < batches; b++) {
      const events: RfidScanEvent[] = Array.from({ length: batchSize }, (_, i) => ({
        epc: tagIds[(i * 7919 + b * 31) % tagIds.length] ?? '',
        location: LOCATIONS[(i + b) % LOCATIONS.length] ?? 'Loading bay',
        signal: RFID_SIGNAL_STRENGTHS[(i + b) % RFID_SIGNAL_STRENGTHS.length] ?? 'high',
        time: new Date(start + (b + 1) * 60_000 + i).toISOString(),
      }));
      const payload = JSON.stringify({ events });
      const began = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/rfid/scans',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      const seconds = (performance.now() - began) / 1000;
      if (response.statusCode !== 200) throw new Error(`scan batch failed: ${response.body}`);
      if (b >= 0) rates.push(batchSize / seconds); // batch -1 warms the JIT and the caches
    }
    const sorted = [...rates].sort((x, y) => x - y);
    return {
      tags: tagIds.length,
      batchSize,
      batches,
      eventsPerSecond: { median: sorted[Math.floor(sorted.length / 2)] ?? 0, slowest: sorted[0] ?? 0 },
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
