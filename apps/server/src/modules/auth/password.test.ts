import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('stores the documented parameters and a fresh salt, and verifies only the right password', async () => {
    expect(SCRYPT_PARAMS).toMatchObject({ N: 32768, r: 8, p: 1, keyLength: 32, saltLength: 16 });
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    const [scheme, N, r, p, salt, key] = a.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery staple', a)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('treats a password and its Unicode-equivalent spelling as one (NFKC)', async () => {
    const composed = await hashPassword('caf\u00e9 au lait 12');
    expect(await verifyPassword('cafe\u0301 au lait 12', composed)).toBe(true);
  });

  it('refuses a tampered or malformed hash instead of throwing', async () => {
    const stored = await hashPassword('a long enough passphrase');
    const parts = stored.split('$');
    const flipped = [...parts.slice(0, 5), `${parts[5]?.slice(0, -2)}AA`].join('$');
    expect(await verifyPassword('a long enough passphrase', flipped)).toBe(false);
    for (const bad of [
      '',
      'plain',
      'scrypt$1$8$1$x$y',
      'bcrypt$2b$10$abc',
      `scrypt$${2 ** 30}$8$1$${parts[4]}$${parts[5]}`,
    ]) {
      expect(await verifyPassword('a long enough passphrase', bad)).toBe(false);
    }
  });
});
