import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { activityDays } from './admin-stats.repository.js';
import { registerAdmin, type TestMember } from './test-support/admins.js';
import { insertReply, insertVoiceMessage } from './test-support/moderation-items.js';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await startTestApp({ moderationWaitMs: 2000 }, { moderator: scriptedModerator() });
  admin = await registerAdmin(t);
});
afterAll(async () => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/admin/stats', () => {
  it('counts zero on an empty community apart from the admin', async () => {
    expect(await get('/api/admin/stats')).toEqual({ totalUsers: 1, totalMessages: 0, totalReplies: 0, pendingMessages: 0, pendingReplies: 0 });
  });

  it('counts members, messages, replies and what waits for review', async () => {
    const member = await registerMember(t.app);
    for (const content of ['Warm thoughts', 'CRISIS here', 'UNKIND words', 'BROKEN check']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/messages/text',
        headers: { cookie: member.cookie },
        payload: { content, category: 'grief_loss' },
      });
      expect(response.statusCode).toBe(200);
    }
    const voice = await insertVoiceMessage(t.ctx.db, member.user.id);
    await insertReply(t.ctx.db, voice, admin.user.id);
    await insertReply(t.ctx.db, voice, admin.user.id, { status: 'approved' });

    expect(await get('/api/admin/stats')).toEqual({ totalUsers: 2, totalMessages: 5, totalReplies: 2, pendingMessages: 2, pendingReplies: 1 });
  });
});

describe('GET /api/admin/activity', () => {
  it('gives the last 14 days, oldest first, with today holding the messages just posted', async () => {
    const { days } = await get('/api/admin/activity');

    expect(days).toHaveLength(14);
    expect(days.map((entry: { day: string }) => entry.day)).toEqual(activityDays(new Date()));
    expect(days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), approved: 1, rejected: 1, pending: 2 });
    expect(days.slice(0, -1).every((entry: { approved: number; rejected: number; pending: number }) =>
      entry.approved + entry.rejected + entry.pending === 0,
    )).toBe(true);
  });
});

describe('activityDays', () => {
  it('ends on the given UTC day and steps back one day at a time, across a month end', () => {
    const days = activityDays(new Date('2025-03-05T23:30:00.000Z'));
    expect(days[0]).toBe('2025-02-20');
    expect(days.at(-1)).toBe('2025-03-05');
    expect(new Set(days).size).toBe(14);
  });
});
