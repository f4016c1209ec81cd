import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/contracts', 'apps/server', 'apps/web'],
  },
});
