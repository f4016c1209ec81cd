import { describe, expect, it } from 'vitest';
import { classifyDemand } from './classify';

describe('classifyDemand', () => {
  it('computes ADI as periods per demand period and CV² of the non-zero sizes', () => {
    // 6 periods, 3 with demand (2, 4, 6): ADI 2; sizes mean 4, population variance 8/3, CV² 8/3 / 16 = 1/6.
    const result = classifyDemand([2, 0, 4, 0, 6, 0]);
    expect(result.adi).toBe(2);
    expect(result.cv2).toBeCloseTo(1 / 6, 12);
    expect(result.demandClass).toBe('intermittent');
  });

  it('puts each corner of the ADI / CV² plane in its class', () => {
    expect(classifyDemand([5, 5, 6, 5, 4, 5]).demandClass).toBe('smooth');
    expect(classifyDemand([1, 20, 1, 30, 2, 1]).demandClass).toBe('erratic');
    expect(classifyDemand([5, 0, 0, 6, 0, 0]).demandClass).toBe('intermittent');
    expect(classifyDemand([1, 0, 0, 40, 0, 0]).demandClass).toBe('lumpy');
  });

  it('gives a series without demand its own class', () => {
    expect(classifyDemand([0, 0, 0])).toEqual({ demandClass: 'none', adi: null, cv2: null });
    expect(classifyDemand([])).toEqual({ demandClass: 'none', adi: null, cv2: null });
  });

  it('applies the 1.32 ADI cut-off: demand on 4 days in 5 (ADI 1.25) is smooth, 3 in 4 (1.33) is not', () => {
    expect(classifyDemand([3, 3, 3, 3, 0]).demandClass).toBe('smooth');
    expect(classifyDemand([3, 3, 3, 0]).demandClass).toBe('intermittent');
  });
});
