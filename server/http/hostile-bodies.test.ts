/**
 * Property-based tests of what a hostile client can send: for every JSON route that reads a body, path
 * parameters or a query, and for both multipart uploads, generated inputs the route must refuse get a 4xx
 * with a JSON `{ error }` sentence, never a 5xx, and leave the database and the audio folder as they were.
 * Generators are constrained to inputs the shared schema refuses, the server cannot parse, or that name
 * nothing (ids of no item), so every run expects a refusal; the feed's query is the exception, where a
 * 200 is accepted when its schema takes the query. The routes walked are checked against the app's own
 * route list, so a new route with a body or parameters fails here until it has a property.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGE_CATEGORIES, PREMIUM_PRODUCT_ID } from '../../shared/constants.js';
import { moderationDecisionBodySchema, setAdminBodySchema, setPremiumBodySchema } from '../../shared/schemas/admin.js';
import { loginBodySchema, registerBodySchema, SAFETY_STEPS_TAKEN } from '../../shared/schemas/auth.js';
import { createBadgeBodySchema } from '../../shared/schemas/badges.js';
import { createTextMessageBodySchema, feedQuerySchema } from '../../shared/schemas/messages.js';
import { avatarBodySchema, usernameBodySchema } from '../../shared/schemas/profile.js';
import { blockBodySchema, hideBodySchema, reportBodySchema } from '../../shared/schemas/safety.js';
import { DEMO_PURCHASE_TOKEN, verifySubscriptionBodySchema } from '../../shared/schemas/subscription.js';
import { registerAdmin, type TestMember } from '../admin/test-support/admins.js';
import { registeredRoutes } from '../admin/test-support/registered-routes.js';
import { insertBareMember } from '../badges/test-support/badge-facts.js';
import type { Database } from '../db/schema.js';
import { newId } from '../db/ids.js';
import type { Transcriber } from '../ml/whisper-transcriber.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, uniqueEmail, type TestApp } from '../test-support/test-app.js';
import { speechClip } from '../voice/test-support/voice-fixtures.js';
import { audioFiles } from '../voice/test-support/voice-state.js';

/**
 * Runs per route: enough to meet every generator family several times, small enough for two cores.
 * KINDRED_FUZZ_SCALE=10 fuzzes ten times longer (fast-check prints the seed of any failure to replay).
 */
const SCALE = Math.max(1, Number(process.env.KINDRED_FUZZ_SCALE) || 1);
const RUNS = 50 * SCALE;
const PARAM_RUNS = 40 * SCALE;
const BODILESS_RUNS = 25 * SCALE;
const QUERY_RUNS = 60 * SCALE;
const TIMEOUT_MS = 60_000 * SCALE;

const transcriber: Transcriber = {
  warmUp: () => undefined,
  prepare: () => undefined,
  transcribe: async () => 'I hear you, and you are not alone tonight.',
  busy: false,
  close: async () => undefined,
};
const CLIP = fs.readFileSync(speechClip('pocketsphinx_goforward.wav'));

let t: TestApp;
let member: TestMember;
let admin: TestMember;
let signInTarget: TestMember;
/** Items of another member, for the safety routes and replies, and targets of the admin routes. */
const ids = { publishedMessage: '', pendingMessage: '', pendingReply: '', publishedReply: '', bareMember: '', notification: '', block: '', badge: 'hostile-kept' };
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  t = await startTestApp({ subscriptions: 'demo' }, { moderator: scriptedModerator(), transcriber });
  member = await registerMember(t.app, uniqueEmail('hostile'));
  admin = await registerAdmin(t);
  signInTarget = await registerMember(t.app, uniqueEmail('hostile-sign-in'));
  const author = await insertBareMember(t.ctx.db);
  const at = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
  const message = (status: string) => ({ id: newId(), userId: author, type: 'text' as const, content: 'It has been a long week.', category: 'grief_loss', status, createdAt: at, updatedAt: at });
  const published = message('approved');
  const pending = message('pending');
  await t.ctx.db.insertInto('messages').values([published, pending]).execute();
  fs.mkdirSync(path.join(t.dataDir, 'audio'), { recursive: true });
  const reply = (status: string) => {
    const id = newId();
    fs.writeFileSync(path.join(t.dataDir, 'audio', `${id}.wav`), CLIP);
    return { id, messageId: published.id, userId: author, audioPath: `audio/${id}.wav`, audioMimeType: 'audio/wav', audioDuration: 3, transcript: 'I hear you', status, createdAt: at, updatedAt: at };
  };
  const [pendingReply, publishedReply] = [reply('pending'), reply('approved')];
  await t.ctx.db.insertInto('replies').values([pendingReply, publishedReply]).execute();
  const notification = newId();
  await t.ctx.db.insertInto('notifications').values({ id: notification, userId: member.user.id, senderId: author, messageId: published.id, replyId: publishedReply.id, createdAt: at }).execute();
  const block = newId();
  await t.ctx.db.insertInto('blocks').values({ id: block, blockerId: member.user.id, blockedId: author, createdAt: at }).execute();
  await t.ctx.db.insertInto('badges').values({ id: ids.badge, name: 'Kept', description: 'Stays', icon: 'anchor', category: 'community', createdAt: at }).execute();
  Object.assign(ids, {
    publishedMessage: published.id,
    pendingMessage: pending.id,
    pendingReply: pendingReply.id,
    publishedReply: publishedReply.id,
    bareMember: await insertBareMember(t.ctx.db),
    notification,
    block,
  });
}, 60_000);
afterAll(async () => t?.close());

