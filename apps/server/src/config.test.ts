import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
      bodyLimitBytes: 1048576,
      seedDemoData: true,
      alertCheckIntervalMinutes: 60,
    });
  });

  it('finds the repository root from its own location, not the working directory', () => {
    expect(path.basename(path.join(REPO_ROOT, 'apps', 'server'))).toBe('server');
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '../../..'));
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/careledger',
        DATABASE_URL: 'postgres://user:secret@db.internal:5432/careledger',
        LOG_LEVEL: 'debug',
        WEB_DIST_DIR: '/srv/web',
        BODY_LIMIT_BYTES: '2048',
        SEED_DEMO_DATA: 'false',
        ALERT_CHECK_INTERVAL_MINUTES: '15',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/careledger',
      databaseUrl: 'postgres://user:secret@db.internal:5432/careledger',
      logLevel: 'debug',
      webDistDir: '/srv/web',
      bodyLimitBytes: 2048,
      seedDemoData: false,
      alertCheckIntervalMinutes: 15,
    });
  });

  it('resolves relative directories against the repository root and treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: './var/data', WEB_DIST_DIR: 'web', PORT: '', DATABASE_URL: ' ' });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'var/data'));
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, 'web'));
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('accepts PORT 0 (any free port) and the usual spellings of booleans', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ SEED_DEMO_DATA: 'No' }).seedDemoData).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: '1' }).seedDemoData).toBe(true);
    expect(loadConfig({ ALERT_CHECK_INTERVAL_MINUTES: '0' }).alertCheckIntervalMinutes).toBe(0);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer between 0 and 65535'],
    ['PORT', '70000', 'PORT must be an integer between 0 and 65535'],
    ['PORT', '-1', 'PORT must be an integer between 0 and 65535'],
    ['PORT', '80.5', 'PORT must be an integer between 0 and 65535'],
    ['DATABASE_URL', 'mysql://localhost/db', 'DATABASE_URL must be a PostgreSQL URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['BODY_LIMIT_BYTES', '1mb', 'BODY_LIMIT_BYTES must be a whole number of bytes'],
    ['BODY_LIMIT_BYTES', '0', 'BODY_LIMIT_BYTES must be a whole number of bytes'],
    ['SEED_DEMO_DATA', 'maybe', 'SEED_DEMO_DATA must be true or false'],
    ['ALERT_CHECK_INTERVAL_MINUTES', '-5', 'ALERT_CHECK_INTERVAL_MINUTES must be a whole number of minutes'],
    ['ALERT_CHECK_INTERVAL_MINUTES', '1.5', 'ALERT_CHECK_INTERVAL_MINUTES must be a whole number of minutes'],
    [
      'ALERT_CHECK_INTERVAL_MINUTES',
      '20000',
      'ALERT_CHECK_INTERVAL_MINUTES must be a whole number of minutes',
    ],
  ])('rejects %s=%s with a message naming the variable and the value', (name, value, expected) => {
    const load = () => loadConfig({ [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`Invalid configuration: ${expected}`);
    expect(load).toThrow(`(got "${value}")`);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT must .*; LOG_LEVEL must/);
  });
});
