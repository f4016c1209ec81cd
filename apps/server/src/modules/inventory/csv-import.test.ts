import { ITEM_CSV_COLUMNS } from '@careledger/shared';
import { expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv';
import { callInventory, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';

const importCsv = (app: Parameters<typeof callInventory>[0], csv: string) =>
  app.inject({
    method: 'POST',
    url: '/api/inventory/items/import',
    payload: csv,
    headers: { 'content-type': 'text/csv' },
  });

describeEachDatabase('inventory CSV export and import', (get) => {
  it('exports every listed item as RFC 4180 CSV with the contract header', async () => {
    const { app } = get();
    const res = await app.inject({ method: 'GET', url: '/api/inventory/items.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...ITEM_CSV_COLUMNS]);
    const supplies = (await callInventory(app, 'GET', '/supplies?pageSize=200')).body;
    expect(rows).toHaveLength(supplies.total);
  });

  it('round trip: importing the export creates the same items again with their stock', async () => {
    const { app } = get();
    const exported = (await app.inject({ method: 'GET', url: '/api/inventory/items.csv' })).body;
    const before = (await callInventory(app, 'GET', '/supplies?pageSize=200')).body;
    const res = await importCsv(app, exported);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: before.total });
    const after = (await callInventory(app, 'GET', '/supplies?pageSize=200')).body;
    expect(after.total).toBe(2 * before.total);
    const key = (i: {
      name: string;
      stock: number;
      threshold: number;
      supplierName: string;
      price: number;
    }) => `${i.name}|${i.stock}|${i.threshold}|${i.supplierName}|${i.price}`;
    const counts = new Map<string, number>();
    for (const i of after.items) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
    for (const i of before.items) expect(counts.get(key(i))).toBe(2);
  });

  it('neutralises formula-looking text in the export, and its import reads it back exactly', async () => {
    const { app } = get();
    const names = [
      '=HYPERLINK("http://evil.example","x") gauze',
      '+1 swabs',
      '-20 C cold packs',
      '@SUM(A1) tape',
    ];
    for (const name of names) expect((await makeItem(app, { name })).name).toBe(name);
    const exported = (await app.inject({ method: 'GET', url: '/api/inventory/items.csv' })).body;
    const [header, ...rows] = parseCsv(exported);
    const nameAt = header?.indexOf('name') ?? -1;
    const written = rows.map((r) => r[nameAt] ?? '');
    for (const name of names) {
      expect(written).toContain(`'${name}`);
      expect(written).not.toContain(name);
    }
    expect((await importCsv(app, exported)).statusCode).toBe(200);
    const after = (await callInventory(app, 'GET', '/supplies?pageSize=200')).body.items as {
      name: string;
    }[];
    for (const name of names) expect(after.filter((i) => i.name === name)).toHaveLength(2);
    expect(after.some((i) => i.name.startsWith("'"))).toBe(false);
  });

  it('imports nothing when any row is bad, and lists every bad row', async () => {
    const { app, db } = get();
    const before = await snapshotDatabase(db);
    const csv = [
      'name,category,unit,stock,threshold,expiry,supplier,price',
      'Good row,Consumables,box,5,2,,MedSupply Co.,1.50',
      ',Consumables,box,5,2,,MedSupply Co.,1.50',
      'Bad category,Snacks,box,5,2,,MedSupply Co.,1.50',
      'Bad numbers,Other,box,-1,abc,,MedSupply Co.,1.50',
      'Bad supplier,Other,box,1,1,,Nobody Ltd.,1',
      'Bad date,Other,box,1,1,2030-13-45,MedSupply Co.,1',
    ].join('\r\n');
    const res = await importCsv(app, csv);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      error: 'CSV_INVALID',
      message: '5 rows have problems; nothing was imported.',
    });
    expect(body.rows.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6, 7]);
    expect(body.rows[0].message).toContain('name');
    expect(body.rows[1].message).toContain('Category must be one of');
    expect(body.rows[2].message).toContain('stock');
    expect(body.rows[2].message).toContain('threshold');
    expect(body.rows[3].message).toContain('No supplier named Nobody Ltd.');
    expect(body.rows[4].message).toContain('expiry');
    // Each problem also as a catalogue sentence, for the reader's language.
    expect(body).toMatchObject({ messageKey: 'csvRowsInvalid', params: { count: 5 } });
    expect(body.rows[0].problems).toEqual([{ messageKey: 'csvRequired', params: { field: 'name' } }]);
    expect(body.rows[2].problems.map((p: { params: { context: string } }) => p.params.context)).toEqual([
      'stock',
      'threshold',
    ]);
    expect(body.rows[3].problems).toEqual([
      { messageKey: 'csvUnknownSupplier', params: { name: 'Nobody Ltd.' } },
    ]);
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it.each([
    ['malformed CSV', 'name,category\n"Unclosed,Other'],
    ['a missing column', 'name,category\nX,Other'],
    ['an empty file', ''],
  ])('refuses %s with 400 CSV_INVALID and changes nothing', async (_what, csv) => {
    const { app, db } = get();
    const before = await snapshotDatabase(db);
    const res = await importCsv(app, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/CSV_INVALID|VALIDATION_FAILED/);
    expect(res.json().message.length).toBeGreaterThan(10);
    expect(await snapshotDatabase(db)).toEqual(before);
  });
});
