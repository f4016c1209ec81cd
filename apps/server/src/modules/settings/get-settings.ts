import { type Settings, settingsSchema } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, settings } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { defaultSettingsFor } from './default-settings';

/**
 * The account's settings. Stored documents are laid over the defaults first, so a setting added by a later
 * version shows its default instead of failing validation.
 */
export async function getSettings({ db, accountId }: { db: Database; accountId: string }): Promise<Settings> {
  const [row] = await db
    .select({ email: accounts.email, values: settings.values })
    .from(accounts)
    .leftJoin(settings, eq(settings.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) throw notFound('profileNotFound', { account: accountId });
  const merged = { ...defaultSettingsFor(row.email), ...(row.values ?? {}) };
  const parsed = settingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultSettingsFor(row.email);
}
