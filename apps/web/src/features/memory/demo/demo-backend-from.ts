import type { MemoryBackend } from '../lib/memory-backend';
import type { DemoArgs, DemoMethod, DemoResult } from './demo-worker-protocol';

/** Sends one call to wherever the demo engine runs and resolves with its answer. */
export type DemoCall = <M extends DemoMethod>(method: M, ...args: DemoArgs<M>) => Promise<DemoResult<M>>;

/** A demo backend whose every method is `call`, so the engine can live in a worker or load on first use. */
export function demoBackendFrom(call: DemoCall, dispose?: () => void): MemoryBackend {
  return {
    mode: 'demo',
    checkStatus: () => call('checkStatus'),
    history: (userId) => call('history', userId),
    processText: (userId, text) => call('processText', userId, text),
    processImage: (userId, image, caption) => call('processImage', userId, image, caption),
    query: (userId, query) => call('query', userId, query),
    tasks: (userId) => call('tasks', userId),
    createTask: (task) => call('createTask', task),
    completeTask: (patientId, taskId) => call('completeTask', patientId, taskId),
    report: (userId, days) => call('report', userId, days),
    ...(dispose ? { dispose } : {}),
  };
}
