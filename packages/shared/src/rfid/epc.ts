import {
  SGTIN_PREFIX_AND_ITEM_DIGITS,
  SGTIN_PURE_IDENTITY_URI_PREFIX,
  SGTIN96_FILTER_MAX,
  SGTIN96_HEADER,
  SGTIN96_PARTITION_TABLE,
  SGTIN96_SERIAL_BITS,
  SGTIN96_SERIAL_MAX,
  SGTIN96_TAG_URI_PREFIX,
  type SgtinPartition,
} from './constants';

// SGTIN-96 encoding and decoding per the GS1 EPC Tag Data Standard (TDS): section 14.3.3 (partition table
// encoding/decoding), 14.5.1 (SGTIN-96 coding table), 12.3 (EPC Tag URI and Pure Identity URI), 7.1 (SGTIN
// and GTIN, check digit). Worked example in the TDS: urn:epc:tag:sgtin-96:3.0614141.812345.6789 is
// 3074257BF7194E4000001A85.

/** A decoded SGTIN-96. Company prefix and item reference keep their leading zeros; the item reference starts with the indicator digit. */
export interface Sgtin96 {
  filter: number;
  partition: number;
  companyPrefix: string;
  itemReference: string;
  serial: bigint;
}

export type EpcErrorCode =
  | 'invalid_format'
  | 'wrong_header'
  | 'invalid_partition'
  | 'invalid_filter'
  | 'invalid_company_prefix'
  | 'invalid_item_reference'
  | 'invalid_serial'
  | 'invalid_item_id';

/** Any EPC that cannot be encoded or decoded: `message` is for a person, `code` for a program. */
export class EpcError extends Error {
  override readonly name = 'EpcError';
  constructor(
    message: string,
    readonly code: EpcErrorCode = 'invalid_format',
  ) {
    super(message);
  }
}

const HEX_EPC = /^(?:0x)?([0-9a-f]{24})$/i;
const DIGITS = /^\d+$/;
// The pure-identity and tag URIs of SGTIN-96 carry the serial as a decimal integer without leading zeros (TDS 14.5.1).
const SERIAL_DIGITS = /^(?:0|[1-9]\d*)$/;

function partitionForPrefix(companyPrefix: string): SgtinPartition {
  const entry = DIGITS.test(companyPrefix)
    ? SGTIN96_PARTITION_TABLE.find((p) => p.companyPrefixDigits === companyPrefix.length)
    : undefined;
  if (!entry) throw new EpcError('The company prefix must be 6 to 12 digits.', 'invalid_company_prefix');
  return entry;
}

function toSerial(serial: bigint | number): bigint {
  const value = typeof serial === 'bigint' ? serial : Number.isSafeInteger(serial) ? BigInt(serial) : -1n;
  if (value < 0n || value > SGTIN96_SERIAL_MAX) {
    throw new EpcError(
      `The serial must be a whole number from 0 to ${SGTIN96_SERIAL_MAX}.`,
      'invalid_serial',
    );
  }
  return value;
}

/** Checks every field and returns them normalised, with the partition the company prefix implies. */
function checkFields(input: {
  filter: number;
  companyPrefix: string;
  itemReference: string;
  serial: bigint | number;
}): Sgtin96 {
  const { filter, companyPrefix, itemReference } = input;
  if (!Number.isInteger(filter) || filter < 0 || filter > SGTIN96_FILTER_MAX) {
    throw new EpcError(
      `The filter must be a whole number from 0 to ${SGTIN96_FILTER_MAX}.`,
      'invalid_filter',
    );
  }
  const entry = partitionForPrefix(companyPrefix);
  if (!DIGITS.test(itemReference) || itemReference.length !== entry.itemReferenceDigits) {
    throw new EpcError(
      `The item reference must be ${entry.itemReferenceDigits} digits (indicator digit first) for a ` +
        `${entry.companyPrefixDigits}-digit company prefix.`,
      'invalid_item_reference',
    );
  }
  return { filter, partition: entry.partition, companyPrefix, itemReference, serial: toSerial(input.serial) };
}

