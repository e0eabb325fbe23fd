/**
 * Who may call what: a table with one row for every route the server registers (read from the app
 * itself, so a route added without a row fails here), each case giving the exact status for a visitor,
 * the member whose item, notification or block it is ("member"), another member ("other") and an admin.
 * Every case is walked for every role with a request that would succeed for the right person.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_PRODUCT_ID } from '../../shared/constants.js';
import { AUTH_ERRORS, SAFETY_STEPS_TAKEN } from '../../shared/schemas/auth.js';
import { DEMO_PURCHASE_TOKEN } from '../../shared/schemas/subscription.js';
import { registerAdmin, type TestMember } from '../admin/test-support/admins.js';
import { registeredRoutes } from '../admin/test-support/registered-routes.js';
import { ADMIN_ONLY } from '../auth/guards.js';
import { insertBareMember } from '../badges/test-support/badge-facts.js';
import { newId } from '../db/ids.js';
import type { Transcriber } from '../ml/whisper-transcriber.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, sessionCookieOf, startTestApp, uniqueEmail, type TestApp } from '../test-support/test-app.js';
import { multipartPayload } from '../voice/test-support/multipart.js';
import { speechClip } from '../voice/test-support/voice-fixtures.js';

type Role = 'visitor' | 'member' | 'other' | 'admin';
/** The owner acts last, so a case that uses up its item (unblock, mark read) has shown everyone else first. */
const ROLES: readonly Role[] = ['visitor', 'other', 'admin', 'member'];

interface Actor {
  role: Role;
  account: TestMember | null;
  cookie: string | null;
}

