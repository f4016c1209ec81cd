import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so reading this table
 * does not let anyone sign in. A session in stage `code` has passed the password and still owes a 2FA code.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** A short public handle for lists and revocation (never the token). */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<'code' | 'active'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [
    index('sessions_account_idx').on(t.accountId),
    check('sessions_stage_check', sql`${t.stage} in ('code', 'active')`),
  ],
);

/** Every sign-in attempt, successful or not: the login history and the throttle's memory. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** The email as typed, lower-cased; the account when one matched. */
    email: text('email').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull(),
    outcome: text('outcome').notNull(),
  },
  (t) => [
    index('login_attempts_email_at_idx').on(t.email, t.at),
    index('login_attempts_address_at_idx').on(t.address, t.at),
    index('login_attempts_account_at_idx').on(t.accountId, t.at),
  ],
);

/** Append-only record of every write: who, what, when, from where. A trigger refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    actorKind: text('actor_kind').$type<'account' | 'token' | 'anonymous'>().notNull(),
    /** The account or token id, kept as text so the entry outlives them. */
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    address: text('address').notNull(),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc())],
);

/** Machine credentials: shown once, stored as SHA-256, scoped, revocable. */
export const apiTokens = pgTable('api_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Wallets an account proved it holds with a Sign-In with Ethereum signature; one account per wallet. */
export const walletLinks = pgTable('wallet_links', {
  address: text('address').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use SIWE nonces, each issued to one session's account. */
export const siweNonces = pgTable('siwe_nonces', {
  nonce: text('nonce').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
