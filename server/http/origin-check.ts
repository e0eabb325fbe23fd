import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DESKTOP_ORIGIN } from '../../shared/desktop-bridge.js';
import { HttpError } from './errors.js';

export const FOREIGN_ORIGIN_ERROR = 'This request came from a page outside this community, so it was refused.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a browser says a request came from: Origin, or failing that the Referer's origin. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    // WHATWG URL gives a custom scheme (the desktop app's app://kindred) the opaque origin "null".
    return url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`;
  } catch {
    return 'null';
  }
}

/**
 * Refuses a state-changing API request that a browser says came from another origin (cross-site
 * request forgery: another page sending the member's cookie, which SameSite=Lax alone does not stop
 * for same-site origins). The server's own origin is the one the request was addressed to, or the
 * configured public URL; the desktop app's own origin (`app://kindred`, a page only the app can show) is
 * always trusted; `allowedOrigins` adds others. A request with neither Origin nor Referer is not from a
 * browser page and passes.
 */
export function installOriginCheck(app: FastifyInstance, options: { publicUrl: string | undefined; allowedOrigins: readonly string[] }): void {
  const trusted = new Set([DESKTOP_ORIGIN, ...options.allowedOrigins]);
  if (options.publicUrl) trusted.add(new URL(options.publicUrl).origin);
  // A callback, not an async function: every request passes here, most of them reads that need no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return done();
    const origin = claimedOrigin(request);
    if (origin === undefined || trusted.has(origin) || origin === `${request.protocol}://${request.host}`) return done();
    done(new HttpError(403, FOREIGN_ORIGIN_ERROR));
  });
}
