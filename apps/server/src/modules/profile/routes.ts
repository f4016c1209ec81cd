import {
  apiErrorSchema,
  profileActivityListSchema,
  profileSchema,
  profileUpdateSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { getProfile } from './get-profile';
import { listProfileActivity } from './list-profile-activity';
import { updateProfile } from './update-profile';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: "The current viewer's profile", response: { 200: profileSchema } },
    },
    async (request) => getProfile({ db: app.db, accountId: requireAccount(request).id }),
  );

  app.patch(
    '/profile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Save the current viewer's name, email, phone and location",
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      updateProfile({
        db: app.db,
        hub: app.hub,
        accountId: requireAccount(request).id,
        update: request.body,
      }),
  );

  app.get(
    '/profile/activity',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The current viewer's recent profile activity, newest first",
        response: { 200: profileActivityListSchema },
      },
    },
    async (request) => ({
      items: await listProfileActivity({ db: app.db, accountId: requireAccount(request).id }),
    }),
  );
};
