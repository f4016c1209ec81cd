import { MEDICINE_CATEGORIES, MESSAGES_NAMESPACE } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { humanizeKey } from '@/lib/keys';
import { setUpI18n } from '@/testing/i18n';
import { medicine, medicinePage } from '@/testing/medicine-fixtures';
import { renderWithProviders } from '@/testing/render';
import { serverWord } from '@/testing/server-word';
import { json, stubApi } from '@/testing/stub-api';
import { MedicineInventoryTab } from './medicine-inventory-tab';

const MEDICINES = 'GET /api/medicine/all';
const queriesOf = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).startsWith('/api/medicine/all'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://x').searchParams));

describe('MedicineInventoryTab', () => {
  beforeAll(async () => {
    Element.prototype.scrollIntoView = () => undefined;
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['medicine', MESSAGES_NAMESPACE]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each medicine with price, stock and its bar out of 100, kind and at most three symptoms', async () => {
    stubApi({
      [MEDICINES]: medicinePage([
        medicine(),
        medicine({
          id: 12,
          name: 'Zolpidem 5 mg tablets',
          category: 'sleep',
          stockQuantity: 0,
          prescriptionRequired: true,
          symptomsTreated: ['insomnia'],
        }),
        medicine({ id: 13, name: 'Loperamide 2 mg caplets', stockQuantity: 250 }),
      ]),
    });
    renderWithProviders(<MedicineInventoryTab />);
    const items = await screen.findAllByTestId('medicine-item');
    const [ibuprofen, zolpidem, loperamide] = items as [HTMLElement, HTMLElement, HTMLElement];
    const first = within(ibuprofen);
    expect(first.getByRole('heading', { name: 'Ibuprofen 200 mg tablets' })).toBeTruthy();
    expect(ibuprofen.textContent).toContain('Pain relief');
    expect(ibuprofen.textContent).toContain('4.50');
    expect(first.getByTestId('stock').textContent).toBe('45 box');
    expect(first.getByTestId('stock').dataset.colour).toBe('green');
    expect(first.getByTestId('medicine-type').textContent).toBe('OTC');
    const bar = first.getByRole('progressbar', { name: 'Stock of Ibuprofen 200 mg tablets: 45 out of 100' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    const symptom = (key: string) => serverWord(`medicine.symptoms.${key}`, humanizeKey(key));
    expect(
      within(first.getByTestId('treated-symptoms'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([symptom('headache'), symptom('fever'), symptom('muscle_pain')]);

    expect(within(zolpidem).getByTestId('medicine-type').textContent).toBe('Prescription');
    expect(within(zolpidem).getByTestId('stock').dataset.colour).toBe('red');
    expect(within(zolpidem).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(within(loperamide).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('asks the server for the search typed and the category chosen, offering every category', async () => {
    const fetch = stubApi({
      [MEDICINES]: (url) =>
        json(
          medicinePage(
            new URL(url, 'http://x').searchParams.get('category') === 'fever'
              ? [medicine({ id: 12, name: 'Acetaminophen 500 mg tablets', category: 'fever' })]
              : [medicine()],
          ),
        ),
    });
    renderWithProviders(<MedicineInventoryTab />);
    await screen.findByTestId('medicine-item');
    expect(queriesOf(fetch)[0]).toEqual({ page: '1', pageSize: '20' });

    fireEvent.change(screen.getByLabelText('Search medicines'), { target: { value: ' ibu ' } });
    await vi.waitFor(() =>
      expect(queriesOf(fetch)).toContainEqual({ search: 'ibu', page: '1', pageSize: '20' }),
    );

    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Category' }), { key: 'Enter' });
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toHaveLength(MEDICINE_CATEGORIES.length + 1);
    expect(options.slice(0, 5)).toEqual(['All categories', 'Pain relief', 'Fever', 'Anxiety', 'Sleep']);
    fireEvent.click(screen.getByRole('option', { name: 'Fever' }));
    expect(await screen.findByRole('heading', { name: 'Acetaminophen 500 mg tablets' })).toBeTruthy();
    expect(queriesOf(fetch)).toContainEqual({ search: 'ibu', category: 'fever', page: '1', pageSize: '20' });
  });

  it('says when nothing matches, and shows a failed load with Try Again', async () => {
    let calls = 0;
    stubApi({
      [MEDICINES]: () =>
        ++calls === 1
          ? json({ error: 'INTERNAL', message: 'The medicines could not be read.' }, 500)
          : json(medicinePage([])),
    });
    renderWithProviders(<MedicineInventoryTab />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The medicines could not be read.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No medicines found')).toBeTruthy();
  });
});
