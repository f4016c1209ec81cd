// The skin analysis thread's entry: a worker does not inherit the parent's TypeScript loader on Node 20, so it
// registers tsx itself, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./analysis-worker.ts');
