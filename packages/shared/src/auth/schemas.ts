import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { ACCOUNT_ROLES, PERMISSIONS, TOKEN_SCOPE_NAMES } from './permissions';

export const accountRoleSchema = z.enum(ACCOUNT_ROLES);
export const permissionSchema = z.enum(PERMISSIONS);

const email = z
  .email({ message: 'Enter a valid email address, like name@example.org.' })
  .max(254, 'An email address is at most 254 characters.');
const name = z
  .string()
  .trim()
  .min(1, 'Full Name is required.')
  .max(120, 'Full Name is at most 120 characters.');

/** A new password: length rules only (ASVS 2.1.1, 2.1.2, 2.1.9). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `A password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `A password is at most ${PASSWORD_MAX_LENGTH} characters.`);
/** A password being checked: never trimmed, only bounded, so nothing is said about the rules at sign-in. */
const givenPassword = z
  .string()
  .min(1, 'Enter your password.')
  .max(PASSWORD_MAX_LENGTH * 4);

/** Six digits from an authenticator app, or a recovery code (xxxx-xxxx). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(
    /^(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$/i,
    'Enter the 6-digit code from your authenticator app or a recovery code.',
  );

export const signInSchema = z.strictObject({
  email: z.string().trim().min(1, 'Enter your email.').max(254),
  password: givenPassword,
});
export const signInCodeSchema = z.strictObject({ code: totpCodeSchema });

/** The signed-in account as every screen needs it. */
export const sessionAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: accountRoleSchema,
  /** A demo account (demo data on a loopback address) still using the published demo password. */
  demo: z.boolean(),
  twoFactor: z.boolean(),
});
export type SessionAccount = z.infer<typeof sessionAccountSchema>;

export const sessionSchema = z.object({
  account: sessionAccountSchema,
  permissions: z.array(permissionSchema),
  /** When the session ends at the latest, and (Auto Logout on) after how many idle minutes. */
  expiresAt: z.string(),
  idleTimeoutMinutes: z.number().int().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Sign-in answers either a session or that a 2FA code is owed (then POST /api/auth/sign-in/code). */
export const signInResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signedIn'), session: sessionSchema }),
  z.object({ status: z.literal('codeRequired') }),
]);
export type SignInResult = z.infer<typeof signInResultSchema>;

/** Whether the first admin still has to be created (no accounts yet), and whether demo accounts exist. */
export const authStatusSchema = z.object({ setupRequired: z.boolean(), demoAccounts: z.boolean() });
export const setupSchema = z.strictObject({
  token: z.string().trim().min(1, 'Enter the setup token the server printed at start-up.').max(200),
  name,
  email,
  password: newPasswordSchema,
});
export const acceptInviteSchema = z.strictObject({
  token: z.string().trim().min(1).max(200),
  password: newPasswordSchema,
});

export const changePasswordSchema = z.strictObject({
  currentPassword: givenPassword,
  newPassword: newPasswordSchema,
});

/** How many other sessions a password change or Sign out all others ended. */
export const signedOutSessionsSchema = z.object({ signedOutSessions: z.number().int() });

export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
export const totpConfirmSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const totpDisableSchema = z.strictObject({ password: givenPassword });

export const activeSessionSchema = z.object({
  id: z.string(),
  /** The browser's User-Agent as sent (the web app words it). */
  device: z.string(),
  address: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const activeSessionListSchema = z.object({ items: z.array(activeSessionSchema) });
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const LOGIN_OUTCOMES = [
  'success',
  'failed',
  'code_required',
  'code_failed',
  'throttled',
  'disabled',
] as const;
export const loginAttemptSchema = z.object({
  id: z.string(),
  at: z.string(),
  address: z.string(),
  browser: z.string(),
  outcome: z.enum(LOGIN_OUTCOMES),
});
export const loginAttemptListSchema = z.object({ items: z.array(loginAttemptSchema) });
export type LoginAttempt = z.infer<typeof loginAttemptSchema>;

// Administration (users.manage, security.manage)

export const accountSchema = sessionAccountSchema.extend({
  disabled: z.boolean(),
  /** Invited and not yet accepted: no password set. */
  invited: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;
export const accountListSchema = z.object({ items: z.array(accountSchema) });
export const accountCreateSchema = z.strictObject({ name, email, role: accountRoleSchema });
export const accountUpdateSchema = z
  .strictObject({
    role: accountRoleSchema.optional(),
    disabled: z.boolean().optional(),
    name: name.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Send at least one of role, disabled or name.');
/** An invitation link's token, shown once to the admin who created or re-invited the account. */
export const inviteSchema = z.object({
  account: accountSchema,
  inviteToken: z.string(),
  expiresAt: z.string(),
});

export const adminSessionSchema = activeSessionSchema.extend({
  accountId: z.string(),
  accountName: z.string(),
  accountEmail: z.string(),
});
export const adminSessionListSchema = z.object({ items: z.array(adminSessionSchema) });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who: an account, an API token, or nobody (a refused anonymous write). */
  actor: z.object({
    kind: z.enum(['account', 'token', 'anonymous']),
    id: z.string().nullable(),
    name: z.string().nullable(),
  }),
  method: z.string(),
  /** The route pattern (`/api/inventory/items/:id`) and the concrete path. */
  route: z.string(),
  path: z.string(),
  status: z.number().int(),
  address: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const tokenScopeSchema = z.enum(TOKEN_SCOPE_NAMES as [string, ...string[]]);
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  /** The first characters, to tell tokens apart; the rest is never shown again. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });
export const apiTokenCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the token after the machine that uses it.').max(80),
  scopes: z.array(tokenScopeSchema).min(1, 'Choose at least one scope.').max(TOKEN_SCOPE_NAMES.length),
});
export const apiTokenCreatedSchema = z.object({ token: apiTokenSchema, secret: z.string() });

// Wallet linking (EIP-4361)

export const walletNonceSchema = z.object({ nonce: z.string(), expiresAt: z.string() });
export const walletLinkSchema = z.strictObject({
  message: z.string().min(1).max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'A signature is 0x and 130 hex digits.'),
});
export const linkedWalletSchema = z.object({ address: z.string(), linkedAt: z.string() });
export const linkedWalletListSchema = z.object({ items: z.array(linkedWalletSchema) });
