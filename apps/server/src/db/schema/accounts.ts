import { ACCOUNT_ROLES, type AccountRole } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inList } from './in-list';

/** A person who signs in. The email is unique whatever its case; the password is a scrypt hash (lib/password). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<AccountRole>().notNull(),
    /** `scrypt$<N>$<r>$<p>$<salt>$<hash>`; null while an invitation is open (or an account migrated without one). */
    passwordHash: text('password_hash'),
    disabled: boolean('disabled').notNull().default(false),
    /** A demo account still on the published demo password (cleared when the password changes). */
    demo: boolean('demo').notNull().default(false),
    /** Base32 TOTP secret: set while enrolling, in force once `totpEnabledAt` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** SHA-256 hashes of the unused recovery codes. */
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    /** SHA-256 of an open invitation's token, and when it lapses. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_lower_idx').on(sql`lower(${t.email})`),
    check('accounts_role_check', sql`${t.role} in ${inList(ACCOUNT_ROLES)}`),
  ],
);
