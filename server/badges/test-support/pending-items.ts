import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { SubjectRef, Verdict } from '../../moderation/verdict.js';

/** A message waiting for its verdict, created at a chosen instant (streak days are read from it). */
export async function insertPendingMessage(db: Db, userId: string, createdAt: string, type: 'text' | 'voice' = 'text'): Promise<SubjectRef> {
  const id = newId();
  const voice = type === 'voice';
  await db
    .insertInto('messages')
    .values({
      id,
      userId,
      type,
      content: voice ? null : 'a kind thought',
      audioPath: voice ? `audio/${id}.webm` : null,
      audioMimeType: voice ? 'audio/webm' : null,
      audioDuration: voice ? 9 : null,
      transcript: voice ? 'a spoken thought' : null,
      category: 'grief_loss',
      status: 'pending',
      rejectionReason: null,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
  return { type: 'message', id };
}

export async function insertPendingReply(db: Db, messageId: string, userId: string, createdAt: string): Promise<SubjectRef> {
  const id = newId();
  await db
    .insertInto('replies')
    .values({ id, messageId, userId, audioPath: `audio/${id}.webm`, audioMimeType: 'audio/webm', audioDuration: 7, transcript: 'you are not alone', status: 'pending', rejectionReason: null, createdAt, updatedAt: createdAt })
    .execute();
  return { type: 'reply', id };
}

const base = { reason: null, crisis: false, decidedBy: null, scores: { scripted: 1 }, modelVersions: { scripted: 'test' } };
export const APPROVE: Verdict = { ...base, decision: 'approve' };
export const REJECT: Verdict = { ...base, decision: 'reject', reason: 'Please keep it kind.', decidedBy: 'scripted' };
