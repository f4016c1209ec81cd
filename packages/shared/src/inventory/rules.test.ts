import { describe, expect, it } from 'vitest';
import {
  allowedPurchaseOrderActions,
  daysUntil,
  evaluateExpiryAlert,
  evaluateStockAlert,
  nextPurchaseOrderStatus,
  receivedStatus,
  reorderQuantity,
} from './rules';

describe('evaluateStockAlert', () => {
  it('raises nothing above the threshold', () => {
    expect(evaluateStockAlert(51, 50)).toBeNull();
  });
  it('is low stock at the threshold', () => {
    expect(evaluateStockAlert(50, 50)).toEqual({ type: 'low_stock', severity: 'medium' });
  });
  it('is critical at or below half the threshold', () => {
    expect(evaluateStockAlert(25, 50)).toEqual({ type: 'critical_stock', severity: 'high' });
    expect(evaluateStockAlert(1, 50)).toEqual({ type: 'critical_stock', severity: 'high' });
  });
  it('is out of stock at zero, whatever the threshold', () => {
    expect(evaluateStockAlert(0, 50)).toEqual({ type: 'out_of_stock', severity: 'critical' });
    expect(evaluateStockAlert(0, 0)).toEqual({ type: 'out_of_stock', severity: 'critical' });
  });
});

describe('evaluateExpiryAlert', () => {
  const today = '2026-11-22';
  it('ignores items without an expiry and expiries beyond 30 days', () => {
    expect(evaluateExpiryAlert(null, today)).toBeNull();
    expect(evaluateExpiryAlert('2026-12-23', today)).toBeNull();
  });
  it('grades the last 30 days by how close the date is', () => {
    expect(evaluateExpiryAlert('2026-12-22', today)).toEqual({ type: 'expiry_soon', severity: 'medium' });
    expect(evaluateExpiryAlert('2026-12-07', today)).toEqual({ type: 'expiry_soon', severity: 'medium' });
    expect(evaluateExpiryAlert('2026-12-06', today)).toEqual({ type: 'expiry_soon', severity: 'high' });
    expect(evaluateExpiryAlert('2026-11-30', today)).toEqual({ type: 'expiry_soon', severity: 'high' });
    expect(evaluateExpiryAlert('2026-11-29', today)).toEqual({ type: 'expiry_soon', severity: 'critical' });
    expect(evaluateExpiryAlert(today, today)).toEqual({ type: 'expiry_soon', severity: 'critical' });
  });
  it('is expired once the date has passed', () => {
    expect(evaluateExpiryAlert('2026-11-21', today)).toEqual({ type: 'expired', severity: 'critical' });
  });
  it('counts calendar days across a daylight-saving change', () => {
    expect(daysUntil('2027-03-29', '2027-03-27')).toBe(2);
  });
});

describe('reorderQuantity', () => {
  it('orders up to twice the threshold', () => {
    expect(
      reorderQuantity({ stock: 10, threshold: 50, defaultOrderQuantity: 20, minimumOrderQuantity: 5 }),
    ).toBe(90);
  });
  it('orders at least the supplier default', () => {
    expect(
      reorderQuantity({ stock: 45, threshold: 50, defaultOrderQuantity: 100, minimumOrderQuantity: 5 }),
    ).toBe(100);
  });
  it('orders at least the supplier minimum', () => {
    expect(
      reorderQuantity({ stock: 45, threshold: 50, defaultOrderQuantity: 10, minimumOrderQuantity: 144 }),
    ).toBe(144);
  });
});

describe('purchase order transitions', () => {
  it('walks pending -> sent -> confirmed -> received', () => {
    expect(nextPurchaseOrderStatus('pending', 'send')).toBe('sent');
    expect(nextPurchaseOrderStatus('sent', 'confirm')).toBe('confirmed');
    expect(nextPurchaseOrderStatus('confirmed', 'receive')).toBe('received');
  });
  it('cancels from pending, sent or confirmed only', () => {
    expect(nextPurchaseOrderStatus('pending', 'cancel')).toBe('cancelled');
    expect(nextPurchaseOrderStatus('sent', 'cancel')).toBe('cancelled');
    expect(nextPurchaseOrderStatus('confirmed', 'cancel')).toBe('cancelled');
    expect(nextPurchaseOrderStatus('received', 'cancel')).toBeNull();
    expect(nextPurchaseOrderStatus('cancelled', 'cancel')).toBeNull();
  });
  it('refuses skipped or backward steps', () => {
    expect(nextPurchaseOrderStatus('pending', 'receive')).toBeNull();
    expect(nextPurchaseOrderStatus('pending', 'confirm')).toBeNull();
    expect(nextPurchaseOrderStatus('received', 'send')).toBeNull();
  });
  it('lists the actions a screen may offer', () => {
    expect(allowedPurchaseOrderActions('pending')).toEqual(['send', 'cancel']);
    expect(allowedPurchaseOrderActions('confirmed')).toEqual(['receive', 'cancel']);
    expect(allowedPurchaseOrderActions('received')).toEqual([]);
  });
  it('lets a partly received order receive the rest or cancel what is outstanding', () => {
    expect(nextPurchaseOrderStatus('partially_received', 'receive')).toBe('received');
    expect(allowedPurchaseOrderActions('partially_received')).toEqual(['receive', 'cancel']);
  });
});

describe('receivedStatus', () => {
  it('is partially received while some lines arrived but not all, received once all did', () => {
    const line = (quantity: number, receivedQuantity: number) => ({ quantity, receivedQuantity });
    expect(receivedStatus([line(10, 0), line(6, 0)])).toBe('confirmed');
    expect(receivedStatus([line(10, 4), line(6, 0)])).toBe('partially_received');
    expect(receivedStatus([line(10, 10), line(6, 5)])).toBe('partially_received');
    expect(receivedStatus([line(10, 10), line(6, 6)])).toBe('received');
  });
});
