import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The monorepo root, found from this file's location so the working directory does not matter. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** When set, PostgreSQL through `pg`; otherwise embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  bodyLimitBytes: number;
  seedDemoData: boolean;
  /** Minutes between scheduled inventory alert checks; 0 turns the schedule off. */
  alertCheckIntervalMinutes: number;
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

const envSchema = z.object({
  PORT: integerIn(0, 65535, 'must be an integer between 0 and 65535 - 0 picks any free port').default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
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
});

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
    dataDir: v.DATA_DIR,
    databaseUrl: v.DATABASE_URL,
    logLevel: v.LOG_LEVEL,
    webDistDir: v.WEB_DIST_DIR,
    bodyLimitBytes: v.BODY_LIMIT_BYTES,
    seedDemoData: v.SEED_DEMO_DATA,
    alertCheckIntervalMinutes: v.ALERT_CHECK_INTERVAL_MINUTES,
  };
}