interface Call {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

interface Case {
  what: string;
  /** The role's own session (the default), a new session of its account (sign-out), or a new account of its kind. */
  session?: 'own' | 'fresh' | 'throwaway';
  /** Builds the request for one role; may make the items it needs, fresh for each call. */
  call: (actor: Actor) => Call | Promise<Call>;
  expect: Record<Role, number>;
  /** Checks after a 2xx, for routes whose effect is the point (sign-out, deletion). */
  then?: (actor: Actor, response: LightMyRequestResponse) => Promise<void>;
}

interface Row {
  /** "METHOD /url" as Fastify registered it; a GET row covers its HEAD too. */
  route: string;
  cases: Case[];
}

const everyone = (status: number): Record<Role, number> => ({ visitor: status, member: status, other: status, admin: status });
const signedIn = (status: number): Record<Role, number> => ({ visitor: 401, member: status, other: status, admin: status });
const adminOnly = (status: number): Record<Role, number> => ({ visitor: 401, member: 403, other: 403, admin: status });
/** About the member's own item: the owner gets `own`, another member and an admin (not the owner) get `others`. */
const owned = (own: number, others: number): Record<Role, number> => ({ visitor: 401, member: own, other: others, admin: others });
/** Readable without signing in when published: the owner and admins see what is not. */
const privateUnlessPublished = { visitor: 404, member: 200, other: 404, admin: 200 };

const transcriber: Transcriber = {
  warmUp: () => undefined,
  prepare: () => undefined,
  transcribe: async () => 'I hear you, and you are not alone tonight.',
  busy: false,
  close: async () => undefined,
};
const CLIP = speechClip('pocketsphinx_goforward.wav');

let t: TestApp;
let member: TestMember;
let other: TestMember;
let admin: TestMember;
let signInTarget: TestMember;
/** A third member: the author of items about which neither "member" nor "other" is the owner. */
let thirdId: string;
const THIRD_USERNAME = 'Lantern';

beforeAll(async () => {
  t = await startTestApp({ subscriptions: 'demo' }, { moderator: scriptedModerator(), transcriber });
  member = await registerMember(t.app, uniqueEmail('owner'));
  other = await registerMember(t.app, uniqueEmail('other'));
  admin = await registerAdmin(t);
  signInTarget = await registerMember(t.app, uniqueEmail('sign-in'));
  thirdId = await insertBareMember(t.ctx.db);
  await t.ctx.db.updateTable('users').set({ username: THIRD_USERNAME }).where('id', '=', thirdId).execute();
  fs.mkdirSync(path.join(t.dataDir, 'audio'), { recursive: true });
}, 60_000);
afterAll(async () => t?.close());

// ---- Items, straight into the database (three hours ago, outside every member's posting pace). ----

let clock = Date.now() - 3 * 60 * 60 * 1000;
const earlier = () => new Date((clock += 1000)).toISOString();
type Status = 'approved' | 'pending' | 'rejected';

async function textMessage(userId: string, status: Status = 'approved'): Promise<string> {
  const id = newId();
  const at = earlier();
  await t.ctx.db
    .insertInto('messages')
    .values({ id, userId, type: 'text', content: 'It has been a long week.', category: 'grief_loss', status, createdAt: at, updatedAt: at })
    .execute();
  return id;
}

/** A recording on disk under the audio store's folder, as a kept upload would be. */
function storedClip(id: string): string {
  const audioPath = `audio/${id}.wav`;
  fs.copyFileSync(CLIP, path.join(t.dataDir, audioPath));
  return audioPath;
}

async function voiceMessage(userId: string, status: Status): Promise<string> {
  const id = newId();
  const at = earlier();
  await t.ctx.db
    .insertInto('messages')
    .values({ id, userId, type: 'voice', audioPath: storedClip(id), audioMimeType: 'audio/wav', audioDuration: 3, transcript: 'go forward', category: 'grief_loss', status, createdAt: at, updatedAt: at })
    .execute();
  return id;
}

async function voiceReply(messageId: string, userId: string, status: Status): Promise<string> {
  const id = newId();
  const at = earlier();
  await t.ctx.db
    .insertInto('replies')
    .values({ id, messageId, userId, audioPath: storedClip(id), audioMimeType: 'audio/wav', audioDuration: 3, transcript: 'I hear you', status, createdAt: at, updatedAt: at })
    .execute();
  return id;
}

/** A published reply whose message is no longer published (reported back to pending, or rejected since). */
async function replyOnWithdrawnMessage(messageAuthorId: string, replierId: string, messageStatus: Status): Promise<string> {
  const messageId = await textMessage(messageAuthorId);
  const replyId = await voiceReply(messageId, replierId, 'approved');
  await t.ctx.db.updateTable('messages').set({ status: messageStatus }).where('id', '=', messageId).execute();
  return replyId;
}

async function notificationFor(userId: string): Promise<string> {
  const messageId = await textMessage(userId);
  const replyId = await voiceReply(messageId, thirdId, 'approved');
  const id = newId();
  await t.ctx.db.insertInto('notifications').values({ id, userId, senderId: thirdId, messageId, replyId, createdAt: earlier() }).execute();
  return id;
}

async function blockBy(blockerId: string): Promise<string> {
  const id = newId();
  await t.ctx.db.insertInto('blocks').values({ id, blockerId, blockedId: await insertBareMember(t.ctx.db), createdAt: earlier() }).execute();
  return id;
}

let badgeCounter = 0;
const newBadgeId = () => `access-badge-${++badgeCounter}`;
async function badge(): Promise<string> {
  const id = newBadgeId();
  await t.ctx.db.insertInto('badges').values({ id, name: 'Access', description: 'For the access table', icon: 'key', category: 'community', createdAt: earlier() }).execute();
  return id;
}

let usernameCounter = 0;
const uniqueUsername = () => `Walker${Date.now() % 100_000}x${++usernameCounter}`;

async function voiceForm(fields: Record<string, string>): Promise<Pick<Call, 'payload' | 'headers'>> {
  const { payload, headers } = await multipartPayload({ file: CLIP, contentType: 'audio/wav', fields });
  return { payload, headers };
}

const memberId = () => member.user.id;
const otherId = () => other.user.id;

// ---- The table. ----

const TABLE: Row[] = [
  { route: 'GET /api/health', cases: [{ what: 'the health check', call: () => ({ url: '/api/health' }), expect: everyone(200) }] },

  // Signing up and in, and out.
  {
    route: 'POST /api/auth/register',
    cases: [
      { what: 'a new e-mail', call: () => ({ url: '/api/auth/register', payload: { email: uniqueEmail('signup'), password: 'a-kind-password', ...SAFETY_STEPS_TAKEN } }), expect: everyone(201) },
      { what: 'an e-mail already taken', call: () => ({ url: '/api/auth/register', payload: { email: signInTarget.email, password: 'a-kind-password', ...SAFETY_STEPS_TAKEN } }), expect: everyone(409) },
    ],
  },
  {
    route: 'POST /api/auth/login',
    cases: [
      { what: 'the right password', call: () => ({ url: '/api/auth/login', payload: { email: signInTarget.email, password: signInTarget.password } }), expect: everyone(200) },
      { what: 'a wrong password', call: () => ({ url: '/api/auth/login', payload: { email: signInTarget.email, password: 'not-the-password' } }), expect: everyone(401) },
    ],
  },
  { route: 'GET /api/auth/user', cases: [{ what: 'who is signed in', call: () => ({ url: '/api/auth/user' }), expect: signedIn(200) }] },
  // Google is not configured here: every outcome of the browser navigation is a redirect back to the app.
  { route: 'GET /api/auth/google', cases: [{ what: 'start', call: () => ({ url: '/api/auth/google' }), expect: everyone(302) }] },
  { route: 'GET /api/auth/google/callback', cases: [{ what: 'finish', call: () => ({ url: '/api/auth/google/callback?code=x&state=y' }), expect: everyone(302) }] },
  {
    route: 'POST /api/logout',
    cases: [
      {
        what: 'a session of its own (signing out is idempotent: a visitor is signed out too)',
        session: 'fresh',
        call: () => ({ url: '/api/logout' }),
        expect: everyone(200),
        then: async (actor) => {
          if (actor.cookie) expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: actor.cookie } })).statusCode).toBe(401);
        },
      },
    ],
  },
  {
    route: 'POST /api/logout/everywhere',
    cases: [
      {
        what: 'every session of a throwaway account',
        session: 'throwaway',
        call: () => ({ url: '/api/logout/everywhere' }),
        expect: signedIn(200),
        then: async (actor) => {
          const { user } = actor.account!;
          expect(await t.ctx.db.selectFrom('sessions').select('tokenHash').where('userId', '=', user.id).execute()).toEqual([]);
        },
      },
    ],
  },

  // The feed, posting, and playback.
  {
    route: 'GET /api/messages',
    cases: [
      { what: 'the feed', call: () => ({ url: '/api/messages' }), expect: everyone(200) },
      { what: 'my feed, one category', call: () => ({ url: '/api/messages?myFeed=true&category=grief_loss&limit=5' }), expect: everyone(200) },
      { what: 'a forged cursor', call: () => ({ url: '/api/messages?cursor=bm90LWEtY3Vyc29y' }), expect: everyone(400) },
    ],
  },
  {
    route: 'POST /api/messages/text',
    cases: [{ what: 'a kind message', call: () => ({ url: '/api/messages/text', payload: { content: 'It has been a long week, but I am still here.', category: 'grief_loss' } }), expect: signedIn(200) }],
  },
  {
    route: 'POST /api/messages/voice',
    cases: [{ what: 'a recording', call: async () => ({ url: '/api/messages/voice', ...(await voiceForm({ category: 'stress_anxiety' })) }), expect: signedIn(200) }],
  },
  { route: 'POST /api/voice/prepare', cases: [{ what: 'the recorder opened', call: () => ({ url: '/api/voice/prepare' }), expect: signedIn(200) }] },
  {
    route: 'GET /api/messages/:id/audio',
    cases: [
      { what: "a published voice message of the member's", call: async () => ({ url: `/api/messages/${await voiceMessage(memberId(), 'approved')}/audio` }), expect: everyone(200) },
      { what: "the member's voice message waiting for its check", call: async () => ({ url: `/api/messages/${await voiceMessage(memberId(), 'pending')}/audio` }), expect: privateUnlessPublished },
      { what: "the member's rejected voice message", call: async () => ({ url: `/api/messages/${await voiceMessage(memberId(), 'rejected')}/audio` }), expect: privateUnlessPublished },
      { what: 'a text message (no recording)', call: async () => ({ url: `/api/messages/${await textMessage(memberId())}/audio` }), expect: everyone(404) },
      { what: 'no such message', call: () => ({ url: `/api/messages/${newId()}/audio` }), expect: everyone(404) },
    ],
  },
  {
    route: 'POST /api/messages/:id/replies',
    cases: [
      { what: "a published message of the member's", call: async () => ({ url: `/api/messages/${await textMessage(memberId())}/replies`, ...(await voiceForm({})) }), expect: signedIn(200) },
      { what: "the member's message waiting for its check", call: async () => ({ url: `/api/messages/${await textMessage(memberId(), 'pending')}/replies`, ...(await voiceForm({})) }), expect: signedIn(404) },
    ],
  },
  {
    route: 'GET /api/messages/:id/replies',
    cases: [
      { what: "a published message of the member's", call: async () => ({ url: `/api/messages/${await textMessage(memberId())}/replies` }), expect: everyone(200) },
      // Admins read unpublished items in the moderation queue, not here.
      { what: "the member's message waiting for its check", call: async () => ({ url: `/api/messages/${await textMessage(memberId(), 'pending')}/replies` }), expect: { visitor: 404, member: 200, other: 404, admin: 404 } },
      { what: 'no such message', call: () => ({ url: `/api/messages/${newId()}/replies` }), expect: everyone(404) },
    ],
  },
  {
    route: 'GET /api/replies/:id/audio',
    cases: [
      { what: "the member's published reply", call: async () => ({ url: `/api/replies/${await voiceReply(await textMessage(thirdId), memberId(), 'approved')}/audio` }), expect: everyone(200) },
      { what: "the member's reply waiting for its check", call: async () => ({ url: `/api/replies/${await voiceReply(await textMessage(thirdId), memberId(), 'pending')}/audio` }), expect: privateUnlessPublished },
      // The reply was published, but its message is off the feed: only the people who can still see it may play it.
      { what: "the member's published reply to a message reported back to pending", call: async () => ({ url: `/api/replies/${await replyOnWithdrawnMessage(thirdId, memberId(), 'pending')}/audio` }), expect: privateUnlessPublished },
      { what: "the member's published reply to a message rejected since", call: async () => ({ url: `/api/replies/${await replyOnWithdrawnMessage(thirdId, memberId(), 'rejected')}/audio` }), expect: privateUnlessPublished },
      // The author of a message still sees its published replies (GET /api/messages/:id/replies answers them 200).
      { what: "the member's published reply to the other member's message reported back to pending", call: async () => ({ url: `/api/replies/${await replyOnWithdrawnMessage(otherId(), memberId(), 'pending')}/audio` }), expect: { visitor: 404, member: 200, other: 200, admin: 200 } },
      { what: 'no such reply', call: () => ({ url: `/api/replies/${newId()}/audio` }), expect: everyone(404) },
    ],
  },

  // Safety tools.
  {
    route: 'POST /api/replies/:id/helpful',
    cases: [
      { what: "the member's published reply (never one's own)", call: async () => ({ url: `/api/replies/${await voiceReply(await textMessage(thirdId), memberId(), 'approved')}/helpful` }), expect: owned(400, 200) },
      { what: "the member's reply waiting for its check (nobody marks an unpublished reply)", call: async () => ({ url: `/api/replies/${await voiceReply(await textMessage(thirdId), memberId(), 'pending')}/helpful` }), expect: signedIn(404) },
    ],
  },
  {
    route: 'DELETE /api/replies/:id/helpful',
    cases: [
      { what: "the member's published reply", call: async () => ({ url: `/api/replies/${await voiceReply(await textMessage(thirdId), memberId(), 'approved')}/helpful` }), expect: owned(400, 200) },
      { what: "the member's reply waiting for its check (nobody marks an unpublished reply)", call: async () => ({ url: `/api/replies/${await voiceReply(await textMessage(thirdId), memberId(), 'pending')}/helpful` }), expect: signedIn(404) },
    ],
  },
  {
    route: 'POST /api/reports',
    cases: [
      { what: "the member's published message (never one's own)", call: async () => ({ url: '/api/reports', payload: { subjectType: 'message', subjectId: await textMessage(memberId()), reason: 'unkind' } }), expect: owned(400, 200) },
      { what: "the member's message waiting for its check", call: async () => ({ url: '/api/reports', payload: { subjectType: 'message', subjectId: await textMessage(memberId(), 'pending'), reason: 'spam' } }), expect: owned(400, 404) },
    ],
  },
  {
    route: 'POST /api/hidden',
    cases: [
      { what: "the member's published message", call: async () => ({ url: '/api/hidden', payload: { subjectType: 'message', subjectId: await textMessage(memberId()) } }), expect: signedIn(200) },
      { what: "the member's message waiting for its check", call: async () => ({ url: '/api/hidden', payload: { subjectType: 'message', subjectId: await textMessage(memberId(), 'pending') } }), expect: owned(200, 404) },
    ],
  },
  {
    route: 'POST /api/blocks',
    cases: [
      { what: "the author of the member's published reply (never oneself)", call: async () => ({ url: '/api/blocks', payload: { subjectType: 'reply', subjectId: await voiceReply(await textMessage(thirdId), memberId(), 'approved') } }), expect: owned(400, 200) },
      { what: "the author of the member's message waiting for its check", call: async () => ({ url: '/api/blocks', payload: { subjectType: 'message', subjectId: await textMessage(memberId(), 'pending') } }), expect: owned(400, 404) },
    ],
  },
  { route: 'GET /api/blocks', cases: [{ what: 'my blocks', call: () => ({ url: '/api/blocks' }), expect: signedIn(200) }] },
  {
    route: 'DELETE /api/blocks/:id',
    cases: [
      { what: "the member's block", call: async () => ({ url: `/api/blocks/${await blockBy(memberId())}` }), expect: owned(200, 404) },
      { what: 'no such block', call: () => ({ url: `/api/blocks/${newId()}` }), expect: signedIn(404) },
    ],
  },

  // Notifications.
  { route: 'GET /api/notifications', cases: [{ what: 'my notifications', call: () => ({ url: '/api/notifications' }), expect: signedIn(200) }] },
  { route: 'GET /api/notifications/unread-count', cases: [{ what: 'my unread count', call: () => ({ url: '/api/notifications/unread-count' }), expect: signedIn(200) }] },
  { route: 'PATCH /api/notifications/read-all', cases: [{ what: 'mine, all read', call: () => ({ url: '/api/notifications/read-all' }), expect: signedIn(200) }] },
  {
    route: 'PATCH /api/notifications/:id/read',
    cases: [
      { what: "the member's notification", call: async () => ({ url: `/api/notifications/${await notificationFor(memberId())}/read` }), expect: owned(200, 404) },
      { what: 'no such notification', call: () => ({ url: `/api/notifications/${newId()}/read` }), expect: signedIn(404) },
    ],
  },

  // Profile, badges, Premium.
  { route: 'GET /api/badges', cases: [{ what: 'the badge guide', call: () => ({ url: '/api/badges' }), expect: everyone(200) }] },
  { route: 'POST /api/profile/avatar', cases: [{ what: 'an animal', call: () => ({ url: '/api/profile/avatar', payload: { avatar: '🦉' } }), expect: signedIn(200) }] },
  {
    route: 'POST /api/profile/username',
    cases: [
      { what: 'a free name', call: () => ({ url: '/api/profile/username', payload: { username: uniqueUsername() } }), expect: signedIn(200) },
      { what: "another member's name, whatever its case", call: () => ({ url: '/api/profile/username', payload: { username: THIRD_USERNAME.toUpperCase() } }), expect: signedIn(409) },
    ],
  },
  { route: 'GET /api/community', cases: [{ what: "the server's community facts", call: () => ({ url: '/api/community' }), expect: signedIn(200) }] },
  {
    route: 'POST /api/subscription/verify',
    cases: [
      { what: 'the demo purchase', call: () => ({ url: '/api/subscription/verify', payload: { purchaseToken: DEMO_PURCHASE_TOKEN, productId: PREMIUM_PRODUCT_ID } }), expect: signedIn(200) },
      { what: 'a purchase the store does not know', call: () => ({ url: '/api/subscription/verify', payload: { purchaseToken: 'forged', productId: PREMIUM_PRODUCT_ID } }), expect: signedIn(402) },
    ],
  },

  // Admin.
  { route: 'GET /api/admin/stats', cases: [{ what: 'the numbers', call: () => ({ url: '/api/admin/stats' }), expect: adminOnly(200) }] },
  { route: 'GET /api/admin/activity', cases: [{ what: 'the activity chart', call: () => ({ url: '/api/admin/activity' }), expect: adminOnly(200) }] },
  { route: 'GET /api/admin/users', cases: [{ what: 'every member', call: () => ({ url: '/api/admin/users' }), expect: adminOnly(200) }] },
  {
    route: 'PATCH /api/admin/users/:userId/admin',
    cases: [
      { what: 'a member', call: async () => ({ url: `/api/admin/users/${await insertBareMember(t.ctx.db)}/admin`, payload: { isAdmin: 1 } }), expect: adminOnly(200) },
      { what: 'no such member', call: () => ({ url: `/api/admin/users/${newId()}/admin`, payload: { isAdmin: 1 } }), expect: adminOnly(404) },
    ],
  },
  {
    route: 'PATCH /api/admin/users/:userId/premium',
    cases: [
      { what: 'a member', call: async () => ({ url: `/api/admin/users/${await insertBareMember(t.ctx.db)}/premium`, payload: { isPremium: 1 } }), expect: adminOnly(200) },
      { what: 'no such member', call: () => ({ url: `/api/admin/users/${newId()}/premium`, payload: { isPremium: 0 } }), expect: adminOnly(404) },
    ],
  },
  { route: 'GET /api/admin/messages', cases: [{ what: 'the message queue', call: () => ({ url: '/api/admin/messages' }), expect: adminOnly(200) }] },
  {
    route: 'PATCH /api/admin/messages/:id/status',
    cases: [
      { what: "the member's pending message", call: async () => ({ url: `/api/admin/messages/${await textMessage(memberId(), 'pending')}/status`, payload: { status: 'approved' } }), expect: adminOnly(200) },
      { what: 'a message already decided', call: async () => ({ url: `/api/admin/messages/${await textMessage(memberId())}/status`, payload: { status: 'rejected' } }), expect: adminOnly(409) },
      { what: 'no such message', call: () => ({ url: `/api/admin/messages/${newId()}/status`, payload: { status: 'approved' } }), expect: adminOnly(404) },
    ],
  },
  { route: 'GET /api/admin/replies', cases: [{ what: 'the reply queue', call: () => ({ url: '/api/admin/replies' }), expect: adminOnly(200) }] },
  {
    route: 'PATCH /api/admin/replies/:id/status',
    cases: [
      { what: "the member's pending reply", call: async () => ({ url: `/api/admin/replies/${await voiceReply(await textMessage(thirdId), memberId(), 'pending')}/status`, payload: { status: 'rejected', rejectionReason: 'Please keep it kind.' } }), expect: adminOnly(200) },
      { what: 'a reply already decided', call: async () => ({ url: `/api/admin/replies/${await voiceReply(await textMessage(thirdId), memberId(), 'approved')}/status`, payload: { status: 'approved' } }), expect: adminOnly(409) },
      { what: 'no such reply', call: () => ({ url: `/api/admin/replies/${newId()}/status`, payload: { status: 'approved' } }), expect: adminOnly(404) },
    ],
  },
  {
    route: 'POST /api/admin/badges',
    cases: [
      { what: 'a new badge', call: () => ({ url: '/api/admin/badges', payload: { id: newBadgeId(), name: 'Night owl', description: 'Was there at 3 am', icon: 'moon' } }), expect: adminOnly(201) },
      { what: 'an id already taken', call: async () => ({ url: '/api/admin/badges', payload: { id: await badge(), name: 'Twice', description: 'Again', icon: 'copy' } }), expect: adminOnly(409) },
    ],
  },
  {
    route: 'DELETE /api/admin/badges/:badgeId',
    cases: [
      { what: 'a badge', call: async () => ({ url: `/api/admin/badges/${await badge()}` }), expect: adminOnly(200) },
      { what: 'no such badge', call: () => ({ url: '/api/admin/badges/no-such-badge' }), expect: adminOnly(404) },
    ],
  },

  // Last: leaving, on throwaway accounts.
  {
    route: 'DELETE /api/account',
    cases: [
      {
        what: 'a throwaway account',
        session: 'throwaway',
        call: () => ({ url: '/api/account' }),
        expect: signedIn(200),
        then: async (actor) => {
          expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', actor.account!.user.id).executeTakeFirst()).toBeUndefined();
        },
      },
    ],
  },
];

