import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import type { ServerConfig } from '../config.js';
import { HttpError } from '../http/errors.js';

/** Route config limiting every way of signing in (password, sign-up, Google) per client per minute. */
export function signInRateLimit(config: ServerConfig) {
  return {
    rateLimit: {
      max: config.authRateLimitPerMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new HttpError(429, AUTH_ERRORS.tooManyAttempts),
    },
  };
}
