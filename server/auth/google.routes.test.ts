import net from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server, type MutableRedirectUri, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AVATARS } from '../../shared/constants.js';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import type { GoogleSignInConfig } from '../config.js';
import { registerMember, sessionCookieOf, startTestApp, uniqueEmail, type TestApp } from '../test-support/test-app.js';
import { GOOGLE_STATE_COOKIE, GOOGLE_STATE_TTL_MS } from './google-state-cookie.js';
import { SESSION_COOKIE } from './session-cookie.js';

const PUBLIC_URL = 'https://kindred.test';
const CLIENT_ID = 'kindred-test-client';
const COOKIE_SECRET = 'a-test-secret-that-is-long-enough-to-sign';

interface GoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
}

let issuer: OAuth2Server;
let t: TestApp;
/** The account the mock issuer signs its next ID token for. */
let googleAccount: GoogleAccount;

const googleConfig = (issuerUrl: string): GoogleSignInConfig => ({
  clientId: CLIENT_ID,
  clientSecret: 'kindred-test-secret',
  issuerUrl,
  redirectUri: `${PUBLIC_URL}/api/auth/google/callback`,
});

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  // The mock names itself "localhost"; the address it listens on spares every request a name lookup.
  issuer.issuer.url = `http://127.0.0.1:${issuer.address().port}`;
  issuer.service.on('beforeTokenSigning', (token: MutableToken) => {
    // Google sends names too; they must never reach the member's row.
    Object.assign(token.payload, googleAccount, { name: 'Real Name', given_name: 'Real', family_name: 'Name' });
  });
  t = await startTestApp({ publicUrl: PUBLIC_URL, google: googleConfig(issuer.issuer.url ?? ''), cookieSecret: COOKIE_SECRET });
});
afterAll(async () => {
  await t.close();
  await issuer.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const aGoogleAccount = (overrides: Partial<GoogleAccount> = {}): GoogleAccount => ({
  sub: `google-${crypto.randomUUID()}`,
  email: uniqueEmail('google'),
  email_verified: true,
  ...overrides,
});

function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** The sign-up screen starts with `?acknowledged=1` once both safety steps are taken; sign-in starts without it. */
async function startSignIn({ acknowledged = true }: { acknowledged?: boolean } = {}) {
  const response = await t.app.inject({ method: 'GET', url: acknowledged ? '/api/auth/google?acknowledged=1' : '/api/auth/google' });
  const stateCookie = cookieOf(response, GOOGLE_STATE_COOKIE);
  return { response, authorizeUrl: new URL(response.headers.location ?? ''), cookieValue: stateCookie?.value ?? '' };
}

const stateCookieHeader = (value: string) => `${GOOGLE_STATE_COOKIE}=${value}`;

/** What the browser does at Google: the mock approves at once and redirects back with a code (or an error). */
async function authorizeAtIssuer(authorizeUrl: URL): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

const callback = (url: URL, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });

async function completeGoogleSignIn(account: GoogleAccount, options: { acknowledged?: boolean } = {}) {
  googleAccount = account;
  const { authorizeUrl, cookieValue } = await startSignIn(options);
  return callback(await authorizeAtIssuer(authorizeUrl), stateCookieHeader(cookieValue));
}

const currentUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const userRowByEmail = (email: string) => t.ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

function expectFailedWithoutSession(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/?authError=google_failed');
  expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
}

describe('GET /api/auth/google', () => {
  it('redirects to the issuer with PKCE, state and nonce, remembered in a short-lived signed cookie', async () => {
    const { response, authorizeUrl } = await startSignIn();

    expect(response.statusCode).toBe(302);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${issuer.issuer.url}/authorize`);
    const params = Object.fromEntries(authorizeUrl.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: 'https://kindred.test/api/auth/google/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{43}$/);

    const stateCookie = cookieOf(response, GOOGLE_STATE_COOKIE);
    expect(stateCookie).toMatchObject({ path: '/api/auth/google', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
  });
});

describe('GET /api/auth/google/callback', () => {
  it('creates an anonymous member with no password, signs them in and sends them to their profile', async () => {
    const account = aGoogleAccount();
    const before = new Date().toISOString();
    const response = await completeGoogleSignIn(account);

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/profile');
    expect(cookieOf(response, GOOGLE_STATE_COOKIE)).toMatchObject({ value: '', path: '/api/auth/google' });
    const me = await currentUser(sessionCookieOf(response));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: account.email, firstName: null, lastName: null, isAdmin: 0 });
    const animal = AVATARS.find((candidate) => candidate.emoji === me.json().profileImageUrl);
    expect(me.json().username).toMatch(new RegExp(`^${animal?.username}(-[0-9a-f]{3})?$`));

    const row = await userRowByEmail(account.email);
    expect(row).toMatchObject({ id: me.json().id, googleSubject: account.sub, passwordHash: null, firstName: null, lastName: null });
    expect(Date.parse(row?.safetyAcknowledgedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(before));
  });

  it.each([
    ['without the acknowledgement', '/api/auth/google'],
    ['with anything but acknowledged=1', '/api/auth/google?acknowledged=true'],
  ])('creates no account for a new Google account started %s, and sends the member back to the safety steps', async (_case, startUrl) => {
    googleAccount = aGoogleAccount();
    const start = await t.app.inject({ method: 'GET', url: startUrl });
    const cookieValue = cookieOf(start, GOOGLE_STATE_COOKIE)?.value ?? '';
    const response = await callback(await authorizeAtIssuer(new URL(start.headers.location ?? '')), stateCookieHeader(cookieValue));

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?authError=safety_steps_required');
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
    expect(await userRowByEmail(googleAccount.email)).toBeUndefined();
  });

  it('signs an existing Google member in without the acknowledgement (sign-in does not repeat it)', async () => {
    const account = aGoogleAccount();
    const first = await completeGoogleSignIn(account);
    const firstId = (await currentUser(sessionCookieOf(first))).json().id;

    const again = await completeGoogleSignIn(account, { acknowledged: false });

    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/');
    expect((await currentUser(sessionCookieOf(again))).json().id).toBe(firstId);
  });

  it('signs the same Google account into the same member the next time, and sends them home', async () => {
    const account = aGoogleAccount();
    const first = await completeGoogleSignIn(account);
    const firstId = (await currentUser(sessionCookieOf(first))).json().id;

    const second = await completeGoogleSignIn(account);

    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe('/');
    expect((await currentUser(sessionCookieOf(second))).json().id).toBe(firstId);
  });

  it('does not join an email/password account on an email match (its password may not be the owner\'s)', async () => {
    const member = await registerMember(t.app);
    const account = aGoogleAccount({ email: member.email.toUpperCase() });

    expectFailedWithoutSession(await completeGoogleSignIn(account));
    const row = await userRowByEmail(member.email);
    expect(row?.googleSubject).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses to take over a member already linked to another Google account', async () => {
    const account = aGoogleAccount();
    await completeGoogleSignIn(account);

    const response = await completeGoogleSignIn(aGoogleAccount({ email: account.email }));

    expectFailedWithoutSession(response);
    expect((await userRowByEmail(account.email))?.googleSubject).toBe(account.sub);
  });

  it('refuses a tampered state', async () => {
    googleAccount = aGoogleAccount();
    const { authorizeUrl, cookieValue } = await startSignIn();
    const callbackUrl = await authorizeAtIssuer(authorizeUrl);
    callbackUrl.searchParams.set('state', 'a-state-of-someone-elses-choosing');

    expectFailedWithoutSession(await callback(callbackUrl, stateCookieHeader(cookieValue)));
  });

  it('refuses a callback without the sign-in cookie', async () => {
    googleAccount = aGoogleAccount();
    const { authorizeUrl } = await startSignIn();

    expectFailedWithoutSession(await callback(await authorizeAtIssuer(authorizeUrl)));
    expect(await userRowByEmail(googleAccount.email)).toBeUndefined();
  });

  it('refuses a sign-in cookie that was not signed by this server', async () => {
    googleAccount = aGoogleAccount();
    const { authorizeUrl, cookieValue } = await startSignIn();
    const callbackUrl = await authorizeAtIssuer(authorizeUrl);
    const payload = cookieValue.slice(0, cookieValue.lastIndexOf('.'));
    const forged = `${payload}.bm90LXRoZS1zZXJ2ZXItc2lnbmF0dXJl`;

    expectFailedWithoutSession(await callback(callbackUrl, stateCookieHeader(forged)));
  });

  it('refuses a sign-in cookie older than ten minutes', async () => {
    googleAccount = aGoogleAccount();
    const { authorizeUrl, cookieValue } = await startSignIn();
    const callbackUrl = await authorizeAtIssuer(authorizeUrl);
    const later = Date.now() + GOOGLE_STATE_TTL_MS + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);

    expectFailedWithoutSession(await callback(callbackUrl, stateCookieHeader(cookieValue)));
  });

  it('sends the member back when they decline consent', async () => {
    googleAccount = aGoogleAccount();
    issuer.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const { authorizeUrl, cookieValue } = await startSignIn();
    const callbackUrl = await authorizeAtIssuer(authorizeUrl);
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');

    expectFailedWithoutSession(await callback(callbackUrl, stateCookieHeader(cookieValue)));
  });

  it('sends the member back when the code exchange fails', async () => {
    issuer.service.once('beforeResponse', (response: MutableResponse) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });

    expectFailedWithoutSession(await completeGoogleSignIn(aGoogleAccount()));
  });

  it('refuses a Google account whose email is not verified', async () => {
    const account = aGoogleAccount({ email_verified: false });

    expectFailedWithoutSession(await completeGoogleSignIn(account));
    expect(await userRowByEmail(account.email)).toBeUndefined();
  });
});

describe('when the issuer cannot be reached', () => {
  it('starts anyway, and sends the member back with "unavailable" until discovery works', async () => {
    // A free port, where the issuer comes up only later.
    const issuerPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const lateIssuer = new OAuth2Server();
    const offline = await startTestApp({ publicUrl: PUBLIC_URL, google: googleConfig(`http://127.0.0.1:${issuerPort}`) });
    try {
      const response = await offline.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/?authError=google_unavailable');
      expect(cookieOf(response, GOOGLE_STATE_COOKIE)).toBeUndefined();

      await lateIssuer.issuer.keys.generate('RS256');
      lateIssuer.issuer.url = `http://127.0.0.1:${issuerPort}`;
      await lateIssuer.start(issuerPort, '127.0.0.1');
      const retried = await offline.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(retried.statusCode).toBe(302);
      expect(retried.headers.location).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${issuerPort}/authorize\\?`));
    } finally {
      await offline.close();
      if (lateIssuer.listening) await lateIssuer.stop();
    }
  });
});

describe('when Google sign-in is not configured', () => {
  it('sends both routes back with "unavailable", rate-limited like the other sign-in routes', async () => {
    const unconfigured = await startTestApp({ authRateLimitPerMinute: 2 });
    try {
      for (const url of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
        const response = await unconfigured.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('/?authError=google_unavailable');
      }
      await unconfigured.app.inject({ method: 'GET', url: '/api/auth/google' });
      const limited = await unconfigured.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: AUTH_ERRORS.tooManyAttempts });
    } finally {
      await unconfigured.close();
    }
  });
});
