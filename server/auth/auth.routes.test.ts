import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATARS } from '../../shared/constants.js';
import { AUTH_ERRORS, AUTH_MESSAGES, SAFETY_STEPS_TAKEN } from '../../shared/schemas/auth.js';
import { registerMember, sessionCookieOf, startTestApp, uniqueEmail, type TestApp } from '../test-support/test-app.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { hashToken } from './sessions.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

describe('POST /api/auth/register', () => {
  it('creates the member, signs them in and returns them without secrets', async () => {
    const email = uniqueEmail();
    const before = new Date().toISOString();
    const response = await post('/api/auth/register', { email: `  ${email.toUpperCase()} `, password: 'a-kind-password', ...SAFETY_STEPS_TAKEN });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ email, isPremium: 0, isAdmin: 0, voiceMessageCount: 0, currentStreak: 0, badges: [] });
    expect(JSON.stringify(user)).not.toMatch(/password|hash|argon/i);

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const expires = new Date(cookie?.expires ?? 0).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    const stored = await t.ctx.db.selectFrom('users').select(['passwordHash', 'safetyAcknowledgedAt']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(Date.parse(stored.safetyAcknowledgedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(before));
    const session = await t.ctx.db.selectFrom('sessions').selectAll().where('tokenHash', '=', hashToken(cookie?.value ?? '')).executeTakeFirst();
    expect(session?.userId).toBe(user.id);
  });

  it('gives every new member an animal avatar and that animal\'s name, unique whatever its case', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => registerMember(t.app)));
    const rows = await t.ctx.db
      .selectFrom('users')
      .select(['username', 'profileImageUrl'])
      .where('id', 'in', members.map((member) => member.user.id))
      .execute();
    for (const { username, profileImageUrl } of rows) {
      const animal = AVATARS.find((candidate) => candidate.emoji === profileImageUrl);
      expect(animal, `avatar ${profileImageUrl}`).toBeDefined();
      expect(username).toMatch(new RegExp(`^${animal?.username}(-[0-9a-f]{3})?$`));
    }
    // Twelve members among eight animals: some share an animal, none a name.
    expect(new Set(rows.map((row) => row.username?.toLowerCase())).size).toBe(12);
  });

  it.each([
    ['without either safety step', {}],
    ['without the pledge', { safetyAcknowledged: true }],
    ['without the safety acknowledgement', { pledgeAccepted: true }],
    ['with the acknowledgement refused', { safetyAcknowledged: false, pledgeAccepted: true }],
    ['with the pledge refused', { safetyAcknowledged: true, pledgeAccepted: false }],
    ['with "true" as text', { safetyAcknowledged: 'true', pledgeAccepted: 'true' }],
  ])('refuses a sign-up %s with 400 and creates no account', async (_case, steps) => {
    const email = uniqueEmail('skipped');
    const response = await post('/api/auth/register', { email, password: 'a-kind-password', ...steps });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AUTH_MESSAGES.safetyStepsRequired);
    expect(response.cookies).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('answers 409 with a clear message for an email already registered, whatever its case', async () => {
    const { email } = await registerMember(t.app);
    const response = await post('/api/auth/register', { email: email.toUpperCase(), password: 'another-password', ...SAFETY_STEPS_TAKEN });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: AUTH_ERRORS.emailTaken });
  });

  it.each([
    [{ email: 'not-an-email', password: 'long-enough' }, 'Invalid email address', 'email'],
    [{ email: 'a@example.org', password: 'short' }, 'Password must be at least 8 characters', 'password'],
    [{ email: 'a@example.org' }, 'Password must be at least 8 characters', 'password'],
    [{ password: 'long-enough' }, 'Invalid email address', 'email'],
    [{ email: 42, password: 'long-enough' }, 'Invalid email address', 'email'],
  ])('rejects %j with 400 and the same sentence as the form', async (payload, sentence, field) => {
    const response = await post('/api/auth/register', { ...payload, ...SAFETY_STEPS_TAKEN });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: sentence, fields: { [field]: [sentence] } });
  });

  it('reports every field that is wrong at once', async () => {
    const response = await post('/api/auth/register', { email: 'nope', password: '1', ...SAFETY_STEPS_TAKEN });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid email address. Password must be at least 8 characters',
      fields: { email: ['Invalid email address'], password: ['Password must be at least 8 characters'] },
    });
  });

  it('answers malformed or non-JSON bodies with a 4xx JSON error and writes nothing', async () => {
    const before = await countUsers();
    const broken = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'The request body is not valid JSON.' });
    const text = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'This request must be sent as JSON.' });
    const huge = await post('/api/auth/register', { email: 'a@example.org', password: 'x'.repeat(100_000), ...SAFETY_STEPS_TAKEN });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'That request is too large.' });
    expect(await countUsers()).toBe(before);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { email, password, user } = await registerMember(t.app);
    const response = await post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email });
    expect(sessionCookieOf(response)).toMatch(/^kindred_session=/);
  });

  it('gives one message for a wrong password and an unknown email (no account enumeration)', async () => {
    const { email } = await registerMember(t.app);
    const wrongPassword = await post('/api/auth/login', { email, password: 'not-the-password' });
    const unknownEmail = await post('/api/auth/login', { email: uniqueEmail('ghost'), password: 'not-the-password' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Incorrect email or password.' });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('requires a password with the sign-in sentence', async () => {
    const response = await post('/api/auth/login', { email: 'a@example.org', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Password is required', fields: { password: ['Password is required'] } });
  });
});

describe('GET /api/auth/user and POST /api/logout', () => {
  it('returns the current member, then 401 once they signed out with that cookie', async () => {
    const { cookie, user } = await registerMember(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    const logout = await post('/api/logout', undefined, cookie);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    expect(logout.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: AUTH_ERRORS.notSignedIn });
  });

  it('answers 401 JSON for a visitor and for a forged cookie', async () => {
    for (const headers of [{}, { cookie: `${SESSION_COOKIE}=forged-token` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
    }
  });

  it('treats an expired session as signed out and removes it', async () => {
    const { cookie } = await registerMember(t.app);
    const tokenHash = hashToken(cookie.split('=')[1] ?? '');
    await t.ctx.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('tokenHash', '=', tokenHash).execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    expect(await t.ctx.db.selectFrom('sessions').select('tokenHash').where('tokenHash', '=', tokenHash).executeTakeFirst()).toBeUndefined();
  });

  it('extends a session that is more than a day old (rolling 30-day expiry)', async () => {
    const { cookie } = await registerMember(t.app);
    const tokenHash = hashToken(cookie.split('=')[1] ?? '');
    const inTwentyDays = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString();
    await t.ctx.db.updateTable('sessions').set({ expiresAt: inTwentyDays }).where('tokenHash', '=', tokenHash).execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const renewed = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(new Date(renewed?.expires ?? 0).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const row = await t.ctx.db.selectFrom('sessions').select('expiresAt').where('tokenHash', '=', tokenHash).executeTakeFirstOrThrow();
    expect(row.expiresAt > inTwentyDays).toBe(true);
  });

  it('sets the Secure flag when the request came over https through a trusted proxy', async () => {
    const proxied = await startTestApp({ trustProxy: 1 });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: uniqueEmail(), password: 'a-kind-password', ...SAFETY_STEPS_TAKEN },
      });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe('rate limiting of sign-in', () => {
  it('answers 429 with a kind sentence once the per-minute allowance is used', async () => {
    const limited = await startTestApp({ authRateLimitPerMinute: 3 });
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.org', password: 'whatever1' } });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: 'Too many attempts. Please wait a minute and try again.' });
      const me = await limited.app.inject({ method: 'GET', url: '/api/auth/user' });
      expect(me.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/logout/everywhere', () => {
  it("ends every session of the member, on every device, and no one else's", async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const secondDevice = sessionCookieOf(
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } }),
    );
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await me(secondDevice)).statusCode).toBe(200);

    const response = await t.app.inject({ method: 'POST', url: '/api/logout/everywhere', headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect((await me(secondDevice)).statusCode).toBe(401);
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout/everywhere' })).statusCode).toBe(401);
  });
});

describe('sign-in limits behind proxies, per account, and across instances', () => {
  const login = (app: TestApp['app'], email: string, password: string, forwardedFor?: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

  it('believes only the hop the proxy added: a client writing its own X-Forwarded-For is still limited', async () => {
    const proxied = await startTestApp({ trustProxy: 1, authRateLimitPerMinute: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 5; i += 1) codes.push((await login(proxied.app, 'a@example.org', 'whatever1', `203.0.113.${i}, 198.51.100.7`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const blocked = await login(proxied.app, 'a@example.org', 'whatever1', '198.51.100.7');
      expect(blocked.json()).toEqual({ error: AUTH_ERRORS.tooManyAttempts });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another client behind the same proxy has its own allowance.
      expect((await login(proxied.app, 'a@example.org', 'whatever1', '198.51.100.8')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('pauses an account after 10 wrong passwords from any addresses, even for the right one, and only that account', async () => {
    const proxied = await startTestApp({ trustProxy: 1, authRateLimitPerMinute: 100 });
    try {
      const member = await registerMember(proxied.app);
      const other = await registerMember(proxied.app);
      for (let i = 0; i < 10; i += 1) expect((await login(proxied.app, member.email, 'wrong-password', `192.0.2.${i}`)).statusCode).toBe(401);
      const paused = await login(proxied.app, member.email.toUpperCase(), member.password, '192.0.2.200');
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toEqual({ error: AUTH_ERRORS.accountPaused });
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect((await login(proxied.app, other.email, other.password, '192.0.2.201')).statusCode).toBe(200);
      const stored = await proxied.ctx.db.selectFrom('rateEvents').select('key').execute();
      expect(JSON.stringify(stored)).not.toContain(member.email);
    } finally {
      await proxied.close();
    }
  });

  it('counts attempts in the database, so two instances on one database share the allowance', async () => {
    const first = await startTestApp({ authRateLimitPerMinute: 3 });
    const second = await startTestApp({ authRateLimitPerMinute: 3, dataDir: first.dataDir });
    try {
      expect((await login(first.app, 'b@example.org', 'whatever1')).statusCode).toBe(401);
      expect((await login(second.app, 'b@example.org', 'whatever1')).statusCode).toBe(401);
      expect((await login(first.app, 'b@example.org', 'whatever1')).statusCode).toBe(401);
      expect((await login(second.app, 'b@example.org', 'whatever1')).statusCode).toBe(429);
    } finally {
      await second.app.close();
      await first.close();
    }
  });
});

describe('GET /api/auth/google', () => {
  it('sends the browser back to the app when Google sign-in is not configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?authError=google_unavailable');
  });
});

async function countUsers(): Promise<number> {
  const row = await t.ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('bodies that are JSON but not an object', () => {
  it.each([['[]'], ['"text"'], ['null']])('answers %s with 400 and a sentence', async (payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The request body must be a JSON object.');
  });
});
