import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt (RFC 7914), memory-hard: N = 2^15, r = 8, p = 1 uses 128·N·r = 32 MiB per hash and costs about 100 ms
 * on a 2-core machine (`npm run bench` prints it). These are OWASP's Password Storage Cheat Sheet minimum for
 * scrypt scaled up once. A 16-byte random salt per password, a 32-byte key. Stored as
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<key base64url>`, so raising the parameters later still verifies old hashes.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `stored`; false for a malformed hash rather than an error. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (!N || !r || !p || N > 2 ** 20 || r > 32 || p > 16 || salt.length < 8 || expected.length < 16)
    return false;
  const key = await derive(password, salt, N, r, p, expected.length);
  return timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/**
 * Spends a hash's time when there is no account to check against, so an unknown email answers as slowly as a
 * wrong password and timing does not say which emails exist.
 */
export async function spendHashTime(password: string): Promise<void> {
  dummy ??= hashPassword('not a real password, only time');
  await verifyPassword(password, await dummy);
}
