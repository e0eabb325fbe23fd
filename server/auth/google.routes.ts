import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthorizationResponseError } from 'openid-client';
import { z } from 'zod';
import type { DomainOptions } from '../context.js';
import { GoogleSignUpNotAcknowledged, signInWithGoogle } from './google-accounts.js';
import { GoogleOidcClient } from './google-oidc.js';
import { GoogleStateCookie } from './google-state-cookie.js';
import { setSessionCookie } from './session-cookie.js';
import { signInAddressLimit } from './sign-in-rate-limit.js';

export const GOOGLE_UNAVAILABLE_REDIRECT = '/?authError=google_unavailable';
export const GOOGLE_FAILED_REDIRECT = '/?authError=google_failed';
/** A Google account new to Kindred whose member has not taken the safety steps: back to onboarding. */
export const GOOGLE_SAFETY_STEPS_REDIRECT = '/?authError=safety_steps_required';
/** The sign-up screen starts with `?acknowledged=1` once both safety steps are taken; sign-in starts without it. */
const startQuerySchema = z.object({ acknowledged: z.string().optional() });
const AFTER_SIGN_IN = '/';
const AFTER_SIGN_UP = '/profile';

function cookieSecretOrRandom(secret: string | undefined, log: FastifyBaseLogger): string {
  if (secret) return secret;
  log.warn('KINDRED_COOKIE_SECRET is not set: using a random secret, so a restart interrupts Google sign-ins in progress');
  return randomBytes(32).toString('base64url');
}

/**
 * "Continue with Google" is a browser navigation: every outcome is a redirect. Until an operator configures
 * an OAuth client the member is sent back to the app, which explains that email sign-in is the way in.
 */
export const googleRoutes: FastifyPluginAsyncZod<DomainOptions> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const signInLimit = signInAddressLimit(db, config);

  if (!config.google) {
    for (const url of ['/api/auth/google', '/api/auth/google/callback']) {
      app.get(url, { preHandler: signInLimit }, async (_request, reply) => reply.redirect(GOOGLE_UNAVAILABLE_REDIRECT, 302));
    }
    return;
  }

  const google = new GoogleOidcClient(config.google);
  const stateCookie = new GoogleStateCookie(cookieSecretOrRandom(config.cookieSecret, app.log));

  app.get('/api/auth/google', { preHandler: signInLimit, schema: { querystring: startQuerySchema } }, async (request, reply) => {
    try {
      const { authorizationUrl, checks } = await google.startSignIn();
      stateCookie.set(request, reply, { ...checks, acknowledged: request.query.acknowledged === '1' });
      return reply.redirect(authorizationUrl.href, 302);
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in is unavailable: OpenID discovery failed');
      return reply.redirect(GOOGLE_UNAVAILABLE_REDIRECT, 302);
    }
  });

  app.get('/api/auth/google/callback', { preHandler: signInLimit }, async (request, reply) => {
    const signIn = stateCookie.read(request);
    stateCookie.clear(request, reply);
    try {
      if (!signIn) throw new Error('the Google sign-in cookie is missing, expired or not ours');
      const { acknowledged, ...checks } = signIn;
      const identity = await google.finishSignIn(request.url, checks);
      const signedIn = await signInWithGoogle(db, identity, { acknowledged });
      setSessionCookie(request, reply, signedIn.token, signedIn.expiresAt);
      return reply.redirect(signedIn.isNewMember ? AFTER_SIGN_UP : AFTER_SIGN_IN, 302);
    } catch (error) {
      if (error instanceof GoogleSignUpNotAcknowledged) {
        request.log.info('Google sign-up refused: the safety steps were not taken');
        return reply.redirect(GOOGLE_SAFETY_STEPS_REDIRECT, 302);
      }
      // A member declining consent is their choice, not a fault worth a warning.
      const declined = error instanceof AuthorizationResponseError;
      request.log[declined ? 'info' : 'warn']({ err: error }, 'Google sign-in failed');
      return reply.redirect(GOOGLE_FAILED_REDIRECT, 302);
    }
  });
};
