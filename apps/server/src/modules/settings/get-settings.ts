import { type Role, type Settings, settingsSchema } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, settings } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { defaultSettingsFor } from './default-settings';

/**
 * The role's settings. Stored documents are laid over the defaults first, so a setting added by a later
 * version shows its default instead of failing validation.
 */
export async function getSettings({ db, role }: { db: Database; role: Role }): Promise<Settings> {
  const [row] = await db
    .select({ email: profiles.email, values: settings.values })
    .from(profiles)
    .leftJoin(settings, eq(settings.role, profiles.role))
    .where(eq(profiles.role, role));
  if (!row) throw notFound('profileNotFound', { role });
  const merged = { ...defaultSettingsFor(row.email), ...(row.values ?? {}) };
  const parsed = settingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultSettingsFor(row.email);
}
