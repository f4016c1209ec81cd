import { describe, expect, it } from 'vitest';
import { SGTIN96_PARTITION_TABLE, SGTIN96_SERIAL_MAX } from './constants';
import {
  decodeSgtin96,
  EpcError,
  encodeSgtin96,
  gtin14,
  itemReferenceForItem,
  parseSgtin96TagUri,
  type Sgtin96,
  sgtin96TagUri,
  sgtinPureIdentityUri,
  validateEpc,
} from './epc';

// The GS1 EPC Tag Data Standard's worked SGTIN-96 example (TDS appendix "Example of a specific trade item").
const TDS_EXAMPLE_URI = 'urn:epc:tag:sgtin-96:3.0614141.812345.6789';
const TDS_EXAMPLE_HEX = '3074257BF7194E4000001A85';
const TDS_EXAMPLE: Sgtin96 = {
  filter: 3,
  partition: 5,
  companyPrefix: '0614141',
  itemReference: '812345',
  serial: 6789n,
};

function expectEpcError(run: () => unknown, code: string, message: string | RegExp): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EpcError);
    expect((error as EpcError).code).toBe(code);
    if (typeof message === 'string') expect((error as EpcError).message).toBe(message);
    else expect((error as EpcError).message).toMatch(message);
    return;
  }
  expect.fail('expected an EpcError');
}

/** A hex EPC (filter 3, serial 0) with raw company prefix and item reference field values, valid or not. */
function hexWith(partition: number, prefixValue: bigint, itemValue: bigint): string {
  const entry = SGTIN96_PARTITION_TABLE[partition];
  if (!entry) throw new Error(`no partition ${partition}`);
  let bits = (0x30n << 3n) | 3n;
  bits = (bits << 3n) | BigInt(partition);
  bits = (bits << BigInt(entry.companyPrefixBits)) | prefixValue;
  bits = (bits << BigInt(entry.itemReferenceBits)) | itemValue;
  return (bits << 38n).toString(16).toUpperCase().padStart(24, '0');
}

describe('the TDS worked example', () => {
  it('encodes to the hex the standard gives', () => {
    expect(
      encodeSgtin96({ filter: 3, companyPrefix: '0614141', itemReference: '812345', serial: 6789n }),
    ).toBe(TDS_EXAMPLE_HEX);
  });
  it('decodes the hex back to the fields, in either case and with 0x', () => {
    expect(decodeSgtin96(TDS_EXAMPLE_HEX)).toEqual(TDS_EXAMPLE);
    expect(decodeSgtin96(`0x${TDS_EXAMPLE_HEX.toLowerCase()}`)).toEqual(TDS_EXAMPLE);
  });
  it('writes and parses the tag URI and the pure identity URI', () => {
    expect(sgtin96TagUri(TDS_EXAMPLE)).toBe(TDS_EXAMPLE_URI);
    expect(sgtin96TagUri(TDS_EXAMPLE_HEX)).toBe(TDS_EXAMPLE_URI);
    expect(parseSgtin96TagUri(TDS_EXAMPLE_URI)).toEqual(TDS_EXAMPLE);
    expect(sgtinPureIdentityUri(TDS_EXAMPLE_HEX)).toBe('urn:epc:id:sgtin:0614141.812345.6789');
  });
  it('carries GTIN 80614141123458', () => {
    expect(gtin14(TDS_EXAMPLE)).toBe('80614141123458');
  });
});

// Not from the TDS: vectors from the tests of independent open-source encoders, as a cross-check.
describe('vectors from other implementations', () => {
  it.each([
    ['3034007D00011C400000000B', 'urn:epc:tag:sgtin-96:1.0008000.001137.11'],
    ['3036015FFC22928003456588', 'urn:epc:tag:sgtin-96:1.8411135.035402.54879624'],
    ['301800004000004000000001', 'urn:epc:tag:sgtin-96:0.000001.0000001.1'],
  ])('%s is %s', (hex, uri) => {
    expect(sgtin96TagUri(hex)).toBe(uri);
    expect(encodeSgtin96(parseSgtin96TagUri(uri))).toBe(hex);
  });
  it('gives the GTINs those implementations give', () => {
    expect(gtin14(decodeSgtin96('3036015FFC22928003456588'))).toBe('08411135354029');
    expect(gtin14(decodeSgtin96('301800004000004000000001'))).toBe('00000010000014');
  });
});

