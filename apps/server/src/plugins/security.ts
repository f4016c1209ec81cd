import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allowedHostnames, hostnameOf } from '../lib/allowed-hosts';
import { AppError, errorText } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a browser says in Sec-Fetch-Site when the page making the request is ours, or no page at all. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * The doors of the server (OWASP CSRF cheat sheet, "verifying origin with standard headers"; DNS rebinding):
 * - a request whose Host this server does not serve is refused (421), so a rebound name cannot reach it;
 * - a state-changing request made by a page on another site is refused (403), whatever its content type:
 *   browsers send Origin and Sec-Fetch-Site with every such request. A request with neither comes from a
 *   program (curl, an RFID reader), not from a page;
 * - every response carries security headers: a Content-Security-Policy without inline script, nosniff,
 *   frame-ancestors 'none', no referrer. CORS stays closed: no Access-Control-Allow-Origin is ever sent.
 */
export const securityPlugin = fp(
  async (app) => {
    const { host, publicUrl } = app.config;
    const hostnames = allowedHostnames({ host, publicUrl });
    const publicHost = publicUrl ? new URL(publicUrl).host.toLowerCase() : undefined;
    const isHttps = publicUrl?.startsWith('https:') ?? false;

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React writes style attributes through the CSSOM, which CSP allows; no inline <style> is needed.
          styleSrc: ["'self'"],
          // Listing images may name any https address; data: and blob: are generated images and PDFs.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Images from other sites must still load in the marketplace.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'no-referrer' },
      // HSTS means something only where CareLedger is served over https.
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000 } : false,
    });

    app.addHook('onRequest', async (request) => {
      const requested = hostnameOf(request.headers.host);
      if (requested === undefined || !hostnames.has(requested)) {
        throw new AppError('UNKNOWN_HOST', 421, errorText('unknownHost'));
      }
      if (!SAFE_METHODS.has(request.method) && isFromAnotherSite(request, publicHost)) {
        throw new AppError('CROSS_SITE_REQUEST', 403, errorText('crossSiteRequest'));
      }
    });
  },
  { name: 'security', dependencies: ['config'] },
);

function isFromAnotherSite(request: FastifyRequest, publicHost: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !OWN_FETCH_SITES.has(String(site))) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    // "null" (a sandboxed frame, a file: page) and anything unreadable are another site.
    return true;
  }
  return originHost !== String(request.headers.host ?? '').toLowerCase() && originHost !== publicHost;
}
