import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, okSchema } from '../../shared/schemas/error.js';
import {
  SAFETY_ERRORS,
  blockBodySchema,
  blockIdParamsSchema,
  blockedMemberListSchema,
  hideBodySchema,
  reportBodySchema,
  reportResultSchema,
} from '../../shared/schemas/safety.js';
import { requireMember } from '../auth/guards.js';
import type { DomainOptions } from '../context.js';
import { HttpError } from '../http/errors.js';
import { helpfulRoutes } from './helpful.routes.js';
import { blockMember, listBlockedMembers, unblock } from './blocks.repository.js';
import { hideItem } from './hidden-items.repository.js';
import { reportItem } from './reports.service.js';
import { findSubjectFor } from './safety-subjects.repository.js';

/** A member's safety tools: report an item to the admins, hide it from oneself, block its author; and "this helped". */
export const safetyRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const { db, moderatedItems } = ctx;
  await app.register(helpfulRoutes, { ctx });

  app.post(
    '/api/reports',
    { schema: { body: reportBodySchema, response: { 200: reportResultSchema, '4xx': apiErrorSchema } } },
    async (request, reply) => {
      const { userId } = requireMember(request);
      const report = await reportItem(db, moderatedItems, userId, request.body);
      if (report.outcome === 'limited') {
        return reply.status(429).header('retry-after', String(report.retryAfterSeconds)).send({ error: SAFETY_ERRORS.tooManyReports });
      }
      return report.result;
    },
  );

  app.post('/api/hidden', { schema: { body: hideBodySchema, response: { 200: okSchema, '4xx': apiErrorSchema } } }, async (request) => {
    const { userId } = requireMember(request);
    const subject = await findSubjectFor(db, userId, request.body);
    if (!subject?.visible) throw new HttpError(404, SAFETY_ERRORS.subject);
    await hideItem(db, userId, { type: request.body.subjectType, id: request.body.subjectId });
    return { ok: true as const };
  });

  app.post('/api/blocks', { schema: { body: blockBodySchema, response: { 200: okSchema, '4xx': apiErrorSchema } } }, async (request) => {
    const { userId } = requireMember(request);
    const subject = await findSubjectFor(db, userId, request.body);
    if (!subject?.visible) throw new HttpError(404, SAFETY_ERRORS.subject);
    if (subject.authorId === userId) throw new HttpError(400, SAFETY_ERRORS.blockSelf);
    await blockMember(db, userId, subject.authorId);
    return { ok: true as const };
  });

  app.get('/api/blocks', { schema: { response: { 200: blockedMemberListSchema, 401: apiErrorSchema } } }, async (request, reply) => {
    const { userId } = requireMember(request);
    reply.header('cache-control', 'private, no-store');
    return listBlockedMembers(db, userId);
  });

  app.delete(
    '/api/blocks/:id',
    { schema: { params: blockIdParamsSchema, response: { 200: okSchema, '4xx': apiErrorSchema } } },
    async (request) => {
      const { userId } = requireMember(request);
      if (!(await unblock(db, userId, request.params.id))) throw new HttpError(404, SAFETY_ERRORS.blockNotFound);
      return { ok: true as const };
    },
  );
};
