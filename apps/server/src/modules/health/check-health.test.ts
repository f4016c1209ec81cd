import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createHealthCheck, DATABASE_PROBE_MS } from './check-health';

function setUp(answer: () => Promise<unknown>) {
  let clock = 5_000_000;
  const execute = vi.fn(answer);
  const check = createHealthCheck({
    db: { execute } as unknown as Database,
    databaseKind: 'pglite',
    now: () => clock,
  });
  return {
    check,
    execute,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('createHealthCheck', () => {
  it('asks the database once per DATABASE_PROBE_MS, concurrent checks sharing the question', async () => {
    const { check, execute, advance } = setUp(async () => ({ rows: [] }));
    const answers = await Promise.all([check(), check(), check()]);
    for (const health of answers) {
      expect(health).toMatchObject({ status: 'ok', database: 'up', databaseKind: 'pglite' });
    }
    advance(DATABASE_PROBE_MS - 1);
    await check();
    expect(execute).toHaveBeenCalledTimes(1);
    advance(1);
    await check();
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('says degraded while the database fails, and up again once it answers', async () => {
    let isDown = true;
    const { check, execute, advance } = setUp(async () => {
      if (isDown) throw new Error('connection refused');
      return { rows: [] };
    });
    expect(await check()).toMatchObject({ status: 'degraded', database: 'down' });
    isDown = false;
    expect(await check()).toMatchObject({ status: 'degraded', database: 'down' });
    advance(DATABASE_PROBE_MS);
    expect(await check()).toMatchObject({ status: 'ok', database: 'up' });
    expect(execute).toHaveBeenCalledTimes(2);
  });
});
