import { apiErrorSchema, settingsSchema } from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { getSettings } from './get-settings';
import { resetSettings } from './reset-settings';
import { saveSettings } from './save-settings';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: "The current viewer's settings", response: { 200: settingsSchema } },
    },
    async (request) => getSettings({ db: app.db, accountId: requireAccount(request).id }),
  );

  app.put(
    '/settings',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Replace the settings (every field; unknown fields are rejected)',
        body: settingsSchema.strict(),
        response: { 200: settingsSchema, 400: apiErrorSchema },
      },
    },
    async (request) =>
      saveSettings({ db: app.db, accountId: requireAccount(request).id, values: request.body }),
  );

  app.post(
    '/settings/reset',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Reset the settings to the defaults', response: { 200: settingsSchema } },
    },
    async (request) => resetSettings({ db: app.db, accountId: requireAccount(request).id }),
  );
};
