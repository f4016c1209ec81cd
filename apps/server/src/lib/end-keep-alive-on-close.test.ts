import http from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { endKeepAliveOnClose } from './end-keep-alive-on-close';

describe('endKeepAliveOnClose', () => {
  const agent = new http.Agent({ keepAlive: true });
  afterEach(() => agent.destroy());

  it('closes a keep-alive socket that was answering when the server stopped listening, once its answer is out', async () => {
    const app = Fastify({ forceCloseConnections: 'idle' });
    endKeepAliveOnClose(app);
    let enter = () => {};
    const entered = new Promise<void>((resolve) => {
      enter = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/held', async () => {
      enter();
      await released;
      return { answered: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    // The answer goes out only once the server has stopped listening and closed the sockets idle then.
    const closeServer = app.server.close.bind(app.server);
    app.server.close = (callback) => {
      closeServer(callback);
      release();
      return app.server;
    };

    const answer = new Promise<{ body: string; socketClosed: Promise<void> }>((resolve, reject) => {
      http
        .get(`${url}/held`, { agent }, (res) => {
          const socketClosed = new Promise<void>((closed) => res.socket.once('close', () => closed()));
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ body, socketClosed }));
        })
        .on('error', reject);
    });
    await entered;
    // Without the hook, this waits for the keep-alive timeout (72 s), past the test's timeout.
    const closed = app.close();

    const { body, socketClosed } = await answer;
    expect(JSON.parse(body)).toEqual({ answered: true });
    await socketClosed;
    await closed;
  });
});
