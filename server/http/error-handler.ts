import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/schemas/error.js';
import { GENERIC_ERRORS, HttpError, joinSentences, TooManyRequestsError } from './errors.js';

function validationFailure(error: { validation: { instancePath: string; message?: string }[] }): ApiError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    const message = field === 'body' ? GENERIC_ERRORS.notAnObject : (issue.message ?? 'Invalid value');
    (fields[field] ??= []).push(message);
  }
  const sentences = [...new Set(Object.values(fields).flat())];
  return { error: joinSentences(sentences), fields };
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: GENERIC_ERRORS.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: GENERIC_ERRORS.tooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: GENERIC_ERRORS.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: GENERIC_ERRORS.invalidJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: GENERIC_ERRORS.invalidJson },
};

/** A full disk, as SQLite (SQLITE_FULL), PostgreSQL (53100 disk_full) and the file system (ENOSPC) say it. */
function isDiskFull(error: { code?: string }): boolean {
  return error.code === 'SQLITE_FULL' || error.code === '53100' || error.code === 'ENOSPC';
}

/** What a stream says when the other end closed it: the client's connection dropped while its body was being read. */
const CLOSED_BY_CLIENT = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * The client went away before its request was all received (a closed tab, a lost connection in the
 * middle of an upload): their choice, not a fault of ours, and nobody is left to answer.
 */
function clientWentAway(request: FastifyRequest, error: { code?: string }): boolean {
  return error.code !== undefined && CLOSED_BY_CLIENT.has(error.code) && (request.raw.readableAborted || request.raw.socket?.destroyed === true);
}

/** Every error leaves as `{ error }` JSON; only a real bug becomes a 500, and its details stay in the log. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationFailure(error));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.message });
    if (error instanceof SyntaxError) return reply.status(400).send({ error: GENERIC_ERRORS.invalidJson });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ error: error.message });
    if (clientWentAway(request, error)) {
      request.log.info({ url: request.url, code: error.code }, 'the client went away before its request was received');
      // 499 (client closed request) for the access log; the socket is gone, so nothing is really sent.
      return reply.status(499).send({ error: GENERIC_ERRORS.internal });
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'the disk is full');
      return reply.status(507).send({ error: GENERIC_ERRORS.diskFull });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: GENERIC_ERRORS.internal });
  });
}
