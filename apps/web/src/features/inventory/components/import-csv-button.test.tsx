import type { CsvImportPreview } from '@careledger/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { ImportCsvButton } from './import-csv-button';

const FINGERPRINT = 'a'.repeat(64);
const row = { itemId: null, openingStock: null, changes: [], kept: [], message: '', problems: [] };
const preview: CsvImportPreview = {
  fingerprint: FINGERPRINT,
  counts: { new: 1, changed: 1, unchanged: 2, rejected: 1 },
  rows: [
    {
      ...row,
      row: 2,
      outcome: 'changed',
      itemId: 4,
      name: 'Nitrile gloves',
      supplier: 'MedSupply Co.',
      changes: [{ field: 'threshold', from: '30', to: '37' }],
    },
    { ...row, row: 3, outcome: 'unchanged', itemId: 5, name: 'Gauze', supplier: 'MedSupply Co.' },
    {
      ...row,
      row: 4,
      outcome: 'unchanged',
      itemId: 6,
      name: 'Saline',
      supplier: 'MedSupply Co.',
      kept: [{ field: 'stock', current: '42', file: '45' }],
    },
    { ...row, row: 5, outcome: 'new', name: 'Swabs', supplier: 'MedSupply Co.', openingStock: 12 },
    {
      ...row,
      row: 6,
      outcome: 'rejected',
      name: 'Twice',
      supplier: 'MedSupply Co.',
      message: 'Rows 6, 7 name the same item; keep one row per item.',
      problems: [{ messageKey: 'csvDuplicateItem', params: { rows: '6, 7' } }],
    },
  ],
};
const result = { created: 1, updated: 1, unchanged: 2, rejected: 1 };

/** Chooses a file in the hidden file input, as the system file picker does. */
const chooseFile = (container: HTMLElement, text = 'id,name\n4,Nitrile gloves') => {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], 'items.csv', { type: 'text/csv' })] } });
};
const imports = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/inventory/items/import?'));

describe('ImportCsvButton and its preview', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('inventory');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('previews the file (counts, changes, notes, reasons) and Cancel imports nothing', async () => {
    const fetch = stubApi({ 'POST /api/inventory/items/import/preview': preview });
    const { container } = renderWithProviders(<ImportCsvButton />);
    chooseFile(container);
    const dialog = await screen.findByRole('dialog', { name: 'Check the import' });
    expect(dialog.textContent).toContain('New: 1 · Changed: 1 · Unchanged: 2 · Rejected: 1');
    const changed = within(dialog).getByText('Nitrile gloves').closest('tr') as HTMLElement;
    expect(changed.textContent).toContain('Changed');
    expect(changed.textContent).toContain('Threshold: 30 → 37');
    expect(within(dialog).getByText('Swabs').closest('tr')?.textContent).toContain('Opening stock: 12');
    expect(within(dialog).getByText('Saline').closest('tr')?.textContent).toContain(
      'Stock stays 42 (file: 45)',
    );
    expect(within(dialog).getByText('Twice').closest('tr')?.textContent).toContain(
      'Rows 6, 7 name the same item; keep one row per item.',
    );
    expect(dialog.textContent).toContain('Rejected rows are skipped.');
    // The quiet unchanged row is folded away, counted.
    expect(within(dialog).getByText('Unchanged rows: 1')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(imports(fetch)).toHaveLength(0);
  });

  it('imports only on confirmation, with the preview’s fingerprint, then toasts the counts', async () => {
    const fetch = stubApi({
      'POST /api/inventory/items/import/preview': preview,
      'POST /api/inventory/items/import': result,
    });
    const { container } = renderWithProviders(<ImportCsvButton />);
    chooseFile(container, 'the file');
    const dialog = await screen.findByRole('dialog', { name: 'Check the import' });
    expect(imports(fetch)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(imports(fetch)).toHaveLength(1);
    const [url, init] = imports(fetch)[0] ?? [];
    expect(url).toBe(`/api/inventory/items/import?confirm=${FINGERPRINT}`);
    expect(init?.body).toBe('the file');
    expect(toast.getSnapshot().map((t) => t.message)).toContain(
      'Import done. New: 1, changed: 1, unchanged: 2, rejected: 1.',
    );
  });

  it('has nothing to confirm when every row is unchanged or rejected', async () => {
    const quiet = {
      ...preview,
      counts: { new: 0, changed: 0, unchanged: 1, rejected: 0 },
      rows: [preview.rows[1]],
    };
    stubApi({ 'POST /api/inventory/items/import/preview': quiet });
    const { container } = renderWithProviders(<ImportCsvButton />);
    chooseFile(container);
    const dialog = await screen.findByRole('dialog', { name: 'Check the import' });
    expect(dialog.textContent).toContain('Nothing to import');
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('when the inventory changed since the preview, says so and shows the new preview to confirm', async () => {
    let previews = 0;
    const fresh = { ...preview, fingerprint: 'b'.repeat(64), counts: { ...preview.counts, changed: 0 } };
    const fetch = stubApi({
      'POST /api/inventory/items/import/preview': () => json(previews++ === 0 ? preview : fresh),
      'POST /api/inventory/items/import': (url) =>
        url.includes(FINGERPRINT)
          ? json({ error: 'CONFLICT', message: 'The inventory or the file changed since the preview.' }, 409)
          : json(result),
    });
    const { container } = renderWithProviders(<ImportCsvButton />);
    chooseFile(container);
    const dialog = await screen.findByRole('dialog', { name: 'Check the import' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(dialog.textContent).toContain('Changed: 0'));
    expect(dialog.textContent).toContain(
      'The inventory changed since this preview, so nothing was imported.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(imports(fetch).map(([url]) => String(url).slice(-3))).toEqual(['aaa', 'bbb']);
  });
});
