import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SKIN_IMAGE_MAX_BYTES, SKIN_IMAGE_MAX_PIXELS } from '@careledger/shared';
import { z } from 'zod';

/** The monorepo root, found from this file's location so the working directory does not matter. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** embedded: start a local anvil node in DATA_DIR/chain; external: follow CHAIN_RPC_URL; off: no marketplace. */
export const CHAIN_MODES = ['embedded', 'external', 'off'] as const;
export type ChainMode = (typeof CHAIN_MODES)[number];
/** The embedded node's chain id (anvil's default, what wallets expect of a local dev chain). */
export const EMBEDDED_CHAIN_ID = 31337;

export interface Config {
  port: number;
  host: string;
  /** The address people reach CareLedger at, behind a proxy or a name; its host is one the server serves. */
  publicUrl: string | undefined;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses or CIDR ranges), so sign-in throttling, the
   * login history and the audit log see each person's address rather than the proxy's. Empty trusts nobody.
   */
  trustProxy: string[];
  dataDir: string;
  /** When set, PostgreSQL through `pg`; otherwise embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  bodyLimitBytes: number;
  seedDemoData: boolean;
  /** Minutes between scheduled inventory alert checks; 0 turns the schedule off. */
  alertCheckIntervalMinutes: number;
  chain: ChainConfig;
  rfid: RfidConfig;
  skin: SkinConfig;
}

/** Limits on a skin photo, checked before it is decoded. */
export interface SkinConfig {
  maxImageBytes: number;
  maxImagePixels: number;
}

/** What the RFID tags the server assigns are made of, and when a tag counts as unseen. */
export interface RfidConfig {
  /** The GS1 company prefix (6-12 digits) inside every SGTIN-96 tag id the server assigns. */
  companyPrefix: string;
  /** The SGTIN-96 filter value (0-7); 1 is "point of sale trade item". */
  filter: number;
  /** Days without a scan after which an active tag raises an rfid_unseen alert. */
  unseenDays: number;
}

