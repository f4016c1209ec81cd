import {
  acceptInviteSchema,
  apiErrorSchema,
  authStatusSchema,
  SESSION_COOKIE,
  sessionSchema,
  setupSchema,
  signInCodeSchema,
  signInResultSchema,
  signInSchema,
} from '@careledger/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/app-error';
import { isSetupRequired } from './create-account';
import { demoAccountsExist } from './demo-accounts';
import { clientOf } from './request-auth';
import { createSession, endSession, readSession, toSessionBody } from './sessions';
import { acceptInvite, setUpFirstAdmin } from './setup-and-invite';
import { completeSignIn, signIn } from './sign-in';

const tags = ['auth'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The one-time token the setup page needs, printed at start-up while no admin exists. */
    setupToken: string | undefined;
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl?.startsWith('https:') ?? false;

  function setSessionCookie(reply: FastifyReply, token: string, expires: Date) {
    reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
  }

  async function sessionBody(request: FastifyRequest, token: string) {
    const session = await readSession({ db: app.db, token });
    if (!session) throw unauthenticated('signInRequired');
    request.auth = {
      kind: 'account',
      account: session.account,
      sessionId: session.publicId,
      permissions: session.permissions,
    };
    return toSessionBody(session);
  }

  app.get(
    '/status',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the first admin must still be set up, and whether demo accounts exist',
        response: { 200: authStatusSchema },
      },
    },
    async () => ({
      setupRequired: await isSetupRequired(app.db),
      demoAccounts: await demoAccountsExist(app.db),
    }),
  );

  app.post(
    '/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email and password; answers the session, or that a 2FA code is owed',
        body: signInSchema,
        response: { 200: signInResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const step = await signIn({ db: app.db, ...request.body, client: clientOf(request) });
      setSessionCookie(reply, step.token, step.expiresAt);
      if (step.status === 'codeRequired') return { status: 'codeRequired' as const };
      return { status: 'signedIn' as const, session: await sessionBody(request, step.token) };
    },
  );

  app.post(
    '/sign-in/code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The second step with 2FA on: a code from the authenticator app or a recovery code',
        body: signInCodeSchema,
        response: { 200: signInResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw unauthenticated('signInCodeExpired');
      const next = await completeSignIn({
        db: app.db,
        token,
        code: request.body.code,
        client: clientOf(request),
      });
      setSessionCookie(reply, next.token, next.expiresAt);
      return { status: 'signedIn' as const, session: await sessionBody(request, next.token) };
    },
  );

  app.post(
    '/sign-out',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign out: ends this session (nothing to do without one)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession({ db: app.db, token });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/session',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The signed-in account, its permissions and when the session ends',
        response: { 200: sessionSchema, 401: apiErrorSchema },
      },
    },
    async (request) => sessionBody(request, request.cookies[SESSION_COOKIE] ?? ''),
  );

  app.post(
    '/setup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create the first admin with the token printed at start-up (only while there is none)',
        body: setupSchema,
        response: { 200: signInResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const accountId = await setUpFirstAdmin({ db: app.db, setupToken: app.setupToken, body: request.body });
      app.setupToken = undefined;
      const session = await createSession({
        db: app.db,
        accountId,
        stage: 'active',
        client: clientOf(request),
      });
      setSessionCookie(reply, session.token, session.expiresAt);
      return { status: 'signedIn' as const, session: await sessionBody(request, session.token) };
    },
  );

  app.post(
    '/invite/accept',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Choose a password with an invitation link; then sign in',
        body: acceptInviteSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await acceptInvite({ db: app.db, ...request.body });
      return reply.code(204).send(null);
    },
  );
};
