import { describe, expect, it } from 'vitest';
import { emptyOrderLine, type OrderDraft, orderTotal, validateOrderDraft } from './order-form';

const line = (key: number, itemId: string, quantity: string, unitPrice = '') => ({
  ...emptyOrderLine(key),
  itemId,
  quantity,
  unitPrice,
});

describe('order form', () => {
  it('names every missing or bad field at once', () => {
    const draft: OrderDraft = {
      supplierId: '',
      lines: [line(0, '', '0'), line(1, '3', '2.5', '-1'), line(2, '4', 'x', '1.234'), line(3, '5', '1')],
    };
    expect(validateOrderDraft(draft, 'en')).toEqual({
      ok: false,
      errors: {
        supplierId: 'selectSupplier',
        byLine: {
          0: { itemId: 'selectItem', quantity: { key: 'atLeast', params: { min: '1' } } },
          1: {
            quantity: { key: 'wholeNumber', params: { example: '12' } },
            unitPrice: { key: 'atLeast', params: { min: '0' } },
          },
          2: {
            quantity: { key: 'wholeNumber', params: { example: '12' } },
            unitPrice: { key: 'tooManyDecimals', params: { digits: 2 } },
          },
        },
      },
    });
    expect(validateOrderDraft({ supplierId: '1', lines: [] }, 'en')).toEqual({
      ok: false,
      errors: { lines: 'noLines', byLine: {} },
    });
  });

  it('builds the create body, sending a unit price only where one was typed (0 is a price)', () => {
    const draft = {
      supplierId: '2',
      lines: [line(0, '3', ' 4 '), line(1, '5', '1', '0'), line(2, '6', '2', '9.5')],
    };
    expect(validateOrderDraft(draft, 'en')).toEqual({
      ok: true,
      order: {
        supplierId: 2,
        lines: [
          { itemId: 3, quantity: 4 },
          { itemId: 5, quantity: 1, unitPrice: 0 },
          { itemId: 6, quantity: 2, unitPrice: 9.5 },
        ],
      },
    });
  });

  it('reads quantities and prices in the interface language', () => {
    const draft = { supplierId: '2', lines: [line(0, '3', '1 000', '6,50'), line(1, '5', '2', '0,5')] };
    expect(validateOrderDraft(draft, 'fr')).toEqual({
      ok: true,
      order: {
        supplierId: 2,
        lines: [
          { itemId: 3, quantity: 1000, unitPrice: 6.5 },
          { itemId: 5, quantity: 2, unitPrice: 0.5 },
        ],
      },
    });
    expect(orderTotal(draft.lines, () => undefined, 'de')).toBe(6501);
  });

  it('totals typed prices or the item price, in cents, skipping incomplete lines', () => {
    const prices: Record<string, number> = { '1': 0.1, '2': 0.2 };
    const lines = [
      line(0, '1', '1'),
      line(1, '2', '1'),
      line(2, '1', '3', '1.05'),
      line(3, '2', ''),
      line(4, '', '2'),
    ];
    expect(orderTotal(lines, (id) => prices[id], 'en')).toBe(3.45);
  });
});
