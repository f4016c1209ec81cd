import {
  accountCreateSchema,
  accountListSchema,
  accountSchema,
  accountUpdateSchema,
  adminSessionListSchema,
  apiErrorSchema,
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
  apiTokenSchema,
  auditEntrySchema,
  inviteSchema,
  pageSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { endSessionByPublicId, requireAccount } from '../auth';
import { createApiToken, listAllSessions, listApiTokens, listAudit, revokeApiToken } from './security';
import { inviteAccount, listAccounts, reinviteAccount, resetTwoFactor, updateAccount } from './users';

const tags = ['admin'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const uuidParams = z.object({ id: z.guid({ error: 'must be an id, a UUID.' }) });
const users = { access: 'users.manage' } as const;
const security = { access: 'security.manage' } as const;
const auditQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  actorId: z.string().max(100).optional(),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']).optional(),
});

/** Administration: accounts (users.manage), every session, the audit log and API tokens (security.manage). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/users',
    {
      config: users,
      schema: { tags, summary: 'Every account', response: { 200: accountListSchema, ...errors } },
    },
    async () => ({
      items: await listAccounts(db),
    }),
  );

  app.post(
    '/users',
    {
      config: users,
      schema: {
        tags,
        summary: 'Create an account and invite it: the invitation link is answered once',
        body: accountCreateSchema,
        response: { 201: inviteSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await inviteAccount({ db, input: request.body })),
  );

  app.patch(
    '/users/:id',
    {
      config: users,
      schema: {
        tags,
        summary: 'Change an account’s role, name, or disable it (its sessions end)',
        params: uuidParams,
        body: accountUpdateSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) =>
      updateAccount({ db, id: request.params.id, actorId: requireAccount(request).id, update: request.body }),
  );

  app.post(
    '/users/:id/invite',
    {
      config: users,
      schema: {
        tags,
        summary: 'A new invitation link (the old one stops working)',
        params: uuidParams,
        response: { 200: inviteSchema, ...errors },
      },
    },
    async (request) => reinviteAccount({ db, id: request.params.id }),
  );

  app.post(
    '/users/:id/reset-2fa',
    {
      config: users,
      schema: {
        tags,
        summary: 'Reset an account’s 2FA (a lost phone); its sessions end',
        params: uuidParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resetTwoFactor({ db, id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/sessions',
    {
      config: security,
      schema: {
        tags,
        summary: 'Every account’s live sessions',
        response: { 200: adminSessionListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listAllSessions({ db, currentId: requireAccount(request).sessionId }),
    }),
  );

  app.delete(
    '/sessions/:id',
    {
      config: security,
      schema: {
        tags,
        summary: 'Sign out any session',
        params: uuidParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await endSessionByPublicId({ db, publicId: request.params.id }))) {
        throw notFound('sessionNotFound', { id: request.params.id });
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/audit',
    {
      config: security,
      schema: {
        tags,
        summary: 'The audit log of every write, newest first (read-only)',
        querystring: auditQuery,
        response: { 200: pageSchema(auditEntrySchema), ...errors },
      },
    },
    async (request) => listAudit({ db, ...request.query }),
  );

  app.get(
    '/tokens',
    {
      config: security,
      schema: { tags, summary: 'API tokens for machines', response: { 200: apiTokenListSchema, ...errors } },
    },
    async () => ({
      items: await listApiTokens(db),
    }),
  );

  app.post(
    '/tokens',
    {
      config: security,
      schema: {
        tags,
        summary: 'Create a scoped API token: the secret is answered once',
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createApiToken({ db, ...request.body, createdBy: requireAccount(request).id })),
  );

  app.delete(
    '/tokens/:id',
    {
      config: security,
      schema: {
        tags,
        summary: 'Revoke an API token',
        params: uuidParams,
        response: { 200: apiTokenSchema, ...errors },
      },
    },
    async (request) => revokeApiToken({ db, id: request.params.id }),
  );
};
