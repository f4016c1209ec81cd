import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: undefined,
      trustProxy: [],
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
      bodyLimitBytes: 1048576,
      seedDemoData: true,
      alertCheckIntervalMinutes: 60,
      chain: {
        mode: 'embedded',
        rpcUrl: undefined,
        chainId: 31337,
        marketplaceAddress: undefined,
        confirmations: 0,
        pollIntervalMs: 1000,
        logChunkBlocks: 2000,
      },
      rfid: { companyPrefix: '0614141', filter: 1, unseenDays: 7 },
      skin: { maxImageBytes: 15 * 1024 * 1024, maxImagePixels: 50_000_000 },
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
        PUBLIC_URL: 'https://CareLedger.example.org/',
        TRUST_PROXY: '10.0.0.5, 192.168.0.0/24,fd00::/8',
        DATA_DIR: '/var/lib/careledger',
        DATABASE_URL: 'postgres://user:secret@db.internal:5432/careledger',
        LOG_LEVEL: 'debug',
        WEB_DIST_DIR: '/srv/web',
        BODY_LIMIT_BYTES: '2048',
        SEED_DEMO_DATA: 'false',
        ALERT_CHECK_INTERVAL_MINUTES: '15',
        CHAIN_RPC_URL: 'https://rpc.sepolia.example/v1',
        CHAIN_ID: '11155111',
        MARKETPLACE_ADDRESS: '0xABCDEF0123456789abcdef0123456789ABCDEF01',
        CHAIN_CONFIRMATIONS: '3',
        CHAIN_POLL_INTERVAL_MS: '4000',
        CHAIN_LOG_CHUNK_BLOCKS: '500',
        RFID_COMPANY_PREFIX: '952012345678',
        RFID_FILTER: '0',
        RFID_UNSEEN_DAYS: '30',
        SKIN_IMAGE_MAX_BYTES: '2000000',
        SKIN_IMAGE_MAX_PIXELS: '12000000',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://careledger.example.org',
      trustProxy: ['10.0.0.5', '192.168.0.0/24', 'fd00::/8'],
      dataDir: '/var/lib/careledger',
      databaseUrl: 'postgres://user:secret@db.internal:5432/careledger',
      logLevel: 'debug',
      webDistDir: '/srv/web',
      bodyLimitBytes: 2048,
      seedDemoData: false,
      alertCheckIntervalMinutes: 15,
      chain: {
        mode: 'external',
        rpcUrl: 'https://rpc.sepolia.example/v1',
        chainId: 11155111,
        marketplaceAddress: '0xabcdef0123456789abcdef0123456789abcdef01',
        confirmations: 3,
        pollIntervalMs: 4000,
        logChunkBlocks: 500,
      },
      rfid: { companyPrefix: '952012345678', filter: 0, unseenDays: 30 },
      skin: { maxImageBytes: 2_000_000, maxImagePixels: 12_000_000 },
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
    [
      'PUBLIC_URL',
      'careledger.example.org',
      'PUBLIC_URL must be the http(s) address CareLedger is reached at',
    ],
    [
      'PUBLIC_URL',
      'https://example.org/app',
      'PUBLIC_URL must be the http(s) address CareLedger is reached at',
    ],
    ['TRUST_PROXY', 'proxy.internal', 'TRUST_PROXY must be the proxy addresses or CIDR ranges to trust'],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY must be the proxy addresses or CIDR ranges to trust'],
    ['TRUST_PROXY', '10.0.0.1/8/8', 'TRUST_PROXY must be the proxy addresses or CIDR ranges to trust'],
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
    ['RFID_COMPANY_PREFIX', '12345', 'RFID_COMPANY_PREFIX must be a GS1 company prefix of 6 to 12 digits'],
    ['RFID_COMPANY_PREFIX', '1234567890123', 'RFID_COMPANY_PREFIX must be a GS1 company prefix of 6 to 12'],
    ['RFID_COMPANY_PREFIX', '06141a1', 'RFID_COMPANY_PREFIX must be a GS1 company prefix of 6 to 12 digits'],
    ['RFID_FILTER', '8', 'RFID_FILTER must be an SGTIN-96 filter value'],
    ['RFID_FILTER', 'one', 'RFID_FILTER must be an SGTIN-96 filter value'],
    ['RFID_UNSEEN_DAYS', '0', 'RFID_UNSEEN_DAYS must be a whole number of days'],
    ['RFID_UNSEEN_DAYS', '2.5', 'RFID_UNSEEN_DAYS must be a whole number of days'],
  ])('rejects %s=%s with a message naming the variable and the value', (name, value, expected) => {
    const load = () => loadConfig({ [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`Invalid configuration: ${expected}`);
    expect(load).toThrow(`(got "${value}")`);
  });

  it.each([
    ['CHAIN_ID', 'abc', 'CHAIN_ID must be a positive whole number'],
    ['CHAIN_RPC_URL', 'localhost:8545', 'CHAIN_RPC_URL must be an http(s) or ws(s) URL'],
    ['MARKETPLACE_ADDRESS', '0x1234', 'MARKETPLACE_ADDRESS must be a contract address'],
    ['CHAIN_CONFIRMATIONS', '-1', 'CHAIN_CONFIRMATIONS must be a whole number of blocks'],
    ['CHAIN_POLL_INTERVAL_MS', '10', 'CHAIN_POLL_INTERVAL_MS must be a whole number of milliseconds'],
    ['CHAIN_LOG_CHUNK_BLOCKS', '0', 'CHAIN_LOG_CHUNK_BLOCKS must be a whole number of blocks'],
    ['CHAIN_MODE', 'cloud', 'CHAIN_MODE must be one of embedded, external, off'],
  ])('rejects %s=%s naming the chain variable', (name, value, expected) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid configuration: ${expected}`);
  });

  it('needs all three of CHAIN_RPC_URL, CHAIN_ID and MARKETPLACE_ADDRESS, or none', () => {
    const url = { CHAIN_RPC_URL: 'http://10.0.0.5:8545' };
    expect(() => loadConfig(url)).toThrow(ConfigError);
    expect(() => loadConfig(url)).toThrow(/CHAIN_ID and MARKETPLACE_ADDRESS must be set too/);
    expect(() => loadConfig({ ...url, CHAIN_ID: '5' })).toThrow(/MARKETPLACE_ADDRESS must be set too/);
    expect(() => loadConfig({ CHAIN_MODE: 'external' })).toThrow(/CHAIN_MODE external needs CHAIN_RPC_URL/);
    const all = { ...url, CHAIN_ID: '5', MARKETPLACE_ADDRESS: `0x${'1'.repeat(40)}` };
    expect(() => loadConfig({ ...all, CHAIN_MODE: 'embedded' })).toThrow(/unset CHAIN_RPC_URL/);
    expect(loadConfig(all).chain).toMatchObject({ mode: 'external', chainId: 5, confirmations: 2 });
    expect(loadConfig({ CHAIN_MODE: 'off' }).chain.mode).toBe('off');
    expect(loadConfig({ CHAIN_CONFIRMATIONS: '4' }).chain.confirmations).toBe(4);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT must .*; LOG_LEVEL must/);
  });
});
