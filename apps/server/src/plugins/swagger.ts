import { type RouteAccess, SESSION_COOKIE, TOKEN_SCOPES } from '@careledger/shared';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../lib/version';

export const DOCS_PREFIX = '/api/docs';

const TOKEN_PERMISSIONS: readonly string[] = Object.values(TOKEN_SCOPES);

/**
 * Who may call an operation, in the document: `x-access` is the route's declared access (`public`, `signedIn`
 * or a permission; the access matrix test reads it), `security` says which credential carries it (a session
 * cookie, or an API token for the permissions a token scope grants).
 */
function securityOf(access: RouteAccess): Record<string, string[]>[] {
  if (access === undefined || access === 'public') return [];
  if (access !== 'signedIn' && TOKEN_PERMISSIONS.includes(access)) return [{ session: [] }, { apiToken: [] }];
  return [{ session: [] }];
}

const transform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  if (access === undefined) return result;
  return { ...result, schema: { ...result.schema, 'x-access': access, security: securityOf(access) } };
};

/** The OpenAPI document (`/api/docs/json`) and its UI (`/api/docs`), built from the routes' zod schemas. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'CareLedger API',
          description: 'Inventory, notifications, profile and settings of a CareLedger facility.',
          version: APP_VERSION,
        },
        tags: [
          { name: 'health', description: 'Is the server up' },
          { name: 'dashboard', description: 'Landing page overview' },
          {
            name: 'inventory',
            description: 'Supplies on a stock ledger, alerts, purchase orders, suppliers',
          },
          { name: 'notifications', description: 'The notification centre and its event stream' },
          { name: 'profile', description: 'Profiles per role and their activity' },
          { name: 'settings', description: 'Settings of the current viewer' },
        ],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
            apiToken: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // Swagger UI writes inline styles; its pages alone may, scripts stay 'self' only (see plugins/security).
      uiHooks: {
        onRequest: async (_request, reply) => {
          const policy = reply.getHeader('content-security-policy');
          if (typeof policy === 'string') {
            reply.header(
              'content-security-policy',
              policy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
            );
          }
        },
      },
    });
  },
  { name: 'swagger' },
);
