import { describe, expect, it } from 'vitest';
import { suggestReceivingItem } from './suggest-receiving-item';

const gloves = { id: 3, name: 'Nitrile gloves' };
const masks = { id: 4, name: 'Surgical masks' };

describe('suggestReceivingItem', () => {
  it('prefers the inventory item the listing came from', () => {
    expect(suggestReceivingItem({ linked: masks, candidates: [gloves], productName: 'Nitrile gloves' })).toBe(
      masks,
    );
  });

  it('else takes the one item whose name matches exactly, ignoring case and outer spaces', () => {
    expect(
      suggestReceivingItem({ linked: null, candidates: [masks, gloves], productName: ' nitrile GLOVES ' }),
    ).toBe(gloves);
  });

  it('suggests nothing for a partial match, two equal names, or no product name', () => {
    expect(suggestReceivingItem({ linked: null, candidates: [gloves], productName: 'Nitrile' })).toBeNull();
    expect(
      suggestReceivingItem({
        linked: null,
        candidates: [gloves, { id: 9, name: 'nitrile gloves' }],
        productName: 'Nitrile gloves',
      }),
    ).toBeNull();
    expect(suggestReceivingItem({ linked: null, candidates: [gloves], productName: null })).toBeNull();
  });
});
