import type { FastifyInstance } from 'fastify';
import { GENERIC_ERRORS, HttpError } from './errors.js';

/**
 * Path parameters name ids, and no id holds a NUL character; PostgreSQL cannot even compare text that
 * does (the query fails), so such a request is "not found" before any route reads its parameters. It
 * runs after the onRequest guards: on admin routes a visitor still hears 401 and a member 403.
 */
export function installPathParamCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = request.params as Record<string, unknown> | null | undefined;
    if (params && Object.values(params).some((value) => typeof value === 'string' && value.includes('\u0000'))) {
      throw new HttpError(404, GENERIC_ERRORS.notFound);
    }
  });
}
