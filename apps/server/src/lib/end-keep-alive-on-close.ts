import type { FastifyInstance } from 'fastify';

/**
 * Ends a closing app's keep-alive sockets as soon as their last response is out. Fastify
 * (`forceCloseConnections: 'idle'`) closes the sockets that are idle when it starts closing, but a socket still
 * answering a request then stays open after its response for the keep-alive timeout (72 s in Fastify), and
 * `close()` waits for every socket. Register before any route: the hook must see every response.
 */
export function endKeepAliveOnClose(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // A callback hook, not an async one: it runs on every response, and this way costs no promise.
  app.addHook('onResponse', (_request, _reply, done) => {
    if (isClosing) app.server.closeIdleConnections();
    done();
  });
}
