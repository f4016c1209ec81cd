import {
  RFID_SIGNAL_STRENGTHS,
  RFID_TAG_STATUSES,
  type RfidSignalStrength,
  type RfidTagStatus,
} from '@careledger/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { inList } from './in-list';
import { items } from './items';

/**
 * Serials of the SGTIN-96 tags the server assigns: unique across every tag, so two items never share a tag id
 * whatever the company prefix. 38 bits is the SGTIN-96 serial's width.
 */
export const rfidSerialSeq = pgSequence('rfid_serial_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: 274_877_906_943,
  increment: 1,
});

/**
 * One RFID tag per item. `tagId` is the SGTIN-96 EPC as 24 upper-case hex digits; `items.rfid_tag` holds a copy
 * (written in the same transaction) so the inventory lists need no join. Scans update `lastScanAt`, `location`
 * and `signalStrength`; the latest scan time wins.
 */
export const rfidTags = pgTable(
  'rfid_tags',
  {
    tagId: text('tag_id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .unique()
      .references(() => items.id, { onDelete: 'cascade' }),
    serial: bigint('serial', { mode: 'number' }).notNull().unique(),
    status: text('status').$type<RfidTagStatus>().notNull().default('active'),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    lastScanAt: timestamp('last_scan_at', { withTimezone: true }),
    location: text('location'),
    batteryLevel: integer('battery_level'),
    signalStrength: text('signal_strength').$type<RfidSignalStrength>(),
  },
  (t) => [
    check('rfid_tags_status_check', sql`${t.status} in ${inList(RFID_TAG_STATUSES)}`),
    check(
      'rfid_tags_signal_check',
      sql`${t.signalStrength} is null or ${t.signalStrength} in ${inList(RFID_SIGNAL_STRENGTHS)}`,
    ),
    check('rfid_tags_battery_check', sql`${t.batteryLevel} is null or (${t.batteryLevel} between 0 and 100)`),
    check('rfid_tags_location_check', sql`char_length(${t.location}) <= 120`),
    check('rfid_tags_tag_id_check', sql`${t.tagId} ~ '^[0-9A-F]{24}$'`),
    index('rfid_tags_generated_idx').on(t.generatedAt, t.tagId),
    index('rfid_tags_status_idx').on(t.status),
  ],
);

/**
 * Reader events of known tags per UTC day of the event time, for the scans-over-time chart. POST scans adds a
 * batch's counts in the transaction that applies it, so a batch is counted once or not at all.
 */
export const rfidScanDays = pgTable(
  'rfid_scan_days',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    events: integer('events').notNull(),
  },
  (t) => [check('rfid_scan_days_events_check', sql`${t.events} >= 0`)],
);
