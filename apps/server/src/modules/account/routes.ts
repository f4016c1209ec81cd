import {
  activeSessionListSchema,
  apiErrorSchema,
  changePasswordSchema,
  loginAttemptListSchema,
  recoveryCodesSchema,
  signedOutSessionsSchema,
  totpConfirmSchema,
  totpDisableSchema,
  totpEnrolmentSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { endAccountSessions, endSessionByPublicId, requireAccount } from '../auth';
import {
  changePassword,
  confirmTotpEnrolment,
  disableTotp,
  listActiveSessions,
  listLoginHistory,
  startTotpEnrolment,
} from './account-security';

const tags = ['account'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const access = { access: 'signedIn' } as const;
const sessionParams = z.object({ id: z.guid({ error: 'must be a session id, a UUID.' }) });

/** The signed-in account's own security: password, 2FA, sessions and login history (spec 000 section 2.8). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.put(
    '/password',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change Password: the current one is required; your other sessions are signed out',
        body: changePasswordSchema,
        response: { 200: signedOutSessionsSchema, ...errors },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      return changePassword({ db, accountId: account.id, sessionId: account.sessionId, ...request.body });
    },
  );

  app.post(
    '/2fa',
    {
      config: access,
      schema: {
        tags,
        summary: 'Enable 2FA, step one: a new TOTP secret and its QR code',
        response: { 200: totpEnrolmentSchema, ...errors },
      },
    },
    async (request) => startTotpEnrolment({ db, accountId: requireAccount(request).id }),
  );

  app.post(
    '/2fa/confirm',
    {
      config: access,
      schema: {
        tags,
        summary: 'Enable 2FA, step two: a code from the app turns it on; answers the recovery codes once',
        body: totpConfirmSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) =>
      confirmTotpEnrolment({ db, accountId: requireAccount(request).id, code: request.body.code }),
  );

  app.delete(
    '/2fa',
    {
      config: access,
      schema: {
        tags,
        summary: 'Turn 2FA off (the password is asked again)',
        body: totpDisableSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await disableTotp({ db, accountId: requireAccount(request).id, password: request.body.password });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/sessions',
    {
      config: access,
      schema: {
        tags,
        summary: 'View Active Sessions: device, address, last seen; this one marked',
        response: { 200: activeSessionListSchema, ...errors },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      return { items: await listActiveSessions({ db, accountId: account.id, currentId: account.sessionId }) };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Sign out one of your sessions',
        params: sessionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const account = requireAccount(request);
      const ended = await endSessionByPublicId({ db, publicId: request.params.id, accountId: account.id });
      if (!ended) throw notFound('sessionNotFound', { id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      config: access,
      schema: {
        tags,
        summary: 'Sign out all your other sessions',
        response: { 200: signedOutSessionsSchema, ...errors },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      return {
        signedOutSessions: await endAccountSessions({
          db,
          accountId: account.id,
          keepPublicId: account.sessionId,
        }),
      };
    },
  );

  app.get(
    '/login-history',
    {
      config: access,
      schema: {
        tags,
        summary: 'Your sign-in attempts, newest first (at most 50)',
        response: { 200: loginAttemptListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listLoginHistory({ db, accountId: requireAccount(request).id }) }),
  );
};
