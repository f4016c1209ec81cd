import { describe, expect, it } from 'vitest';
import { productFixture } from '../testing/fixtures';
import { planInventorySync } from './plan-inventory-sync';

describe('planInventorySync', () => {
  it('updates only active listings made from an item whose stock differs', () => {
    const changed = productFixture({ id: 1, inventoryItemId: 10, inventory: 10 });
    const same = productFixture({ id: 2, inventoryItemId: 11, inventory: 7 });
    const unlinked = productFixture({ id: 3, inventoryItemId: null, inventory: 5 });
    const inactive = productFixture({ id: 4, inventoryItemId: 12, inventory: 5, active: false });
    const negative = productFixture({ id: 5, inventoryItemId: 13, inventory: 2 });
    const stock = new Map([
      [10, 9],
      [11, 7],
      [12, 1],
      [13, -3],
    ]);
    const plan = planInventorySync([changed, same, unlinked, inactive, negative], stock);
    expect(plan.map((u) => [u.product.id, u.stock])).toEqual([
      [1, 9],
      [5, 0],
    ]);
    expect(plan[0]?.call).toEqual({
      functionName: 'updateProduct',
      args: [1n, 50_000_000_000_000_000n, 9n, changed.metadataHash],
    });
  });

  it('skips a listing whose item stock is unknown', () => {
    expect(planInventorySync([productFixture({ inventoryItemId: 10 })], new Map())).toEqual([]);
  });
});
