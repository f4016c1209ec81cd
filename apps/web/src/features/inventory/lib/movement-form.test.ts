import { ROLE_PERMISSIONS } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_MOVEMENT_DRAFT, offeredMovementKinds, validateMovementDraft } from './movement-form';

const draft = { ...EMPTY_MOVEMENT_DRAFT, itemId: '4', quantity: '12' };

describe('validateMovementDraft', () => {
  it('needs an item first', () => {
    expect(validateMovementDraft('issue', { ...draft, itemId: '' })).toEqual({
      ok: false,
      error: 'selectItem',
    });
  });

  it('posts a receipt with its lot and expiry', () => {
    const result = validateMovementDraft('receipt', { ...draft, lotNumber: ' LOT-7 ', expiry: '2027-01-31' });
    expect(result).toEqual({
      ok: true,
      itemId: 4,
      movement: {
        kind: 'receipt',
        quantity: 12,
        lotNumber: 'LOT-7',
        expiry: '2027-01-31',
        lotId: null,
        reason: null,
        reference: null,
      },
    });
  });

  it('drops lot and expiry from usage', () => {
    const result = validateMovementDraft('issue', { ...draft, lotNumber: 'X', reason: ' ward 3 ' });
    expect(result.ok && result.movement).toMatchObject({ kind: 'issue', lotNumber: null, reason: 'ward 3' });
  });

  it('names the chosen lot for usage and a count, never for a delivery; no lot lets the server pick FEFO', () => {
    const usage = validateMovementDraft('issue', { ...draft, lotId: '17' });
    expect(usage.ok && usage.movement).toMatchObject({ kind: 'issue', lotId: 17, lotNumber: null });
    const count = validateMovementDraft('stocktake', { ...draft, quantity: '0', lotId: '17' });
    expect(count.ok && count.movement).toMatchObject({ kind: 'stocktake', quantity: 0, lotId: 17 });
    const fefo = validateMovementDraft('issue', draft);
    expect(fefo.ok && fefo.movement).toMatchObject({ lotId: null });
    const delivery = validateMovementDraft('receipt', { ...draft, lotId: '17', lotNumber: 'NEW' });
    expect(delivery.ok && delivery.movement).toMatchObject({ lotId: null, lotNumber: 'NEW' });
  });

  it.each(['0', '-2', '1.5', 'ten', ''])('rejects usage of %s', (quantity) => {
    expect(validateMovementDraft('issue', { ...draft, quantity })).toEqual({
      ok: false,
      error: 'invalidQuantity',
    });
  });

  it('accepts a count of 0 in a stocktake but not a negative one', () => {
    expect(validateMovementDraft('stocktake', { ...draft, quantity: '0' }).ok).toBe(true);
    expect(validateMovementDraft('stocktake', { ...draft, quantity: '-1' })).toEqual({
      ok: false,
      error: 'invalidCount',
    });
  });
});

describe('offeredMovementKinds', () => {
  it('offers staff usage and counts only, a manager and an admin deliveries too, and others nothing', () => {
    expect(offeredMovementKinds(ROLE_PERMISSIONS.staff)).toEqual(['issue', 'stocktake']);
    expect(offeredMovementKinds(ROLE_PERMISSIONS.manager)).toEqual(['issue', 'receipt', 'stocktake']);
    expect(offeredMovementKinds(ROLE_PERMISSIONS.admin)).toEqual(['issue', 'receipt', 'stocktake']);
    expect(offeredMovementKinds(ROLE_PERMISSIONS.supplier)).toEqual([]);
    expect(offeredMovementKinds([])).toEqual([]);
  });
});
