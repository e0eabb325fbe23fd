import { Signer } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GoogleSignInChecks } from './google-oidc.js';

export const GOOGLE_STATE_COOKIE = 'kindred_google_signin';
export const GOOGLE_STATE_TTL_MS = 10 * 60 * 1000;
/** Only the start and the callback of the Google sign-in ever see this cookie. */
const COOKIE_PATH = '/api/auth/google';

const storedChecksSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  acknowledged: z.boolean(),
  expiresAt: z.number(),
});

/** A sign-in in progress: the OIDC checks, and whether it began on the sign-up screen after both safety steps. */
export interface GoogleSignInState extends GoogleSignInChecks {
  /** Only then may the callback create a new account. */
  acknowledged: boolean;
}

/**
 * Keeps a sign-in's state, nonce and PKCE verifier, and whether the safety steps were taken, in the browser,
 * signed with the server's secret: a cookie planted by someone else (a sibling subdomain, say) fails the
 * signature, so nobody can pair a victim's browser with their own authorization code, nor skip the safety
 * steps. The expiry is inside the signed value too, because a browser is free to ignore Max-Age.
 */
export class GoogleStateCookie {
  readonly #signer: Signer;

  constructor(secret: string) {
    this.#signer = new Signer(secret);
  }

  set(request: FastifyRequest, reply: FastifyReply, signIn: GoogleSignInState, now = Date.now()): void {
    const stored = { ...signIn, expiresAt: now + GOOGLE_STATE_TTL_MS };
    const value = this.#signer.sign(Buffer.from(JSON.stringify(stored)).toString('base64url'));
    reply.setCookie(GOOGLE_STATE_COOKIE, value, { ...cookieOptions(request), maxAge: GOOGLE_STATE_TTL_MS / 1000 });
  }

  /** The sign-in this browser started, or undefined when missing, forged or expired. */
  read(request: FastifyRequest, now = Date.now()): GoogleSignInState | undefined {
    const raw = request.cookies[GOOGLE_STATE_COOKIE];
    if (!raw) return undefined;
    const unsigned = this.#signer.unsign(raw);
    if (!unsigned.valid) return undefined;
    const parsed = storedChecksSchema.safeParse(parseJson(Buffer.from(unsigned.value, 'base64url').toString()));
    if (!parsed.success || parsed.data.expiresAt <= now) return undefined;
    const { state, nonce, codeVerifier, acknowledged } = parsed.data;
    return { state, nonce, codeVerifier, acknowledged };
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(GOOGLE_STATE_COOKIE, cookieOptions(request));
  }
}

function cookieOptions(request: FastifyRequest) {
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' } as const;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
