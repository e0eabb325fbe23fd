import { CompiledQuery } from 'kysely';
import type SQLite from 'better-sqlite3';
import { sqliteFileOf, type Db, type DatabaseKind } from './database.js';

const POSTGRES_MARKER = CompiledQuery.raw('select txid_current_snapshot()::text as snapshot') as CompiledQuery<{ snapshot: string }>;

interface SqliteMarkerStatements {
  changes: SQLite.Statement<[], number>;
  version: SQLite.Statement<[], number>;
}
const sqliteStatements = new WeakMap<SQLite.Database, SqliteMarkerStatements>();

/**
 * Two statements read straight from better-sqlite3: reading `data_version` through the `pragma_data_version`
 * table (one query through Kysely) cost about twice as much. Unlike Kysely, this does not wait for a
 * transaction holding the connection to end; a marker read in the middle of one is still safe: the
 * transaction's changes already made are counted, and what is then read through Kysely waits for it to
 * end, so kept data is never paired with a marker older than what it shows.
 */
function readSqliteMarker(file: SQLite.Database): string {
  let statements = sqliteStatements.get(file);
  if (!statements) {
    // Plucked: each answers its one number, with no row object built for it. The comments keep these
    // texts apart from any query Kysely runs, as the connection keeps its statements by text.
    statements = {
      changes: file.prepare<[], number>('select total_changes() /* change marker */').pluck(),
      version: file.prepare<[], number>('pragma data_version /* change marker */').pluck(),
    };
    sqliteStatements.set(file, statements);
  }
  return `${statements.changes.get()}:${statements.version.get()}`;
}

/**
 * Something that changes whenever any data in the database may have changed, read in one cheap query.
 * What is kept in memory (first feed pages, sessions) is used again only while it is the same.
 *
 * SQLite: the rows this process's connection changed (`total_changes()`, which counts every insert,
 * update and delete, trigger and rolled-back ones included) and `data_version`, which changes when
 * another connection or process commits.
 *
 * PostgreSQL: the current transaction snapshot (xmin:xmax:in-progress ids). A transaction that writes
 * is given an id, which moves xmax; when it commits or aborts it leaves the in-progress list. Either
 * way the snapshot differs, on every instance sharing the database. Read-only transactions (the polls
 * themselves) get no id and change nothing. Transaction ids are the whole cluster's, so a write to
 * another database of the same server changes it too: something read again for nothing, never a stale one.
 */
export async function readChangeMarker(db: Db, kind: DatabaseKind): Promise<string> {
  const now = readChangeMarkerNow(db, kind);
  if (now !== undefined) return now;
  const { rows } = await db.executeQuery(POSTGRES_MARKER);
  return rows[0]?.snapshot ?? '';
}

/**
 * The marker at once, with no promise, where it can be read without waiting (SQLite); undefined where
 * it needs a round trip (PostgreSQL: use `readChangeMarker`).
 */
export function readChangeMarkerNow(db: Db, kind: DatabaseKind): string | undefined {
  const file = kind === 'sqlite' ? sqliteFileOf(db) : undefined;
  return file ? readSqliteMarker(file) : undefined;
}
