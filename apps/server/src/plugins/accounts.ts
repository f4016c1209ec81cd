import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  demoAccountsExist,
  giveDemoAccountsTheirPassword,
  isLoopbackHost,
  isSetupRequired,
} from '../modules/auth';

/** Thrown when the server must not start as configured; server.ts prints its message. */
export class UnsafeStartError extends Error {
  override name = 'UnsafeStartError';
}

/**
 * Accounts at start-up: demo accounts get the demo password (with demo data), and are allowed only while the
 * server listens on a loopback address; with no admin yet, a one-time setup token is made for the setup page
 * (server.ts prints it).
 */
export const accountsPlugin = fp(
  async (app) => {
    const { config, db } = app;
    if (config.seedDemoData) await giveDemoAccountsTheirPassword(db);
    if (!isLoopbackHost(config.host) && (await demoAccountsExist(db))) {
      throw new UnsafeStartError(
        `CareLedger will not listen on ${config.host} while demo accounts still use the published demo password. ` +
          'Start it on 127.0.0.1 (HOST=127.0.0.1), sign in as each demo account and change its password under ' +
          'Profile > Security (or disable it under /admin/users), then start it on this address again.',
      );
    }
    app.decorate(
      'setupToken',
      (await isSetupRequired(db)) ? randomBytes(18).toString('base64url') : undefined,
    );
  },
  { name: 'accounts', dependencies: ['database'] },
);