// ---- What is stored, and what a refusal looks like. ----

const TABLES = [
  'users',
  'sessions',
  'messages',
  'replies',
  'notifications',
  'badges',
  'userBadges',
  'moderationJobs',
  'moderationVerdicts',
  'auditLog',
  'reports',
  'hiddenItems',
  'blocks',
  'helpfulMarks',
  'rateEvents',
] as const satisfies readonly (keyof Database)[];

/** Row counts of every table, the fields a request could change in place, and the files under audio/. */
async function storedState() {
  const db = t.ctx.db;
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return {
    counts,
    users: await db.selectFrom('users').select(['id', 'username', 'profileImageUrl', 'isPremium', 'isAdmin', 'timeZone']).orderBy('id').execute(),
    messages: await db.selectFrom('messages').select(['id', 'status', 'crisis']).orderBy('id').execute(),
    replies: await db.selectFrom('replies').select(['id', 'status', 'crisis']).orderBy('id').execute(),
    notifications: await db.selectFrom('notifications').select(['id', 'isRead']).orderBy('id').execute(),
    files: audioFiles(t),
  };
}

const shown = (response: LightMyRequestResponse) => `${response.statusCode} ${response.body.slice(0, 200)}`;

/** A 4xx whose body is `{ error }` (with the per-field sentences of a validation failure at most). */
function expectRefusal(response: LightMyRequestResponse): void {
  expect(response.statusCode, shown(response)).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, shown(response)).toBeLessThan(500);
  expect(response.headers['content-type'], shown(response)).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(typeof body.error === 'string' && body.error.length > 0, shown(response)).toBe(true);
  expect(Object.keys(body).filter((key) => key !== 'error' && key !== 'fields'), shown(response)).toEqual([]);
}

/** Refused, and nothing stored changed; nor did anything reach Object.prototype in this process. */
async function expectRefusedWithoutChange(send: () => Promise<LightMyRequestResponse>): Promise<void> {
  const before = await storedState();
  const response = await send();
  expectRefusal(response);
  expect(await storedState(), shown(response)).toEqual(before);
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
}

// ---- Hostile values. ----

