import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { TooManyRequestsError } from '../http/errors.js';
import { takeRateToken, type RateRule } from '../http/rate-events.js';

/** Failed password sign-ins one account may take in a rolling 15 minutes, from any number of addresses. */
export const ACCOUNT_FAILURES: RateRule = { bucket: 'sign-in-failures-per-account', max: 10, windowMs: 15 * 60 * 1000 };

/** The account's key in the rate table: a hash, so the table never holds an e-mail address. */
export const accountKey = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/**
 * A preHandler limiting every way of signing in (password, sign-up, Google) per client address per
 * minute, counted in the database so every instance behind a load balancer shares the count.
 */
export function signInAddressLimit(db: Db, config: ServerConfig) {
  const rule: RateRule = { bucket: 'sign-in-per-address', max: config.authRateLimitPerMinute, windowMs: 60 * 1000 };
  return async (request: FastifyRequest): Promise<void> => {
    const wait = await takeRateToken(db, rule, request.ip);
    if (wait > 0) throw new TooManyRequestsError(AUTH_ERRORS.tooManyAttempts, wait);
  };
}
