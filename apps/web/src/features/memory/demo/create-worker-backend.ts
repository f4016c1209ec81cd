import type { MemoryBackend } from '../lib/memory-backend';
import { type DemoCall, demoBackendFrom } from './demo-backend-from';
import { type DemoReply, fromErrorData } from './demo-worker-protocol';

/**
 * The demo backend in a Web Worker (demo-backend.worker.ts), started by the first call, so the screen paints
 * first and the engine's work never blocks the page. `dispose` ends the worker once no call is waiting on it
 * (React may re-run a screen's effects with the same backend, which then starts using it again).
 */
export function createWorkerBackend(startWorker: () => Worker): MemoryBackend {
  let worker: Worker | null = null;
  let disposed = false;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const stop = () => {
    worker?.terminate();
    worker = null;
  };
  const settle = (id: number) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (disposed && waiting.size === 0) stop();
    return call;
  };
  const failAll = (error: Error) => {
    const calls = [...waiting.values()];
    waiting.clear();
    stop();
    for (const call of calls) call.reject(error);
  };

  const running = (): Worker => {
    if (worker) return worker;
    const started = startWorker();
    started.addEventListener('message', (event: MessageEvent<DemoReply>) => {
      const reply = event.data;
      const call = settle(reply.id);
      if (reply.ok) call?.resolve(reply.value);
      else call?.reject(fromErrorData(reply.error));
    });
    // The worker's script failed to load or threw: every waiting call fails; the next one starts a new worker.
    started.addEventListener('error', (event) => failAll(new Error(event.message || 'The demo stopped.')));
    worker = started;
    return started;
  };

  const call: DemoCall = (method, ...args) =>
    new Promise((resolve, reject) => {
      disposed = false;
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      running().postMessage({ id, method, args });
    });

  return demoBackendFrom(call, () => {
    disposed = true;
    if (waiting.size === 0) stop();
  });
}
