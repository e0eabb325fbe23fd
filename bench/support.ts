import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type KindredApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { SAFETY_STEPS_TAKEN } from '../shared/schemas/auth.js';
import { SEED_BADGES } from '../shared/badges.js';
import { AVATARS, MESSAGE_CATEGORIES } from '../shared/constants.js';
import { hashPassword } from '../server/auth/password.js';
import { SESSION_COOKIE } from '../server/auth/session-cookie.js';
import { createSession } from '../server/auth/sessions.repository.js';
import type { Db } from '../server/db/database.js';
import { newId } from '../server/db/ids.js';

export interface RunningServer extends KindredApp {
  url: string;
  close(): Promise<void>;
}

/**
 * The real server on a fresh data dir (SQLite there, or DATABASE_URL's PostgreSQL), listening on a free
 * port, models warmed up. Sign-in is limited to 100,000 a minute per address unless KINDRED_AUTH_RATE_LIMIT says otherwise.
 */
export async function startBenchServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-'));
  const config = { ...loadConfig({ KINDRED_AUTH_RATE_LIMIT: '100000', ...process.env, ...env }), dataDir, webDir: undefined, logLevel: 'error' };
  const built = await buildApp(config);
  const url = await built.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...built,
    url,
    async close() {
      await built.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitForModel(server: RunningServer, name: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = server.ctx.models.get(name)?.state;
    if (state === 'ready') return;
    if (state === 'missing' || state === 'failed') throw new Error(`${name} model is ${state}: ${server.ctx.models.get(name)?.detail}`);
    if (Date.now() > deadline) throw new Error(`${name} model not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench.${Date.now()}.${Math.random()}@example.org`, password: 'a-kind-password', ...SAFETY_STEPS_TAKEN }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 201 || !cookie) throw new Error(`sign-up failed: ${response.status}`);
  return cookie;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function timeEach(count: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}×`;

/** The machine figures came from: CPU model, cores, memory, Node.js, OS. */
export function describeMachine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM`;
  return `${model}, ${cpus.length} cores (available: ${os.availableParallelism()}), ${memory}, Node.js ${process.version}, ${os.type()} ${os.release()} ${os.arch()}`;
}

export const BENCH_PASSWORD = 'a-kind-password';

export const SAMPLE_TEXTS = [
  'I have been feeling so anxious about work lately and I cannot sleep.',
  'Sending you a big hug, you are not alone in this.',
  'My dad passed away last spring and the holidays feel empty without him.',
  'It took me a long time, but talking to a friend really helped me.',
  'Some days I just want to stay in bed and not talk to anyone.',
  'Three weeks without a drink today. It is hard but I am proud of myself.',
  'My sister and I have not spoken in a year and I miss her.',
  'Exams are next week and I feel like I have forgotten everything.',
];

export interface CommunityShape {
  members: number;
  approved: number;
  pending: number;
  rejected: number;
  maxRepliesPerMessage: number;
  /** Messages are spread over this many days before the last two hours. */
  days: number;
}

export interface SeededCommunity {
  /** Members in insertion order, each with a session cookie ("name=token") and the shared password. */
  members: { id: string; email: string; cookie: string }[];
  summary: string;
}

/** A small deterministic random source, so every run seeds the same community. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A realistic community written straight into the database (far faster than through the API): members
 * with avatars, some premium and some named, badges, a session each; messages over the last month, most
 * approved, with voice replies and the notifications they caused; every member has hidden a few recent
 * messages and blocked a couple of members, so the feed's filters do real work.
 */
