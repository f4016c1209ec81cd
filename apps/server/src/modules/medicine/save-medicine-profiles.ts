import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { medicineProfiles } from '../../db/schema';
import type { MedicineProfile } from './catalogue';

/**
 * Gives inventory items their clinical profile (the seed's catalogue medicines), or replaces it: the columns the
 * list filters on are copied from the profile, and `updatedAt` moves so the recommender reads the new one.
 */
export async function saveMedicineProfiles({
  db,
  profiles,
  at = new Date(),
}: {
  db: Database;
  profiles: readonly { itemId: number; profile: MedicineProfile }[];
  at?: Date;
}): Promise<void> {
  if (profiles.length === 0) return;
  await db
    .insert(medicineProfiles)
    .values(
      profiles.map(({ itemId, profile }) => ({
        itemId,
        key: profile.key,
        categories: [...profile.categories],
        activeIngredient: profile.activeIngredient,
        prescriptionRequired: profile.prescriptionRequired,
        profile: profile as unknown as Record<string, unknown>,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: medicineProfiles.itemId,
      set: {
        key: sql`excluded.key`,
        categories: sql`excluded.categories`,
        activeIngredient: sql`excluded.active_ingredient`,
        prescriptionRequired: sql`excluded.prescription_required`,
        profile: sql`excluded.profile`,
        // Never the same instant twice for one row, so a cached profile is always told apart from its successor.
        updatedAt: sql`greatest(excluded.updated_at, ${medicineProfiles.updatedAt} + interval '1 microsecond')`,
      },
    });
}
