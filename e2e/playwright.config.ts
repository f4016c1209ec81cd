import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium; Playwright never downloads a browser here.
// Each worker starts its own CareLedger server on a fresh copy of a seeded data directory (see
// fixtures/global-setup.ts and fixtures/server.ts), so workers never share state.
export default defineConfig({
  testDir: './tests',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  forbidOnly: true,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 900 },
    trace: 'off',
  },
});
