import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HubEvent, SseHub } from '../../lib/sse-hub';

/** Proxies drop idle connections; a comment line every 25 s keeps the stream open. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

export function formatServerSentEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface StreamNotificationsOptions {
  request: FastifyRequest;
  reply: FastifyReply;
  hub: SseHub;
  recipient: string;
  /** Asked at every heartbeat: once the session has ended (signed out, revoked, expired), the stream ends too. */
  stillSignedIn?: () => Promise<boolean>;
}

/**
 * Turns the request into a Server-Sent Events stream of the recipient's hub events. The stream ends when the
 * client goes away, when its session ends (checked at each heartbeat) or when the app closes (the hub's closeAll),
 * and cleans up its listener either way.
 */
export function streamNotifications({
  request,
  reply,
  hub,
  recipient,
  stillSignedIn,
}: StreamNotificationsOptions): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n: connected\n\n`);

  const heartbeat = setInterval(async () => {
    if (stillSignedIn && !(await stillSignedIn().catch(() => true))) {
      cleanup();
      res.end();
      return;
    }
    if (isOpen) res.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let isOpen = true;
  const cleanup = () => {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(heartbeat);
    unsubscribe();
  };
  const unsubscribe = hub.subscribe(
    (event: HubEvent) => {
      if (isOpen && event.recipient === recipient) res.write(formatServerSentEvent(event.event, event.data));
    },
    () => {
      cleanup();
      // The app is closing: end the stream and its socket, so keep-alive cannot carry a reconnect.
      res.end(() => res.socket?.destroy());
    },
  );
  res.on('close', cleanup);
  request.log.debug({ subscribers: hub.size }, 'notification stream opened');
}
