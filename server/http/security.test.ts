import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandlers } from './error-handler.js';
import { HttpError } from './errors.js';
import { installSecurity, securityHeaders } from './security.js';

const app = Fastify({ logger: false });
beforeAll(async () => {
  installErrorHandlers(app);
  installSecurity(app);
  app.get('/fine', async () => ({ ok: true }));
  app.get('/refused', async () => {
    throw new HttpError(403, 'No.');
  });
  app.get('/broken', async () => {
    throw new Error('a bug');
  });
  await app.ready();
});
afterAll(async () => app.close());

describe('security headers', () => {
  it('are Helmet\'s for our CSP, worked out once', () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;media-src 'self' blob:;connect-src 'self';font-src 'self';object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'",
    );
    expect(headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    // Cross-origin isolation is off on purpose (nothing we load would need it).
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('go with every response: a route, a refusal, a bug and a 404', async () => {
    const expected = securityHeaders();
    for (const [url, status] of [['/fine', 200], ['/refused', 403], ['/broken', 500], ['/nowhere', 404]] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      for (const [name, value] of Object.entries(expected)) expect(response.headers[name], `${url} ${name}`).toBe(value);
    }
  });
});
