import { describe, expect, it } from 'vitest';
import { renderAlertText } from '../../lib/messages';
import { alertNotification, describeAlert } from './alert-text';

const subject = { name: 'Gauze', unit: 'packs', stock: 3, threshold: 10, expiry: '2030-01-08' };
const words = (...args: Parameters<typeof describeAlert>) => renderAlertText(describeAlert(...args));

describe('alert texts and their notifications', () => {
  it('stores each alert type with the values its words need', () => {
    expect(describeAlert({ type: 'critical_stock', severity: 'high' }, subject, '2030-01-01')).toEqual({
      type: 'critical_stock',
      params: { name: 'Gauze', unit: 'packs', stock: 3, threshold: 10 },
    });
    expect(describeAlert({ type: 'out_of_stock', severity: 'critical' }, subject, '2030-01-01')).toEqual({
      type: 'out_of_stock',
      params: { name: 'Gauze', unit: 'packs', threshold: 10 },
    });
    expect(describeAlert({ type: 'expiry_soon', severity: 'critical' }, subject, '2030-01-01')).toEqual({
      type: 'expiry_soon',
      params: { name: 'Gauze', expiry: '2030-01-08', count: 7 },
    });
    expect(describeAlert({ type: 'expired', severity: 'critical' }, subject, '2030-02-01')).toEqual({
      type: 'expired',
      params: { name: 'Gauze', expiry: '2030-01-08' },
    });
  });

  it('renders the English words with the numbers that matter', () => {
    expect(words({ type: 'critical_stock', severity: 'high' }, subject, '2030-01-01')).toEqual({
      title: 'Critical stock: Gauze',
      message: 'Only 3 packs left, at or below half the threshold of 10. Reorder now.',
    });
    expect(words({ type: 'low_stock', severity: 'medium' }, subject, '2030-01-01').message).toBe(
      '3 packs left (threshold 10).',
    );
    expect(words({ type: 'out_of_stock', severity: 'critical' }, subject, '2030-01-01').title).toBe(
      'Out of stock: Gauze',
    );
    expect(words({ type: 'expiry_soon', severity: 'critical' }, subject, '2030-01-01').message).toContain(
      'expires in 7 days (2030-01-08)',
    );
    expect(words({ type: 'expiry_soon', severity: 'critical' }, subject, '2030-01-07').message).toContain(
      'expires tomorrow (2030-01-08)',
    );
    expect(words({ type: 'expiry_soon', severity: 'critical' }, subject, '2030-01-08').message).toContain(
      'expires today (2030-01-08)',
    );
    expect(words({ type: 'expired', severity: 'critical' }, subject, '2030-02-01').message).toContain(
      'expired on 2030-01-08',
    );
  });

  it.each([
    ['critical', 'high', 'error'],
    ['high', 'high', 'error'],
    ['medium', 'medium', 'warning'],
    ['low', 'low', 'info'],
  ] as const)(
    'severity %s raises priority %s, type %s, in the inventory category, with the alert type as code',
    (severity, priority, type) => {
      const text = describeAlert({ type: 'low_stock', severity }, subject, '2030-01-01');
      expect(alertNotification({ severity, text })).toEqual({
        code: 'low_stock',
        params: text.params,
        category: 'inventory',
        actionUrl: '/inventory',
        priority,
        type,
      });
    },
  );
});
