import type { Role, Settings } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { defaultSettingsFor } from './default-settings';
import { saveSettings } from './save-settings';

/** Puts the role's settings back to the spec defaults, with the profile email as the email address. */
export async function resetSettings({ db, role }: { db: Database; role: Role }): Promise<Settings> {
  const [profile] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.role, role));
  if (!profile) throw notFound('profileNotFound', { role });
  return saveSettings({ db, role, values: defaultSettingsFor(profile.email) });
}
