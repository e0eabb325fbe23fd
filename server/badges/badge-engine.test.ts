import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_RULES } from '../../shared/badges.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { evaluateBadges } from './badge-engine.js';
import { deleteBadge } from './badges.repository.js';
import { badgeIdsOf, insertBareMember, insertMarkedReply, insertReports, insertVoiceMessages } from './test-support/badge-facts.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ moderationWorkers: 0 });
});
afterAll(async () => t.close());

const evaluate = async (userId: string) => {
  await evaluateBadges(t.ctx.db, userId);
  return badgeIdsOf(t.ctx.db, userId);
};

describe('gold-crown', () => {
  it('is awarded to a premium member, and not to anyone else', async () => {
    expect(await evaluate(await insertBareMember(t.ctx.db, { isPremium: 1 }))).toEqual(['gold-crown']);
    expect(await evaluate(await insertBareMember(t.ctx.db, { isPremium: 0 }))).toEqual([]);
  });
});

describe('echo-master', () => {
  it(`is awarded at ${BADGE_RULES.echoMasterVoiceMessages} approved voice messages, not one fewer`, async () => {
    const member = await insertBareMember(t.ctx.db);
    await insertVoiceMessages(t.ctx.db, member, BADGE_RULES.echoMasterVoiceMessages - 1);
    expect(await evaluate(member)).toEqual([]);
    await insertVoiceMessages(t.ctx.db, member, 1);
    expect(await evaluate(member)).toEqual(['echo-master']);
  });

  it('does not count pending or rejected voice messages, nor text messages', async () => {
    const member = await insertBareMember(t.ctx.db);
    await insertVoiceMessages(t.ctx.db, member, BADGE_RULES.echoMasterVoiceMessages - 1);
    await insertVoiceMessages(t.ctx.db, member, 5, 'pending');
    await insertVoiceMessages(t.ctx.db, member, 5, 'rejected');
    await t.ctx.db
      .insertInto('messages')
      .values({ id: crypto.randomUUID(), userId: member, type: 'text', content: 'words', audioPath: null, audioMimeType: null, audioDuration: null, transcript: null, category: 'grief_loss', status: 'approved', rejectionReason: null, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() })
      .execute();
    expect(await evaluate(member)).toEqual([]);
  });
});

describe('anchor-trust', () => {
  it(`is awarded at a ${BADGE_RULES.anchorTrustStreakDays}-day streak, not a day earlier`, async () => {
    const member = await insertBareMember(t.ctx.db);
    await t.ctx.db.updateTable('users').set({ currentStreak: BADGE_RULES.anchorTrustStreakDays - 1 }).where('id', '=', member).execute();
    expect(await evaluate(member)).toEqual([]);
    await t.ctx.db.updateTable('users').set({ currentStreak: BADGE_RULES.anchorTrustStreakDays }).where('id', '=', member).execute();
    expect(await evaluate(member)).toEqual(['anchor-trust']);
  });
});

describe('shield', () => {
  it(`is awarded at ${BADGE_RULES.shieldUpheldReports} upheld reports; reports not upheld do not count`, async () => {
    const member = await insertBareMember(t.ctx.db);
    await insertReports(t.ctx.db, member, BADGE_RULES.shieldUpheldReports - 1, { upheld: true });
    await insertReports(t.ctx.db, member, 5, { upheld: false });
    expect(await evaluate(member)).toEqual([]);
    await insertReports(t.ctx.db, member, 1, { upheld: true });
    expect(await evaluate(member)).toEqual(['shield']);
  });
});

describe('lighthouse', () => {
  it(`is awarded at ${BADGE_RULES.lighthouseHelpfulMarks} helpful marks from others on approved replies, not one fewer`, async () => {
    const listener = await insertBareMember(t.ctx.db);
    const author = await insertBareMember(t.ctx.db);
    const markers = await Promise.all(Array.from({ length: BADGE_RULES.lighthouseHelpfulMarks }, () => insertBareMember(t.ctx.db)));
    // Marks that do not count: one's own, and those on replies that are not (or no longer) published.
    await insertMarkedReply(t.ctx.db, { authorId: author, replierId: listener, markers: [listener] });
    await insertMarkedReply(t.ctx.db, { authorId: author, replierId: listener, markers, status: 'pending' });
    await insertMarkedReply(t.ctx.db, { authorId: author, replierId: listener, markers, status: 'rejected' });
    // Nine marks over two approved replies.
    await insertMarkedReply(t.ctx.db, { authorId: author, replierId: listener, markers: markers.slice(0, 5) });
    await insertMarkedReply(t.ctx.db, { authorId: author, replierId: listener, markers: markers.slice(5, 9) });
    expect(await evaluate(listener)).toEqual([]);

    await insertMarkedReply(t.ctx.db, { authorId: author, replierId: listener, markers: markers.slice(9) });
    expect(await evaluate(listener)).toEqual(['lighthouse']);
  });
});

describe('evaluateBadges', () => {
  it('awards each badge once however often it runs, and several at once', async () => {
    const member = await insertBareMember(t.ctx.db, { isPremium: 1 });
    await t.ctx.db.updateTable('users').set({ currentStreak: 31 }).where('id', '=', member).execute();
    await evaluate(member);
    await evaluate(member);
    const rows = await t.ctx.db.selectFrom('userBadges').select('badgeId').where('userId', '=', member).execute();
    expect(rows.map((row) => row.badgeId).sort()).toEqual(['anchor-trust', 'gold-crown']);
  });

  it('never takes an earned badge back when the count later drops', async () => {
    const member = await insertBareMember(t.ctx.db);
    await t.ctx.db.updateTable('users').set({ currentStreak: 30 }).where('id', '=', member).execute();
    expect(await evaluate(member)).toEqual(['anchor-trust']);
    await t.ctx.db.updateTable('users').set({ currentStreak: 1 }).where('id', '=', member).execute();
    expect(await evaluate(member)).toEqual(['anchor-trust']);
  });

  it('awards nothing for a badge an admin deleted, and nothing to an unknown member', async () => {
    const fresh = await startTestApp({ moderationWorkers: 0 });
    try {
      await deleteBadge(fresh.ctx.db, 'gold-crown');
      const member = await insertBareMember(fresh.ctx.db, { isPremium: 1 });
      await evaluateBadges(fresh.ctx.db, member);
      expect(await badgeIdsOf(fresh.ctx.db, member)).toEqual([]);
      await expect(evaluateBadges(fresh.ctx.db, 'no-such-member')).resolves.toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});