// ---- Walking it. ----

const methodOf = (route: string) => route.split(' ')[0] as 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';

async function signIn(account: TestMember): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password } });
  return sessionCookieOf(response);
}

async function actorFor(role: Role, session: Case['session'] = 'own'): Promise<Actor> {
  if (role === 'visitor') return { role, account: null, cookie: null };
  if (session === 'throwaway') {
    const account = role === 'admin' ? await registerAdmin(t) : await registerMember(t.app, uniqueEmail(`throwaway-${role}`));
    return { role, account, cookie: account.cookie };
  }
  const account = { member, other, admin }[role];
  return { role, account, cookie: session === 'fresh' ? await signIn(account) : account.cookie };
}

/**
 * What is wrong with one answer: its status, and for an error its `{ error }` body; a 401 that only the
 * visitor gets is the sign-in guard's, a 403 that only members get is the admin guard's.
 */
function problemsOf(label: string, method: string, response: LightMyRequestResponse, expected: number, row: Record<Role, number>): string[] {
  const shown = response.body.slice(0, 160).replace(/[^\x20-\x7e]/g, '.');
  if (response.statusCode !== expected) return [`${label}: ${response.statusCode}, expected ${expected} (${shown})`];
  if (method === 'HEAD' || expected < 400) return [];
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return [`${label}: the ${expected} is not JSON (${shown})`];
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== 'string' || error.length === 0) return [`${label}: the ${expected} has no { error } sentence (${shown})`];
  if (expected === 401 && row.member !== 401 && error !== AUTH_ERRORS.notSignedIn) return [`${label}: 401 says "${error}"`];
  if (expected === 403 && row.admin !== 403 && error !== ADMIN_ONLY) return [`${label}: 403 says "${error}"`];
  return [];
}