/** Accepts a decoded value or a hex EPC; checks the partition agrees with the company prefix. */
function toSgtin96(v: Sgtin96 | string): Sgtin96 {
  if (typeof v === 'string') return decodeSgtin96(v);
  const checked = checkFields(v);
  if (v.partition !== checked.partition) {
    throw new EpcError(
      `Partition ${v.partition} does not match a ${v.companyPrefix.length}-digit company prefix ` +
        `(partition ${checked.partition}).`,
      'invalid_partition',
    );
  }
  return checked;
}

/**
 * The 96-bit SGTIN as 24 upper-case hex digits. The partition follows from the company prefix length; the item
 * reference (indicator digit first) must have 13 minus that many digits.
 */
export function encodeSgtin96(input: {
  filter: number;
  companyPrefix: string;
  itemReference: string;
  serial: bigint | number;
}): string {
  const { filter, partition, companyPrefix, itemReference, serial } = checkFields(input);
  const entry = SGTIN96_PARTITION_TABLE[partition] as SgtinPartition;
  const serialBits = BigInt(SGTIN96_SERIAL_BITS);
  let bits = BigInt(SGTIN96_HEADER);
  bits = (bits << 3n) | BigInt(filter);
  bits = (bits << 3n) | BigInt(partition);
  bits = (bits << BigInt(entry.companyPrefixBits)) | BigInt(companyPrefix);
  bits = (bits << BigInt(entry.itemReferenceBits)) | BigInt(itemReference);
  bits = (bits << serialBits) | serial;
  return bits.toString(16).toUpperCase().padStart(24, '0');
}

/** Reads `bits` bits of `value` that sit `shift` bits above the least significant bit. */
function field(value: bigint, shift: number, bits: number): bigint {
  return (value >> BigInt(shift)) & ((1n << BigInt(bits)) - 1n);
}

/**
 * Decodes 24 hex digits (either case, optional 0x prefix, surrounding spaces ignored). Rejects another header,
 * partition 7, and a company prefix or item reference whose value needs more digits than the partition allows
 * (the TDS declares such an EPC invalid).
 */
export function decodeSgtin96(hex: string): Sgtin96 {
  const match = HEX_EPC.exec(hex.trim());
  if (!match?.[1]) throw new EpcError('The EPC must be 24 hexadecimal digits.', 'invalid_format');
  const value = BigInt(`0x${match[1]}`);

  const header = Number(field(value, 88, 8));
  if (header !== SGTIN96_HEADER) {
    const shown = header.toString(16).toUpperCase().padStart(2, '0');
    throw new EpcError(`The header 0x${shown} is not SGTIN-96 (0x30).`, 'wrong_header');
  }
  const filter = Number(field(value, 85, 3));
  const partition = Number(field(value, 82, 3));
  const entry = SGTIN96_PARTITION_TABLE[partition];
  if (!entry) throw new EpcError(`Partition ${partition} does not exist (0–6).`, 'invalid_partition');

  const itemShift = SGTIN96_SERIAL_BITS;
  const prefixShift = itemShift + entry.itemReferenceBits;
  const prefixValue = field(value, prefixShift, entry.companyPrefixBits);
  const itemValue = field(value, itemShift, entry.itemReferenceBits);
  if (prefixValue >= 10n ** BigInt(entry.companyPrefixDigits)) {
    throw new EpcError(
      `The company prefix field holds ${prefixValue}, more than the ${entry.companyPrefixDigits} digits ` +
        `partition ${partition} allows.`,
      'invalid_company_prefix',
    );
  }
  if (itemValue >= 10n ** BigInt(entry.itemReferenceDigits)) {
    throw new EpcError(
      `The item reference field holds ${itemValue}, more than the ${entry.itemReferenceDigits} digits ` +
        `partition ${partition} allows.`,
      'invalid_item_reference',
    );
  }
  return {
    filter,
    partition,
    companyPrefix: prefixValue.toString().padStart(entry.companyPrefixDigits, '0'),
    itemReference: itemValue.toString().padStart(entry.itemReferenceDigits, '0'),
    serial: field(value, 0, SGTIN96_SERIAL_BITS),
  };
}

