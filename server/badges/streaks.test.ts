import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_RULES } from '../../shared/badges.js';
import type { SubjectRef } from '../moderation/verdict.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { dayIn, nextStreak, streakAsOf } from './streaks.js';
import { badgeIdsOf, insertBareMember } from './test-support/badge-facts.js';
import { APPROVE, REJECT, insertPendingMessage, insertPendingReply } from './test-support/pending-items.js';

describe('nextStreak', () => {
  it('starts at 1 with the first active day', () => {
    expect(nextStreak({ currentStreak: 0, lastActiveDay: null }, '2025-03-01')).toEqual({ currentStreak: 1, lastActiveDay: '2025-03-01' });
  });
  it('changes nothing on the same day', () => {
    expect(nextStreak({ currentStreak: 4, lastActiveDay: '2025-03-01' }, '2025-03-01')).toBeUndefined();
  });
  it('adds one on the next day, across a month and a year', () => {
    expect(nextStreak({ currentStreak: 4, lastActiveDay: '2025-03-01' }, '2025-03-02')).toEqual({ currentStreak: 5, lastActiveDay: '2025-03-02' });
    expect(nextStreak({ currentStreak: 4, lastActiveDay: '2025-02-28' }, '2025-03-01')).toEqual({ currentStreak: 5, lastActiveDay: '2025-03-01' });
    expect(nextStreak({ currentStreak: 9, lastActiveDay: '2024-12-31' }, '2025-01-01')).toEqual({ currentStreak: 10, lastActiveDay: '2025-01-01' });
  });
  it('starts again at 1 after a missed day', () => {
    expect(nextStreak({ currentStreak: 12, lastActiveDay: '2025-03-01' }, '2025-03-03')).toEqual({ currentStreak: 1, lastActiveDay: '2025-03-03' });
  });
  it('changes nothing for a day before the last active day', () => {
    expect(nextStreak({ currentStreak: 3, lastActiveDay: '2025-03-05' }, '2025-03-04')).toBeUndefined();
  });
});

describe('dayIn', () => {
  const instant = '2025-03-02T06:30:00.000Z';
  it('reads the day in the member\'s time zone, on either side of midnight', () => {
    expect(dayIn(instant, 'America/Los_Angeles')).toBe('2025-03-01');
    expect(dayIn(instant, 'Europe/Paris')).toBe('2025-03-02');
    expect(dayIn('2025-03-01T16:00:00.000Z', 'Asia/Tokyo')).toBe('2025-03-02');
    expect(dayIn('2025-03-01T16:00:00.000Z', 'UTC')).toBe('2025-03-01');
  });
  it('falls back to UTC without a zone or with one this runtime does not know', () => {
    expect(dayIn(instant, null)).toBe('2025-03-02');
    expect(dayIn(instant, 'Mars/Olympus_Mons')).toBe('2025-03-02');
  });
});

describe('streakAsOf', () => {
  const now = new Date('2025-03-10T12:00:00.000Z');
  it('shows the streak while its last day is today or yesterday', () => {
    expect(streakAsOf({ currentStreak: 7, lastActiveDay: '2025-03-10' }, null, now)).toBe(7);
    expect(streakAsOf({ currentStreak: 7, lastActiveDay: '2025-03-09' }, null, now)).toBe(7);
  });
  it('shows 0 once a day was missed, and before any activity', () => {
    expect(streakAsOf({ currentStreak: 7, lastActiveDay: '2025-03-08' }, null, now)).toBe(0);
    expect(streakAsOf({ currentStreak: 0, lastActiveDay: null }, null, now)).toBe(0);
  });
  it("counts today in the member's zone: late on the 10th in Honolulu, the 8th is still two days ago", () => {
    const lateInHonolulu = new Date('2025-03-11T08:00:00.000Z');
    expect(streakAsOf({ currentStreak: 7, lastActiveDay: '2025-03-09' }, 'Pacific/Honolulu', lateInHonolulu)).toBe(7);
    expect(streakAsOf({ currentStreak: 7, lastActiveDay: '2025-03-09' }, null, lateInHonolulu)).toBe(0);
  });
});