export async function seedCommunity(db: Db, shape: CommunityShape): Promise<SeededCommunity> {
  const random = mulberry32(12);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const started = performance.now();
  const inChunks = async <T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
  };
  const now = Date.now();
  const isoAgo = (ms: number) => new Date(now - ms).toISOString();
  const DAY = 86_400_000;

  // One password hash for all: they share the password.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const users = Array.from({ length: shape.members }, (_, i) => {
    const animal = pick(AVATARS);
    const premium = random() < 0.1;
    const named = premium && random() < 0.5;
    return {
      id: newId(),
      email: `member.${i}@bench.example.org`,
      passwordHash,
      googleSubject: null,
      username: named ? null : `${animal.username}-${i.toString(16).padStart(4, '0')}`,
      firstName: 'Sam',
      lastName: `Member${i}`,
      profileImageUrl: animal.emoji,
      isPremium: premium ? 1 : 0,
      createdAt: isoAgo((shape.days + 1) * DAY),
      safetyAcknowledgedAt: isoAgo((shape.days + 1) * DAY),
      lastActiveDay: null,
      timeZone: null,
    };
  });
  await inChunks(users, 200, (chunk) => db.insertInto('users').values(chunk).execute());
  const members: SeededCommunity['members'] = [];
  for (const user of users) {
    const { token } = await createSession(db, user.id);
    members.push({ id: user.id, email: user.email, cookie: `${SESSION_COOKIE}=${token}` });
  }
  const badges = users.flatMap((user) => {
    const count = random() < 0.45 ? 1 + Math.floor(random() * SEED_BADGES.length) : 0;
    return SEED_BADGES.slice(0, count).map((badge, k) => ({ userId: user.id, badgeId: badge.id, awardedAt: isoAgo(DAY * (10 - k)) }));
  });
  await inChunks(badges, 300, (chunk) => db.insertInto('userBadges').values(chunk).execute());

  // None in the last two hours, so no member starts near their hourly posting limit.
  const statuses = [
    ...Array<'approved'>(shape.approved).fill('approved'),
    ...Array<'pending'>(shape.pending).fill('pending'),
    ...Array<'rejected'>(shape.rejected).fill('rejected'),
  ];
  const messages = statuses.map((status, i) => {
    const createdAt = isoAgo(2 * 3_600_000 + Math.floor(random() * shape.days * DAY));
    return {
      id: newId(),
      userId: pick(users).id,
      type: 'text' as const,
      content: `${pick(SAMPLE_TEXTS)} (${i})`,
      category: pick(MESSAGE_CATEGORIES),
      status,
      rejectionReason: status === 'rejected' ? 'Please keep it kind.' : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await inChunks(messages, 300, (chunk) => db.insertInto('messages').values(chunk).execute());

  // Voice replies (only their transcripts matter here), mostly approved.
  const replies = messages
    .filter((message) => message.status === 'approved')
    .flatMap((message) =>
      Array.from({ length: Math.floor(random() * (shape.maxRepliesPerMessage + 1)) }, () => {
        const createdAt = new Date(Date.parse(message.createdAt) + Math.floor(random() * 3_600_000)).toISOString();
        return {
          id: newId(),
          messageId: message.id,
          userId: pick(users).id,
          audioPath: null,
          audioMimeType: 'audio/webm',
          audioDuration: 5 + Math.floor(random() * 50),
          transcript: pick(SAMPLE_TEXTS),
          status: random() < 0.9 ? 'approved' : 'pending',
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  await inChunks(replies, 300, (chunk) => db.insertInto('replies').values(chunk).execute());
  const authorOf = new Map(messages.map((message) => [message.id, message.userId]));
  const notifications = replies
    .filter((reply) => reply.status === 'approved' && reply.userId !== authorOf.get(reply.messageId))
    .map((reply) => ({
      id: newId(),
      userId: authorOf.get(reply.messageId)!,
      senderId: reply.userId,
      messageId: reply.messageId,
      replyId: reply.id,
      isRead: random() < 0.7 ? 1 : 0,
      createdAt: reply.createdAt,
    }));
  await inChunks(notifications, 300, (chunk) => db.insertInto('notifications').values(chunk).execute());

  const recent = messages
    .filter((message) => message.status === 'approved')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 100);
  const hidden = users.flatMap((user) =>
    [...new Set(Array.from({ length: 3 }, () => pick(recent).id))].map((subjectId) => ({
      userId: user.id,
      subjectType: 'message' as const,
      subjectId,
      createdAt: isoAgo(3_600_000),
    })),
  );
  await inChunks(hidden, 300, (chunk) => db.insertInto('hiddenItems').values(chunk).execute());
  const blocks = users.flatMap((user) =>
    [...new Set(Array.from({ length: 2 }, () => pick(users).id))]
      .filter((blockedId) => blockedId !== user.id)
      .map((blockedId) => ({ id: newId(), blockerId: user.id, blockedId, createdAt: isoAgo(3_600_000) })),
  );
  await inChunks(blocks, 300, (chunk) => db.insertInto('blocks').values(chunk).execute());

  const summary =
    `${users.length} members (${badges.length} badges), ${messages.length} messages (${shape.approved} approved), ` +
    `${replies.length} replies, ${notifications.length} notifications, ${hidden.length} hidden items, ${blocks.length} blocks, ` +
    `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  return { members, summary };
}
