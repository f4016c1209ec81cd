import { availableParallelism, loadavg } from 'node:os';
import { EVALUATION_SEED, measureForecastAccuracy, measureForecastSpeed } from './forecast-accuracy';
import { measurePredictionRun } from './prediction-run';

// The restocking forecast section of `npm run bench`: the engine's accuracy and speed, then a whole run.

export async function printForecast(): Promise<void> {
  const accuracy = measureForecastAccuracy();
  const { engine, baselines } = accuracy;
  console.log(
    `\n## Demand forecasting engine (${accuracy.series} synthetic daily series, seed ${EVALUATION_SEED}:` +
      ' 365 days of history, a 28-day holdout; mean RMSSE as in M5)\n',
  );
  const kinds = Object.keys(engine.byKind);
  console.log(`${'method'.padEnd(22)}${'mean'.padStart(8)}${kinds.map((k) => k.padStart(14)).join('')}`);
  for (const m of [engine, ...baselines])
    console.log(
      `${m.name.padEnd(22)}${m.mean.toFixed(3).padStart(8)}` +
        `${Object.values(m.byKind)
          .map((v) => v.toFixed(3).padStart(14))
          .join('')}`,
    );
  console.log('');
  for (const baseline of baselines)
    console.log(`engine / ${baseline.name}: ${(engine.mean / baseline.mean).toFixed(3)}`);
  const chosen = Object.entries(accuracy.chosen).sort((a, b) => b[1] - a[1]);
  console.log(`\nMethods chosen: ${chosen.map(([name, count]) => `${name} ${count}`).join(', ')}.`);
  console.log(
    `Holdout days inside the engine's 10-90 % interval: ${(accuracy.coverage * 100).toFixed(1)} % (nominal 80 %).`,
  );
  const sba = baselines.at(-1);
  const beatsAll = baselines.every((b) => engine.mean < b.mean);
  const goal = beatsAll && sba !== undefined && engine.mean <= 0.9 * sba.mean;
  console.log(
    `\nGoal mean RMSSE below naive, zero and SBA, and at least 10 % below SBA: ${goal ? 'met' : 'MISSED'}` +
      ` (${sba ? `${((1 - engine.mean / sba.mean) * 100).toFixed(1)} % below SBA` : 'no SBA figure'}).`,
  );

  const speed = measureForecastSpeed(10_000);
  console.log(
    `\nSpeed: ${speed.series.toLocaleString('en')} series of ${speed.days} days, 28 days ahead, one thread:` +
      ` ${speed.seconds.toFixed(2)} s wall, ${speed.cpuSeconds.toFixed(2)} s CPU` +
      ` (${(speed.perSeriesMs * 1000).toFixed(0)} µs per series; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores).`,
  );
  console.log(
    `Memory: heap used ${speed.heapUsedBeforeMb.toFixed(1)} -> ${speed.heapUsedAfterMb.toFixed(1)} MB,` +
      ` RSS ${speed.rssBeforeMb.toFixed(1)} -> ${speed.rssAfterMb.toFixed(1)} MB, peak RSS ${speed.maxRssMb.toFixed(1)} MB.`,
  );
  console.log(`Goal 10,000 series <= 3 s: ${speed.seconds <= 3 ? 'met' : 'MISSED'}.`);
  await printPredictionRun();
}

/** A whole run as the API serves it: the database read, every item's forecast, the stored result, the answer. */
async function printPredictionRun(): Promise<void> {
  const run = await measurePredictionRun(10_000);
  console.log(
    `\n### A full run on PGlite: POST /api/predictions/run, ${run.items.toLocaleString('en')} items,` +
      ` ${run.historyDays} days of history each\n`,
  );
  console.log(
    `Generated ${run.movements.toLocaleString('en')} ledger movements in ${run.seedSeconds.toFixed(0)} s;` +
      ` runs measured in a freshly started server process of their own.`,
  );
  console.log(
    `Runs: ${run.runs.map((s) => `${s.toFixed(2)} s`).join(', ')} (the first on a cold start);` +
      ` ${run.urgent.toLocaleString('en')} urgent items, a ${run.responseMb.toFixed(1)} MB answer.`,
  );
  console.log(
    `Memory: RSS ${run.rssBeforeMb.toFixed(0)} MB once started, peak RSS ${run.peakRssMb.toFixed(0)} MB.` +
      ` Longest event-loop stall during the runs: ${run.maxEventLoopDelayMs.toFixed(0)} ms.`,
  );
  const slowest = Math.max(...run.runs);
  console.log(
    `Goal a full run over 10,000 items <= 3 s: ${slowest <= 3 ? 'met' : 'MISSED'} (slowest ${slowest.toFixed(2)} s).`,
  );
}
