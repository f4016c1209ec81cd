import type { AutoGeneratePreview, InventorySummary, PurchaseOrder } from '@careledger/shared';
import { getJson } from '../fixtures/api';
import { expect, test } from '../fixtures/test';

// Issue 12 items 6 and 9: bulk and irreversible actions show what they will do and ask; a partly received order
// reads Partially received and still counts as pending.

test.describe('asking before bulk and irreversible actions', () => {
  test('Auto-Generate Orders previews the orders, Cancel creates none, Create Orders creates exactly those', async ({
    page,
    request,
    freshServer,
  }) => {
    const url = freshServer.url;
    const orders = async () =>
      (await getJson<{ items: PurchaseOrder[] }>(request, `${url}/api/inventory/purchase-orders`)).items;
    // Opening the inventory runs the day's restocking forecast, whose quantities Auto-Generate then orders:
    // read the plan once that run is in.
    await page.goto(`${url}/inventory`);
    await expect(page.getByTestId('restocking-risk')).toBeVisible();
    const plan = await getJson<AutoGeneratePreview>(
      request,
      `${url}/api/inventory/purchase-orders/auto-generate/preview`,
    );
    expect(plan.orders.length).toBeGreaterThan(0);
    const before = await orders();

    await page.getByRole('button', { name: 'Auto-Generate Orders' }).click();
    const preview = page.getByRole('dialog', { name: 'Create these purchase orders?' });
    await expect(preview.getByTestId('planned-order')).toHaveCount(plan.orders.length);
    const first = plan.orders[0];
    const line = first?.lines[0];
    if (!first || !line) throw new Error('the plan has no line');
    const planned = preview.getByTestId('planned-order').filter({ hasText: first.supplierName });
    await expect(planned).toContainText(`${line.itemName} × ${line.quantity}`);
    await expect(planned).toContainText(`order up to ${line.stock + line.quantity}`);

    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(preview).toHaveCount(0);
    expect(await orders()).toEqual(before);

    await page.getByRole('button', { name: 'Auto-Generate Orders' }).click();
    await preview.getByRole('button', { name: 'Create Orders' }).click();
    await expect(preview).toHaveCount(0);
    await expect(page.getByText(`Purchase orders created: ${plan.orders.length}.`)).toBeVisible();
    const created = (await orders()).filter((o) => !before.some((b) => b.id === o.id));
    expect(created.map((o) => o.supplierId).sort()).toEqual(plan.orders.map((o) => o.supplierId).sort());
    expect(created.flatMap((o) => o.lines.map((l) => [l.itemId, l.quantity])).sort()).toEqual(
      plan.orders.flatMap((o) => o.lines.map((l) => [l.itemId, l.quantity])).sort(),
    );
  });

  test('a partly received order reads Partially received, counts as pending, and Cancel Order asks first', async ({
    page,
    request,
  }) => {
    const supplierId = (await getJson<{ items: { id: number }[] }>(request, '/api/inventory/suppliers'))
      .items[0]?.id;
    const itemId = (await getJson<{ items: { id: number }[] }>(request, '/api/inventory/supplies')).items[0]
      ?.id;
    const created = await request.post('/api/inventory/purchase-orders', {
      data: { supplierId, lines: [{ itemId, quantity: 10 }] },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const order = (await created.json()) as PurchaseOrder;
    await request.post(`/api/inventory/purchase-orders/${order.id}/send`);
    await request.post(`/api/inventory/purchase-orders/${order.id}/confirm`);
    const partial = await request.post(`/api/inventory/purchase-orders/${order.id}/receive`, {
      data: { lines: [{ lineId: order.lines[0]?.id, quantity: 4 }] },
    });
    expect(((await partial.json()) as PurchaseOrder).status).toBe('partially_received');
    const summary = await getJson<InventorySummary>(request, '/api/inventory/summary');
    const open = (
      await getJson<{ items: PurchaseOrder[] }>(request, '/api/inventory/purchase-orders')
    ).items.filter((o) => ['pending', 'sent', 'confirmed', 'partially_received'].includes(o.status));
    expect(summary.pendingOrders).toBe(open.length);

    await page.goto('/inventory');
    await expect(page.getByText(`Pending: ${open.length}`)).toBeVisible();
    await page.getByRole('tab', { name: 'Orders' }).click();
    const row = page.getByTestId('order-row').filter({ hasText: `PO #${order.id}` });
    await expect(row).toContainText('Partially received');
    await expect(row).toContainText('4 of 10 received');

    await row.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('dialog', { name: `Cancel PO #${order.id}?` });
    await ask.getByRole('button', { name: 'Keep Order' }).click();
    await expect(ask).toHaveCount(0);
    await expect(row).toHaveAttribute('data-status', 'partially_received');

    await row.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(row).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByText(`Pending: ${open.length - 1}`)).toBeVisible();
  });
});
