import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a cookie, an invitation or an API token: 32 bytes, base64url. */
export function newSecretToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** What is stored instead of a secret: its SHA-256, hex. A long random secret needs no salt or slow hash. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