describe('the partition table', () => {
  it('holds the TDS bit and digit counts for partitions 0-6', () => {
    const rows = SGTIN96_PARTITION_TABLE.map((p) => [
      p.partition,
      p.companyPrefixBits,
      p.companyPrefixDigits,
      p.itemReferenceBits,
      p.itemReferenceDigits,
    ]);
    expect(rows).toEqual([
      [0, 40, 12, 4, 1],
      [1, 37, 11, 7, 2],
      [2, 34, 10, 10, 3],
      [3, 30, 9, 14, 4],
      [4, 27, 8, 17, 5],
      [5, 24, 7, 20, 6],
      [6, 20, 6, 24, 7],
    ]);
  });
});

describe('round trips in every partition', () => {
  for (const entry of SGTIN96_PARTITION_TABLE) {
    const { partition, companyPrefixDigits: prefixDigits, itemReferenceDigits: itemDigits } = entry;
    const cases: Omit<Sgtin96, 'partition'>[] = [
      {
        filter: 0,
        companyPrefix: '0'.repeat(prefixDigits),
        itemReference: '0'.repeat(itemDigits),
        serial: 0n,
      },
      {
        filter: 7,
        companyPrefix: '9'.repeat(prefixDigits),
        itemReference: '9'.repeat(itemDigits),
        serial: SGTIN96_SERIAL_MAX,
      },
      {
        filter: 1,
        companyPrefix: `00${'1'.repeat(prefixDigits - 2)}`,
        itemReference: '5'.padStart(itemDigits, '0'),
        serial: 1n,
      },
    ];
    it.each(cases)(`partition ${partition}: %o`, (fields) => {
      const hex = encodeSgtin96(fields);
      expect(hex).toMatch(/^30[0-9A-F]{22}$/);
      const decoded = decodeSgtin96(hex);
      expect(decoded).toEqual({ ...fields, partition });
      expect(parseSgtin96TagUri(sgtin96TagUri(decoded))).toEqual(decoded);
    });
  }
  it('accepts the serial as a number', () => {
    expect(encodeSgtin96({ ...TDS_EXAMPLE, serial: 6789 })).toBe(TDS_EXAMPLE_HEX);
  });
  it('writes serial 0 as 0 and the largest serial in full', () => {
    expect(sgtin96TagUri({ ...TDS_EXAMPLE, serial: 0n })).toBe('urn:epc:tag:sgtin-96:3.0614141.812345.0');
    expect(sgtin96TagUri({ ...TDS_EXAMPLE, serial: SGTIN96_SERIAL_MAX })).toBe(
      'urn:epc:tag:sgtin-96:3.0614141.812345.274877906943',
    );
  });
});

describe('encodeSgtin96 errors', () => {
  const base = { filter: 3, companyPrefix: '0614141', itemReference: '812345', serial: 6789n };
  it.each([-1, 8, 1.5])('rejects filter %s', (filter) => {
    expectEpcError(
      () => encodeSgtin96({ ...base, filter }),
      'invalid_filter',
      'The filter must be a whole number from 0 to 7.',
    );
  });
  it.each(['12345', '1234567890123', '06141a1', ''])('rejects company prefix %j', (companyPrefix) => {
    expectEpcError(
      () => encodeSgtin96({ ...base, companyPrefix }),
      'invalid_company_prefix',
      'The company prefix must be 6 to 12 digits.',
    );
  });
  it.each(['81234', '8123456', '81234x'])(
    'rejects item reference %j for a 7-digit prefix',
    (itemReference) => {
      expectEpcError(
        () => encodeSgtin96({ ...base, itemReference }),
        'invalid_item_reference',
        'The item reference must be 6 digits (indicator digit first) for a 7-digit company prefix.',
      );
    },
  );
  it.each([-1n, SGTIN96_SERIAL_MAX + 1n, -1, 1.5, Number.NaN, 2 ** 53])('rejects serial %s', (serial) => {
    expectEpcError(
      () => encodeSgtin96({ ...base, serial }),
      'invalid_serial',
      'The serial must be a whole number from 0 to 274877906943.',
    );
  });
});

