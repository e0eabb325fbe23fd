import { CompiledQuery } from 'kysely';
import type { Db, DatabaseKind } from './database.js';

// Compiled once: read on every signed-in read and every first feed page.
const SQLITE_MARKER = CompiledQuery.raw('select total_changes() as changes, data_version as version from pragma_data_version') as CompiledQuery<{
  changes: number;
  version: number;
}>;
const POSTGRES_MARKER = CompiledQuery.raw('select txid_current_snapshot()::text as snapshot') as CompiledQuery<{ snapshot: string }>;

/**
 * Something that changes whenever any data in the database may have changed, read in one cheap query.
 * What is kept in memory (first feed pages, sessions) is used again only while it is the same.
 *
 * SQLite: the rows this process's connection changed (`total_changes()`, which counts every insert,
 * update and delete, trigger and rolled-back ones included) and `data_version`, which changes when
 * another connection or process commits. Kysely runs every SQLite query on that one connection, a
 * transaction holding it until it ends, so this is never read in the middle of a transaction.
 *
 * PostgreSQL: the current transaction snapshot (xmin:xmax:in-progress ids). A transaction that writes
 * is given an id, which moves xmax; when it commits or aborts it leaves the in-progress list. Either
 * way the snapshot differs, on every instance sharing the database. Read-only transactions (the polls
 * themselves) get no id and change nothing. Transaction ids are the whole cluster's, so a write to
 * another database of the same server changes it too: something read again for nothing, never a stale one.
 */
export async function readChangeMarker(db: Db, kind: DatabaseKind): Promise<string> {
  if (kind === 'sqlite') {
    const { rows } = await db.executeQuery(SQLITE_MARKER);
    return `${rows[0]?.changes}:${rows[0]?.version}`;
  }
  const { rows } = await db.executeQuery(POSTGRES_MARKER);
  return rows[0]?.snapshot ?? '';
}
