import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { itemForecast, itemPrediction } from '@/testing/prediction-run';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { SessionReady, waitForSession } from '@/testing/session-ready';
import { json, stubApi } from '@/testing/stub-api';
import { ForecastDialog } from './forecast-dialog';

const entry = itemPrediction(1, 'Nitrile gloves');

const order = {
  id: 12,
  supplierId: 3,
  supplierName: 'MedSupply Co',
  status: 'pending',
  source: 'manual',
  lines: [],
  totalAmount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderDialog() {
  renderWithProviders(
    <>
      <SessionReady />
      <ForecastDialog entry={entry} onClose={() => undefined} />
    </>,
  );
}

describe('ForecastDialog', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['predictions', 'inventory']);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('charts the demand and forecast with a summary and a data table, and the figures to order by', async () => {
    stubApi({ '/api/predictions/items/1': itemForecast() });
    renderDialog();
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Daily demand of Nitrile gloves: 3 days averaging 3 units a day, then a forecast of 2 days averaging 3 units a day (80% interval up to 6).',
    );
    fireEvent.click(screen.getByRole('button', { name: "Show the chart's data" }));
    expect(within(screen.getByTestId('forecast-table')).getAllByRole('row')).toHaveLength(6);
    const facts = screen.getByTestId('forecast-facts').textContent;
    for (const text of ['SES', '0.82', '87.3%', 'Reorder Point18', 'Suggested Quantity36', '7 days'])
      expect(facts).toContain(text);
  });

  it('creates a purchase order from the item’s supplier with the quantity typed', async () => {
    const fetch = stubApi({
      '/api/predictions/items/1': itemForecast(),
      'POST /api/inventory/purchase-orders': order,
    });
    renderDialog();
    const quantity = await screen.findByLabelText('Quantity to order');
    expect((quantity as HTMLInputElement).value).toBe('36');

    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Purchase Order' }));
    expect(await screen.findByText('Enter 1 or more.')).toBeTruthy();

    fireEvent.change(quantity, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Purchase Order' }));
    await vi.waitFor(() =>
      expect(toast.getSnapshot().map((shown) => shown.message)).toContain(
        'Purchase order #12 created: 40 × Nitrile gloves from MedSupply Co.',
      ),
    );
    const posts = fetch.mock.calls.filter(([url]) => String(url) === '/api/inventory/purchase-orders');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({
      supplierId: 3,
      lines: [{ itemId: 1, quantity: 40 }],
    });
  });

  it('shows the server’s sentence when the order is refused', async () => {
    stubApi({
      '/api/predictions/items/1': itemForecast(),
      'POST /api/inventory/purchase-orders': () =>
        json({ error: 'VALIDATION_FAILED', message: 'The supplier is archived.' }, 400),
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Purchase Order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The supplier is archived.');
  });

  it('cannot order an item without a supplier, and says why', async () => {
    stubApi({ '/api/predictions/items/1': itemForecast({ supplierId: null }) });
    renderDialog();
    const button = await screen.findByRole('button', { name: 'Create Purchase Order' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/This item has no supplier/)).toBeTruthy();
  });

  it('offers no order to a role without orders.manage', async () => {
    stubApi({ '/api/auth/session': sessionFor('staff'), '/api/predictions/items/1': itemForecast() });
    renderDialog();
    expect(await waitForSession()).toBe('staff');
    await screen.findByRole('img');
    expect(screen.queryByRole('button', { name: 'Create Purchase Order' })).toBeNull();
  });
});
