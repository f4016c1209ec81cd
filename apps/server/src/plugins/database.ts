import path from 'node:path';
import fp from 'fastify-plugin';
import { type Database, type DatabaseHandle, type DatabaseKind, openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
  }
}

export interface DatabasePluginOptions {
  /** An already-open database (its owner closes it); otherwise one is opened from the config. */
  database?: DatabaseHandle | undefined;
  /** Reference time for the demo data (tests pin it). */
  seedNow?: Date | undefined;
}

/** Opens (or adopts) the database, applies migrations, seeds an empty one and closes it with the app. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { database, seedNow }) => {
    const { config } = app;
    const handle =
      database ??
      (await openDatabase(
        config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl }
          : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
      ));
    if (!database) app.addHook('onClose', () => handle.close());

    await handle.migrate();
    const seeded = await seedDatabase({
      db: handle.db,
      demoData: config.seedDemoData,
      now: seedNow,
      rfid: config.rfid,
    });
    if (seeded) app.log.info({ demoData: config.seedDemoData }, 'seeded an empty database');

    app.decorate('db', handle.db);
    app.decorate('databaseKind', handle.kind);
  },
  { name: 'database', dependencies: ['config'] },
);
