import { healthSchema } from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHealthCheck } from './check-health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkHealth = createHealthCheck({ db: app.db, databaseKind: app.databaseKind });
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer (503 when the database does not)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth();
      return reply.status(health.database === 'up' ? 200 : 503).send(health);
    },
  );
};
