import { apiErrorSchema, CURRENT_ROLE, settingsSchema } from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSettings } from './get-settings';
import { resetSettings } from './reset-settings';
import { saveSettings } from './save-settings';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { schema: { tags, summary: "The current viewer's settings", response: { 200: settingsSchema } } },
    async () => getSettings({ db: app.db, role: CURRENT_ROLE }),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Replace the settings (every field; unknown fields are rejected)',
        body: settingsSchema.strict(),
        response: { 200: settingsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => saveSettings({ db: app.db, role: CURRENT_ROLE, values: request.body }),
  );

  app.post(
    '/settings/reset',
    {
      schema: { tags, summary: 'Reset the settings to the defaults', response: { 200: settingsSchema } },
    },
    async () => resetSettings({ db: app.db, role: CURRENT_ROLE }),
  );
};
