/**
 * SGTIN-96 constants from the GS1 EPC Tag Data Standard (TDS 1.13 section 14.5.1, Table 14-2 "SGTIN
 * Partition Table"; TDS 2.x sections 14.5.1 and 14.6.1). The same bit and digit counts are machine-readable in
 * the GS1 Tag Data Translation file https://ref.gs1.org/standards/tdt/2.0.0/SGTIN-96.xml.
 *
 * Layout, most significant bit first: header 8 | filter 3 | partition 3 | company prefix M | indicator digit and
 * item reference N | serial 38, where M + N = 44 and the partition value chooses M and N.
 */

/** The 8-bit header that marks an SGTIN-96 binary encoding (0011 0000). */
export const SGTIN96_HEADER = 0x30;

export const SGTIN96_BITS = 96;
export const SGTIN96_FILTER_BITS = 3;
export const SGTIN96_PARTITION_BITS = 3;
export const SGTIN96_SERIAL_BITS = 38;
/** Company prefix and item reference share these bits; the partition decides the split. */
export const SGTIN96_PREFIX_AND_ITEM_BITS = 44;
/** The largest serial 38 bits hold: 274 877 906 943. */
export const SGTIN96_SERIAL_MAX = (1n << BigInt(SGTIN96_SERIAL_BITS)) - 1n;
export const SGTIN96_FILTER_MAX = 7;
/** Company prefix digits plus indicator-and-item-reference digits: a GTIN-14 without its check digit. */
export const SGTIN_PREFIX_AND_ITEM_DIGITS = 13;

export interface SgtinPartition {
  partition: number;
  companyPrefixBits: number;
  companyPrefixDigits: number;
  /** Bits and digits of the indicator digit followed by the item reference. */
  itemReferenceBits: number;
  itemReferenceDigits: number;
}

/** TDS Table 14-2, indexed by partition value (0-6). */
export const SGTIN96_PARTITION_TABLE: readonly SgtinPartition[] = [
  {
    partition: 0,
    companyPrefixBits: 40,
    companyPrefixDigits: 12,
    itemReferenceBits: 4,
    itemReferenceDigits: 1,
  },
  {
    partition: 1,
    companyPrefixBits: 37,
    companyPrefixDigits: 11,
    itemReferenceBits: 7,
    itemReferenceDigits: 2,
  },
  {
    partition: 2,
    companyPrefixBits: 34,
    companyPrefixDigits: 10,
    itemReferenceBits: 10,
    itemReferenceDigits: 3,
  },
  {
    partition: 3,
    companyPrefixBits: 30,
    companyPrefixDigits: 9,
    itemReferenceBits: 14,
    itemReferenceDigits: 4,
  },
  {
    partition: 4,
    companyPrefixBits: 27,
    companyPrefixDigits: 8,
    itemReferenceBits: 17,
    itemReferenceDigits: 5,
  },
  {
    partition: 5,
    companyPrefixBits: 24,
    companyPrefixDigits: 7,
    itemReferenceBits: 20,
    itemReferenceDigits: 6,
  },
  {
    partition: 6,
    companyPrefixBits: 20,
    companyPrefixDigits: 6,
    itemReferenceBits: 24,
    itemReferenceDigits: 7,
  },
];

export const SGTIN96_TAG_URI_PREFIX = 'urn:epc:tag:sgtin-96:';
export const SGTIN_PURE_IDENTITY_URI_PREFIX = 'urn:epc:id:sgtin:';

// The API's limits and values, here rather than beside the schemas so a screen can use them without building zod's
// schemas.
/** Tag statuses (spec 001): any of them may be set freely; an unknown one displays as inactive. */
export const RFID_TAG_STATUSES = ['active', 'inactive', 'lost', 'damaged'] as const;
export type RfidTagStatus = (typeof RFID_TAG_STATUSES)[number];
export const RFID_SIGNAL_STRENGTHS = ['none', 'low', 'medium', 'high'] as const;
export type RfidSignalStrength = (typeof RFID_SIGNAL_STRENGTHS)[number];
/** The alert a tag no reader has seen for RFID_UNSEEN_DAYS raises (one open per tag). */
export const RFID_UNSEEN_ALERT_TYPE = 'rfid_unseen';
export const RFID_LOCATION_MAX = 120;
export const RFID_SEARCH_MAX = 100;
/** Reader events one POST /api/rfid/scans may carry. */
export const RFID_SCAN_BATCH_MAX = 10_000;
/** EPCs one POST /api/rfid/validate may carry. */
export const RFID_VALIDATE_BATCH_MAX = 1000;
/** A reader value longer than this is refused outright (an SGTIN-96 tag URI is under 60 characters). */
export const RFID_EPC_INPUT_MAX = 100;
/** Recent RFID Activity on the overview shows the first this many tags (spec 001). */
export const RFID_RECENT_ACTIVITY_LIMIT = 10;
/** The RFID status message clears after this long (spec 001). */
export const RFID_STATUS_MESSAGE_MS = 3000;
/** A tag at or below this battery level is listed under the low-battery insight. */
export const RFID_LOW_BATTERY_PERCENT = 20;
/** Days of reader events the scans-over-time chart shows, today included. */
export const RFID_SCAN_HISTORY_DAYS = 30;
/** Tags each analytics insight lists (the total is given too). */
export const RFID_INSIGHT_LIST_MAX = 10;
/** Battery bands of the battery-level chart, in percent, inclusive. */
export const RFID_BATTERY_BANDS = [
  { min: 0, max: 20 },
  { min: 21, max: 50 },
  { min: 51, max: 80 },
  { min: 81, max: 100 },
] as const;
export const RFID_COVERAGE_FILTERS = ['with', 'without'] as const;
export type RfidCoverageFilter = (typeof RFID_COVERAGE_FILTERS)[number];
