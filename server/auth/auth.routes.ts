import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, registerBodySchema } from '../../shared/schemas/auth.js';
import { apiErrorSchema, okSchema } from '../../shared/schemas/error.js';
import { currentUserSchema } from '../../shared/schemas/user.js';
import type { DomainOptions } from '../context.js';
import { login, mustLoad, register } from './auth.service.js';
import { requireMember } from './guards.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { signInAddressLimit } from './sign-in-rate-limit.js';
import { deleteSession, deleteSessionsOf } from './sessions.repository.js';

export const authRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const signInLimit = signInAddressLimit(db, config);

  app.post(
    '/api/auth/register',
    { preHandler: signInLimit, schema: { body: registerBodySchema, response: { 201: currentUserSchema, 409: apiErrorSchema } } },
    async (request, reply) => {
      const { user, token, expiresAt } = await register(db, request.body);
      setSessionCookie(request, reply, token, expiresAt);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/api/auth/login',
    { preHandler: signInLimit, schema: { body: loginBodySchema, response: { 200: currentUserSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      const { user, token, expiresAt } = await login(db, request.body);
      setSessionCookie(request, reply, token, expiresAt);
      return user;
    },
  );

  app.get('/api/auth/user', { schema: { response: { 200: currentUserSchema, 401: apiErrorSchema } } }, async (request) => {
    return mustLoad(db, requireMember(request).userId);
  });

  // Signing out is idempotent: a member whose session already ended is still signed out, not told off.
  app.post('/api/logout', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    if (request.session) await deleteSession(db, request.session.tokenHash);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  // A lost phone or a shared computer: every session of the member ends, this one included.
  app.post('/api/logout/everywhere', { schema: { response: { 200: okSchema, 401: apiErrorSchema } } }, async (request, reply) => {
    await deleteSessionsOf(db, requireMember(request).userId);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });
};
