import { rfidTagPageSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv';
import { callRfid, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { RFID_TAG_CSV_COLUMNS } from './export-tags-csv';

describeEachDatabase('GET /api/rfid/tags.csv', (get) => {
  it('holds every tag the search matches, past one page, with the same fields as the API', async () => {
    const { app } = get();
    for (let n = 0; n < 3; n++) {
      const item = await makeItem(app, { name: `Csv probe, "quoted" ${n}` });
      expect((await callRfid(app, 'POST', '/tags', { itemId: item.id })).status).toBe(201);
    }
    const res = await app.inject({ method: 'GET', url: '/api/rfid/tags.csv?search=csv%20probe' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('rfid-tags.csv');
    const [header, ...records] = parseCsv(res.body);
    expect(header).toEqual([...RFID_TAG_CSV_COLUMNS]);

    const page = rfidTagPageSchema.parse(
      (await callRfid(app, 'GET', '/tags?search=csv%20probe&pageSize=2')).body,
    );
    expect(page.total).toBe(3);
    const all = rfidTagPageSchema.parse((await callRfid(app, 'GET', '/tags?search=csv%20probe')).body).items;
    expect(records).toEqual(
      all.map((t) => [
        t.tagId,
        String(t.itemId),
        t.itemName,
        t.status,
        t.generatedAt,
        t.lastScan ?? '',
        t.location ?? '',
        t.batteryLevel === null ? '' : String(t.batteryLevel),
        t.signalStrength ?? '',
        t.pureIdentityUri,
      ]),
    );
  });

  it('answers only the header when nothing matches, and 400 for a bad status', async () => {
    const { app } = get();
    const res = await app.inject({
      method: 'GET',
      url: '/api/rfid/tags.csv?search=nothing%20is%20called%20this',
    });
    expect(parseCsv(res.body)).toEqual([[...RFID_TAG_CSV_COLUMNS]]);
    const bad = await app.inject({ method: 'GET', url: '/api/rfid/tags.csv?status=missing' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
  });

  it('neutralises formula-looking item names so a spreadsheet shows them as text', async () => {
    const { app } = get();
    const item = await makeItem(app, { name: '=HYPERLINK("http://evil.example","tag")' });
    expect((await callRfid(app, 'POST', '/tags', { itemId: item.id })).status).toBe(201);
    const res = await app.inject({ method: 'GET', url: '/api/rfid/tags.csv?search=hyperlink' });
    const [, ...records] = parseCsv(res.body);
    expect(records.map((r) => r[2])).toEqual([`'${item.name}`]);
  });
});
