import type { PurchaseOrder } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { buildReceipt, type ReceiveLineDraft, receiveLineProblems, toReceiveDrafts } from './receive-form';

const order: PurchaseOrder = {
  id: 9,
  supplierId: 1,
  supplierName: 'MedSupply',
  status: 'confirmed',
  source: 'auto',
  totalAmount: 100,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  lines: [
    { id: 1, itemId: 1, itemName: 'Gloves', quantity: 10, receivedQuantity: 4, unitPrice: 1 },
    { id: 2, itemId: 2, itemName: 'Masks', quantity: 5, receivedQuantity: 5, unitPrice: 1 },
    { id: 3, itemId: 3, itemName: 'Syringes', quantity: 8, receivedQuantity: 0, unitPrice: 1 },
  ],
};

/** The two outstanding lines' drafts (lines 1 and 3). */
function drafts(): [ReceiveLineDraft, ReceiveLineDraft] {
  const [first, second] = toReceiveDrafts(order);
  if (!first || !second) throw new Error('expected two outstanding lines');
  return [first, second];
}

describe('receive form', () => {
  it('offers only outstanding lines, pre-filled with what is still to come', () => {
    expect(toReceiveDrafts(order).map((d) => [d.lineId, d.quantity])).toEqual([
      [1, '6'],
      [3, '8'],
    ]);
  });

  it('sends partial quantities with lot and expiry, skipping lines left at 0', () => {
    const [first, second] = drafts();
    const changed = [
      { ...first, quantity: '2', lotNumber: ' L1 ', expiry: '2027-05-01' },
      { ...second, quantity: '0' },
    ];
    expect(buildReceipt(order, changed)).toEqual({
      lines: [{ lineId: 1, quantity: 2, lotNumber: 'L1', expiry: '2027-05-01' }],
    });
  });

  it('refuses more than is outstanding, fractions, or nothing at all', () => {
    const [first, second] = drafts();
    expect(buildReceipt(order, [{ ...first, quantity: '7' }])).toBeNull();
    expect(buildReceipt(order, [{ ...first, quantity: '1.5' }])).toBeNull();
    expect(
      buildReceipt(order, [
        { ...first, quantity: '0' },
        { ...second, quantity: '0' },
      ]),
    ).toBeNull();
  });

  it('prefills the lot and expiry a line last arrived in, still editable, and blank before any', () => {
    const partly: PurchaseOrder = {
      ...order,
      lines: order.lines.map((line) =>
        line.id === 1
          ? { ...line, lastLot: { lotNumber: 'G-2', expiry: '2030-05-05' } }
          : { ...line, lastLot: null },
      ),
    };
    const [first, second] = toReceiveDrafts(partly);
    expect(first).toMatchObject({ lineId: 1, lotNumber: 'G-2', expiry: '2030-05-05' });
    expect(second).toMatchObject({ lineId: 3, lotNumber: '', expiry: '' });
    expect(
      buildReceipt(partly, [{ ...(first as ReceiveLineDraft), quantity: '1', lotNumber: 'G-3' }]),
    ).toEqual({
      lines: [{ lineId: 1, quantity: 1, lotNumber: 'G-3', expiry: '2030-05-05' }],
    });
  });

  it('names the problem of each line, to show beside its quantity', () => {
    const [first, second] = drafts();
    const problems = receiveLineProblems(order, [
      { ...first, quantity: '7' },
      { ...second, quantity: '1,5' },
    ]);
    expect([...problems]).toEqual([
      [1, 'tooMany'],
      [3, 'notWhole'],
    ]);
    expect(receiveLineProblems(order, drafts()).size).toBe(0);
  });
});