describe('the streak as items are approved', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No queue: the tests decide every item themselves.
    t = await startTestApp({ moderationWorkers: 0 });
  });
  afterAll(async () => t.close());

  const approve = (ref: SubjectRef) => t.ctx.moderatedItems.transition(ref, { by: 'check', verdict: APPROVE });
  const streakOf = (userId: string) =>
    t.ctx.db.selectFrom('users').select(['currentStreak', 'lastActiveDay']).where('id', '=', userId).executeTakeFirstOrThrow();
  const setStreak = (userId: string, currentStreak: number, lastActiveDay: string | null) =>
    t.ctx.db.updateTable('users').set({ currentStreak, lastActiveDay }).where('id', '=', userId).execute();
  const postAt = (userId: string, createdAt: string) => insertPendingMessage(t.ctx.db, userId, createdAt);

  it('counts the first approved post as day 1, and a second post that day changes nothing', async () => {
    const member = await insertBareMember(t.ctx.db);
    await approve(await postAt(member, '2025-03-01T09:00:00.000Z'));
    expect(await streakOf(member)).toEqual({ currentStreak: 1, lastActiveDay: '2025-03-01' });
    await approve(await postAt(member, '2025-03-01T21:00:00.000Z'));
    expect(await streakOf(member)).toEqual({ currentStreak: 1, lastActiveDay: '2025-03-01' });
  });

  it('continues on the next day and starts again after a missed day', async () => {
    const member = await insertBareMember(t.ctx.db);
    await setStreak(member, 6, '2025-03-01');
    await approve(await postAt(member, '2025-03-02T08:00:00.000Z'));
    expect(await streakOf(member)).toEqual({ currentStreak: 7, lastActiveDay: '2025-03-02' });
    await approve(await postAt(member, '2025-03-04T08:00:00.000Z'));
    expect(await streakOf(member)).toEqual({ currentStreak: 1, lastActiveDay: '2025-03-04' });
  });

  it('ignores an item from a day before the last active day (a late approval)', async () => {
    const member = await insertBareMember(t.ctx.db);
    await setStreak(member, 3, '2025-03-05');
    await approve(await postAt(member, '2025-03-04T08:00:00.000Z'));
    expect(await streakOf(member)).toEqual({ currentStreak: 3, lastActiveDay: '2025-03-05' });
  });

  it('counts approved replies, and never a rejected item', async () => {
    const member = await insertBareMember(t.ctx.db);
    const author = await insertBareMember(t.ctx.db);
    const message = await postAt(author, '2025-03-01T08:00:00.000Z');
    await setStreak(member, 2, '2025-03-01');
    const rejected = await insertPendingReply(t.ctx.db, message.id, member, '2025-03-02T10:00:00.000Z');
    await t.ctx.moderatedItems.transition(rejected, { by: 'check', verdict: REJECT });
    expect(await streakOf(member)).toEqual({ currentStreak: 2, lastActiveDay: '2025-03-01' });
    await approve(await insertPendingReply(t.ctx.db, message.id, member, '2025-03-02T11:00:00.000Z'));
    expect(await streakOf(member)).toEqual({ currentStreak: 3, lastActiveDay: '2025-03-02' });
  });

  it('counts an approval by an admin like one by the check', async () => {
    const member = await insertBareMember(t.ctx.db);
    const admin = await insertBareMember(t.ctx.db);
    await t.ctx.moderatedItems.transition(await postAt(member, '2025-03-01T08:00:00.000Z'), {
      by: 'admin',
      adminId: admin,
      status: 'approved',
      rejectionReason: null,
    });
    expect(await streakOf(member)).toEqual({ currentStreak: 1, lastActiveDay: '2025-03-01' });
  });

  it("reads days in the member's time zone: 22:30 in Los Angeles is still the day before in UTC terms", async () => {
    const member = await insertBareMember(t.ctx.db, { timeZone: 'America/Los_Angeles' });
    await setStreak(member, 3, '2025-02-28');
    await approve(await postAt(member, '2025-03-02T06:30:00.000Z'));
    expect(await streakOf(member)).toEqual({ currentStreak: 4, lastActiveDay: '2025-03-01' });
  });

  it('reads the same instant in UTC when the member has no time zone, and when the stored one is unknown', async () => {
    for (const timeZone of [null, 'Mars/Olympus_Mons']) {
      const member = await insertBareMember(t.ctx.db, { timeZone });
      await setStreak(member, 3, '2025-02-28');
      await approve(await postAt(member, '2025-03-02T06:30:00.000Z'));
      expect(await streakOf(member)).toEqual({ currentStreak: 1, lastActiveDay: '2025-03-02' });
    }
  });

  it('ends concurrent approvals of one member with the right streak, voice count and one Echo Master', async () => {
    const member = await insertBareMember(t.ctx.db);
    await setStreak(member, 5, '2025-03-01');
    const sameDay = await Promise.all(
      Array.from({ length: BADGE_RULES.echoMasterVoiceMessages }, (_, i) =>
        insertPendingMessage(t.ctx.db, member, `2025-03-02T1${i % 10}:00:00.000Z`, 'voice'),
      ),
    );
    const results = await Promise.all(sameDay.map(approve));
    expect(results.every((result) => result.outcome === 'moved')).toBe(true);
    expect(await streakOf(member)).toEqual({ currentStreak: 6, lastActiveDay: '2025-03-02' });
    expect(await badgeIdsOf(t.ctx.db, member)).toEqual(['echo-master']);
    const me = await t.ctx.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', member)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    expect(Number(me.n)).toBe(BADGE_RULES.echoMasterVoiceMessages);
  });

  it('awards Anchor of Trust on the approval that makes the streak 30 days, not the one before', async () => {
    const member = await insertBareMember(t.ctx.db);
    await setStreak(member, BADGE_RULES.anchorTrustStreakDays - 2, '2025-03-01');
    await approve(await postAt(member, '2025-03-02T08:00:00.000Z'));
    expect(await badgeIdsOf(t.ctx.db, member)).toEqual([]);
    await approve(await postAt(member, '2025-03-03T08:00:00.000Z'));
    expect(await streakOf(member)).toEqual({ currentStreak: BADGE_RULES.anchorTrustStreakDays, lastActiveDay: '2025-03-03' });
    expect(await badgeIdsOf(t.ctx.db, member)).toEqual(['anchor-trust']);
  });

  it('shows a member their streak in GET /api/auth/user, and 0 once they missed a day', async () => {
    const member = await registerMember(t.app);
    const today = dayIn(new Date().toISOString(), null);
    const yesterday = dayIn(new Date(Date.now() - 24 * 3600 * 1000).toISOString(), null);
    const twoDaysAgo = dayIn(new Date(Date.now() - 48 * 3600 * 1000).toISOString(), null);
    const shown = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: member.cookie } })).json().currentStreak;
    for (const [day, expected] of [[today, 9], [yesterday, 9], [twoDaysAgo, 0]] as const) {
      await setStreak(member.user.id, 9, day);
      expect(await shown()).toBe(expected);
    }
  });
});
