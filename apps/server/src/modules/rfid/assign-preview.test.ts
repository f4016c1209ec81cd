import { rfidAssignPreviewSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { callInventory, callRfid, makeItem } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';

describeEachDatabase('Assign RFID Tags: preview, then confirm', (get) => {
  it('previews the untagged items without writing; the confirmed fingerprint tags exactly them', async () => {
    const { app, db } = get();
    const made = [
      await makeItem(app, { name: 'Preview gauze' }),
      await makeItem(app, { name: 'Preview tape' }),
    ];
    const before = await snapshotDatabase(db);
    const res = await callRfid(app, 'GET', '/assign/preview');
    expect(res.status).toBe(200);
    const preview = rfidAssignPreviewSchema.parse(res.body);
    expect(preview.items.map((i) => i.itemId)).toEqual(expect.arrayContaining(made.map((m) => m.id)));
    expect(preview.items.find((i) => i.itemId === made[0]?.id)?.itemName).toBe('Preview gauze');
    expect(await snapshotDatabase(db)).toEqual(before);

    const assigned = await callRfid(app, 'POST', `/assign?confirm=${preview.fingerprint}`);
    expect(assigned).toEqual({ status: 200, body: { assigned: preview.items.length } });
    expect((await callRfid(app, 'GET', '/assign/preview')).body.items).toEqual([]);
  });

  it('refuses with 409 and tags nothing when the untagged items changed since the preview', async () => {
    const { app, db } = get();
    await makeItem(app);
    const preview = rfidAssignPreviewSchema.parse((await callRfid(app, 'GET', '/assign/preview')).body);
    const late = await makeItem(app, { name: 'Arrived after the preview' });
    const before = await snapshotDatabase(db);
    const stale = await callRfid(app, 'POST', `/assign?confirm=${preview.fingerprint}`);
    expect(stale).toMatchObject({
      status: 409,
      body: { error: 'CONFLICT', messageKey: 'rfidAssignChanged' },
    });
    expect(stale.body.message).toContain('no tags were assigned');
    expect(await snapshotDatabase(db)).toEqual(before);
    const again = rfidAssignPreviewSchema.parse((await callRfid(app, 'GET', '/assign/preview')).body);
    expect(again.items.map((i) => i.itemId)).toContain(late.id);
    expect((await callInventory(app, 'GET', `/items/${late.id}`)).body.rfidTag).toBeNull();
  });
});