describe('decodeSgtin96 errors', () => {
  it.each([
    '',
    '3074257BF7194E4000001A8',
    '3074257BF7194E4000001A850',
    '3074257BF7194E4000001A8G',
    '0x',
    '30 74257BF7194E4000001A85',
  ])('rejects %j as not 24 hex digits', (hex) => {
    expectEpcError(() => decodeSgtin96(hex), 'invalid_format', 'The EPC must be 24 hexadecimal digits.');
  });
  it('rejects another header', () => {
    expectEpcError(
      () => decodeSgtin96('3174257BF7194E4000001A85'),
      'wrong_header',
      'The header 0x31 is not SGTIN-96 (0x30).',
    );
    expectEpcError(
      () => decodeSgtin96('0074257BF7194E4000001A85'),
      'wrong_header',
      'The header 0x00 is not SGTIN-96 (0x30).',
    );
  });
  it('rejects partition 7', () => {
    // 0x307C...: filter 3 (011), partition 7 (111).
    expectEpcError(
      () => decodeSgtin96('307C257BF7194E4000001A85'),
      'invalid_partition',
      'Partition 7 does not exist (0–6).',
    );
  });
  it.each(SGTIN96_PARTITION_TABLE)('rejects field values too wide for partition $partition', (entry) => {
    const prefixLimit = 10n ** BigInt(entry.companyPrefixDigits);
    const itemLimit = 10n ** BigInt(entry.itemReferenceDigits);
    expect(decodeSgtin96(hexWith(entry.partition, prefixLimit - 1n, itemLimit - 1n)).companyPrefix).toBe(
      '9'.repeat(entry.companyPrefixDigits),
    );
    expectEpcError(
      () => decodeSgtin96(hexWith(entry.partition, prefixLimit, 0n)),
      'invalid_company_prefix',
      `The company prefix field holds ${prefixLimit}, more than the ${entry.companyPrefixDigits} digits partition ${entry.partition} allows.`,
    );
    expectEpcError(
      () => decodeSgtin96(hexWith(entry.partition, 0n, itemLimit)),
      'invalid_item_reference',
      `The item reference field holds ${itemLimit}, more than the ${entry.itemReferenceDigits} digits partition ${entry.partition} allows.`,
    );
  });
});

describe('URI errors', () => {
  it.each([
    ['urn:epc:id:sgtin:0614141.812345.6789', 'invalid_format', /must start with urn:epc:tag:sgtin-96:/],
    ['urn:epc:tag:sgtin-198:3.0614141.812345.6789', 'invalid_format', /must start with/],
    ['urn:epc:tag:sgtin-96:3.0614141.812345', 'invalid_format', /four dot-separated parts/],
    ['urn:epc:tag:sgtin-96:3.0614141.812345.6789.1', 'invalid_format', /four dot-separated parts/],
    ['urn:epc:tag:sgtin-96:8.0614141.812345.6789', 'invalid_filter', /filter/],
    ['urn:epc:tag:sgtin-96:x.0614141.812345.6789', 'invalid_filter', /filter/],
    ['urn:epc:tag:sgtin-96:3.0614141.812345.06789', 'invalid_serial', /without leading zeros/],
    ['urn:epc:tag:sgtin-96:3.0614141.812345.abc', 'invalid_serial', /without leading zeros/],
    ['urn:epc:tag:sgtin-96:3.0614141.812345.274877906944', 'invalid_serial', /0 to 274877906943/],
    ['urn:epc:tag:sgtin-96:3.06141.8123456.6789', 'invalid_company_prefix', /6 to 12 digits/],
    ['urn:epc:tag:sgtin-96:3.0614141.8123.6789', 'invalid_item_reference', /must be 6 digits/],
  ])('parseSgtin96TagUri rejects %s', (uri, code, message) => {
    expectEpcError(() => parseSgtin96TagUri(uri), code, message);
  });
  it('refuses to write a URI whose partition disagrees with the prefix', () => {
    expectEpcError(
      () => sgtin96TagUri({ ...TDS_EXAMPLE, partition: 4 }),
      'invalid_partition',
      'Partition 4 does not match a 7-digit company prefix (partition 5).',
    );
    expectEpcError(() => sgtinPureIdentityUri('3174257BF7194E4000001A85'), 'wrong_header', /0x31/);
  });
});

