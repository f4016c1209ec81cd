import {
  NOTIFICATION_EVENTS,
  notificationListSchema,
  notificationSchema,
  profileSchema,
} from '@careledger/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/accounts';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../test/databases';
import { openEventStream } from '../../test/sse-client';
import { HEARTBEAT_MS } from './stream-notifications';

describe.each(DATABASE_KINDS)('GET /api/notifications/stream (%s)', (kind) => {
  let test: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    test = await startTestApp(kind);
    baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await test.close();
  });

  it('pushes notification.created when PATCH /api/profile raises one', async () => {
    const stream = await openEventStream(`${baseUrl}/api/notifications/stream`, test.adminCookie);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');

    const profile = profileSchema.parse(
      await fetch(`${baseUrl}/api/profile`, { headers: { cookie: test.adminCookie } }).then((r) => r.json()),
    );
    const saved = await fetch(`${baseUrl}/api/profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: test.adminCookie },
      body: JSON.stringify({
        name: profile.name,
        email: profile.email,
        phone: profile.phone,
        location: 'Ward 9',
      }),
    });
    expect(saved.status).toBe(200);

    const event = await stream.next(NOTIFICATION_EVENTS.created);
    const notification = notificationSchema.parse(JSON.parse(event.data));
    expect(notification).toMatchObject({
      title: 'Profile updated',
      category: 'system',
      actionUrl: '/profile',
    });
    stream.close();
    await stream.ended;
  });

  it('pushes notifications.changed with {} after a read, a delete and a clear', async () => {
    const stream = await openEventStream(`${baseUrl}/api/notifications/stream`, test.adminCookie);
    const { items } = notificationListSchema.parse(
      await fetch(`${baseUrl}/api/notifications`, { headers: { cookie: test.adminCookie } }).then((r) =>
        r.json(),
      ),
    );
    const [first, second] = items;
    if (!first || !second) throw new Error('need two notifications');

    await fetch(`${baseUrl}/api/notifications/${first.id}/read`, {
      method: 'POST',
      headers: { cookie: test.adminCookie },
    });
    expect(await stream.next(NOTIFICATION_EVENTS.changed)).toEqual({
      event: NOTIFICATION_EVENTS.changed,
      data: '{}',
    });
    await fetch(`${baseUrl}/api/notifications/${second.id}`, {
      method: 'DELETE',
      headers: { cookie: test.adminCookie },
    });
    expect((await stream.next(NOTIFICATION_EVENTS.changed)).data).toBe('{}');
    await fetch(`${baseUrl}/api/notifications`, { method: 'DELETE', headers: { cookie: test.adminCookie } });
    expect((await stream.next(NOTIFICATION_EVENTS.changed)).data).toBe('{}');
    stream.close();
    await stream.ended;
  });

  it('refuses a stream without a session, and ends one whose session ends at the next heartbeat', async () => {
    const refused = await openEventStream(`${baseUrl}/api/notifications/stream`);
    expect(refused.status).toBe(401);
    refused.close();

    const cookie = await signInAs(test.app, 'manager');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openEventStream(`${baseUrl}/api/notifications/stream`, cookie);
      expect(stream.status).toBe(200);
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      let ended = false;
      void stream.ended.then(() => {
        ended = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ended).toBe(false);
      await fetch(`${baseUrl}/api/auth/sign-out`, { method: 'POST', headers: { cookie } });
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      await stream.ended;
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends open streams and forgets their listeners when the app closes', async () => {
    const streams = await Promise.all([
      openEventStream(`${baseUrl}/api/notifications/stream`, test.adminCookie),
      openEventStream(`${baseUrl}/api/notifications/stream`, test.adminCookie),
    ]);
    // Both connections are registered once their headers have arrived.
    expect(test.app.hub.size).toBeGreaterThanOrEqual(2);
    await test.app.close();
    await Promise.all(streams.map((s) => s.ended));
    expect(test.app.hub.size).toBe(0);
  });
});
