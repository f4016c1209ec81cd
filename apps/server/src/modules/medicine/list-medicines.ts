import type { Medicine, MedicineCategory, MedicinePage } from '@careledger/shared';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, medicineProfiles } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { readPage } from '../../lib/read-page';
import type { Treatment } from './catalogue';

/**
 * The Medicine Inventory list: items with a clinical profile that are not archived, by name, filtered by a
 * case-insensitive substring of the name or active ingredient and by category, a page at a time. Stock is the
 * item's cached ledger balance.
 */
export async function listMedicines({
  db,
  search,
  category,
  page,
  pageSize,
}: {
  db: Database;
  search?: string | undefined;
  category?: MedicineCategory | undefined;
  page: number;
  pageSize: number;
}): Promise<MedicinePage> {
  const conditions: SQL[] = [isNull(items.archivedAt)];
  if (search) {
    const pattern = likePattern(search);
    const either = or(ilike(items.name, pattern), ilike(medicineProfiles.activeIngredient, pattern));
    if (either) conditions.push(either);
  }
  if (category) conditions.push(sql`${medicineProfiles.categories} @> array[${category}]::text[]`);
  const where = and(...conditions);
  return readPage(
    { page, pageSize },
    {
      rows: async ({ limit, offset }) =>
        (
          await db
            .select(medicineColumns)
            .from(medicineProfiles)
            .innerJoin(items, eq(items.id, medicineProfiles.itemId))
            .where(where)
            .orderBy(asc(items.name), asc(items.id))
            .limit(limit)
            .offset(offset)
        ).map(toMedicine),
      count: () =>
        db
          .select({ n: count() })
          .from(medicineProfiles)
          .innerJoin(items, eq(items.id, medicineProfiles.itemId))
          .where(where),
    },
  );
}

const medicineColumns = {
  id: items.id,
  name: items.name,
  price: items.price,
  stock: items.stockOnHand,
  status: items.stockStatus,
  threshold: items.threshold,
  unit: items.unit,
  categories: medicineProfiles.categories,
  activeIngredient: medicineProfiles.activeIngredient,
  prescriptionRequired: medicineProfiles.prescriptionRequired,
  // Only what the list shows is read out of the profile, not the whole label.
  description: sql<string>`${medicineProfiles.profile}->>'description'`,
  strength: sql<string>`${medicineProfiles.profile}->>'strength'`,
  form: sql<string>`${medicineProfiles.profile}->>'form'`,
  treats: sql<Treatment[]>`${medicineProfiles.profile}->'treats'`,
};

interface MedicineRow {
  id: number;
  name: string;
  price: string;
  stock: number;
  status: Medicine['stockStatus'];
  threshold: number;
  unit: string;
  categories: MedicineCategory[];
  activeIngredient: string;
  prescriptionRequired: boolean;
  description: string;
  strength: string;
  form: string;
  treats: Treatment[];
}

function toMedicine(row: MedicineRow): Medicine {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.categories[0] as MedicineCategory,
    categories: row.categories,
    price: Number(row.price),
    stockQuantity: row.stock,
    stockStatus: row.status,
    threshold: row.threshold,
    unit: row.unit,
    prescriptionRequired: row.prescriptionRequired,
    symptomsTreated: symptomsByWeight(row.treats),
    activeIngredient: row.activeIngredient,
    strength: row.strength,
    form: row.form,
  };
}

/** Symptom keys, the label's headline uses first (a stable sort keeps the catalogue's order among equals). */
function symptomsByWeight(treats: readonly Treatment[]): string[] {
  return [...treats].sort((a, b) => b.weight - a.weight).map((t) => t.symptom);
}