describe('validateEpc', () => {
  it('accepts a hex EPC or a tag URI', () => {
    expect(validateEpc(TDS_EXAMPLE_HEX)).toEqual({ valid: true, sgtin: TDS_EXAMPLE });
    expect(validateEpc(` ${TDS_EXAMPLE_URI} `)).toEqual({ valid: true, sgtin: TDS_EXAMPLE });
  });
  it('gives the reason instead of throwing', () => {
    expect(validateEpc('3174257BF7194E4000001A85')).toEqual({
      valid: false,
      reason: 'The header 0x31 is not SGTIN-96 (0x30).',
    });
    expect(validateEpc('nonsense')).toEqual({
      valid: false,
      reason: 'The EPC must be 24 hexadecimal digits.',
    });
  });
});

describe('gtin14', () => {
  it('puts the indicator digit first and appends the mod-10 check digit', () => {
    expect(gtin14({ ...TDS_EXAMPLE, itemReference: '012345' })).toBe('00614141123452');
    expect(
      gtin14({ filter: 1, partition: 0, companyPrefix: '000000000000', itemReference: '0', serial: 0n }),
    ).toBe('00000000000000');
  });
  it('rejects an invalid value', () => {
    expectEpcError(
      () => gtin14({ ...TDS_EXAMPLE, itemReference: '12' }),
      'invalid_item_reference',
      /6 digits/,
    );
  });
});

describe('itemReferenceForItem', () => {
  it('pads the id behind indicator digit 0 to the digits the prefix leaves', () => {
    expect(itemReferenceForItem(42, '0614141')).toBe('000042');
    expect(itemReferenceForItem(0, '0614141')).toBe('000000');
    expect(itemReferenceForItem(99_999, '0614141')).toBe('099999');
    expect(itemReferenceForItem(123_456, '061414')).toBe('0123456');
    expect(itemReferenceForItem(7, '06141410000')).toBe('07');
    expect(itemReferenceForItem(0, '061414100000')).toBe('0');
  });
  it('gives an item reference encodeSgtin96 accepts', () => {
    const itemReference = itemReferenceForItem(42, '0614141');
    expect(
      sgtin96TagUri(encodeSgtin96({ filter: 1, companyPrefix: '0614141', itemReference, serial: 1 })),
    ).toBe('urn:epc:tag:sgtin-96:1.0614141.000042.1');
  });
  it('rejects an id that does not fit', () => {
    expectEpcError(
      () => itemReferenceForItem(100_000, '0614141'),
      'invalid_item_id',
      'Item 100000 does not fit the 5 item-reference digits a 7-digit company prefix leaves (at most 99999).',
    );
    expectEpcError(() => itemReferenceForItem(10, '06141410000'), 'invalid_item_id', /at most 9\)/);
    expectEpcError(() => itemReferenceForItem(1, '061414100000'), 'invalid_item_id', /at most 0\)/);
  });
  it('rejects a negative or fractional id and a bad prefix', () => {
    expectEpcError(() => itemReferenceForItem(-1, '0614141'), 'invalid_item_id', /whole number/);
    expectEpcError(() => itemReferenceForItem(1.5, '0614141'), 'invalid_item_id', /whole number/);
    expectEpcError(() => itemReferenceForItem(1, '12345'), 'invalid_company_prefix', /6 to 12 digits/);
  });
});
