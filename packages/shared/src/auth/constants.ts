/** Passwords: ASVS 2.1 — at least 12 characters, at most 128, any characters, no composition rules. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** A session ends this long after sign-in, whatever happens (ASVS 3.3). */
export const SESSION_ABSOLUTE_HOURS = 12;
/** With the Auto Logout setting on, a session unused for this long ends. */
export const SESSION_IDLE_MINUTES = 30;
/** A password accepted but a 2FA code still owed: the half-signed-in state lasts this long. */
export const TOTP_CHALLENGE_MINUTES = 5;
/** The cookie that carries the session id (httpOnly, SameSite=Lax, Secure behind HTTPS). */
export const SESSION_COOKIE = 'careledger_session';

/** Sign-in throttling: failures in this window count; after FREE_FAILURES, each further one doubles the wait. */
export const SIGN_IN_WINDOW_MINUTES = 15;
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_MAX_DELAY_SECONDS = 15 * 60;

/** One-time recovery codes given when 2FA is turned on. */
export const RECOVERY_CODE_COUNT = 10;

/** Invitations to set a password expire. */
export const INVITE_DAYS = 7;

/** A Sign-In with Ethereum nonce is good for this long, once. */
export const SIWE_NONCE_MINUTES = 10;

/** The password of every demo account (demo data on a loopback address only; README and sign-in page say it). */
export const DEMO_PASSWORD = 'careledger-demo';

/** The demo accounts' emails, one per role. */
export const DEMO_ACCOUNT_EMAILS = {
  admin: 'alex.morgan@careledger.example.org',
  manager: 'priya.shah@careledger.example.org',
  staff: 'jordan.lee@careledger.example.org',
  supplier: 'maria.gonzalez@medsupply.example.com',
  user: 'sam.rivera@careledger.example.org',
} as const;
