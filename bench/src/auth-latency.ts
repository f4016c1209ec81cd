import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type App, buildApp } from '@careledger/server/app';
import { hashPassword, readSession, SCRYPT_PARAMS } from '@careledger/server/auth';
import { loadConfig } from '@careledger/server/config';
import { DEMO_ACCOUNT_EMAILS } from '@careledger/shared';
import { signInDemo } from './bench-session';
import { figures, type LatencyFigures } from './inventory-latency';

export interface SignInLatency {
  signIns: number;
  signIn: LatencyFigures;
  hashes: number;
  hash: LatencyFigures;
  scrypt: typeof SCRYPT_PARAMS;
}

export interface SessionCheckCost {
  route: string;
  samples: number;
  checked: LatencyFigures & { mean: number };
  unchecked: LatencyFigures & { mean: number };
  /** The access plugin's session lookup alone (readSession), called directly on the checked server's database. */
  lookup: LatencyFigures & { mean: number };
}

const WARM_UP = 20;
/** Fixed, so both servers of the session check hold the very same demo data. */
const SEED_NOW = new Date('2026-11-23T12:00:00Z');

async function openServer(uncheckedForBenchmark: boolean): Promise<{ app: App; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-bench-auth-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', CHAIN_MODE: 'off' }),
    logger: false,
    seedNow: SEED_NOW,
    uncheckedForBenchmark,
  });
  return {
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * POST /api/auth/sign-in of the demo staff account, `signIns` times in a row (every one succeeds, so the
 * throttle, which counts failures, never slows it; one wrong password first, under the free failures, to show
 * the throttle's bookkeeping is in the path), and scrypt's hash alone, `hashes` times.
 */
export async function measureSignIn(signIns: number, hashes: number): Promise<SignInLatency> {
  const server = await openServer(false);
  try {
    const { app } = server;
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: DEMO_ACCOUNT_EMAILS.staff, password: 'not the demo password' },
    });
    if (wrong.statusCode !== 401) throw new Error(`a wrong password answered ${wrong.statusCode}`);
    const signInSamples: number[] = [];
    for (let i = 0; i < signIns + WARM_UP; i++) {
      const start = performance.now();
      await signInDemo(app, 'staff');
      if (i >= WARM_UP) signInSamples.push(performance.now() - start);
    }
    const hashSamples: number[] = [];
    for (let i = 0; i < hashes + 2; i++) {
      const start = performance.now();
      await hashPassword(`a benchmark passphrase ${i}`);
      if (i >= 2) hashSamples.push(performance.now() - start);
    }
    return {
      signIns,
      signIn: figures(signInSamples),
      hashes,
      hash: figures(hashSamples),
      scrypt: SCRYPT_PARAMS,
    };
  } finally {
    await server.close();
  }
}

const mean = (samples: number[]) => samples.reduce((a, b) => a + b, 0) / samples.length;

/**
 * One typical read, GET `route`, on two servers over identical demo data: one as shipped, the request carrying
 * the demo staff account's session cookie; one built with `uncheckedForBenchmark` (no session lookup, no
 * check). Requests alternate one by one, so load from elsewhere on the machine lands on both alike.
 */
export async function measureSessionCheck(route: string, samples: number): Promise<SessionCheckCost> {
  const checked = await openServer(false);
  const unchecked = await openServer(true);
  try {
    const cookie = await signInDemo(checked.app, 'staff');
    const times = { checked: [] as number[], unchecked: [] as number[], lookup: [] as number[] };
    const token = cookie.slice(cookie.indexOf('=') + 1);
    for (let i = 0; i < samples + WARM_UP; i++) {
      for (const [name, server, headers] of [
        ['checked', checked, { cookie }],
        ['unchecked', unchecked, {}],
      ] as const) {
        const start = performance.now();
        const response = await server.app.inject({ url: route, headers });
        const elapsed = performance.now() - start;
        if (response.statusCode !== 200)
          throw new Error(`${name} ${route} answered ${response.statusCode}: ${response.body}`);
        if (i >= WARM_UP) times[name].push(elapsed);
      }
      const start = performance.now();
      if (!(await readSession({ db: checked.app.db, token }))) throw new Error('the session ended');
      if (i >= WARM_UP) times.lookup.push(performance.now() - start);
    }
    return {
      route,
      samples,
      checked: { ...figures(times.checked), mean: mean(times.checked) },
      unchecked: { ...figures(times.unchecked), mean: mean(times.unchecked) },
      lookup: { ...figures(times.lookup), mean: mean(times.lookup) },
    };
  } finally {
    await checked.close();
    await unchecked.close();
  }
}
