import { describe, expect, it } from 'vitest';
import { expiringUntil, expiryStateOf } from './expiry-state';

describe('expiryStateOf', () => {
  const today = '2026-11-23';
  it('reads a past expiry of stock on hand as expired', () => {
    expect(expiryStateOf('2026-11-22', 10, today)).toBe('expired');
  });
  it('reads today and the alert window as expiring, the day after the window as nothing', () => {
    expect(expiryStateOf(today, 10, today)).toBe('expiring');
    expect(expiryStateOf('2026-12-23', 10, today)).toBe('expiring');
    expect(expiryStateOf('2026-12-24', 10, today)).toBeNull();
  });
  it('has no state without stock on hand or without an expiry', () => {
    expect(expiryStateOf('2020-01-01', 0, today)).toBeNull();
    expect(expiryStateOf(null, 10, today)).toBeNull();
  });
  it('ends the window 30 days after today, across a month end', () => {
    expect(expiringUntil(today)).toBe('2026-12-23');
  });
});
