import {
  apiErrorSchema,
  NOTIFICATION_EVENTS,
  notificationListSchema,
  notificationSchema,
  notificationsClearedResultSchema,
  notificationsReadResultSchema,
  SESSION_COOKIE,
} from '@careledger/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSession, requireAccount } from '../auth';
import { clearNotifications } from './clear-notifications';
import { deleteNotification } from './delete-notification';
import { isNotModified } from './is-not-modified';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';
import { createNotificationListCache } from './notification-list-cache';
import { streamNotifications } from './stream-notifications';

const tags = ['notifications'];
const idParams = z.object({
  id: z.guid({ error: 'must be a notification id, a UUID like 0f8fad5b-d9cb-469f-a165-70867728950e.' }),
});

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = createNotificationListCache();
  // Every hub event is a notification raised, read, deleted or cleared, published once its write has
  // committed (lib/transaction.ts) and before the write answers: the next read of that list queries again.
  app.hub.subscribe(
    (event) => lists.forget(event.recipient),
    () => {},
  );

  app.get(
    '/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The current viewer's notifications, newest first (at most 50)",
        description:
          'Sends a strong `ETag` with `Cache-Control: private, no-cache`: a request whose `If-None-Match` ' +
          'names it gets 304 while the list is unchanged.',
        response: {
          200: notificationListSchema,
          304: z.null().describe('Not Modified: the list is still the one the If-None-Match ETag names'),
        },
      },
    },
    async (request, reply) => {
      const recipient = requireAccount(request).id;
      const list = await lists.read(recipient, async () => {
        const body = reply.serialize({ items: await listNotifications({ db: app.db, recipient }) });
        if (typeof body !== 'string') throw new Error('the notification list did not serialise to JSON text');
        return body;
      });
      // The untyped reply sends what the schema cannot say: no body at all for 304 (a serialised `null` would
      // give it a Content-Length), and the body serialised by this route's schema when the list was loaded.
      const untyped: FastifyReply = reply;
      untyped.header('etag', list.etag).header('cache-control', 'private, no-cache');
      if (isNotModified(request.headers['if-none-match'], list.etag)) return untyped.code(304).send();
      return untyped.type('application/json; charset=utf-8').send(list.body);
    },
  );

  app.get(
    '/notifications/stream',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Server-Sent Events for the current viewer',
        description:
          `Event \`${NOTIFICATION_EVENTS.created}\` carries a new Notification as JSON; ` +
          `\`${NOTIFICATION_EVENTS.changed}\` (data \`{}\`) means refetch the list. A comment line every 25 s.`,
        response: {
          200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE] ?? '';
      streamNotifications({
        request,
        reply,
        hub: app.hub,
        recipient: requireAccount(request).id,
        // Without moving last-seen on: an open tab alone must not keep an Auto Logout session alive.
        stillSignedIn: async () => (await readSession({ db: app.db, token, touch: false })) !== null,
      });
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: notificationsReadResultSchema },
      },
    },
    async (request) =>
      markAllNotificationsRead({ db: app.db, hub: app.hub, recipient: requireAccount(request).id }),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: idParams,
        response: { 200: notificationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      markNotificationRead({
        db: app.db,
        hub: app.hub,
        recipient: requireAccount(request).id,
        id: request.params.id,
      }),
  );

  app.delete(
    '/notifications/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Delete one notification',
        params: idParams,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteNotification({
        db: app.db,
        hub: app.hub,
        recipient: requireAccount(request).id,
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Delete all notifications (Clear all)',
        response: { 200: notificationsClearedResultSchema },
      },
    },
    async (request) =>
      clearNotifications({ db: app.db, hub: app.hub, recipient: requireAccount(request).id }),
  );
};
