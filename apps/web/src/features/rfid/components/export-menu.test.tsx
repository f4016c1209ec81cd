import type { RfidStatistics, RfidTag } from '@careledger/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { ExportMenu } from './export-menu';

// The real report is built; only saving it (a download) is caught.
const saved = vi.hoisted(() => ({ names: [] as string[], pages: [] as number[] }));
vi.mock('../lib/rfid-report', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/rfid-report')>();
  return {
    ...actual,
    buildRfidReport: (input: Parameters<typeof actual.buildRfidReport>[0]) => {
      const doc = actual.buildRfidReport(input);
      doc.save = ((name: string) => {
        saved.names.push(name);
        saved.pages.push(doc.getNumberOfPages());
        return doc;
      }) as typeof doc.save;
      return doc;
    },
  };
});

const tag = (n: number): RfidTag => ({
  tagId: `30340000000000000000${String(n).padStart(4, '0')}`,
  itemId: n,
  itemName: `Gauze ${n}`,
  status: 'active',
  generatedAt: '2026-03-01T08:00:00.000Z',
  lastScan: null,
  location: null,
  batteryLevel: 80,
  signalStrength: 'high',
  pureIdentityUri: `urn:epc:id:sgtin:0000000.000000.${n}`,
});
const statistics: RfidStatistics = {
  totalTags: 2,
  activeTags: 2,
  lostTags: 0,
  damagedTags: 0,
  totalSupplies: 4,
  suppliesWithRFID: 2,
  suppliesWithoutRFID: 2,
  coveragePercentage: 50,
};

const serverError = () => json({ error: 'INTERNAL', message: 'The server could not answer.' }, 500);
const stubExportApi = ({ failStatistics = false } = {}) =>
  stubApi({
    '/api/rfid/tags': { items: [tag(1), tag(2)], total: 2, page: 1, pageSize: 200 },
    '/api/rfid/statistics': failStatistics ? serverError : statistics,
  });

const exportButton = () => screen.getByRole('button', { name: 'Export Data' });
function openMenu() {
  fireEvent.keyDown(exportButton(), { key: 'Enter' });
}
const messages = () => toast.getSnapshot().map((t) => t.message);

describe('ExportMenu', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('rfid');
  });
  beforeEach(() => {
    saved.names.length = 0;
    saved.pages.length = 0;
    for (const t of toast.getSnapshot()) toast.dismiss(t.id);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is disabled when there are no tags', () => {
    renderWithProviders(<ExportMenu search="" disabled />);
    expect(exportButton()).toHaveProperty('disabled', true);
    openMenu();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('offers the PDF report and the CSV file of the current search', () => {
    renderWithProviders(<ExportMenu search=" gauze & swabs " disabled={false} />);
    expect(exportButton()).toHaveProperty('disabled', false);
    openMenu();
    expect(screen.getByRole('menuitem', { name: 'PDF report' })).toBeTruthy();
    const csv = screen.getByRole('menuitem', { name: 'CSV file' });
    expect(csv.getAttribute('href')).toBe('/api/rfid/tags.csv?search=gauze+%26+swabs');
    expect(csv.hasAttribute('download')).toBe(true);
  });

  it('links the CSV of every tag without a search', () => {
    renderWithProviders(<ExportMenu search="" disabled={false} />);
    openMenu();
    expect(screen.getByRole('menuitem', { name: 'CSV file' }).getAttribute('href')).toBe(
      '/api/rfid/tags.csv',
    );
  });

  it('builds and saves the PDF of the tags matching the search', async () => {
    const fetch = stubExportApi();
    renderWithProviders(<ExportMenu search="gauze" disabled={false} />);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'PDF report' }));

    expect(await screen.findByRole('button', { name: 'Exporting…' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(saved.names).toHaveLength(1));
    expect(saved.names[0]).toMatch(/^rfid_report_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(saved.pages[0]).toBe(1);
    const tagsUrl = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/rfid/tags');
    expect(tagsUrl?.searchParams.get('search')).toBe('gauze');
    expect(await screen.findByRole('button', { name: 'Export Data' })).toHaveProperty('disabled', false);
    expect(messages()).toEqual([]);
  });

  it('tells the person when the export fails', async () => {
    stubExportApi({ failStatistics: true });
    renderWithProviders(<ExportMenu search="" disabled={false} />);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'PDF report' }));

    await waitFor(() => expect(messages()).toEqual(['The export failed: The server could not answer.']));
    expect(saved.names).toEqual([]);
    expect(exportButton()).toHaveProperty('disabled', false);
  });
});
