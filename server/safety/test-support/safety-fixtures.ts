import { newId } from '../../db/ids.js';
import type { Verdict } from '../../moderation/verdict.js';
import type { registerMember, TestApp } from '../../test-support/test-app.js';

export type Member = Awaited<ReturnType<typeof registerMember>>;

const APPROVE: Verdict = { decision: 'approve', reason: null, crisis: false, decidedBy: null, scores: {}, modelVersions: {} };

let clock = Date.parse('2026-02-01T09:00:00.000Z');
/** Strictly increasing timestamps, so "newest first" never depends on two rows sharing a millisecond. */
const nextTimestamp = (): string => new Date((clock += 1000)).toISOString();

/** A text message straight into the database, published unless told otherwise. */
export async function messageBy(t: TestApp, member: Member, fields: { content?: string; status?: string } = {}): Promise<string> {
  const id = newId();
  const at = nextTimestamp();
  await t.ctx.db
    .insertInto('messages')
    .values({ id, userId: member.user.id, type: 'text', content: fields.content ?? 'It has been a long week.', category: 'grief_loss', status: fields.status ?? 'approved', createdAt: at, updatedAt: at })
    .execute();
  return id;
}

/** A voice reply straight into the database, approved through the item's one transition (which notifies the author). */
export async function approvedReplyBy(t: TestApp, messageId: string, member: Member): Promise<string> {
  const id = newId();
  const at = nextTimestamp();
  await t.ctx.db
    .insertInto('replies')
    .values({ id, messageId, userId: member.user.id, audioPath: `audio/${id}.webm`, audioMimeType: 'audio/webm', audioDuration: 4, transcript: 'I hear you', createdAt: at, updatedAt: at })
    .execute();
  await t.ctx.moderatedItems.transition({ type: 'reply', id }, { by: 'check', verdict: APPROVE });
  return id;
}

/** A request as a member (or a visitor with null). */
export function as(t: TestApp, member: Member | null, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: member ? { cookie: member.cookie } : {}, ...(payload ? { payload } : {}) });
}

export async function badgesOf(t: TestApp, member: Member): Promise<string[]> {
  const rows = await t.ctx.db.selectFrom('userBadges').select('badgeId').where('userId', '=', member.user.id).orderBy('badgeId').execute();
  return rows.map((row) => row.badgeId);
}