async function walk(row: Row, method: ReturnType<typeof methodOf>): Promise<string[]> {
  const problems: string[] = [];
  for (const testCase of row.cases) {
    for (const role of ROLES) {
      const actor = await actorFor(role, testCase.session);
      const call = await testCase.call(actor);
      const response = await t.app.inject({
        method,
        url: call.url,
        headers: { ...(actor.cookie ? { cookie: actor.cookie } : {}), ...call.headers },
        ...(call.payload === undefined ? {} : { payload: call.payload }),
      });
      const expected = testCase.expect[role];
      const label = `${method} ${call.url.replace(/[0-9a-f-]{36}/g, ':id')} (${testCase.what}) as ${role}`;
      const found = problemsOf(label, method, response, expected, testCase.expect);
      problems.push(...found);
      if (found.length === 0 && expected < 300 && testCase.then) await testCase.then(actor, response);
    }
  }
  return problems;
}

describe('access to every route, by role', () => {
  it('has a row for every route the server registers, and no row for a route it does not', () => {
    const registered = registeredRoutes(t.app).map((route) => `${route.method} ${route.url}`);
    const rows = TABLE.map((row) => row.route);
    const unlisted = registered.filter((route) => !rows.includes(route.replace(/^HEAD /, 'GET ')));
    const stale = rows.filter((route) => !registered.includes(route));
    expect(new Set(rows).size, 'one row per route').toBe(rows.length);
    expect([...unlisted.map((route) => `route ${route} has no access row`), ...stale.map((route) => `row ${route} names no registered route`)]).toEqual([]);
  });

  it.each(TABLE.map((row) => [row.route, row] as const))('%s', async (route, row) => {
    const problems = await walk(row, methodOf(route));
    // A GET's automatic HEAD answers the same statuses, without a body.
    if (methodOf(route) === 'GET') problems.push(...(await walk(row, 'HEAD')));
    expect(problems).toEqual([]);
  }, 60_000);
});