const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'a\uD83D', '\uDE00b'];
const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000',
  ...LONE_SURROGATES,
  '\u202Eevil\u202C',
  '\u200B\u200B',
  '\uFEFF',
  '\u3164',
  '\r\n\r\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e309',
  '-0',
  '0x1F',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '%00',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '${process.exit()}',
  '🦉'.repeat(300),
  'x'.repeat(5_000),
);
/** Over the 64 KB JSON body limit once serialised. */
const hugeString = fc.integer({ min: 70_000, max: 90_000 }).map((length) => 'h'.repeat(length));
const junkString = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), nastyString, fc.string({ maxLength: 8 })).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 400, maxLength: 700 }) },
  { weight: 1, arbitrary: hugeString },
);
const junkNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, 1, 2, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE, 0.5, NaN, Infinity),
);
const junkLeaf = fc.oneof(junkString, junkNumber, fc.boolean(), fc.constant(null));
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkLeaf },
  { weight: 1, arbitrary: fc.array(junkLeaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(junkString.filter((key) => key.length < 50), junkLeaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.anything() },
);

/** Raw payloads: text that is not JSON, or JSON a safe parser must refuse, or too deep or too big to be a form. */
const rawPayload = (valid: object) =>
  fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '{',
      '}',
      '{"',
      '[',
      'nul',
      'undefined',
      'NaN',
      'Infinity',
      "{'a': 1}",
      '{"a": 1,}',
      '[1,]',
      '{"a" 1}',
      '\u0000',
      '{"a": "\u0000',
      '{"a": "\\ud800"}',
      '\uFEFF{}',
      `${JSON.stringify(valid).slice(0, -1)}`,
      `${JSON.stringify(valid)}garbage`,
      `${JSON.stringify(valid)}${JSON.stringify(valid)}`,
      `{"__proto__": {"isAdmin": 1}, ${JSON.stringify(valid).slice(1)}`,
      `{"constructor": {"prototype": {"isAdmin": 1}}, ${JSON.stringify(valid).slice(1)}`,
      `{"a": {"b": {"__proto__": {"polluted": true}}}}`,
      `[${JSON.stringify(valid)}]`,
    ),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.integer({ min: 1_000, max: 30_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    fc.integer({ min: 1_000, max: 10_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    fc.integer({ min: 200, max: 5_000 }).map((depth) => `{${JSON.stringify(Object.keys(valid)[0] ?? 'a')}: ${'['.repeat(depth)}${']'.repeat(depth)}}`),
    hugeString.map((text) => JSON.stringify({ ...valid, filler: text })),
  );

/** A JSON-looking value a client might send: anything at all, an array, or the route's own form with junk in it. */
const jsonValue = (valid: Record<string, unknown>) => {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.anything(),
    fc.array(junkValue, { maxLength: 4 }),
    fc.constant([valid]),
    junkLeaf,
    fc.record(Object.fromEntries(keys.map((key) => [key, junkValue])), { requiredKeys: [] }),
    fc.constantFrom(...keys).chain((key) => junkValue.map((value) => ({ ...valid, [key]: value }))),
    fc.subarray(keys).map((dropped) => Object.fromEntries(Object.entries(valid).filter(([key]) => !dropped.includes(key)))),
    fc.constantFrom(...keys).chain((key) => fc.array(junkValue, { maxLength: 3 }).map((value) => ({ ...valid, [key]: value }))),
    fc.integer({ min: 50, max: 2_000 }).map((depth) => {
      let nested: unknown = 1;
      for (let level = 0; level < depth; level += 1) nested = { a: nested };
      return { ...valid, [keys[0] ?? 'a']: nested };
    }),
  );
};

/** What the server's JSON parser (secure-json-parse) does with a text: its value, or undefined when it refuses it. */
function serverParse(text: string): { value: unknown } | undefined {
  let value: unknown;
  try {
    // Like secure-json-parse, a leading byte-order mark is dropped.
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
  // Walked without recursion: some payloads nest thousands deep.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Object.prototype.hasOwnProperty.call(node, '__proto__')) return undefined;
    const ctor = (node as Record<string, unknown>).constructor;
    if (Object.prototype.hasOwnProperty.call(node, 'constructor') && ctor !== null && typeof ctor === 'object' && Object.prototype.hasOwnProperty.call(ctor, 'prototype')) return undefined;
    stack.push(...Object.values(node));
  }
  return { value };
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON'];
const OTHER_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  'application/json-patch',
  'json',
];

interface HostileBody {
  contentType: string;
  payload: string;
}

/** Bodies the route must refuse: ones its schema rejects, text the server cannot parse, or a type it does not take. */
function hostileBody(schema: z.ZodType, valid: Record<string, unknown>): fc.Arbitrary<HostileBody> {
  const refusedJson = fc
    .oneof({ weight: 3, arbitrary: jsonValue(valid).map((value) => JSON.stringify(value) ?? 'undefined') }, { weight: 2, arbitrary: rawPayload(valid) })
    .filter((text) => {
      const parsed = serverParse(text);
      return parsed === undefined || !schema.safeParse(parsed.value).success;
    });
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ contentType: fc.constantFrom(...JSON_TYPES), payload: refusedJson }) },
    { weight: 1, arbitrary: fc.record({ contentType: fc.constantFrom(...OTHER_TYPES), payload: fc.oneof(fc.constant(JSON.stringify(valid)), refusedJson) }) },
  );
}

// ---- JSON routes with a body. ----

type Who = 'visitor' | 'member' | 'admin';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const methodOf = (route: string) => route.split(' ')[0] as Method;

