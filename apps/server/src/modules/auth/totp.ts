import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@careledger/shared';
import { Secret, TOTP } from 'otpauth';
import { sha256 } from './secret-token';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30, issuer: 'CareLedger' } as const;

/** A new 160-bit secret, base32 (RFC 4226 recommends at least 128 bits, 160 is its example). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app scans (as a QR code) to enrol the secret. */
export function totpUri(secret: string, accountEmail: string): string {
  return new TOTP({ ...TOTP_OPTIONS, label: accountEmail, secret: Secret.fromBase32(secret) }).toString();
}

/** The code for a moment: for tests and the bench, which compute what an app would show. */
export function totpCode(secret: string, at: Date = new Date()): string {
  return new TOTP({ ...TOTP_OPTIONS, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

/** Whether a 6-digit code is right at `at`, one step either side allowed for clock drift (RFC 6238 section 5.2). */
export function verifyTotp(secret: string, code: string, at: Date = new Date()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = new TOTP({ ...TOTP_OPTIONS, secret: Secret.fromBase32(secret) });
  return totp.validate({ token: code, timestamp: at.getTime(), window: 1 }) !== null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One-time recovery codes `xxxx-xxxx` (about 40 bits each), and the hashes to store. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: count }, () => {
    const bytes = randomBytes(8);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** Recovery codes are compared case-insensitively, with or without the dash. */
export function hashRecoveryCode(code: string): string {
  return sha256(code.trim().toLowerCase().replace('-', ''));
}
