import {
  apiErrorSchema,
  CURRENT_ROLE,
  profileActivityListSchema,
  profileSchema,
  profileUpdateSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getProfile } from './get-profile';
import { listProfileActivity } from './list-profile-activity';
import { updateProfile } from './update-profile';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    { schema: { tags, summary: "The current viewer's profile", response: { 200: profileSchema } } },
    async () => getProfile({ db: app.db, role: CURRENT_ROLE }),
  );

  app.patch(
    '/profile',
    {
      schema: {
        tags,
        summary: "Save the current viewer's name, email, phone and location",
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: apiErrorSchema },
      },
    },
    async (request) => updateProfile({ db: app.db, hub: app.hub, role: CURRENT_ROLE, update: request.body }),
  );

  app.get(
    '/profile/activity',
    {
      schema: {
        tags,
        summary: "The current viewer's recent profile activity, newest first",
        response: { 200: profileActivityListSchema },
      },
    },
    async () => ({ items: await listProfileActivity({ db: app.db, role: CURRENT_ROLE }) }),
  );

  app.get(
    '/profiles/:role',
    {
      schema: {
        tags,
        summary: 'The profile of a role (admin, manager, staff, supplier)',
        params: z.object({ role: z.string().max(64) }),
        response: { 200: profileSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getProfile({ db: app.db, role: request.params.role }),
  );
};
