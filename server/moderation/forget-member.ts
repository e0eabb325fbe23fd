import type { Db } from '../db/database.js';
import type { SubjectType } from './verdict.js';

/** Ids per statement, well under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

export type ItemIds = Record<SubjectType, string[]>;

/**
 * Every moderated item an account deletion takes with it: the member's messages and replies, and the
 * replies others made to those messages (the database would remove them with the message).
 */
async function itemsGoingWith(trx: Db, userId: string): Promise<ItemIds> {
  const messages = await trx.selectFrom('messages').select('id').where('userId', '=', userId).execute();
  const replies = await trx
    .selectFrom('replies')
    .select('id')
    .where((eb) => eb.or([eb('userId', '=', userId), eb('messageId', 'in', eb.selectFrom('messages').select('id').where('userId', '=', userId))]))
    .execute();
  return { message: messages.map((row) => row.id), reply: replies.map((row) => row.id) };
}

function chunks(ids: string[]): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += CHUNK) out.push(ids.slice(start, start + CHUNK));
  return out;
}

/** Runs `each` over the ids of every item that goes, by type and in bounded chunks. */
export async function forEachItem(ids: ItemIds, each: (type: SubjectType, chunk: string[]) => Promise<unknown>): Promise<void> {
  for (const type of ['message', 'reply'] as const) for (const chunk of chunks(ids[type])) await each(type, chunk);
}

/**
 * Removes the member's items and everything that points at them without a foreign key: moderation
 * jobs, verdicts (whose reasons may quote a member's crisis words), reports and hides; then lets
 * `alsoForget` (the audit trail) forget them. The item rows go first, in the order a decision locks
 * them (item, then job), so a check finishing at this moment cannot deadlock with the deletion.
 */
export async function deleteItemsOf(trx: Db, userId: string, alsoForget: (trx: Db, ids: ItemIds) => Promise<void>): Promise<void> {
  const ids = await itemsGoingWith(trx, userId);
  await forEachItem(ids, (type, chunk) => trx.deleteFrom(type === 'message' ? 'messages' : 'replies').where('id', 'in', chunk).execute());
  for (const table of ['moderationJobs', 'moderationVerdicts', 'reports', 'hiddenItems'] as const) {
    await forEachItem(ids, (type, chunk) => trx.deleteFrom(table).where('subjectType', '=', type).where('subjectId', 'in', chunk).execute());
  }
  await alsoForget(trx, ids);
}
