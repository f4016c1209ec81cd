import {
  badgeCount,
  countHighPriority,
  filterNotifications,
  NOTIFICATION_PANEL_SCROLL_HEIGHT_PX,
  NOTIFICATION_PANEL_WIDTH_PX,
  type Notification,
} from '@careledger/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

// Every test here starts its own server, so it sees exactly the seeded sample notifications.

async function listNotifications(request: APIRequestContext, url: string): Promise<Notification[]> {
  const response = await request.get(`${url}/api/notifications`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Notification[] }).items;
}

async function openPanel(page: Page) {
  await page.getByTestId('notification-bell').click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('notification centre', () => {
  test('badge, panel size, filters and categories follow the seeded notifications', async ({
    page,
    request,
    freshServer,
  }) => {
    const seeded = await listNotifications(request, freshServer.url);
    expect(seeded).toHaveLength(5);
    await page.goto(`${freshServer.url}/`);
    await expect(page.getByTestId('notification-badge')).toHaveText(String(badgeCount(seeded)));

    const panel = await openPanel(page);
    const box = await panel.boundingBox();
    expect(box?.width).toBe(NOTIFICATION_PANEL_WIDTH_PX);
    const scrollArea = panel.getByTestId('notification-scroll-area');
    expect((await scrollArea.boundingBox())?.height).toBe(NOTIFICATION_PANEL_SCROLL_HEIGHT_PX);
    await expect(panel.getByTestId('notification-item')).toHaveCount(5);
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(panel.getByTestId('notification-item')).toHaveCount(
      filterNotifications(seeded, 'unread', 'all').length,
    );
    await panel.getByRole('button', { name: 'High Priority', exact: true }).click();
    await expect(panel.getByTestId('notification-item')).toHaveCount(
      filterNotifications(seeded, 'high', 'all').length,
    );

    for (const [label, category] of [
      ['Inventory', 'inventory'],
      ['System', 'system'],
    ] as const) {
      await panel.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: label, exact: true }).click();
      await expect(panel.getByTestId('notification-item')).toHaveCount(
        filterNotifications(seeded, 'high', category).length,
      );
    }
    await panel.getByRole('button', { name: 'All', exact: true }).click();
    await expect(panel.getByTestId('notification-item')).toHaveCount(
      filterNotifications(seeded, 'all', 'system').length,
    );
  });

  test('clicking marks read, delete removes, and both survive a reload', async ({
    page,
    request,
    freshServer,
  }) => {
    const seeded = await listNotifications(request, freshServer.url);
    const unread = seeded.filter((n) => !n.read);
    const [first, second] = unread;
    if (!first || !second) throw new Error('the seed needs at least two unread notifications');
    await page.goto(`${freshServer.url}/`);
    let panel = await openPanel(page);

    const firstItem = panel.getByTestId('notification-item').filter({ hasText: first.title });
    await expect(firstItem).toHaveAttribute('data-read', 'false');
    await firstItem.getByText(first.message).click();
    await expect(firstItem).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('notification-badge')).toHaveText(String(unread.length - 1));

    await panel
      .getByTestId('notification-item')
      .filter({ hasText: second.title })
      .getByRole('button', { name: 'Delete notification' })
      .click();
    await expect(panel.getByTestId('notification-item')).toHaveCount(4);

    await page.reload();
    panel = await openPanel(page);
    await expect(panel.getByTestId('notification-item')).toHaveCount(4);
    await expect(panel.getByTestId('notification-item').filter({ hasText: first.title })).toHaveAttribute(
      'data-read',
      'true',
    );
    await expect(panel.getByTestId('notification-item').filter({ hasText: second.title })).toHaveCount(0);
    const after = await listNotifications(request, freshServer.url);
    expect(after.map((n) => n.id)).not.toContain(second.id);
  });

  test('mark all read leaves the high-priority count on the badge; clear all empties the list', async ({
    page,
    request,
    freshServer,
  }) => {
    const seeded = await listNotifications(request, freshServer.url);
    await page.goto(`${freshServer.url}/`);
    let panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(panel.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);
    await expect(page.getByTestId('notification-badge')).toHaveText(String(countHighPriority(seeded)));

    await page.reload();
    await expect(page.getByTestId('notification-badge')).toHaveText(String(countHighPriority(seeded)));
    panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await page
      .getByRole('dialog', { name: 'Clear all notifications?' })
      .getByRole('button', { name: 'Clear all' })
      .click();
    await expect(panel.getByTestId('notification-item')).toHaveCount(0);
    await expect(panel.getByText('No notifications')).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);

    await page.reload();
    panel = await openPanel(page);
    await expect(panel.getByTestId('notification-item')).toHaveCount(0);
    expect(await listNotifications(request, freshServer.url)).toEqual([]);
  });

  test('a notification raised on the server appears in an open page without a reload', async ({
    page,
    request,
    freshServer,
  }) => {
    const seeded = await listNotifications(request, freshServer.url);
    await page.goto(`${freshServer.url}/`);
    await expect(page.getByTestId('notification-badge')).toHaveText(String(badgeCount(seeded)));
    const panel = await openPanel(page);

    const profile = await (await request.get(`${freshServer.url}/api/profile`)).json();
    const saved = await request.patch(`${freshServer.url}/api/profile`, {
      data: { name: profile.name, email: profile.email, phone: profile.phone, location: 'Ward 7, East Wing' },
    });
    expect(saved.ok()).toBe(true);

    await expect(panel.getByTestId('notification-item').first()).toContainText('Profile updated');
    await expect(panel.getByTestId('notification-item').first()).toContainText('Just now');
    await expect(page.getByTestId('notification-badge')).toHaveText(String(badgeCount(seeded) + 1));
  });

  test('an action link takes you to its screen', async ({ page, request, freshServer }) => {
    const seeded = await listNotifications(request, freshServer.url);
    const withAction = seeded.find((n) => n.actionUrl);
    if (!withAction?.actionUrl) throw new Error('the seed needs a notification with an action link');
    await page.goto(`${freshServer.url}/`);
    const panel = await openPanel(page);
    await panel
      .getByTestId('notification-item')
      .filter({ hasText: withAction.title })
      .locator(`a[href="${withAction.actionUrl}"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`${withAction.actionUrl}$`));
    await expect(page.getByTestId('notification-panel')).toHaveCount(0);
  });
});