interface JsonRoute {
  /** "METHOD /pattern" as Fastify registered it. */
  route: string;
  url: () => string;
  as: Who;
  schema: z.ZodType;
  /** A body the route accepts: the generators put junk into it. */
  valid: () => Record<string, unknown>;
  /** Bodies the schema may take that the route must refuse all the same (an id naming nothing). */
  namingNothing?: () => fc.Arbitrary<Record<string, unknown>>;
}

/** An id that names nothing: junk of an id's length, NUL and lone surrogates among it. */
const junkId = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', `${newId()}\u0000`, '\uD800', '\uDFFF', '%00', '..', ' ', 'x'.repeat(64), "' OR '1'='1"),
  junkString.filter((text) => text.length >= 1 && text.length <= 64),
);
const subjectNamingNothing = (subjectType: 'message' | 'reply', extra: Record<string, unknown> = {}) => () =>
  junkId.map((subjectId) => ({ subjectType, subjectId, ...extra }));

const JSON_ROUTES: JsonRoute[] = [
  { route: 'POST /api/auth/register', url: () => '/api/auth/register', as: 'visitor', schema: registerBodySchema, valid: () => ({ email: 'hostile.signup@example.org', password: 'a-kind-password', ...SAFETY_STEPS_TAKEN }) },
  { route: 'POST /api/auth/login', url: () => '/api/auth/login', as: 'visitor', schema: loginBodySchema, valid: () => ({ email: signInTarget.email, password: signInTarget.password }) },
  { route: 'POST /api/messages/text', url: () => '/api/messages/text', as: 'member', schema: createTextMessageBodySchema, valid: () => ({ content: 'A kind word for whoever reads this.', category: 'grief_loss' }) },
  { route: 'POST /api/profile/avatar', url: () => '/api/profile/avatar', as: 'member', schema: avatarBodySchema, valid: () => ({ avatar: '🦊', username: 'Fox' }) },
  { route: 'POST /api/profile/username', url: () => '/api/profile/username', as: 'member', schema: usernameBodySchema, valid: () => ({ username: 'Hostile' }) },
  { route: 'POST /api/subscription/verify', url: () => '/api/subscription/verify', as: 'member', schema: verifySubscriptionBodySchema, valid: () => ({ purchaseToken: DEMO_PURCHASE_TOKEN, productId: PREMIUM_PRODUCT_ID }) },
  { route: 'POST /api/reports', url: () => '/api/reports', as: 'member', schema: reportBodySchema, valid: () => ({ subjectType: 'message', subjectId: ids.publishedMessage, reason: 'unkind' }), namingNothing: subjectNamingNothing('message', { reason: 'spam' }) },
  { route: 'POST /api/hidden', url: () => '/api/hidden', as: 'member', schema: hideBodySchema, valid: () => ({ subjectType: 'reply', subjectId: ids.publishedReply }), namingNothing: subjectNamingNothing('reply') },
  { route: 'POST /api/blocks', url: () => '/api/blocks', as: 'member', schema: blockBodySchema, valid: () => ({ subjectType: 'message', subjectId: ids.publishedMessage }), namingNothing: subjectNamingNothing('message') },
  { route: 'PATCH /api/admin/messages/:id/status', url: () => `/api/admin/messages/${ids.pendingMessage}/status`, as: 'admin', schema: moderationDecisionBodySchema, valid: () => ({ status: 'rejected', rejectionReason: 'Please keep it kind.' }) },
  { route: 'PATCH /api/admin/replies/:id/status', url: () => `/api/admin/replies/${ids.pendingReply}/status`, as: 'admin', schema: moderationDecisionBodySchema, valid: () => ({ status: 'approved' }) },
  { route: 'PATCH /api/admin/users/:userId/admin', url: () => `/api/admin/users/${ids.bareMember}/admin`, as: 'admin', schema: setAdminBodySchema, valid: () => ({ isAdmin: 1 }) },
  { route: 'PATCH /api/admin/users/:userId/premium', url: () => `/api/admin/users/${ids.bareMember}/premium`, as: 'admin', schema: setPremiumBodySchema, valid: () => ({ isPremium: 1 }) },
  { route: 'POST /api/admin/badges', url: () => '/api/admin/badges', as: 'admin', schema: createBadgeBodySchema, valid: () => ({ id: 'hostile-new', name: 'Night owl', description: 'Was there at 3 am', icon: 'moon', category: 'community' }) },
];

const cookieOf = (who: Who): Record<string, string> => (who === 'visitor' ? {} : { cookie: (who === 'admin' ? admin : member).cookie });