/** urn:epc:tag:sgtin-96:{filter}.{companyPrefix}.{itemReference}.{serial}, from a decoded value or a hex EPC. */
export function sgtin96TagUri(v: Sgtin96 | string): string {
  const s = toSgtin96(v);
  return `${SGTIN96_TAG_URI_PREFIX}${s.filter}.${s.companyPrefix}.${s.itemReference}.${s.serial}`;
}

/** urn:epc:id:sgtin:{companyPrefix}.{itemReference}.{serial}: the identity alone, without filter or encoding. */
export function sgtinPureIdentityUri(v: Sgtin96 | string): string {
  const s = toSgtin96(v);
  return `${SGTIN_PURE_IDENTITY_URI_PREFIX}${s.companyPrefix}.${s.itemReference}.${s.serial}`;
}

/** The inverse of `sgtin96TagUri`. */
export function parseSgtin96TagUri(uri: string): Sgtin96 {
  const trimmed = uri.trim();
  if (!trimmed.startsWith(SGTIN96_TAG_URI_PREFIX)) {
    throw new EpcError(`The tag URI must start with ${SGTIN96_TAG_URI_PREFIX}.`, 'invalid_format');
  }
  const parts = trimmed.slice(SGTIN96_TAG_URI_PREFIX.length).split('.');
  const [filter, companyPrefix, itemReference, serial] = parts;
  if (parts.length !== 4 || filter === undefined || companyPrefix === undefined) {
    throw new EpcError(
      'The tag URI must have four dot-separated parts: filter.companyPrefix.itemReference.serial.',
      'invalid_format',
    );
  }
  if (!/^\d$/.test(filter)) {
    throw new EpcError(
      `The filter must be a whole number from 0 to ${SGTIN96_FILTER_MAX}.`,
      'invalid_filter',
    );
  }
  if (serial === undefined || !SERIAL_DIGITS.test(serial)) {
    throw new EpcError('The serial must be digits without leading zeros for SGTIN-96.', 'invalid_serial');
  }
  return checkFields({
    filter: Number(filter),
    companyPrefix,
    itemReference: itemReference ?? '',
    serial: BigInt(serial),
  });
}

/**
 * Whether a reader value is a valid SGTIN-96: 24 hex digits (as `decodeSgtin96` accepts) or an SGTIN-96 tag
 * URI. Never throws for bad input; the reason is the EpcError message.
 */
export function validateEpc(
  input: string,
): { valid: true; sgtin: Sgtin96 } | { valid: false; reason: string } {
  try {
    const sgtin = input.trim().startsWith('urn:') ? parseSgtin96TagUri(input) : decodeSgtin96(input);
    return { valid: true, sgtin };
  } catch (error) {
    if (error instanceof EpcError) return { valid: false, reason: error.message };
    throw error;
  }
}

/** GS1 mod-10 check digit: weights 3, 1, 3, ... from the rightmost digit (GS1 General Specifications 7.9.1). */
function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const weight = (digits.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** The GTIN-14 the SGTIN carries: indicator digit, company prefix, rest of the item reference, check digit (TDS 7.1). */
export function gtin14(v: Sgtin96): string {
  const s = toSgtin96(v);
  const body = `${s.itemReference.slice(0, 1)}${s.companyPrefix}${s.itemReference.slice(1)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/**
 * The item reference (with indicator digit 0) for a CareLedger item id, padded to the digits the prefix leaves;
 * EpcError if the id does not fit.
 */
export function itemReferenceForItem(itemId: number, companyPrefix: string): string {
  const entry = partitionForPrefix(companyPrefix);
  const idDigits = SGTIN_PREFIX_AND_ITEM_DIGITS - entry.companyPrefixDigits - 1;
  if (!Number.isSafeInteger(itemId) || itemId < 0) {
    throw new EpcError('The item id must be a whole number of 0 or more.', 'invalid_item_id');
  }
  const max = 10 ** idDigits - 1;
  if (itemId > max) {
    throw new EpcError(
      `Item ${itemId} does not fit the ${idDigits} item-reference digits a ${entry.companyPrefixDigits}-digit ` +
        `company prefix leaves (at most ${max}).`,
      'invalid_item_id',
    );
  }
  // A 12-digit prefix leaves only the indicator digit, so only item 0 fits.
  return idDigits === 0 ? '0' : `0${String(itemId).padStart(idDigits, '0')}`;
}
