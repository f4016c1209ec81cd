import fp from 'fastify-plugin';
import { createSseHub, type SseHub } from '../lib/sse-hub';

declare module 'fastify' {
  interface FastifyInstance {
    hub: SseHub;
  }
}

/** The in-process event hub; on close it ends every open event stream so shutdown never waits on a tab. */
export const eventsPlugin = fp(
  async (app) => {
    const hub = createSseHub();
    app.decorate('hub', hub);
    app.addHook('preClose', async () => {
      hub.closeAll();
    });
  },
  { name: 'events' },
);
