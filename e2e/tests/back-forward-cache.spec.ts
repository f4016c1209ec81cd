import puppeteer from 'puppeteer-core';
import { expect, test } from '../fixtures/test';

// A browser keeps the last pages of a tab for Back and Forward (its back/forward cache), and opens at most six
// connections to one server over HTTP/1.1. Each kept page used to hold its notification stream open, so the
// seventh screen a person opened in a tab by address or bookmark waited for ever.
//
// Playwright's pages never enter that cache (the scripts Playwright injects keep them out of it), so this test
// drives Debian's Chromium through puppeteer-core, where pages are kept as in a person's browser.

const SCREENS: ReadonlyArray<readonly [path: string, heading: string]> = [
  ['/marketplace', 'Medical Supply Marketplace'],
  ['/supplier', 'Supplier Dashboard'],
  ['/inventory', 'Inventory Management'],
  ['/rfid', 'RFID Management'],
  ['/ml-predictions', 'AI Predictions Hub'],
  ['/profile', 'Profile'],
  ['/settings', 'Settings'],
];
const STREAM_PATH = '/api/notifications/stream';

test('a tab opened on one screen after another by address loads every one, and Back restores the last', async ({
  server,
  request,
}) => {
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const { cookies } = await request.storageState();
    await browser.setCookie(
      ...cookies.map(({ name, value, domain, path }) => ({ name, value, domain, path })),
    );
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    const headingShows = (text: string) =>
      page.waitForFunction(
        (expected) => document.querySelector('h1')?.textContent?.trim() === expected,
        {},
        text,
      );
    const streamOpens = () =>
      page.waitForResponse((response) => new URL(response.url()).pathname === STREAM_PATH);

    for (const [path, heading] of SCREENS) {
      const stream = streamOpens();
      await page.goto(`${server.url}${path}`);
      await headingShows(heading);
      await stream;
      // A mark only this page's scripts hold: it is still there after Back only if the browser kept the page.
      await page.evaluate((mark) => Object.assign(window, { careledgerTestMark: mark }), path);
    }
    expect(await page.$eval('h1', (h1) => h1.textContent?.trim())).toBe('Settings');

    // Back shows the page the browser kept, and its stream opens again.
    const reopened = streamOpens();
    await page.goBack();
    await headingShows('Profile');
    expect(await page.evaluate(() => (window as { careledgerTestMark?: string }).careledgerTestMark)).toBe(
      '/profile',
    );
    await reopened;
  } finally {
    await browser.close();
  }
});
