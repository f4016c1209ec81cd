import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config.ts';
import { webProjects } from './apps/web/vitest.config.ts';

// One Vitest run over every workspace; each project keeps its own environment and setup.
// One worker per core, not Vitest's default of cores - 1: the server suites spend much of their time waiting on
// PostgreSQL and anvil processes, and on CI's two cores the second worker took the unit phase from 838 s to 658 s.
// The server and the web app are two projects each (one without isolation, one with): see their vitest.config.ts.
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: ['packages/shared', 'packages/contracts', ...serverProjects, ...webProjects],
  },
});
