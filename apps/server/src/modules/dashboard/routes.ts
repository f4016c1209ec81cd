import { dashboardSchema } from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboard } from './get-dashboard';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { access: 'inventory.view' },
      schema: {
        tags: ['dashboard'],
        summary: 'Overview counts, the items most in need, active alerts and recent blockchain activity',
        response: { 200: dashboardSchema },
      },
    },
    async () => getDashboard({ db: app.db }),
  );
};
