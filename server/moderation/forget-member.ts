import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/**
 * Every moderated item an account deletion takes with it: the member's messages and replies, and the
 * replies others made to those messages (the database removes them with the message).
 */
function itemsGoingWith(db: Db, userId: string) {
  return {
    messages: db.selectFrom('messages').select('id').where('userId', '=', userId),
    replies: db
      .selectFrom('replies')
      .select('id')
      .where((eb) => eb.or([eb('userId', '=', userId), eb('messageId', 'in', eb.selectFrom('messages').select('id').where('userId', '=', userId))])),
  };
}

/**
 * Jobs, verdicts (whose reasons may quote a member's crisis words) and reports of the items that go.
 * These tables point at items without a foreign key, so the database cannot cascade to them.
 */
export async function deleteModerationRecordsOf(trx: Db, userId: string): Promise<void> {
  for (const table of ['moderationJobs', 'moderationVerdicts', 'reports'] as const) {
    await trx.deleteFrom(table).where(namesItemGoingWith(trx, userId)).execute();
  }
}

type PointingTable = 'moderationJobs' | 'moderationVerdicts' | 'reports' | 'auditLog';

/** A where-clause for rows (of any table pointing at items by type and id) about an item that goes. */
export function namesItemGoingWith(db: Db, userId: string) {
  const items = itemsGoingWith(db, userId);
  return (eb: ExpressionBuilder<Database, PointingTable>) =>
    eb.or([
      eb.and([eb('subjectType', '=', 'message'), eb('subjectId', 'in', items.messages)]),
      eb.and([eb('subjectType', '=', 'reply'), eb('subjectId', 'in', items.replies)]),
    ]);
}
