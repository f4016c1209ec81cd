import { SIWE_NONCE_MINUTES } from '@careledger/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Hex, verifyMessage } from 'viem';
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { Database } from '../../db/client';
import { siweNonces, walletLinks } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';

/** A single-use nonce for the account's next Sign-In with Ethereum message (EIP-4361). */
export async function issueWalletNonce({
  db,
  accountId,
  now = new Date(),
}: {
  db: Database;
  accountId: string;
  now?: Date;
}): Promise<{ nonce: string; expiresAt: string }> {
  const nonce = generateSiweNonce();
  const expiresAt = new Date(now.getTime() + SIWE_NONCE_MINUTES * 60_000);
  await db.insert(siweNonces).values({ nonce, accountId, expiresAt });
  return { nonce, expiresAt: expiresAt.toISOString() };
}

export interface LinkWalletOptions {
  db: Database;
  accountId: string;
  message: string;
  signature: string;
  /** The host the request came to (the served name, with its port): the message's domain must be it. */
  host: string;
  /** The marketplace chain's id: the message must name it. */
  chainId: number;
  now?: Date;
}

/**
 * Links a wallet to an account when the wallet signed a SIWE message for this site: domain and URI are this
 * host, the chain is the marketplace's, the nonce was issued to this account, is unused and unexpired (and is
 * spent now), the message has not expired, and the signature recovers to the message's address.
 */
export async function linkWallet({
  db,
  accountId,
  message,
  signature,
  host,
  chainId,
  now = new Date(),
}: LinkWalletOptions): Promise<{ address: string; linkedAt: string }> {
  const parsed = parseSiweMessage(message);
  if (
    !parsed.address ||
    !parsed.domain ||
    !parsed.uri ||
    !parsed.nonce ||
    !parsed.chainId ||
    parsed.version !== '1'
  ) {
    throw badRequest('walletLinkInvalid');
  }
  // Compared as URL hosts, so `localhost:80` and `http://localhost` agree (a default port is dropped).
  const hostOf = (url: string) => {
    try {
      return new URL(url).host.toLowerCase();
    } catch {
      return undefined;
    }
  };
  const expectedHost = hostOf(`http://${host}`);
  const uriHost = hostOf(parsed.uri);
  const uriPortless = uriHost && hostOf(`http://${uriHost}`);
  if (!expectedHost || hostOf(`http://${parsed.domain}`) !== expectedHost || uriPortless !== expectedHost) {
    throw badRequest('walletLinkWrongDomain', { domain: host });
  }
  if (parsed.chainId !== chainId) throw badRequest('walletLinkWrongChain', { chainId });
  if (!validateSiweMessage({ message: parsed, time: now })) throw badRequest('walletLinkExpired');
  const valid = await verifyMessage({ address: parsed.address, message, signature: signature as Hex }).catch(
    () => false,
  );
  if (!valid) throw badRequest('walletLinkBadSignature');
  const address = parsed.address.toLowerCase();

  return inTransaction({ db }, async (tx) => {
    const spent = await tx
      .update(siweNonces)
      .set({ usedAt: now })
      .where(
        and(
          eq(siweNonces.nonce, parsed.nonce ?? ''),
          eq(siweNonces.accountId, accountId),
          isNull(siweNonces.usedAt),
          gt(siweNonces.expiresAt, now),
        ),
      )
      .returning({ nonce: siweNonces.nonce });
    if (spent.length === 0) throw badRequest('walletLinkNonce');
    const [existing] = await tx.select().from(walletLinks).where(eq(walletLinks.address, address));
    if (existing && existing.accountId !== accountId) throw conflict('walletLinkedElsewhere', { address });
    const [row] = existing
      ? [existing]
      : await tx.insert(walletLinks).values({ address, accountId, linkedAt: now }).returning();
    if (!row) throw new Error('linking a wallet returned no row');
    return { address: row.address, linkedAt: row.linkedAt.toISOString() };
  });
}

export async function listLinkedWallets({ db, accountId }: { db: Database; accountId: string }) {
  const rows = await db.select().from(walletLinks).where(eq(walletLinks.accountId, accountId));
  return rows.map((row) => ({ address: row.address, linkedAt: row.linkedAt.toISOString() }));
}

export async function unlinkWallet({
  db,
  accountId,
  address,
}: {
  db: Database;
  accountId: string;
  address: string;
}) {
  const rows = await db
    .delete(walletLinks)
    .where(and(eq(walletLinks.address, address.toLowerCase()), eq(walletLinks.accountId, accountId)))
    .returning();
  if (rows.length === 0) throw notFound('walletNotLinked', { address });
}

/** The wallets linked to an account, lower-case: whose orders it may act on as buyer or seller. */
export async function linkedWalletsOf({
  db,
  accountId,
}: {
  db: Database;
  accountId: string;
}): Promise<string[]> {
  return (await listLinkedWallets({ db, accountId })).map((w) => w.address);
}