describe('hostile JSON bodies', () => {
  it.each(JSON_ROUTES.map((route) => [route.route, route] as const))(
    '%s refuses them with a 4xx { error } and stores nothing',
    async (_, route) => {
      const naming = route.namingNothing?.().map((body) => ({ contentType: 'application/json', payload: JSON.stringify(body) }));
      const bodies = naming ? fc.oneof({ weight: 3, arbitrary: hostileBody(route.schema, route.valid()) }, { weight: 1, arbitrary: naming }) : hostileBody(route.schema, route.valid());
      await fc.assert(
        fc.asyncProperty(bodies, async ({ contentType, payload }) => {
          await expectRefusedWithoutChange(() =>
            t.app.inject({ method: methodOf(route.route), url: route.url(), payload, headers: { 'content-type': contentType, ...cookieOf(route.as) } }),
          );
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});

// ---- Routes that take no body: a body they cannot parse is refused before they act. ----

const BODILESS: { route: string; url: () => string; as: Who }[] = [
  { route: 'POST /api/logout', url: () => '/api/logout', as: 'member' },
  { route: 'POST /api/logout/everywhere', url: () => '/api/logout/everywhere', as: 'member' },
  { route: 'POST /api/voice/prepare', url: () => '/api/voice/prepare', as: 'member' },
  { route: 'DELETE /api/account', url: () => '/api/account', as: 'member' },
  { route: 'PATCH /api/notifications/read-all', url: () => '/api/notifications/read-all', as: 'member' },
  { route: 'PATCH /api/notifications/:id/read', url: () => `/api/notifications/${ids.notification}/read`, as: 'member' },
  { route: 'DELETE /api/blocks/:id', url: () => `/api/blocks/${ids.block}`, as: 'member' },
  { route: 'POST /api/replies/:id/helpful', url: () => `/api/replies/${ids.publishedReply}/helpful`, as: 'member' },
  { route: 'DELETE /api/replies/:id/helpful', url: () => `/api/replies/${ids.publishedReply}/helpful`, as: 'member' },
  { route: 'DELETE /api/admin/badges/:badgeId', url: () => `/api/admin/badges/${ids.badge}`, as: 'admin' },
];

describe('bodies sent to routes that take none', () => {
  it.each(BODILESS.map((route) => [route.route, route] as const))(
    '%s refuses what it cannot parse and does nothing',
    async (_, route) => {
      const unparsable = fc.oneof(
        fc.record({ contentType: fc.constantFrom(...JSON_TYPES), payload: rawPayload({ ok: true }).filter((text) => serverParse(text) === undefined) }),
        fc.record({ contentType: fc.constantFrom(...OTHER_TYPES.filter((type) => !type.startsWith('multipart/'))), payload: fc.oneof(fc.constant('{}'), junkString.filter((text) => text.length > 0)) }),
      );
      await fc.assert(
        fc.asyncProperty(unparsable, async ({ contentType, payload }) => {
          await expectRefusedWithoutChange(() =>
            t.app.inject({ method: methodOf(route.route), url: route.url(), payload, headers: { 'content-type': contentType, ...cookieOf(route.as) } }),
          );
          // Still signed in: the session was not touched.
          expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookieOf(route.as) })).statusCode).toBe(200);
        }),
        { numRuns: BODILESS_RUNS },
      );
    },
    TIMEOUT_MS,
  );
});

// ---- Path parameters. ----

/** Percent-encodes a segment, a lone surrogate as the bytes UTF-8 would give it (which no decoder accepts). */
function encodeSegment(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A path segment standing for an id: encoded junk, or raw text a URL decoder chokes on. */
const hostileSegment = fc.oneof(
  { weight: 3, arbitrary: junkString.filter((text) => text.length > 0 && text.length < 3_000).map(encodeSegment) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('%', '%%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%FF', '%00', 'a%00b', '%2F', '%2e%2e', '..', '.', '%252F', 'x'.repeat(65), 'x'.repeat(101), `${newId()}%00`),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map((text) => encodeSegment(`${newId()}${text}`)) },
);

const PARAM_ROUTES: { route: string; url: (id: string) => string; as: Who; payload?: object }[] = [
  { route: 'GET /api/messages/:id/audio', url: (id) => `/api/messages/${id}/audio`, as: 'visitor' },
  { route: 'GET /api/messages/:id/replies', url: (id) => `/api/messages/${id}/replies`, as: 'member' },
  { route: 'POST /api/messages/:id/replies', url: (id) => `/api/messages/${id}/replies`, as: 'member' },
  { route: 'GET /api/replies/:id/audio', url: (id) => `/api/replies/${id}/audio`, as: 'member' },
  { route: 'POST /api/replies/:id/helpful', url: (id) => `/api/replies/${id}/helpful`, as: 'member' },
  { route: 'DELETE /api/replies/:id/helpful', url: (id) => `/api/replies/${id}/helpful`, as: 'member' },
  { route: 'PATCH /api/notifications/:id/read', url: (id) => `/api/notifications/${id}/read`, as: 'member' },
  { route: 'DELETE /api/blocks/:id', url: (id) => `/api/blocks/${id}`, as: 'member' },
  { route: 'PATCH /api/admin/messages/:id/status', url: (id) => `/api/admin/messages/${id}/status`, as: 'admin', payload: { status: 'approved' } },
  { route: 'PATCH /api/admin/replies/:id/status', url: (id) => `/api/admin/replies/${id}/status`, as: 'admin', payload: { status: 'rejected' } },
  { route: 'PATCH /api/admin/users/:userId/admin', url: (id) => `/api/admin/users/${id}/admin`, as: 'admin', payload: { isAdmin: 1 } },
  { route: 'PATCH /api/admin/users/:userId/premium', url: (id) => `/api/admin/users/${id}/premium`, as: 'admin', payload: { isPremium: 1 } },
  { route: 'DELETE /api/admin/badges/:badgeId', url: (id) => `/api/admin/badges/${id}`, as: 'admin' },
];

describe('hostile path parameters', () => {
  it('refuses, on every route with parameters, a segment that does not decode, an id with NUL, and one over the router\'s length', async () => {
    for (const route of PARAM_ROUTES) {
      for (const segment of ['%', '%ED%A0%80', '%00', `${newId()}%00`, 'x'.repeat(101)]) {
        await expectRefusedWithoutChange(() =>
          t.app.inject({ method: methodOf(route.route), url: route.url(segment), headers: cookieOf(route.as), ...(route.payload ? { payload: route.payload } : {}) }),
        );
      }
    }
  });

  it.each(PARAM_ROUTES.map((route) => [route.route, route] as const))('%s answers a 4xx { error } and changes nothing', async (_, route) => {
    await fc.assert(
      fc.asyncProperty(hostileSegment, async (segment) => {
        await expectRefusedWithoutChange(() =>
          t.app.inject({ method: methodOf(route.route), url: route.url(segment), headers: cookieOf(route.as), ...(route.payload ? { payload: route.payload } : {}) }),
        );
      }),
      { numRuns: PARAM_RUNS },
    );
  }, TIMEOUT_MS);
});

// ---- The feed's query. ----

const FEED_KEYS = ['myFeed', 'category', 'cursor', 'limit'] as const;
const validDate = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
/** A cursor is base64url of "createdAt|id": forged ones decode to anything. */
const forgedCursor = fc
  .oneof(
    fc.tuple(validDate, fc.uuid(), fc.constantFrom('\u0000', '\uD800', '\u202E', ' ')).map(([date, id, junk]) => `${date}|${id}${junk}`),
    fc.tuple(validDate, junkString).map(([date, id]) => `${date}|${id}`),
    fc.tuple(junkString, fc.uuid()).map(([date, id]) => `${date}|${id}`),
    fc.tuple(validDate, fc.uuid(), junkString).map((parts) => parts.join('|')),
    junkString,
  )
  .map((decoded) => Buffer.from(decoded, 'utf8').toString('base64url'));
const queryValue = fc.oneof(
  junkString.filter((text) => text.length < 1_000),
  fc.constantFrom('true', 'false', 'all', ...MESSAGE_CATEGORIES, '0', '-1', '1', '50', '51', '1e1', '1e308', 'NaN', 'Infinity', '0x10', '1.5', ' 5', '5 ', '', '-0'),
  forgedCursor,
);
const anyFeedQuery = fc.dictionary(fc.constantFrom(...FEED_KEYS, '__proto__', 'constructor', 'limit[]', 'category[0]'), fc.oneof(queryValue, fc.array(queryValue, { minLength: 2, maxLength: 3 })), { maxKeys: 5 });
const feedQuery = fc.oneof(
  anyFeedQuery,
  fc.record({ cursor: forgedCursor, limit: fc.constantFrom('1', '20', '50'), category: fc.constantFrom('all', ...MESSAGE_CATEGORIES) }, { requiredKeys: ['cursor'] }),
);

describe('hostile feed queries', () => {
  it('GET /api/messages answers 200 only to a query its schema takes, otherwise 400 { error }; never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(feedQuery, fc.boolean(), async (query, signedIn) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) for (const one of [value].flat()) search.append(key, one);
        // The server sees what the encoded URL decodes to (lone surrogates become U+FFFD on the way).
        const seen: Record<string, string | string[]> = Object.create(null);
        for (const [key, value] of new URLSearchParams(search.toString())) {
          const earlier = seen[key];
          seen[key] = earlier === undefined ? value : [earlier, value].flat();
        }
        const before = await storedState();
        const response = await t.app.inject({ method: 'GET', url: `/api/messages?${search.toString()}`, headers: signedIn ? cookieOf('member') : {} });
        expect(response.statusCode, shown(response)).toBeLessThan(500);
        if (!feedQuerySchema.safeParse({ ...seen }).success || response.statusCode !== 200) expectRefusal(response);
        expect(await storedState()).toEqual(before);
      }),
      { numRuns: QUERY_RUNS },
    );
  }, TIMEOUT_MS);
});

