import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
export const WEB_NOT_BUILT_MESSAGE =
  'The CareLedger web app is not built yet. Run `npm run build` in the repository, then restart the server.\n';

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !request.url.startsWith('/api/')
  );
}

/**
 * Serves the built web app from WEB_DIST_DIR, Brotli- or gzip-compressed when the build made copies and the
 * browser accepts them. Hashed files under /assets are cached for a year, everything else revalidates. A page
 * address that matches no file gets index.html (status 200, compressed too), so the web app's router shows the
 * page or its own not-found screen. Without a build, pages answer 503 with what to do.
 */
export const staticWebPlugin = fp(
  async (app) => {
    const root = app.config.webDistDir;
    const isBuilt = existsSync(path.join(root, 'index.html'));

    if (isBuilt) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        // The build writes `<file>.br` and `<file>.gz` beside each text file (apps/web/build/compress-assets.ts):
        // the one the request's Accept-Encoding prefers is sent (Brotli first), with `Vary: Accept-Encoding`,
        // and the file itself when neither is accepted or there is no copy. Ranges and HEAD read the chosen file.
        preCompressed: true,
        // The copies are encodings of their original, not addresses of their own.
        globIgnore: ['**/*.br', '**/*.gz'],
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const isAsset = path.relative(root, filePath).split(path.sep)[0] === 'assets';
          reply.header('cache-control', isAsset ? IMMUTABLE : REVALIDATE);
        },
      });
    } else {
      app.log.warn({ webDistDir: root }, 'the web app is not built: run `npm run build`');
      app.get('/', { schema: { hide: true } }, async (_request, reply) => sendNotBuilt(reply));
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (!wantsHtml(request)) {
        throw notFound('nothingAt', { method: request.method, path: request.url.split('?')[0] ?? '' });
      }
      if (!isBuilt) return sendNotBuilt(reply);
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    });
  },
  { name: 'static-web', dependencies: ['config'] },
);

function sendNotBuilt(reply: FastifyReply) {
  return reply.status(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
}
