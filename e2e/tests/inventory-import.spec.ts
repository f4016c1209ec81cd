import { readFile } from 'node:fs/promises';
import type { InventoryItem, SuppliesPage } from '@careledger/shared';
import type { Page } from '@playwright/test';
import { getJson } from '../fixtures/api';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

/** RFC 4180 fields, enough to edit the export: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n') endRecord();
    else if (c !== '\r') field += c;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
const formatCsv = (records: string[][]) =>
  records
    .map((r) => r.map((f) => (/[",\r\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(','))
    .join('\r\n');

async function chooseFile(page: Page, csv: string) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'inventory-items.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test.describe('inventory CSV import', () => {
  test('a manager exports, edits one threshold and adds a row, previews, cancels, then imports exactly that', async ({
    page,
    request,
    freshServer,
  }) => {
    const supplies = () =>
      getJson<SuppliesPage>(request, `${freshServer.url}/api/inventory/supplies?pageSize=200`);
    const notifications = async () => (await request.get(`${freshServer.url}/api/notifications`)).text();
    await page.goto(`${freshServer.url}/inventory`);
    await page.getByRole('tab', { name: 'Supplies' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const exported = await readFile((await download.path()) ?? '', 'utf8');
    const [header = [], ...rows] = parseCsv(exported);
    const before = await supplies();
    expect(rows).toHaveLength(before.total);

    // Change one threshold, add one row.
    const at = (column: string) => header.indexOf(column);
    const edited = rows[0] ?? [];
    const id = Number(edited[at('id')]);
    const threshold = Number(edited[at('threshold')]);
    edited[at('threshold')] = String(threshold + 5);
    const values: Record<string, string> = {
      name: 'Sterile eye pads',
      category: 'Consumables',
      unit: 'box of 50',
      stock: '8',
      threshold: '3',
      supplier: edited[at('supplier')] ?? '',
      price: '6.40',
    };
    const added = header.map((column) => values[column] ?? '');
    const csv = formatCsv([header, ...rows, added]);
    const bell = await notifications();

    // Cancel leaves everything as it was.
    await chooseFile(page, csv);
    const preview = page.getByRole('dialog', { name: 'Check the import' });
    await expect(preview).toContainText(`New: 1 · Changed: 1 · Unchanged: ${rows.length - 1} · Rejected: 0`);
    await expect(preview.getByRole('row', { name: /Sterile eye pads/ })).toContainText('Opening stock: 8');
    await expect(preview.getByRole('row', { name: new RegExp(edited[at('name')] ?? '') })).toContainText(
      `Threshold: ${threshold} → ${threshold + 5}`,
    );
    await expectNoSeriousA11yViolations(page);
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(preview).toBeHidden();
    expect((await supplies()).total).toBe(before.total);

    // Import applies exactly what the preview showed.
    await chooseFile(page, csv);
    await expect(preview).toContainText('New: 1 · Changed: 1');
    await preview.getByRole('button', { name: 'Import' }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByRole('status')).toContainText(
      `Import done. New: 1, changed: 1, unchanged: ${rows.length - 1}, rejected: 0.`,
    );
    const after = await supplies();
    expect(after.total).toBe(before.total + 1);
    const item = await getJson<InventoryItem>(request, `${freshServer.url}/api/inventory/items/${id}`);
    expect(item.threshold).toBe(threshold + 5);
    expect(after.items.filter((i) => i.name === 'Sterile eye pads')).toMatchObject([{ stock: 8 }]);

    // The same file again: nothing left to import.
    await chooseFile(page, csv);
    await expect(preview).toContainText(`New: 0 · Changed: 0 · Unchanged: ${rows.length + 1} · Rejected: 0`);
    await expect(preview.getByRole('button', { name: 'Import' })).toBeDisabled();
    await preview.getByRole('button', { name: 'Cancel' }).click();
    expect((await supplies()).total).toBe(before.total + 1);
    // Only what the two changed items' alert rules say can have been added to the bell, never one per row.
    expect(JSON.parse(await notifications()).items.length).toBeLessThanOrEqual(
      JSON.parse(bell).items.length + 2,
    );
  });
});
