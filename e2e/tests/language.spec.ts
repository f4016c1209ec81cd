import type { InventoryItem, Supplier } from '@careledger/shared';
import { getJson } from '../fixtures/api';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

// The server stores what happened as a code with params (alerts, notifications, errors); the page words it in
// the language chosen in Settings. This test has a server of its own: it changes the language and the stock.

test.describe('text the server writes', () => {
  test('an alert and its notification read in German once the interface is German', async ({
    page,
    request,
    freshServer,
  }) => {
    const url = freshServer.url;
    await page.goto(`${url}/settings`);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'German', exact: true }).click();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/settings') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();

    // Issuing 15 of 20 leaves 5, at most half the threshold of 10: the server raises a critical-stock alert
    // and its notification.
    const { items: suppliers } = await getJson<{ items: Supplier[] }>(
      request,
      `${url}/api/inventory/suppliers`,
    );
    const created = await request.post(`${url}/api/inventory/items`, {
      data: {
        name: 'Language test gauze',
        category: 'Consumables',
        unit: 'box',
        stock: 20,
        threshold: 10,
        supplierId: suppliers[0]?.id,
        price: 2,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const item = (await created.json()) as InventoryItem;
    const issued = await request.post(`${url}/api/inventory/items/${item.id}/movements`, {
      data: { kind: 'issue', quantity: 15 },
    });
    expect(issued.ok(), await issued.text()).toBe(true);

    await page.goto(`${url}/inventory`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Warnungen' }).click();
    const alert = page.getByTestId('alert-row').filter({ hasText: item.name });
    await expect(alert).toContainText(`Kritischer Bestand: ${item.name}`);
    await expect(alert).toContainText(
      'Nur noch 5 box vorhanden, höchstens die Hälfte des Schwellenwerts von 10. Jetzt nachbestellen.',
    );
    await expect(alert).not.toContainText('Critical stock');
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('notification-bell').click();
    const notification = page
      .getByTestId('notification-panel')
      .getByTestId('notification-item')
      .filter({ hasText: item.name });
    await expect(notification).toContainText(`Kritischer Bestand: ${item.name}`);
    await expect(notification).toContainText('Nur noch 5 box vorhanden');
    await expect(notification).not.toContainText('Only 5 box left');
    await expectNoSeriousA11yViolations(page);
  });
});
