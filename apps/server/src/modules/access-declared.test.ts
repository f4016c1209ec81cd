import { rmSync } from 'node:fs';
import type { RouteAccess } from '@careledger/shared';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { openTestDatabase, type TestDatabase, testConfig } from '../test/databases';

// A route under /api that does not say who may call it must not ship: the app refuses to build. The real
// routes are registered as always, plus one extra route whose access this test chooses.

const extra = vi.hoisted(() => ({ access: undefined as RouteAccess | undefined }));

vi.mock('./api-routes', async (importOriginal) => {
  const original = await importOriginal<{ apiRoutes: FastifyPluginAsync }>();
  const apiRoutes: FastifyPluginAsync = async (app, options) => {
    await original.apiRoutes(app, options);
    app.get(
      '/extra-route',
      { config: extra.access === undefined ? {} : { access: extra.access } },
      async () => ({ ok: true }),
    );
  };
  return { apiRoutes };
});

describe('a route under /api without config.access', () => {
  let database: TestDatabase | undefined;
  const config = testConfig();
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });
  afterAll(() => rmSync(config.dataDir, { recursive: true, force: true }));

  const build = async () => {
    database = await openTestDatabase('pglite');
    return buildApp({ config, database: database.handle });
  };

  it('builds when the extra route declares its access, and the door applies to it', async () => {
    extra.access = 'security.manage';
    const app = await build();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/extra-route' });
      expect(res.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('makes buildApp fail, naming the route', async () => {
    extra.access = undefined;
    await expect(build()).rejects.toThrow(/GET \/api\/extra-route declares no access/);
  });
});
