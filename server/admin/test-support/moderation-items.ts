import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';

let clock = Date.parse('2025-10-01T09:00:00.000Z');
/** Strictly increasing timestamps, so "newest first" never depends on two rows sharing a millisecond. */
export const nextTimestamp = (): string => new Date((clock += 1000)).toISOString();

/** Voice items come straight into the database: posting audio belongs to the voice domain. */
export async function insertVoiceMessage(db: Db, userId: string, fields: { status?: string; crisis?: number; transcript?: string } = {}) {
  const id = newId();
  const createdAt = nextTimestamp();
  await db
    .insertInto('messages')
    .values({
      id,
      userId,
      type: 'voice',
      audioPath: `audio/${id}.webm`,
      audioMimeType: 'audio/webm',
      audioDuration: 12,
      transcript: fields.transcript ?? 'a spoken message',
      category: 'grief_loss',
      status: fields.status ?? 'approved',
      crisis: fields.crisis ?? 0,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
  return id;
}

export async function insertReply(db: Db, messageId: string, userId: string, fields: { status?: string; crisis?: number } = {}) {
  const id = newId();
  const createdAt = nextTimestamp();
  await db
    .insertInto('replies')
    .values({
      id,
      messageId,
      userId,
      audioPath: `audio/${id}.webm`,
      audioMimeType: 'audio/webm',
      audioDuration: 7,
      transcript: 'you are not alone',
      status: fields.status ?? 'pending',
      crisis: fields.crisis ?? 0,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
  return id;
}

export async function insertReport(db: Db, reporterId: string, subjectType: 'message' | 'reply', subjectId: string) {
  await db
    .insertInto('reports')
    .values({ id: newId(), reporterId, subjectType, subjectId, reason: null, createdAt: nextTimestamp() })
    .execute();
}

/** A verdict row as the moderation queue writes it, for items that came straight into the database. */
export async function insertVerdict(
  db: Db,
  subjectType: 'message' | 'reply',
  subjectId: string,
  fields: { decision: 'approve' | 'reject' | 'hold'; decidedBy: string | null; scores: Record<string, number> },
) {
  await db
    .insertInto('moderationVerdicts')
    .values({
      id: newId(),
      subjectType,
      subjectId,
      decision: fields.decision,
      reason: null,
      decidedBy: fields.decidedBy,
      scores: JSON.stringify(fields.scores),
      modelVersions: JSON.stringify({}),
      createdAt: nextTimestamp(),
    })
    .execute();
}

export function auditRowsFor(db: Db, subjectId: string) {
  return db.selectFrom('auditLog').selectAll().where('subjectId', '=', subjectId).orderBy('createdAt').execute();
}
