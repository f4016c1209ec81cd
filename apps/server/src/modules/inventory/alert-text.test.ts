import { describe, expect, it } from 'vitest';
import { alertNotification, describeAlert } from './alert-text';

const subject = { name: 'Gauze', unit: 'packs', stock: 3, threshold: 10, expiry: '2030-01-08' };

describe('alert texts and their notifications', () => {
  it('describes each alert type with the numbers that matter', () => {
    expect(describeAlert({ type: 'critical_stock', severity: 'high' }, subject, '2030-01-01')).toEqual({
      title: 'Critical stock: Gauze',
      message: 'Only 3 packs left, at or below half the threshold of 10. Reorder now.',
    });
    expect(describeAlert({ type: 'low_stock', severity: 'medium' }, subject, '2030-01-01').message).toBe(
      '3 packs left (threshold 10).',
    );
    expect(describeAlert({ type: 'out_of_stock', severity: 'critical' }, subject, '2030-01-01').title).toBe(
      'Out of stock: Gauze',
    );
    expect(
      describeAlert({ type: 'expiry_soon', severity: 'critical' }, subject, '2030-01-01').message,
    ).toContain('expires in 7 days (2030-01-08)');
    expect(describeAlert({ type: 'expired', severity: 'critical' }, subject, '2030-02-01').message).toContain(
      'expired on 2030-01-08',
    );
  });

  it.each([
    ['critical', 'high', 'error'],
    ['high', 'high', 'error'],
    ['medium', 'medium', 'warning'],
    ['low', 'low', 'info'],
  ] as const)(
    'severity %s raises priority %s, type %s, in the inventory category',
    (severity, priority, type) => {
      expect(alertNotification({ severity, title: 't', message: 'm' })).toEqual({
        title: 't',
        message: 'm',
        category: 'inventory',
        actionUrl: '/inventory',
        priority,
        type,
      });
    },
  );

  it('keeps titles within the notification limit', () => {
    expect(alertNotification({ severity: 'low', title: 'x'.repeat(300), message: 'm' }).title).toHaveLength(
      120,
    );
  });
});
