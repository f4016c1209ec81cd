import type { StockCard } from '@careledger/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { inventoryItemFixture } from '@/testing/inventory-item';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { LotSelect } from './lot-select';

const item = inventoryItemFixture({ id: 42, unit: 'box', stock: 11 });
const card = (lots: StockCard['lots']): StockCard => ({
  item,
  lots,
  movements: [],
  total: 0,
  page: 1,
  pageSize: 20,
});

describe('LotSelect holds its place while the lots load', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('inventory');
  });

  it('is there, disabled, before the stock card answers; then offers first-expiry-first-out and the lots', async () => {
    let answer: ((response: Response) => void) | undefined;
    stubApi({
      'GET /api/inventory/items/42/movements': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<LotSelect itemId={42} purpose="issue" value="" onValueChange={() => {}} />);
    const field = await screen.findByTestId('movement-lot');
    expect(field.textContent).toContain('Loading lots…');
    expect((field as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(answer).toBeDefined());
    answer?.(json(card([{ id: 7, lotNumber: 'OLD', expiry: null, quantity: 6 }])));
    await waitFor(() =>
      expect(screen.getByTestId('movement-lot').textContent).toContain('First to expire: OLD'),
    );
    expect((screen.getByTestId('movement-lot') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says usage draws from unlotted stock when the item has no lots, and a stocktake counts the whole item', async () => {
    stubApi({ 'GET /api/inventory/items/42/movements': card([]) });
    renderWithProviders(<LotSelect itemId={42} purpose="issue" value="" onValueChange={() => {}} />);
    await waitFor(() =>
      expect(screen.getByTestId('movement-lot').textContent).toContain('No lots: from unlotted stock'),
    );
    expect((screen.getByTestId('movement-lot') as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    renderWithProviders(<LotSelect itemId={42} purpose="stocktake" value="" onValueChange={() => {}} />);
    await waitFor(() =>
      expect(screen.getByTestId('movement-lot').textContent).toContain('Whole item (all lots)'),
    );
  });
});
