import { MEDICINE_CATEGORIES, type MedicineCategory } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { items } from './items';

/**
 * The clinical profile of an inventory item that is a medicine (issue 15): one catalogue, one stock. The whole
 * profile (label uses, doses, warnings, contraindications: `MedicineProfile` of modules/medicine/catalogue) is
 * `profile`; what the medicine list filters and searches on is copied into columns beside it. `updatedAt` moves
 * with every write of the profile: the recommender's cache of parsed profiles is keyed by it.
 */
export const medicineProfiles = pgTable(
  'medicine_profiles',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** The catalogue's snake_case key, e.g. `acetaminophen_500mg_tablets`. */
    key: text('key').notNull().unique(),
    categories: text('categories').array().$type<MedicineCategory[]>().notNull(),
    activeIngredient: text('active_ingredient').notNull(),
    prescriptionRequired: boolean('prescription_required').notNull(),
    /**
     * The MedicineProfile as JSON. Typed loosely here (the schema cannot import a module): only the medicine
     * module writes it, from a profile the catalogue validates, and reads it back as one.
     */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    check(
      'medicine_profiles_categories_check',
      sql`cardinality(${t.categories}) > 0 and ${t.categories} <@ array${sql.raw(
        `[${MEDICINE_CATEGORIES.map((c) => `'${c}'`).join(', ')}]`,
      )}::text[]`,
    ),
    index('medicine_profiles_categories_idx').using('gin', t.categories),
  ],
);
