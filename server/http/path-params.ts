import type { FastifyInstance } from 'fastify';
import { GENERIC_ERRORS, HttpError } from './errors.js';

/**
 * Path parameters name ids, and no id holds a NUL character; PostgreSQL cannot even compare text that
 * does (the query fails), so such a request is "not found" before any route reads its parameters. It
 * runs after the onRequest guards: on admin routes a visitor still hears 401 and a member 403.
 */
export function installPathParamCheck(app: FastifyInstance): void {
  // A callback, not an async function: every request passes here and none needs a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const params = request.params as Record<string, unknown> | null | undefined;
    if (params) {
      for (const key in params) {
        const value = params[key];
        if (typeof value === 'string' && value.includes('\u0000')) return done(new HttpError(404, GENERIC_ERRORS.notFound));
      }
    }
    done();
  });
}
