import type { Database } from '../../db/client';
import { followedWallets } from '../../db/schema';

/** Follows a wallet: order events where it is buyer or seller raise notifications. Idempotent. */
export async function followWallet({ db, address }: { db: Database; address: string }): Promise<void> {
  await db.insert(followedWallets).values({ address }).onConflictDoNothing();
}
