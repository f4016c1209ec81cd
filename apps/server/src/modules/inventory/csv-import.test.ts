import { type CsvImportPreview, ITEM_CSV_COLUMNS } from '@careledger/shared';
import { expect, it } from 'vitest';
import type { App } from '../../app';
import { formatCsv, parseCsv } from '../../lib/csv';
import { callInventory, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';

const postCsv = (app: App, url: string, csv: string) =>
  app.inject({ method: 'POST', url, payload: csv, headers: { 'content-type': 'text/csv' } });
const previewCsv = (app: App, csv: string) => postCsv(app, '/api/inventory/items/import/preview', csv);
const applyCsv = (app: App, csv: string, confirm: string) =>
  postCsv(app, `/api/inventory/items/import?confirm=${confirm}`, csv);

async function exportCsv(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/inventory/items.csv' });
  expect(res.statusCode).toBe(200);
  return res.body;
}
const exportRecords = async (app: App) => parseCsv(await exportCsv(app));
async function preview(app: App, csv: string): Promise<CsvImportPreview> {
  const res = await previewCsv(app, csv);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const supplyCount = async (app: App) =>
  (await callInventory(app, 'GET', '/supplies?pageSize=1')).body.total as number;
const HEADER = 'id,name,category,unit,stock,threshold,expiry,supplier,price';

describeEachDatabase('inventory CSV export and import', (get) => {
  it('exports every listed item as RFC 4180 CSV with the contract header, ids included', async () => {
    const { app } = get();
    const [header, ...rows] = await exportRecords(app);
    expect(header).toEqual([...ITEM_CSV_COLUMNS]);
    const supplies = (await callInventory(app, 'GET', '/supplies?pageSize=200')).body;
    expect(rows).toHaveLength(supplies.total);
    expect(rows.map((r) => Number(r[0])).sort()).toEqual(
      supplies.items.map((i: { id: number }) => i.id).sort(),
    );
  });

  it('round trip: an unchanged export previews as all unchanged, and importing it changes nothing', async () => {
    const { app, db } = get();
    const csv = await exportCsv(app);
    const records = parseCsv(csv);
    const before = await snapshotDatabase(db);
    const shown = await preview(app, csv);
    expect(shown.counts).toEqual({ new: 0, changed: 0, unchanged: records.length - 1, rejected: 0 });
    expect(shown.rows.every((r) => r.outcome === 'unchanged' && r.changes.length === 0)).toBe(true);
    expect(shown.rows.flatMap((r) => r.kept)).toEqual([]);
    expect(await snapshotDatabase(db)).toEqual(before);

    const res = await applyCsv(app, csv, shown.fingerprint);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 0, updated: 0, unchanged: records.length - 1, rejected: 0 });
    // Items, ledger, lots, alerts and notifications: every row as it was.
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('one threshold changed and one row added: previews 1 changed, 1 new, applies exactly that', async () => {
    const { app, db } = get();
    const [header = [], ...rows] = await exportRecords(app);
    const at = (name: string) => header.indexOf(name);
    const edited = rows[0] ?? [];
    const [id, oldThreshold] = [Number(edited[at('id')]), Number(edited[at('threshold')])];
    edited[at('threshold')] = String(oldThreshold + 7);
    const supplier = edited[at('supplier')] ?? '';
    const added = header.map(() => '');
    Object.assign(added, { [at('name')]: 'Import test swabs', [at('category')]: 'Consumables' });
    Object.assign(added, { [at('unit')]: 'pack', [at('stock')]: '12', [at('threshold')]: '3' });
    Object.assign(added, { [at('supplier')]: supplier, [at('price')]: '4.20' });
    const csv = formatCsv([header, ...rows, added]);
    const countBefore = await supplyCount(app);
    const ledgerBefore = (await snapshotDatabase(db)).stockMovements.length;

    const shown = await preview(app, csv);
    expect(shown.counts).toEqual({ new: 1, changed: 1, unchanged: rows.length - 1, rejected: 0 });
    expect(shown.rows.find((r) => r.outcome === 'changed')).toMatchObject({
      row: 2,
      itemId: id,
      changes: [{ field: 'threshold', from: String(oldThreshold), to: String(oldThreshold + 7) }],
    });
    expect(shown.rows.find((r) => r.outcome === 'new')).toMatchObject({
      row: rows.length + 2,
      name: 'Import test swabs',
      itemId: null,
      openingStock: 12,
    });
    expect(await supplyCount(app)).toBe(countBefore);

    const res = await applyCsv(app, csv, shown.fingerprint);
    expect(res.json()).toEqual({ created: 1, updated: 1, unchanged: rows.length - 1, rejected: 0 });
    expect(await supplyCount(app)).toBe(countBefore + 1);
    expect((await callInventory(app, 'GET', `/items/${id}`)).body.threshold).toBe(oldThreshold + 7);
    const search = await callInventory(app, 'GET', '/supplies?search=Import%20test%20swabs');
    expect(search.body.items).toMatchObject([{ stock: 12, threshold: 3, unit: 'pack', price: 4.2 }]);
    // One opening receipt for the new item; no movement for the changed one.
    expect((await snapshotDatabase(db)).stockMovements.length).toBe(ledgerBefore + 1);
    // Importing the same file again now changes nothing.
    const again = await preview(app, csv);
    expect(again.counts).toMatchObject({ new: 0, changed: 0, rejected: 0 });
  });

  it('rejects bad rows with their reasons, and importing skips them', async () => {
    const { app, db } = get();
    const archived = await makeItem(app, { name: 'Import archived gauze' });
    expect((await callInventory(app, 'POST', `/items/${archived.id}/archive`)).status).toBe(200);
    const twin = { name: 'Import twin tape', supplierId: archived.supplierId ?? undefined };
    await makeItem(app, twin);
    await makeItem(app, twin);
    const supplier = archived.supplierName;
    const csv = [
      HEADER,
      `,Good row,Consumables,box,5,2,,${supplier},1.50`,
      `,,Consumables,box,5,2,,${supplier},1.50`,
      `,Bad category,Snacks,box,5,2,,${supplier},1.50`,
      `,Bad numbers,Other,box,-1,abc,,${supplier},1.50`,
      ',Bad supplier,Other,box,1,1,,Nobody Ltd.,1',
      `,Bad date,Other,box,1,1,2030-13-45,${supplier},1`,
      `999999,Unknown id,Other,box,1,1,,${supplier},1`,
      `x1,Bad id,Other,box,1,1,,${supplier},1`,
      `,import ARCHIVED gauze ,Consumables,box,10,4,,${supplier},2.50`,
      `,Import twin tape,Consumables,box,10,4,,${supplier},2.50`,
      `,Twice,Other,box,1,1,,${supplier},1`,
      `,twice,Other,box,1,1,,${supplier},1`,
    ].join('\r\n');
    const shown = await preview(app, csv);
    expect(shown.counts).toEqual({ new: 1, changed: 0, unchanged: 0, rejected: 11 });
    const reason = (row: number) => shown.rows.find((r) => r.row === row);
    expect(reason(2)).toMatchObject({ outcome: 'new', name: 'Good row' });
    expect(reason(3)?.problems).toEqual([{ messageKey: 'csvRequired', params: { field: 'name' } }]);
    expect(reason(4)?.message).toContain('Category must be one of');
    expect(reason(5)?.problems.map((p) => p.params.context)).toEqual(['stock', 'threshold']);
    expect(reason(6)?.problems).toEqual([
      { messageKey: 'csvUnknownSupplier', params: { name: 'Nobody Ltd.' } },
    ]);
    expect(reason(7)?.message).toContain('expiry');
    expect(reason(8)?.message).toBe('No item has the id 999999; leave the id empty to create a new item.');
    expect(reason(9)?.problems[0]).toMatchObject({ messageKey: 'csvInvalid', params: { context: 'id' } });
    expect(reason(10)).toMatchObject({ itemId: archived.id, problems: [{ messageKey: 'csvArchivedItem' }] });
    expect(reason(11)?.problems[0]?.messageKey).toBe('csvAmbiguousItem');
    for (const row of [12, 13]) {
      expect(reason(row)?.problems).toEqual([{ messageKey: 'csvDuplicateItem', params: { rows: '12, 13' } }]);
    }
    expect(shown.rows.filter((r) => r.outcome === 'rejected').every((r) => r.message.length > 10)).toBe(true);

    const countBefore = await supplyCount(app);
    const res = await applyCsv(app, csv, shown.fingerprint);
    expect(res.json()).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 11 });
    expect(await supplyCount(app)).toBe(countBefore + 1);
    expect(
      (await snapshotDatabase(db)).items.filter((i) => i.name === 'Import archived gauze'),
    ).toMatchObject([{ archivedAt: expect.any(Date) }]);
  });

  it('reports a stock that differs from the ledger without posting a movement; stock moves only by movement', async () => {
    const { app, db } = get();
    const item = await makeItem(app, { stock: 10, threshold: 4, price: 2.5 });
    const csv = [HEADER, `${item.id},${item.name},Consumables,box,99,4,,${item.supplierName},2.50`].join(
      '\n',
    );
    const shown = await preview(app, csv);
    expect(shown.rows).toMatchObject([
      { outcome: 'unchanged', changes: [], kept: [{ field: 'stock', current: '10', file: '99' }] },
    ]);
    const before = await snapshotDatabase(db);
    expect((await applyCsv(app, csv, shown.fingerprint)).json()).toMatchObject({ updated: 0, unchanged: 1 });
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('refuses with 409 and writes nothing when the items changed between preview and import', async () => {
    const { app, db } = get();
    const item = await makeItem(app, { threshold: 4 });
    const csv = [HEADER, `${item.id},${item.name},Consumables,box,10,9,,${item.supplierName},2.50`].join(
      '\n',
    );
    const shown = await preview(app, csv);
    expect(shown.counts.changed).toBe(1);
    expect((await callInventory(app, 'PATCH', `/items/${item.id}`, { threshold: 5 })).status).toBe(200);
    const before = await snapshotDatabase(db);
    const res = await applyCsv(app, csv, shown.fingerprint);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'CONFLICT', messageKey: 'csvImportChanged' });
    expect(await snapshotDatabase(db)).toEqual(before);
    // Applying twice what was previewed once: the second finds the work done and refuses.
    const fresh = await preview(app, csv);
    expect((await applyCsv(app, csv, fresh.fingerprint)).statusCode).toBe(200);
    expect((await applyCsv(app, csv, fresh.fingerprint)).statusCode).toBe(409);
  });

  it('two imports of one preview at once: one applies, the other finds it done and refuses', async () => {
    const { app } = get();
    const csv = `${HEADER}\n,Import race bandages,Consumables,box,3,1,,MedSupply Co.,1.00`;
    const shown = await preview(app, csv);
    expect(shown.counts).toMatchObject({ new: 1, rejected: 0 });
    const countBefore = await supplyCount(app);
    const answers = await Promise.all([
      applyCsv(app, csv, shown.fingerprint),
      applyCsv(app, csv, shown.fingerprint),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await supplyCount(app)).toBe(countBefore + 1);
    const search = await callInventory(app, 'GET', '/supplies?search=Import%20race%20bandages');
    expect(search.body.items).toHaveLength(1);
  });

  it('imports nothing without the confirming fingerprint', async () => {
    const { app, db } = get();
    const before = await snapshotDatabase(db);
    const csv = `${HEADER}\n,Unconfirmed,Other,box,1,1,,MedSupply Co.,1`;
    for (const url of ['/api/inventory/items/import', '/api/inventory/items/import?confirm=abc']) {
      const res = await postCsv(app, url, csv);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
      expect(res.json().message).toContain('confirm');
    }
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('neutralises formula-looking text in the export, and the import reads it back exactly', async () => {
    const { app } = get();
    const names = [
      '=HYPERLINK("http://evil.example","x") gauze',
      '+1 swabs',
      '-20 C cold packs',
      '@SUM(A1) tape',
    ];
    for (const name of names) expect((await makeItem(app, { name })).name).toBe(name);
    const exported = await exportCsv(app);
    const records = parseCsv(exported);
    const nameAt = records[0]?.indexOf('name') ?? -1;
    const written = records.map((r) => r[nameAt] ?? '');
    for (const name of names) {
      expect(written).toContain(`'${name}`);
      expect(written).not.toContain(name);
    }
    const shown = await preview(app, exported);
    expect(shown.counts).toMatchObject({ new: 0, changed: 0, rejected: 0 });
  });

  it.each([
    ['malformed CSV', 'name,category\n"Unclosed,Other'],
    ['a missing column', 'name,category\nX,Other'],
    ['an empty file', ''],
    ['a header without rows', HEADER],
  ])('refuses %s with 400 and changes nothing, in preview and import', async (_what, csv) => {
    const { app, db } = get();
    const before = await snapshotDatabase(db);
    for (const res of [await previewCsv(app, csv), await applyCsv(app, csv, 'a'.repeat(64))]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/CSV_INVALID|VALIDATION_FAILED/);
      expect(res.json().message.length).toBeGreaterThan(10);
    }
    expect(await snapshotDatabase(db)).toEqual(before);
  });
});
