import type { MemoryBackend } from '../lib/memory-backend';
import { createInThreadBackend } from './create-in-thread-backend';
import { createWorkerBackend } from './create-worker-backend';

/** The backend of /infinite-memory-demo: its engine in a Web Worker where the browser has them. */
export function startDemoBackend(): MemoryBackend {
  if (typeof Worker !== 'function') return createInThreadBackend();
  return createWorkerBackend(
    () => new Worker(new URL('./demo-backend.worker.ts', import.meta.url), { type: 'module' }),
  );
}
