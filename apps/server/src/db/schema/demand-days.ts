import { date, integer, pgTable } from 'drizzle-orm/pg-core';
import { items } from './items';

/**
 * Each item's daily consumption, kept by a trigger on stock_movements (migration 0015) so a forecast run reads
 * one row per item instead of a year of ledger rows: on PGlite, reading 3.65 million movements took seconds
 * where 10,000 of these rows take a fraction of one.
 *
 * `units` is indexed by UTC day number (days since 1970-01-01; PostgreSQL arrays may start at any subscript):
 * units[n] is what issues and sales took on day n, null for a day without use. `firstDay` is the UTC day of the
 * item's first movement of any kind, where its demand history starts.
 */
export const demandDays = pgTable('demand_days', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => items.id, { onDelete: 'cascade' }),
  firstDay: date('first_day').notNull(),
  units: integer('units').array().notNull(),
});
