import { z } from 'zod';
import { idField, MAX_ID } from '../ids';
import { pageSchema } from '../page';
import {
  RFID_COVERAGE_FILTERS,
  RFID_EPC_INPUT_MAX,
  RFID_LOCATION_MAX,
  RFID_SCAN_BATCH_MAX,
  RFID_SEARCH_MAX,
  RFID_SIGNAL_STRENGTHS,
  RFID_TAG_STATUSES,
  RFID_VALIDATE_BATCH_MAX,
} from './constants';

// The RFID API contract (spec 001, RFID Management; DESIGN section 9). Tag ids are SGTIN-96 EPCs as 24
// upper-case hex digits (see ./epc).

const TAG_ID = /^[0-9A-Fa-f]{24}$/;
export const rfidTagIdSchema = z
  .string()
  .regex(TAG_ID, 'The tag id must be an SGTIN-96 EPC: 24 hexadecimal digits.')
  .transform((s) => s.toUpperCase());
export const rfidTagParamsSchema = z.object({ tag_id: rfidTagIdSchema });

export const rfidTagSchema = z.object({
  tagId: z.string(),
  itemId: z.number().int(),
  itemName: z.string(),
  status: z.enum(RFID_TAG_STATUSES),
  /** ISO date and time the tag was assigned. */
  generatedAt: z.string(),
  lastScan: z.string().nullable(),
  location: z.string().nullable(),
  batteryLevel: z.number().int().nullable(),
  signalStrength: z.enum(RFID_SIGNAL_STRENGTHS).nullable(),
  /** urn:epc:id:sgtin:… of the tag id. */
  pureIdentityUri: z.string(),
});
export type RfidTag = z.infer<typeof rfidTagSchema>;

