import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig, REPO_ROOT } from './config';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './lib/lock';
import { UnsafeStartError } from './plugins/accounts';

/** Entry point: config, data-directory lock, app, listen; a clean shutdown on SIGINT and SIGTERM. */
async function main(): Promise<void> {
  const envFile = path.join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  const config = readConfigOrExit();
  const lock = await lockOrExit(config);

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config });
  } catch (error) {
    if (error instanceof UnsafeStartError) console.error(`CareLedger did not start: ${error.message}`);
    else console.error('CareLedger could not start:', error);
    await lock.release();
    process.exit(1);
  }

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await lock.release();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    console.error(
      `CareLedger could not listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
    await app.close();
    await lock.release();
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  console.log(`CareLedger is running at ${url}`);
  if (app.setupToken) {
    console.log(
      `No administrator yet: open ${url}/setup and enter this one-time setup token to create the first one:\n  ${app.setupToken}`,
    );
  }
  app.log.info({ url }, `CareLedger is running at ${url}`);
}

function readConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function lockOrExit(config: Config): Promise<DataDirLock> {
  try {
    return await lockDataDir({
      dataDir: config.dataDir,
      onCompromised: (error) => {
        console.error(`Lost the lock on the data directory ${config.dataDir}: ${error.message}. Stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    console.error(
      error instanceof DataDirLockedError ? error.message : `Could not lock ${config.dataDir}: ${error}`,
    );
    process.exit(1);
  }
}

await main();