export interface ChainConfig {
  mode: ChainMode;
  /** External chain only (embedded: the node's own address, known once it runs). */
  rpcUrl: string | undefined;
  chainId: number;
  /** External chain only; the embedded chain deploys its own and records the address. */
  marketplaceAddress: `0x${string}` | undefined;
  /** Blocks a log must be under the head before it is indexed (0 on the embedded chain). */
  confirmations: number;
  pollIntervalMs: number;
  logChunkBlocks: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

const integerIn = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

const pathFromRoot = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .transform((value) => path.resolve(REPO_ROOT, value));

/** 10.0.0.5, ::1, 192.168.0.0/24, fd00::/8: what Fastify's trustProxy accepts, and nothing looser. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const envSchema = z.object({
  PORT: integerIn(0, 65535, 'must be an integer between 0 and 65535 - 0 picks any free port').default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  PUBLIC_URL: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/[^/\s?#]+\/?$/,
      'must be the http(s) address CareLedger is reached at, like https://careledger.example.org',
    )
    .transform((url) => new URL(url).origin)
    .optional(),
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine(
      (parts) => parts.every(isAddressOrRange),
      'must be the proxy addresses or CIDR ranges to trust, comma-separated, like 10.0.0.5,192.168.0.0/24',
    )
    .default([]),
  DATA_DIR: pathFromRoot.default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a PostgreSQL URL like postgres://user:password@host:5432/db')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  WEB_DIST_DIR: pathFromRoot.default(path.join(REPO_ROOT, 'apps/web/dist')),
  BODY_LIMIT_BYTES: integerIn(
    1,
    1024 ** 3,
    'must be a whole number of bytes between 1 and 1073741824',
  ).default(1048576),
  SEED_DEMO_DATA: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => TRUE_WORDS.includes(v) || FALSE_WORDS.includes(v), 'must be true or false')
    .transform((v) => TRUE_WORDS.includes(v))
    .default(true),
  ALERT_CHECK_INTERVAL_MINUTES: integerIn(
    0,
    10_080,
    'must be a whole number of minutes between 0 (off) and 10080 (a week)',
  ).default(60),
  RFID_COMPANY_PREFIX: z
    .string()
    .trim()
    .regex(/^\d{6,12}$/, 'must be a GS1 company prefix of 6 to 12 digits, e.g. 0614141')
    .default('0614141'),
  RFID_FILTER: integerIn(0, 7, 'must be an SGTIN-96 filter value, a whole number from 0 to 7').default(1),
  RFID_UNSEEN_DAYS: integerIn(1, 3650, 'must be a whole number of days between 1 and 3650').default(7),
  SKIN_IMAGE_MAX_BYTES: integerIn(
    100_000,
    100 * 1024 * 1024,
    'must be a whole number of bytes between 100000 and 104857600',
  ).default(SKIN_IMAGE_MAX_BYTES),
  SKIN_IMAGE_MAX_PIXELS: integerIn(
    1_000_000,
    200_000_000,
    'must be a whole number of pixels between 1000000 and 200000000',
  ).default(SKIN_IMAGE_MAX_PIXELS),
  CHAIN_MODE: z.enum(CHAIN_MODES, { error: `must be one of ${CHAIN_MODES.join(', ')}` }).optional(),
  CHAIN_RPC_URL: z
    .string()
    .trim()
    .regex(/^(https?|wss?):\/\/\S+$/, 'must be an http(s) or ws(s) URL of an EVM JSON-RPC node')
    .optional(),
  CHAIN_ID: integerIn(
    1,
    2 ** 53 - 1,
    'must be a positive whole number (the chain id, e.g. 11155111)',
  ).optional(),
  MARKETPLACE_ADDRESS: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a contract address: 0x followed by 40 hexadecimal characters')
    .transform((s) => s.toLowerCase() as `0x${string}`)
    .optional(),
  CHAIN_CONFIRMATIONS: integerIn(0, 1000, 'must be a whole number of blocks between 0 and 1000').optional(),
  CHAIN_POLL_INTERVAL_MS: integerIn(
    50,
    3_600_000,
    'must be a whole number of milliseconds between 50 and 3600000',
  ).default(1000),
  CHAIN_LOG_CHUNK_BLOCKS: integerIn(
    1,
    1_000_000,
    'must be a whole number of blocks between 1 and 1000000',
  ).default(2000),
});

const EXTERNAL_CHAIN_VARIABLES = ['CHAIN_RPC_URL', 'CHAIN_ID', 'MARKETPLACE_ADDRESS'] as const;

/** CHAIN_RPC_URL, CHAIN_ID and MARKETPLACE_ADDRESS go together; with them the server follows that chain. */
function chainConfigOf(v: z.infer<typeof envSchema>): ChainConfig {
  const set = EXTERNAL_CHAIN_VARIABLES.filter((name) => v[name] !== undefined);
  const missing = EXTERNAL_CHAIN_VARIABLES.filter((name) => v[name] === undefined);
  if (set.length > 0 && missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(' and ')} must be set too: set all of ${EXTERNAL_CHAIN_VARIABLES.join(', ')} to follow an external chain, or none for the embedded one (${set.join(' and ')} set).`,
    );
  }
  const mode = v.CHAIN_MODE ?? (set.length > 0 ? 'external' : 'embedded');
  if (mode === 'external' && set.length === 0) {
    throw new ConfigError(
      `Invalid configuration: CHAIN_MODE external needs ${EXTERNAL_CHAIN_VARIABLES.join(', ')} (got none of them).`,
    );
  }
  if (mode === 'embedded' && set.length > 0) {
    throw new ConfigError(
      `Invalid configuration: CHAIN_MODE embedded starts its own chain; unset ${set.join(', ')} or set CHAIN_MODE=external.`,
    );
  }
  const isExternal = mode === 'external';
  return {
    mode,
    rpcUrl: isExternal ? v.CHAIN_RPC_URL : undefined,
    chainId: isExternal ? (v.CHAIN_ID ?? EMBEDDED_CHAIN_ID) : EMBEDDED_CHAIN_ID,
    marketplaceAddress: isExternal ? v.MARKETPLACE_ADDRESS : undefined,
    confirmations: v.CHAIN_CONFIRMATIONS ?? (isExternal ? 2 : 0),
    pollIntervalMs: v.CHAIN_POLL_INTERVAL_MS,
    logChunkBlocks: v.CHAIN_LOG_CHUNK_BLOCKS,
  };
}

/**
 * Reads the configuration from environment variables (pure: pass `process.env` or a plain object).
 * Relative DATA_DIR and WEB_DIST_DIR are resolved against the repository root. An empty variable counts as
 * unset. Throws ConfigError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value]];
    }),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (got ${JSON.stringify(present[name])})`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const v = result.data;
  return {
    port: v.PORT,
    host: v.HOST,
    publicUrl: v.PUBLIC_URL,
    trustProxy: v.TRUST_PROXY,
    dataDir: v.DATA_DIR,
    databaseUrl: v.DATABASE_URL,
    logLevel: v.LOG_LEVEL,
    webDistDir: v.WEB_DIST_DIR,
    bodyLimitBytes: v.BODY_LIMIT_BYTES,
    seedDemoData: v.SEED_DEMO_DATA,
    alertCheckIntervalMinutes: v.ALERT_CHECK_INTERVAL_MINUTES,
    chain: chainConfigOf(v),
    rfid: { companyPrefix: v.RFID_COMPANY_PREFIX, filter: v.RFID_FILTER, unseenDays: v.RFID_UNSEEN_DAYS },
    skin: { maxImageBytes: v.SKIN_IMAGE_MAX_BYTES, maxImagePixels: v.SKIN_IMAGE_MAX_PIXELS },
  };
}