export const rfidTagsQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(RFID_SEARCH_MAX, `search must be at most ${RFID_SEARCH_MAX} characters.`)
    .optional(),
  status: z.enum(RFID_TAG_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type RfidTagsQuery = z.input<typeof rfidTagsQuerySchema>;
export const rfidTagPageSchema = pageSchema(rfidTagSchema);
export type RfidTagPage = z.infer<typeof rfidTagPageSchema>;

/**
 * PUT tags/{tag_id}: the edit dialog sends the whole tag. Status, location, battery and signal change; a field
 * left out stays as it is. Tag id and item name are read-only: the server refuses a different value. Any other
 * field is refused.
 */
export const rfidTagUpdateSchema = z.strictObject({
  tagId: z.string().optional(),
  itemName: z.string().optional(),
  itemId: idField.optional(),
  status: z.enum(RFID_TAG_STATUSES, {
    error: `status must be one of ${RFID_TAG_STATUSES.join(', ')}.`,
  }),
  location: z
    .string()
    .trim()
    .max(RFID_LOCATION_MAX, `location must be at most ${RFID_LOCATION_MAX} characters.`)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional(),
  batteryLevel: z
    .number({ error: 'batteryLevel must be a whole number from 0 to 100, or null.' })
    .int('batteryLevel must be a whole number from 0 to 100, or null.')
    .min(0, 'batteryLevel must be a whole number from 0 to 100, or null.')
    .max(100, 'batteryLevel must be a whole number from 0 to 100, or null.')
    .nullable()
    .optional(),
  signalStrength: z
    .enum(RFID_SIGNAL_STRENGTHS, {
      error: `signalStrength must be one of ${RFID_SIGNAL_STRENGTHS.join(', ')}, or null.`,
    })
    .nullable()
    .optional(),
});
export type RfidTagUpdate = z.input<typeof rfidTagUpdateSchema>;

export const rfidAssignResultSchema = z.object({ assigned: z.number().int() });

export const rfidStatisticsSchema = z.object({
  totalTags: z.number().int(),
  activeTags: z.number().int(),
  lostTags: z.number().int(),
  damagedTags: z.number().int(),
  totalSupplies: z.number().int(),
  suppliesWithRFID: z.number().int(),
  suppliesWithoutRFID: z.number().int(),
  /** suppliesWithRFID / totalSupplies in percent, one decimal; 0 without supplies. */
  coveragePercentage: z.number(),
});
export type RfidStatistics = z.infer<typeof rfidStatisticsSchema>;

const epcInput = z
  .string({ error: 'Each EPC must be a string.' })
  .max(RFID_EPC_INPUT_MAX, `An EPC must be at most ${RFID_EPC_INPUT_MAX} characters.`);

export const rfidValidateRequestSchema = z.strictObject({
  epcs: z
    .array(epcInput)
    .min(1, 'epcs must hold at least one EPC.')
    .max(RFID_VALIDATE_BATCH_MAX, `epcs may hold at most ${RFID_VALIDATE_BATCH_MAX} EPCs.`),
});
export const rfidDecodedEpcSchema = z.object({
  epc: z.string(),
  valid: z.literal(true),
  /** The canonical 24 upper-case hex digits. */
  tagId: z.string(),
  filter: z.number().int(),
  partition: z.number().int(),
  companyPrefix: z.string(),
  itemReference: z.string(),
  /** Decimal; up to 38 bits, so a string. */
  serial: z.string(),
  tagUri: z.string(),
  pureIdentityUri: z.string(),
});
export const rfidInvalidEpcSchema = z.object({
  epc: z.string(),
  valid: z.literal(false),
  reason: z.string(),
});
export const rfidValidateResultSchema = z.object({
  results: z.array(z.discriminatedUnion('valid', [rfidDecodedEpcSchema, rfidInvalidEpcSchema])),
});
export type RfidValidateResult = z.infer<typeof rfidValidateResultSchema>;

export const rfidScanEventSchema = z.strictObject({
  epc: epcInput,
  location: z
    .string({ error: 'location must be the reader location.' })
    .trim()
    .min(1, 'location must not be empty.')
    .max(RFID_LOCATION_MAX, `location must be at most ${RFID_LOCATION_MAX} characters.`),
  signal: z.enum(RFID_SIGNAL_STRENGTHS, {
    error: `signal must be one of ${RFID_SIGNAL_STRENGTHS.join(', ')}.`,
  }),
  time: z.iso.datetime({
    offset: true,
    error: 'time must be an ISO 8601 date and time, e.g. 2026-05-01T09:30:00Z.',
  }),
});
export type RfidScanEvent = z.infer<typeof rfidScanEventSchema>;
export const rfidScanBatchSchema = z.strictObject({
  events: z
    .array(rfidScanEventSchema)
    .min(1, 'events must hold at least one scan event.')
    .max(RFID_SCAN_BATCH_MAX, `events may hold at most ${RFID_SCAN_BATCH_MAX} scan events.`),
});
export const rfidScanResultSchema = z.object({
  /** Events of known tags (an event older than the tag's last scan is accepted but changes nothing). */
  accepted: z.number().int(),
  /** Valid EPCs no tag has, each once. */
  unknown: z.array(z.string()),
  /** Events whose EPC is not a valid SGTIN-96, with their position in the batch and the reason. */
  invalid: z.array(z.object({ index: z.number().int(), epc: z.string(), reason: z.string() })),
});
export type RfidScanResult = z.infer<typeof rfidScanResultSchema>;

export const rfidCheckResultSchema = z.object({
  created: z.number().int(),
  resolved: z.number().int(),
  /** Open (active or dismissed) rfid_unseen alerts after the check. */
  open: z.number().int(),
});
export type RfidCheckResult = z.infer<typeof rfidCheckResultSchema>;

const itemIdInput = z
  .number({ error: 'itemId must be the id of an item.' })
  .int('itemId must be the id of an item.')
  .positive('itemId must be the id of an item.')
  .max(MAX_ID, 'itemId must be the id of an item.');

/** POST tags: Add RFID Tag, a new tag for one chosen item that has none. */
export const rfidTagCreateSchema = z.strictObject({ itemId: itemIdInput });

/** Supplies tab and the Add RFID Tag picker: every item that is not archived, with its tag if it has one. */
export const rfidSuppliesQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(RFID_SEARCH_MAX, `search must be at most ${RFID_SEARCH_MAX} characters.`)
    .optional(),
  coverage: z
    .enum(RFID_COVERAGE_FILTERS, { error: `coverage must be one of ${RFID_COVERAGE_FILTERS.join(', ')}.` })
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type RfidSuppliesQuery = z.input<typeof rfidSuppliesQuerySchema>;
export const rfidSupplySchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  supplierName: z.string().nullable(),
  stock: z.number().int(),
  unit: z.string(),
  tagId: z.string().nullable(),
  tagStatus: z.enum(RFID_TAG_STATUSES).nullable(),
});
export type RfidSupply = z.infer<typeof rfidSupplySchema>;
export const rfidSuppliesPageSchema = pageSchema(rfidSupplySchema);
export type RfidSuppliesPage = z.infer<typeof rfidSuppliesPageSchema>;

const tagList = z.object({
  /** How many tags the insight concerns; `tags` holds the first RFID_INSIGHT_LIST_MAX of them. */
  total: z.number().int(),
  tags: z.array(rfidTagSchema),
});

/** GET analytics: what the analytics tab charts besides coverage (which comes from statistics). */
export const rfidAnalyticsSchema = z.object({
  statusCounts: z.object({
    active: z.number().int(),
    inactive: z.number().int(),
    lost: z.number().int(),
    damaged: z.number().int(),
  }),
  /** One entry per RFID_BATTERY_BANDS band, in that order. */
  batteryBands: z.array(z.object({ min: z.number().int(), max: z.number().int(), count: z.number().int() })),
  /** Tags with no battery level (passive tags, or never reported). */
  withoutBattery: z.number().int(),
  /** Events of known tags per UTC day, the last RFID_SCAN_HISTORY_DAYS days oldest first, days without any as 0. */
  scansPerDay: z.array(z.object({ day: z.string(), events: z.number().int() })),
  /** Tags at or below RFID_LOW_BATTERY_PERCENT, lowest first. */
  lowBattery: tagList,
  /** Active tags no reader has seen for unseenDays (from assignment when never scanned), longest unseen first. */
  unseen: tagList,
  unseenDays: z.number().int(),
});
export type RfidAnalytics = z.infer<typeof rfidAnalyticsSchema>;