// ---- Multipart uploads. ----

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

function multipartBody(boundary: string, parts: Part[], { close = true }: { close?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType !== undefined) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), part.data, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const boundary = fc.oneof(fc.constant('----KindredBoundary7MA4YWxkTrZu0gW'), fc.stringMatching(/^[A-Za-z0-9'()+_,-./:=?]{1,70}$/));
const fieldName = fc.oneof(fc.constantFrom('category', 'duration', 'audio', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''), junkString.filter((text) => text.length < 60));
const field = fc.record({ name: fieldName, data: junkString.filter((text) => text.length < 2_000).map((text) => Buffer.from(text, 'utf8')) });
const junkFileName = fc.oneof(fc.constantFrom('voice.webm', '../../../etc/passwd', 'a\u0000b.webm', 'voice.exe', '', '🦉.wav', 'x'.repeat(300)), junkString.filter((text) => text.length < 200));
const junkFileType = fc.constantFrom('audio/webm', 'audio/wav', 'application/x-msdownload', 'text/plain', 'image/png', '', 'audio/webm; codecs=opus');
/** Bytes that are no audio format: the sniffer's magic numbers never start with "JUNK". */
const junkBytes = fc.uint8Array({ maxLength: 4_096 }).map((bytes) => Buffer.concat([Buffer.from('JUNK'), Buffer.from(bytes)]));
const clipPart = (overrides: Partial<Part> = {}): Part => ({ name: 'audio', filename: 'voice.wav', contentType: 'audio/wav', data: CLIP, ...overrides });

interface HostileUpload {
  kind: string;
  contentType: string;
  payload: Buffer;
}

/**
 * Multipart bodies that must be refused whatever the route's fields: a file that is not audio, a real
 * recording with too many fields or a second file, a body cut off before its end, a boundary that does
 * not match or is missing, no file at all, an empty one, or no form at all. `badFields` are fields the
 * route's schema refuses, sent with a real recording.
 */
function hostileUpload(badFields: fc.Arbitrary<Part[]> | undefined): fc.Arbitrary<HostileUpload> {
  const form = (kind: string, parts: fc.Arbitrary<Part[]>) =>
    fc.tuple(boundary, parts).map(([b, p]) => ({ kind, contentType: `multipart/form-data; boundary=${b}`, payload: multipartBody(b, p) }));
  const families: fc.Arbitrary<HostileUpload>[] = [
    form(
      'a file that is not audio',
      fc.tuple(fc.array(field, { maxLength: 6 }), junkBytes, junkFileName, junkFileType).map(([fields, data, filename, contentType]) => [
        { name: 'audio', filename, contentType, data },
        ...fields.filter((f) => f.name !== 'audio'),
      ]),
    ),
    form(
      'a recording with too many fields',
      fc.array(field, { minLength: 9, maxLength: 20 }).map((fields) => [clipPart(), ...fields.filter((f) => f.name !== 'audio')]).filter((parts) => parts.length > 9),
    ),
    form('a recording sent twice', fc.constantFrom('audio', 'recording', 'file').map((second) => [clipPart(), clipPart({ name: second, filename: 'again.wav' })])),
    form('no file, only fields (an "audio" text field included)', fc.array(field, { maxLength: 6 })),
    form('the recording under another name', fc.constantFrom('recording', 'file', 'Audio', 'audio[]', '').map((name) => [clipPart({ name }), { name: 'category', data: Buffer.from('grief_loss') }])),
    form('an empty file', fc.constant([clipPart({ data: Buffer.alloc(0) }), { name: 'category', data: Buffer.from('grief_loss') }])),
    fc
      .tuple(boundary, fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([b, cut]) => {
        const whole = multipartBody(b, [{ name: 'category', data: Buffer.from('grief_loss') }, clipPart()], { close: false });
        return { kind: 'a body cut off before its end', contentType: `multipart/form-data; boundary=${b}`, payload: whole.subarray(0, Math.floor(whole.length * cut)) };
      }),
    fc.tuple(boundary, boundary).filter(([a, b]) => a !== b && !a.includes(b) && !b.includes(a)).map(([header, body]) => ({
      kind: 'a boundary that does not match',
      contentType: `multipart/form-data; boundary=${header}`,
      payload: multipartBody(body, [clipPart(), { name: 'category', data: Buffer.from('grief_loss') }]),
    })),
    fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=""', 'multipart/mixed; boundary=x', 'multipart/form-data; charset=utf-8').map((contentType) => ({
      kind: 'a missing or foreign boundary',
      contentType,
      payload: multipartBody('x', [clipPart(), { name: 'category', data: Buffer.from('grief_loss') }]),
    })),
    fc.tuple(boundary, fc.uint8Array({ maxLength: 8_192 })).map(([b, bytes]) => ({ kind: 'random bytes', contentType: `multipart/form-data; boundary=${b}`, payload: Buffer.from(bytes) })),
    fc.constantFrom('application/json', 'application/octet-stream', 'audio/wav').map((contentType) => ({ kind: 'no form at all', contentType, payload: contentType === 'application/json' ? Buffer.from('{"category":"grief_loss"}') : CLIP })),
  ];
  if (badFields) families.push(form('a recording with fields the route refuses', badFields.map((fields) => [clipPart(), ...fields])));
  return fc.oneof(...families);
}

