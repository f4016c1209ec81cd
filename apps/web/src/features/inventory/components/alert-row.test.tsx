import type { InventoryAlert } from '@careledger/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { AlertRow } from './alert-row';

const expired: InventoryAlert = {
  id: 'a1',
  itemId: 7,
  itemName: 'Amoxicillin 500 mg capsules',
  type: 'expired',
  severity: 'critical',
  title: 'Expired stock: Amoxicillin 500 mg capsules',
  message: 'Stock on hand expired on 2030-01-08; take it out of use and adjust the stock.',
  params: { name: 'Amoxicillin 500 mg capsules', expiry: '2030-01-08' },
  status: 'active',
  createdAt: '2030-01-09T08:00:00.000Z',
};

function renderRow(alert: InventoryAlert) {
  renderWithProviders(
    <ul>
      <AlertRow alert={alert} />
    </ul>,
  );
  return screen.getByTestId('alert-row');
}

describe('AlertRow words', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces(['inventory', 'messages']);
  });
  afterEach(cleanup);
  afterAll(async () => {
    await setUpI18n();
  });

  it('words the alert from its type and params in German, with the date as German writes it', () => {
    const row = renderRow(expired);
    expect(row.textContent).toContain('Abgelaufener Bestand: Amoxicillin 500 mg capsules');
    expect(row.textContent).toContain('Der vorhandene Bestand ist am 08.01.2030 abgelaufen');
    expect(row.textContent).not.toContain('Expired stock');
  });

  it('picks the plural form and the variant the params select', () => {
    const soon = renderRow({
      ...expired,
      type: 'expiry_soon',
      params: { name: 'Gauze', expiry: '2030-01-09', count: 1 },
    });
    expect(soon.textContent).toContain('Läuft bald ab: Gauze');
    expect(soon.textContent).toContain('läuft morgen ab (09.01.2030)');
    cleanup();
    const unseen = renderRow({
      ...expired,
      type: 'rfid_unseen',
      params: { name: 'Gauze', tagId: 'T-1', count: 7, lastScan: null, location: null, context: 'never' },
    });
    expect(unseen.textContent).toContain(
      'seit 7 Tagen oder länger von keinem Lesegerät erfasst (noch nie gescannt)',
    );
  });

  it('keeps the stored English for an alert raised before alerts stored params', () => {
    expect(renderRow({ ...expired, params: null }).textContent).toContain(
      'Expired stock: Amoxicillin 500 mg capsules',
    );
  });
});
