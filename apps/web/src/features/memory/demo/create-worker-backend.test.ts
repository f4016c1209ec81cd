import { describe, expect, it, vi } from 'vitest';
import { createWorkerBackend } from './create-worker-backend';
import { DEMO_TASK_NOT_FOUND, DemoMemoryError } from './demo-memory-error';
import { DEMO_PATIENT_ID } from './demo-patient';
import type { DemoReply, DemoRequest } from './demo-worker-protocol';

/** A stand-in for the worker: answers each request with `answer`, once `flush` is called. */
function fakeWorker(answer: (request: DemoRequest) => Omit<DemoReply, 'id'>) {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const queued: DemoRequest[] = [];
  const worker = {
    postMessage: vi.fn((request: DemoRequest) => queued.push(request)),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
    terminate: vi.fn(),
  };
  const flush = () => {
    for (const request of queued.splice(0)) {
      for (const listener of listeners.message ?? [])
        listener({ data: { id: request.id, ...answer(request) } });
    }
  };
  const fail = (message: string) => {
    for (const listener of listeners.error ?? []) listener({ message });
  };
  return { worker: worker as unknown as Worker, terminate: worker.terminate, queued, flush, fail };
}

describe('createWorkerBackend', () => {
  it('starts the worker on the first call, not before, and passes the answer back', async () => {
    const fake = fakeWorker((request) => ({
      ok: true,
      value: { method: request.method, args: request.args },
    }));
    const start = vi.fn(() => fake.worker);
    const backend = createWorkerBackend(start);
    expect(start).not.toHaveBeenCalled();

    const answer = backend.query(DEMO_PATIENT_ID, 'Where are my glasses?');
    expect(start).toHaveBeenCalledTimes(1);
    fake.flush();
    await expect(answer).resolves.toEqual({
      method: 'query',
      args: [DEMO_PATIENT_ID, 'Where are my glasses?'],
    });
  });

  it('gives back a refusal as a DemoMemoryError with its code and catalogue key', async () => {
    const fake = fakeWorker(() => ({
      ok: false,
      error: {
        message: 'No task 9 for this patient.',
        code: DEMO_TASK_NOT_FOUND,
        messageKey: 'memoryTaskNotFound',
        params: { id: 9 },
      },
    }));
    const refusal = createWorkerBackend(() => fake.worker).completeTask(DEMO_PATIENT_ID, 9);
    fake.flush();
    const error = await refusal.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DemoMemoryError);
    expect(error).toMatchObject({
      code: DEMO_TASK_NOT_FOUND,
      messageKey: 'memoryTaskNotFound',
      params: { id: 9 },
    });
  });

  it('ends the worker on dispose only once no call waits, and starts afresh on the next call', async () => {
    const fake = fakeWorker(() => ({ ok: true, value: [] }));
    const start = vi.fn(() => fake.worker);
    const backend = createWorkerBackend(start);
    const tasks = backend.tasks(DEMO_PATIENT_ID);
    backend.dispose?.();
    expect(fake.terminate).not.toHaveBeenCalled();
    fake.flush();
    await tasks;
    expect(fake.terminate).toHaveBeenCalledTimes(1);

    const again = backend.tasks(DEMO_PATIENT_ID);
    expect(start).toHaveBeenCalledTimes(2);
    fake.flush();
    await expect(again).resolves.toEqual([]);
  });

  it('fails the waiting calls when the worker cannot run', async () => {
    const fake = fakeWorker(() => ({ ok: true, value: null }));
    const history = createWorkerBackend(() => fake.worker).history(DEMO_PATIENT_ID);
    fake.fail('Failed to load the demo.');
    await expect(history).rejects.toThrow('Failed to load the demo.');
    expect(fake.terminate).toHaveBeenCalled();
  });
});
