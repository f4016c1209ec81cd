import { describe, expect, it } from 'vitest';
import { allowedRestockingActions, RESTOCKING_ACTION_PERMISSION } from './restocking-actions';

describe('allowedRestockingActions', () => {
  it('offers Schedule Order and Mark Fulfilled on a pending request, Mark Fulfilled on a scheduled one', () => {
    expect(allowedRestockingActions('pending')).toEqual(['schedule', 'fulfil']);
    expect(allowedRestockingActions('scheduled')).toEqual(['fulfil']);
    expect(allowedRestockingActions('fulfilled')).toEqual([]);
  });

  it('asks orders.manage to schedule and inventory.manage to fulfil', () => {
    expect(RESTOCKING_ACTION_PERMISSION).toEqual({ schedule: 'orders.manage', fulfil: 'inventory.manage' });
  });
});
