import type { MessageCategory } from '../../shared/constants.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';

export interface VoiceMessageRow {
  id: string;
  userId: string;
  category: MessageCategory;
  audioPath: string;
  audioMimeType: string;
  audioDuration: number;
  transcript: string | null;
}

export async function insertVoiceMessage(trx: Db, message: VoiceMessageRow): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto('messages')
    .values({ ...message, type: 'voice', content: null, createdAt: now, updatedAt: now })
    .execute();
}

export async function findMessageAudio(db: Db, id: string) {
  return db
    .selectFrom('messages')
    .select(['userId', 'status', 'audioPath', 'audioMimeType'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every recording a member's account deletion removes: their messages', and the replies those messages drop with them. */
export async function audioPathsOfMessagesBy(db: Db, userId: string): Promise<string[]> {
  const own = await db.selectFrom('messages').select('audioPath').where('userId', '=', userId).where('audioPath', 'is not', null).execute();
  const repliesToThem = await db
    .selectFrom('replies as r')
    .innerJoin('messages as m', 'm.id', 'r.messageId')
    .select('r.audioPath')
    .where('m.userId', '=', userId)
    .where('r.audioPath', 'is not', null)
    .execute();
  return [...own, ...repliesToThem].map((row) => row.audioPath as string);
}

const LOOKUP_BATCH = 500;

/** Which of these stored paths a message or reply still points at (for the sweep of a crash's leftovers). */
export async function referencedAudioPaths(db: Db, paths: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < paths.length; i += LOOKUP_BATCH) {
    const batch = paths.slice(i, i + LOOKUP_BATCH);
    const rows = await db
      .selectFrom('messages')
      .select('audioPath')
      .where('audioPath', 'in', batch)
      .union(db.selectFrom('replies').select('audioPath').where('audioPath', 'in', batch))
      .execute();
    for (const row of rows) if (row.audioPath) found.add(row.audioPath);
  }
  return found;
}
