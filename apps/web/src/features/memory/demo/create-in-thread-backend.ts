import type { MemoryBackend } from '../lib/memory-backend';
import { demoBackendFrom } from './demo-backend-from';

/**
 * The demo backend on the page's own thread, its engine loaded by the first call: where there is no Worker
 * (jsdom in unit tests, an old browser). Errors keep their class, since nothing is cloned.
 */
export function createInThreadBackend(): MemoryBackend {
  let loaded: Promise<MemoryBackend> | null = null;
  const load = () => {
    loaded ??= import('./create-demo-backend').then(({ createDemoBackend }) => createDemoBackend());
    return loaded;
  };
  return demoBackendFrom(async (method, ...args) => {
    const backend = await load();
    const answer = backend[method] as (...given: unknown[]) => Promise<never>;
    return answer(...args);
  });
}
