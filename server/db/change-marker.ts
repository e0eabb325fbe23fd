import { CompiledQuery } from 'kysely';
import type SQLite from 'better-sqlite3';
import { sqliteFileOf, type Db, type DatabaseKind } from './database.js';
import { WalHeader } from './wal-header.js';

const POSTGRES_MARKER = CompiledQuery.raw('select txid_current_snapshot()::text as snapshot') as CompiledQuery<{ snapshot: string }>;

interface SqliteMarker {
  /** The wal-index header (`wal-header.ts`), read with no lock; undefined when the file has none. */
  header: WalHeader | undefined;
  changes: SQLite.Statement<[], number>;
  version: SQLite.Statement<[], number>;
}
const sqliteMarkers = new WeakMap<SQLite.Database, SqliteMarker>();

function sqliteMarkerOf(file: SQLite.Database): SqliteMarker {
  let marker = sqliteMarkers.get(file);
  if (marker) return marker;
  // Plucked: each answers its one number, with no row object built for it. The comments keep these
  // texts apart from any query Kysely runs, as the connection keeps its statements by text.
  marker = {
    header: WalHeader.open(file),
    changes: file.prepare<[], number>('select total_changes() /* change marker */').pluck(),
    version: file.prepare<[], number>('pragma data_version /* change marker */').pluck(),
  };
  sqliteMarkers.set(file, marker);
  const { header } = marker;
  if (header) {
    // The shared-memory file is let go only once the connection is closed (see WalHeader).
    const close = file.close.bind(file);
    file.close = () => {
      const closed = close();
      header.close();
      return closed;
    };
  }
  return marker;
}

/**
 * On a WAL database (always, as `database.ts` opens it), the wal-index header: one read of the
 * shared-memory file, which every commit by any connection or process rewrites, and no read
 * transaction. Otherwise, or while a commit is writing the header at that very moment, two statements
 * read straight from better-sqlite3: `total_changes()` (this connection's changes) and `data_version`
 * (other connections' commits), which takes a read transaction. The prefixes keep the two kinds from
 * ever being equal.
 *
 * Unlike Kysely, neither waits for a transaction holding the connection to end. A marker read in the
 * middle of one is still safe: what is then read through Kysely waits for the transaction to end, so kept
 * data is only ever paired with a marker older than what it shows, which makes it be read again.
 */
function readSqliteMarker(file: SQLite.Database): string {
  const marker = sqliteMarkerOf(file);
  const header = marker.header?.read();
  if (header !== undefined) return `w${header}`;
  return `s${marker.changes.get()}:${marker.version.get()}`;
}

/**
 * Something that changes whenever any data in the database may have changed, read cheaply. What is kept
 * in memory (first feed pages, sessions) is used again only while it is the same.
 *
 * SQLite: the wal-index header, which every commit rewrites, by this connection or any other, in any
 * process (see readSqliteMarker).
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
