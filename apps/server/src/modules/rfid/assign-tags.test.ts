import { decodeSgtin96 } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { renderAlertText } from '../../lib/messages';
import { encodeTag } from './encode-tag';
import { describeUnseenTag } from './evaluate-unseen-tags';

describe('encodeTag', () => {
  it('builds the SGTIN-96 of the configured prefix and filter, the item reference and the serial', () => {
    const tagId = encodeTag({ companyPrefix: '0614141', filter: 1 }, 42, 7);
    expect(decodeSgtin96(tagId)).toEqual({
      filter: 1,
      partition: 5,
      companyPrefix: '0614141',
      itemReference: '000042',
      serial: 7n,
    });
  });

  it('answers 409 with the reason when the item id does not fit the prefix', () => {
    const encode = () => encodeTag({ companyPrefix: '061414112345', filter: 1 }, 42, 7);
    expect(encode).toThrow(AppError);
    expect(encode).toThrow(/item 42 .*RFID_COMPANY_PREFIX 061414112345.*shorter company prefix/);
  });
});

describe('describeUnseenTag', () => {
  const tag = { itemId: 1, itemName: 'Gauze', tagId: '3034257BF7194E4000000001', location: 'Receiving dock' };
  const words = (...args: Parameters<typeof describeUnseenTag>) =>
    renderAlertText(describeUnseenTag(...args));

  it('names the item, the tag, the days and where it was last seen', () => {
    expect(describeUnseenTag({ ...tag, lastScanAt: '2026-05-01T09:30:00Z' }, 7)).toEqual({
      type: 'rfid_unseen',
      params: {
        name: 'Gauze',
        tagId: '3034257BF7194E4000000001',
        count: 7,
        lastScan: '2026-05-01',
        location: 'Receiving dock',
        context: 'at',
      },
    });
    expect(words({ ...tag, lastScanAt: '2026-05-01T09:30:00Z' }, 7)).toEqual({
      title: 'RFID tag not seen: Gauze',
      message:
        'Tag 3034257BF7194E4000000001 has not been seen by a reader for 7 days or more (last scanned 2026-05-01 at Receiving dock). Find it, or mark it lost.',
    });
  });

  it('leaves the place out when the last scan has none, and says one day in the singular', () => {
    expect(words({ ...tag, lastScanAt: '2026-05-01T09:30:00Z', location: null }, 1).message).toBe(
      'Tag 3034257BF7194E4000000001 has not been seen by a reader for 1 day or more (last scanned 2026-05-01). Find it, or mark it lost.',
    );
  });

  it('says so when the tag was never scanned', () => {
    const text = describeUnseenTag({ ...tag, lastScanAt: null }, 3);
    expect(text.params).toMatchObject({ lastScan: null, location: null, context: 'never' });
    expect(renderAlertText(text).message).toContain('never scanned');
  });
});
