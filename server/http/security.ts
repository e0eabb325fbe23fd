import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { CONTENT_SECURITY_POLICY } from '../../shared/content-security-policy.js';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
  // Audio and images are fetched by our own pages only; cross-origin isolation would break nothing we use.
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers for these options, worked out once: they depend on the options only, never on the
 * request, so there is no need to build Helmet's middleware (and parse the CSP) for every request as
 * @fastify/helmet does (that cost a quarter of a bare route's time).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const SECURITY_HEADER_NAMES = Object.keys(securityHeaders());

/**
 * Takes the security headers off a response that only confirms what the client already holds (a 304),
 * whose stored headers stay in force; see `sendNotModified` in `messages/feed-not-modified.ts`.
 */
export function dropSecurityHeaders(reply: FastifyReply): void {
  for (const name of SECURITY_HEADER_NAMES) reply.removeHeader(name);
}

/**
 * Sends the security headers (CSP among them) with every response, errors and 404s included; the one
 * exception is a feed poll's 304, which carries only what RFC 9110 asks of a 304.
 */
export function installSecurity(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
