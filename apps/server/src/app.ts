import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { endKeepAliveOnClose } from './lib/end-keep-alive-on-close';
import { answerFrameworkError } from './lib/error-response';
import { answerClientError, MAX_PARAM_LENGTH } from './lib/request-limits';
import { apiRoutes } from './modules/api-routes';
import { accessPlugin } from './plugins/access';
import { accountsPlugin } from './plugins/accounts';
import { alertSchedulePlugin } from './plugins/alert-schedule';
import { chainPlugin } from './plugins/chain';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { eventsPlugin } from './plugins/events';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';
import { swaggerPlugin } from './plugins/swagger';

export interface BuildAppOptions {
  config: Config;
  /**
   * An already-open database (tests pass in-memory PGlite or a PostgreSQL handle). The caller keeps
   * ownership and closes it after the app. Without one, the app opens the database the config names and
   * closes it on app close.
   */
  database?: DatabaseHandle;
  /** Reference time for the demo seed; defaults to now. */
  seedNow?: Date;
  /** Overrides the pino logger options (default: JSON at LOG_LEVEL). */
  logger?: FastifyServerOptions['logger'];
  /** Benchmark only: serve without resolving sessions or checking access, to measure what the check costs. */
  uncheckedForBenchmark?: boolean;
}

export type App = FastifyInstance;

/**
 * Builds the CareLedger server: plugins in order config, security (hosts, cross-site writes, headers), database (migrate + seed),
 * accounts (demo passwords, setup token), access (sessions, tokens, permissions, audit), events, alert schedule,
 * chain (embedded node or external RPC, deployment, demo marketplace, indexer), error handler,
 * OpenAPI, `/api` routes, static web app. Resolves once everything is ready; does not listen.
 */
export async function buildApp({
  config,
  database,
  seedNow,
  logger,
  uncheckedForBenchmark,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // Only the named proxies' X-Forwarded-For sets request.ip; anyone else could claim any address.
    ...(config.trustProxy.length > 0 ? { trustProxy: config.trustProxy } : {}),
    // Keep-alive sockets must not hold a shutdown open: those idle then are closed at once, the others once
    // their answer is out (endKeepAliveOnClose); event streams are ended by the events plugin.
    forceCloseConnections: 'idle',
    // Opening PGlite (WebAssembly) and migrating can take well over Fastify's default 10 s on a busy machine.
    pluginTimeout: 120_000,
    // Requests refused before routing answer the API's `{ error, message }` too, never echoing the URL:
    // a path parameter over MAX_PARAM_LENGTH (414) or one that cannot be decoded (400) …
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError(config.bodyLimitBytes),
    // … and headers (or a request line) over Node's limit, refused before a request exists (431 or 414).
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  endKeepAliveOnClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  try {
    await app.register(configPlugin, { config });
    await app.register(securityPlugin);
    await app.register(databasePlugin, { database, seedNow });
    await app.register(accountsPlugin);
    await app.register(accessPlugin, { uncheckedForBenchmark });
    await app.register(eventsPlugin);
    await app.register(alertSchedulePlugin);
    await app.register(chainPlugin);
    await app.register(errorHandlerPlugin);
    await app.register(swaggerPlugin);
    await app.register(apiRoutes, { prefix: '/api' });
    await app.register(staticWebPlugin);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
