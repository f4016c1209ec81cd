import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Notification, Settings } from '@careledger/shared';
import { getJson } from '../fixtures/api';
import { expect, test } from '../fixtures/test';

/** A page on another site (another origin, localhost instead of 127.0.0.1) that fires the given requests. */
async function startAttackerSite(script: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>Another site</title><script>${script}</script>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test.describe('the doors', () => {
  test('a page on another site cannot reset settings or mark notifications read, even with no-cors', async ({
    page,
    request,
    baseURL,
  }) => {
    const settings = await getJson<Settings>(request, '/api/settings');
    const changed = { ...settings, theme: 'dark' as const, compactMode: !settings.compactMode };
    expect((await request.put('/api/settings', { data: changed })).ok()).toBe(true);
    const unreadBefore = (
      await getJson<{ items: Notification[] }>(request, '/api/notifications')
    ).items.filter((n) => !n.read).length;
    expect(unreadBefore).toBeGreaterThan(0);

    const attacker = await startAttackerSite(`
      const target = ${JSON.stringify(baseURL)};
      // The answers are opaque or blocked (Cross-Origin-Resource-Policy); what counts is what the server did.
      window.done = Promise.allSettled([
        fetch(target + '/api/settings/reset', { method: 'POST', mode: 'no-cors' }),
        fetch(target + '/api/notifications/read-all', { method: 'POST', mode: 'no-cors' }),
        fetch(target + '/api/settings/reset', {
          method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: '{}',
        }),
      ]).then((results) => results.length);
    `);
    try {
      await page.goto(attacker.url);
      expect(await page.evaluate(() => (window as unknown as { done: Promise<number> }).done)).toBe(3);
    } finally {
      await attacker.close();
    }

    const after = await getJson<Settings>(request, '/api/settings');
    expect(after.theme).toBe('dark');
    expect(after.compactMode).toBe(changed.compactMode);
    const unreadAfter = (
      await getJson<{ items: Notification[] }>(request, '/api/notifications')
    ).items.filter((n) => !n.read).length;
    expect(unreadAfter).toBe(unreadBefore);
  });

  test('every screen of the built app runs under its Content-Security-Policy without a violation', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`);
    });
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
          `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    for (const path of ['/', '/inventory', '/marketplace', '/supplier', '/rfid', '/settings', '/profile']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByRole('main')).toBeVisible();
    }
    await page.goto('/api/docs');
    await expect(page.getByText('CareLedger API').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
