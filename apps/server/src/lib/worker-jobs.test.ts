import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerJobs, type WorkerJobs } from './worker-jobs';

type Job = { op: 'echo' | 'length' | 'fail' | 'hang' | 'exit'; value?: unknown };

const started: WorkerJobs<Job, unknown>[] = [];

function jobs(timeoutMs = 60_000, maxWaiting = 4): WorkerJobs<Job, unknown> {
  const created = createWorkerJobs<Job, unknown>({
    file: new URL('./worker-jobs.fixture.mjs', import.meta.url),
    maxWaiting,
    busy: () => new Error('busy'),
    timeoutMs,
    name: 'fixture work',
  });
  started.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((created) => created.stop()));
});

describe('createWorkerJobs', () => {
  it('runs a job on the thread and answers its result', async () => {
    const thread = jobs();
    await expect(thread.run({ op: 'echo', value: 'hello' })).resolves.toMatchObject({ value: 'hello' });
  });

  it('rejects with the thread’s error, named, and keeps the thread for the next job', async () => {
    const thread = jobs();
    await expect(thread.run({ op: 'fail', value: 'parse' })).rejects.toThrow(
      'fixture work failed: cannot parse',
    );
    await expect(thread.run({ op: 'echo', value: 2 })).resolves.toMatchObject({ value: 2 });
  });

  it('rejects a job whose thread exits, and starts a new thread for the next one', async () => {
    const thread = jobs();
    await expect(thread.run({ op: 'exit' })).rejects.toThrow(
      'the fixture work thread stopped with exit code 3',
    );
    await expect(thread.run({ op: 'echo', value: 'again' })).resolves.toMatchObject({ value: 'again' });
  });

  it('fails a job that overruns its time and restarts the thread for the next job', async () => {
    // Generous: the next job's time includes starting the new thread, on however loaded a machine.
    const thread = jobs(5_000);
    await expect(thread.run({ op: 'hang' })).rejects.toThrow('fixture work took over 5000 ms');
    await expect(thread.run({ op: 'echo', value: 1 })).resolves.toMatchObject({ value: 1 });
  });

  it('refuses jobs beyond the running one and maxWaiting, and runs the ones it took in order', async () => {
    const thread = jobs(60_000, 1);
    const first = thread.run({ op: 'echo', value: 'a' });
    const second = thread.run({ op: 'echo', value: 'b' });
    await expect(thread.run({ op: 'echo', value: 'c' })).rejects.toThrow('busy');
    await expect(Promise.all([first, second])).resolves.toMatchObject([{ value: 'a' }, { value: 'b' }]);
  });

  it('moves transferred buffers to the thread instead of copying them', async () => {
    const thread = jobs();
    const bytes = new Uint8Array(1024);
    await expect(thread.run({ op: 'length', value: bytes }, [bytes.buffer])).resolves.toBe(1024);
    expect(bytes.byteLength).toBe(0);
    const kept = new Uint8Array(16);
    await expect(thread.run({ op: 'length', value: kept })).resolves.toBe(16);
    expect(kept.byteLength).toBe(16);
  });

  it('ends the thread after the queued jobs when stopped', async () => {
    const thread = jobs();
    const pending = thread.run({ op: 'echo', value: 'last' });
    await thread.stop();
    await expect(pending).resolves.toMatchObject({ value: 'last' });
  });
});
