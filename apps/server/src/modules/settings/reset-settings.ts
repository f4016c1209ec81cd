import type { Settings } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { defaultSettingsFor } from './default-settings';
import { saveSettings } from './save-settings';

/** Puts the account's settings back to the spec defaults, with the account's email as the email address. */
export async function resetSettings({
  db,
  accountId,
}: {
  db: Database;
  accountId: string;
}): Promise<Settings> {
  const [profile] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!profile) throw notFound('profileNotFound', { account: accountId });
  return saveSettings({ db, accountId, values: defaultSettingsFor(profile.email) });
}
