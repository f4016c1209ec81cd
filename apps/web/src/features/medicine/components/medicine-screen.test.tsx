import { MESSAGES_NAMESPACE } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { answer, medicine, medicinePage, restockingPage } from '@/testing/medicine-fixtures';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { MedicineScreen } from './medicine-screen';

const openTab = async (name: string) => {
  fireEvent.mouseDown(await screen.findByRole('tab', { name }));
  return within(await screen.findByRole('tabpanel', { name }));
};

describe('MedicineScreen', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['medicine', MESSAGES_NAMESPACE]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has the three tabs, and an answer is still there after visiting the others', async () => {
    stubApi({
      'POST /api/medicine/recommend': answer(),
      '/api/medicine/all': medicinePage([medicine()]),
      '/api/medicine/restocking-requests': restockingPage([]),
    });
    renderWithProviders(<MedicineScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'AI Medicine Assistant' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'AI Recommendations',
      'Medicine Inventory',
      'Restocking Requests',
    ]);

    fireEvent.change(screen.getByLabelText('Symptoms'), { target: { value: 'headache' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get AI Recommendations' }));
    expect(await screen.findAllByTestId('medicine-card')).toHaveLength(2);

    expect(await (await openTab('Medicine Inventory')).findByTestId('medicine-item')).toBeTruthy();
    // The answer's panel stays mounted but hidden, so nothing of it is on screen or in the accessibility tree.
    expect(screen.queryByRole('heading', { name: 'Recommended Medicines' })).toBeNull();
    expect(await (await openTab('Restocking Requests')).findByText('No Restocking Requests')).toBeTruthy();
    const recommendations = await openTab('AI Recommendations');
    expect(recommendations.getAllByTestId('medicine-card')).toHaveLength(2);
  });
});
