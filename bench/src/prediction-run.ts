import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@careledger/server/app';
import { loadConfig } from '@careledger/server/config';
import { actAsAdmin } from './bench-session';
import { GENERATED_HISTORY_DAYS, generateDemandHistory } from './prediction-run-data';

/** What one process measured over full runs (POST /api/predictions/run) on a database it opened itself. */
export interface PredictionRunFigures {
  items: number;
  urgent: number;
  /** Seconds per run, the first one on a freshly started server first. */
  runs: number[];
  /** The longest the event loop was held during the runs: how long another request could have waited. */
  maxEventLoopDelayMs: number;
  /** Resident memory of the started server before its first run, and the process's peak over everything. */
  rssBeforeMb: number;
  peakRssMb: number;
  responseMb: number;
}

export interface PredictionRunReport extends PredictionRunFigures {
  movements: number;
  historyDays: number;
  seedSeconds: number;
}

export const RUNS = 3;

export function pgliteConfig(dataDir: string) {
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', CHAIN_MODE: 'off' });
}

/**
 * Generates `itemCount` items with a year of daily consumption on a fresh PGlite directory, then measures full
 * prediction runs over it in a process of its own (prediction-run-child.ts), so the peak memory printed is a
 * server's running the forecast, not this process's generating the data.
 */
export async function measurePredictionRun(itemCount = 10_000): Promise<PredictionRunReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-bench-predictions-'));
  try {
    const started = performance.now();
    const app = await buildApp({ config: pgliteConfig(dataDir), logger: false });
    await actAsAdmin(app);
    const movements = await generateDemandHistory(app, itemCount);
    await app.close();
    const seedSeconds = (performance.now() - started) / 1000;
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'prediction-run-child.ts'), dataDir],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const figures = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as PredictionRunFigures;
    return { ...figures, movements, historyDays: GENERATED_HISTORY_DAYS, seedSeconds };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
