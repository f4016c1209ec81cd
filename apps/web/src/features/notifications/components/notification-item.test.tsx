import type { Notification } from '@careledger/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { NotificationItem } from './notification-item';

const NOW = new Date('2026-11-20T10:05:00.000Z');

const lowStock: Notification = {
  id: 'n1',
  title: 'Low stock: Amoxicillin 500 mg capsules',
  message: '9 box left (threshold 10).',
  code: 'low_stock',
  params: { name: 'Amoxicillin 500 mg capsules', unit: 'box', stock: 9, threshold: 10 },
  type: 'warning',
  category: 'inventory',
  priority: 'medium',
  read: false,
  actionUrl: '/inventory',
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderItem(notification: Notification) {
  renderWithProviders(
    <ul>
      <NotificationItem notification={notification} now={NOW} onNavigate={() => undefined} />
    </ul>,
  );
  return screen.getByTestId('notification-item');
}

describe('NotificationItem words', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('messages');
  });
  afterEach(cleanup);
  afterAll(async () => {
    await setUpI18n();
  });

  it('says what the code and params say, in the reader’s language (German), not the stored English', () => {
    const item = renderItem(lowStock);
    expect(item.textContent).toContain('Niedriger Bestand: Amoxicillin 500 mg capsules');
    expect(item.textContent).toContain('Noch 9 box vorhanden (Schwellenwert 10).');
    expect(item.textContent).not.toContain('Low stock');
  });

  it('words an order notification and a plural in German', () => {
    const item = renderItem({
      ...lowStock,
      code: 'assistant_suggestion',
      params: { name: 'Paracetamol 500 mg tablets', count: 9, stock: 420 },
    });
    expect(item.textContent).toContain('Vorschlag des Medikamentenassistenten');
    expect(item.textContent).toContain(
      'Paracetamol 500 mg tablets wurde diese Woche 9-mal empfohlen; 420 auf Lager.',
    );
  });

  it('keeps the stored English for a row from before codes, and for a code this build does not know', () => {
    expect(renderItem({ ...lowStock, code: null, params: {} }).textContent).toContain(
      'Low stock: Amoxicillin 500 mg capsules',
    );
    cleanup();
    expect(renderItem({ ...lowStock, code: 'ai_forecast_ready', params: {} }).textContent).toContain(
      '9 box left (threshold 10).',
    );
  });
});
