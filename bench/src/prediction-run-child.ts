import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@careledger/server/app';
import { injectWithCookie, signInBenchAdmin } from './bench-session';
import { type PredictionRunFigures, pgliteConfig, RUNS } from './prediction-run';

// Started by measurePredictionRun on the data directory it generated: opens it as the server would, runs the
// restocking forecast RUNS times through the API, and prints its figures as one JSON line.
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: prediction-run-child.ts <data directory>');
const app = await buildApp({ config: pgliteConfig(dataDir), logger: false });
injectWithCookie(app, await signInBenchAdmin(app));
const mb = (bytes: number) => bytes / 1024 / 1024;
const rssBeforeMb = mb(process.memoryUsage().rss);
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const runs: number[] = [];
let body = '';
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/predictions/run',
    payload: { timeframe: '30d' },
  });
  runs.push((performance.now() - started) / 1000);
  if (response.statusCode !== 200) throw new Error(`a run answered ${response.statusCode}: ${response.body}`);
  body = response.body;
}
delay.disable();
const { summary } = JSON.parse(body) as { summary: { totalItems: number; urgentRestocking: number } };
const figures: PredictionRunFigures = {
  items: summary.totalItems,
  urgent: summary.urgentRestocking,
  runs,
  maxEventLoopDelayMs: delay.max / 1e6,
  rssBeforeMb,
  peakRssMb: process.resourceUsage().maxRSS / 1024,
  responseMb: mb(Buffer.byteLength(body)),
};
await app.close();
console.log(JSON.stringify(figures));