const badVoiceFields = fc
  .tuple(fc.option(junkString.filter((text) => text.length < 1_000 && !(MESSAGE_CATEGORIES as readonly string[]).includes(text))), fc.array(field.filter((f) => f.name !== 'category' && f.name !== 'audio'), { maxLength: 4 }))
  .map(([category, others]) => [...(category === null ? [] : [{ name: 'category', data: Buffer.from(category, 'utf8') }]), ...others]);

const UPLOADS = [
  { route: 'POST /api/messages/voice', url: () => '/api/messages/voice', badFields: badVoiceFields },
  // A reply's only field (duration) is ignored: no field makes a reply with a real recording invalid.
  { route: 'POST /api/messages/:id/replies', url: () => `/api/messages/${ids.publishedMessage}/replies`, badFields: undefined },
];

describe('hostile multipart uploads', () => {
  it.each(UPLOADS.map((upload) => [upload.route, upload] as const))(
    '%s refuses them with a 4xx { error }, keeping no row and no file',
    async (_, upload) => {
      await fc.assert(
        fc.asyncProperty(hostileUpload(upload.badFields), async ({ contentType, payload }) => {
          await expectRefusedWithoutChange(() =>
            t.app.inject({ method: 'POST', url: upload.url(), payload, headers: { 'content-type': contentType, ...cookieOf('member') } }),
          );
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it('still takes a real recording afterwards (the refusals left the member nothing in flight)', async () => {
    const b = 'KindredBoundary';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/voice',
      payload: multipartBody(b, [clipPart(), { name: 'category', data: Buffer.from('grief_loss') }]),
      headers: { 'content-type': `multipart/form-data; boundary=${b}`, ...cookieOf('member') },
    });
    expect(response.statusCode, shown(response)).toBe(200);
  });
});

describe('coverage', () => {
  it('has a hostile-input property for every route that takes a body or path parameters', () => {
    const walked = new Set([...JSON_ROUTES, ...BODILESS, ...UPLOADS].map((route) => route.route));
    const withParams = new Set(PARAM_ROUTES.map((route) => route.route));
    const problems: string[] = [];
    for (const { method, url } of registeredRoutes(t.app)) {
      const route = `${method} ${url}`;
      if (!['GET', 'HEAD'].includes(method) && !walked.has(route)) problems.push(`route ${route} has no hostile-body property`);
      if (url.includes(':') && method !== 'HEAD' && !withParams.has(route)) problems.push(`route ${route} has no hostile-parameter property`);
    }
    expect(problems).toEqual([]);
  });
});
