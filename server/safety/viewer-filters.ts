import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import type { SubjectType } from '../moderation/verdict.js';

/** Columns of the outer query a filter correlates with (`m` messages, `r` replies, `n` notifications). */
type ItemIdColumn = 'm.id' | 'r.id' | 'n.replyId';
type AuthorColumn = 'm.userId' | 'r.userId' | 'n.senderId';

/**
 * The viewer's hide of the outer query's item. Used as `NOT EXISTS (…)`: it walks the hidden_items
 * primary key (user, type, id), one lookup per row.
 */
export function hiddenByViewer(db: Db, viewerId: string, type: SubjectType, itemId: ItemIdColumn) {
  return db
    .selectFrom('hiddenItems as h')
    .select('h.subjectId')
    .where('h.userId', '=', viewerId)
    .where('h.subjectType', '=', type)
    .where('h.subjectId', '=', sql.ref<string>(itemId));
}

/**
 * The viewer's block of the outer query's author. Used as `NOT EXISTS (…)` over the unique
 * (blocker, blocked) pair. Blocking is one-way: only the blocker stops seeing the blocked member.
 */
export function blockedByViewer(db: Db, viewerId: string, author: AuthorColumn) {
  return db
    .selectFrom('blocks as b')
    .select('b.id')
    .where('b.blockerId', '=', viewerId)
    .where('b.blockedId', '=', sql.ref<string>(author));
}

/** Keeps a row unless the viewer hid its item or blocked its author (two `NOT EXISTS`, each an index lookup). */
export function notHiddenNorBlocked<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  db: Db,
  viewerId: string,
  type: SubjectType,
  itemId: ItemIdColumn,
  author: AuthorColumn,
): Expression<SqlBool> {
  return eb.and([eb.not(eb.exists(hiddenByViewer(db, viewerId, type, itemId))), eb.not(eb.exists(blockedByViewer(db, viewerId, author)))]);
}
