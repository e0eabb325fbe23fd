import { CompiledQuery } from 'kysely';
import type SQLite from 'better-sqlite3';
import { changeListenerOf, sqliteFileOf, type Db, type DatabaseKind } from './database.js';
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
 * What a request has read of the change markers, each at most once. Two kinds, as two kinds of kept
 * things need different promises:
 * - `exact` changes before any write, by any instance or process, can be read: a session is kept under
 *   it, so that a sign-out anywhere ends it at the very next request (see SessionCache).
 * - `notified` changes with every write too, but on PostgreSQL with another instance's only once its
 *   notification has arrived (`change-listener.ts`, which says how late that can be), in exchange for
 *   no round trip: feed pages are kept under it, a poll then showing another instance's post
 *   milliseconds late.
 * On SQLite both are the wal-index header, read once.
 */
export interface ChangeMarkers {
  exact: string | undefined;
  notified: string;
}
/** Markers read with the exact one, as a session lookup needs. */
export type ExactChangeMarkers = ChangeMarkers & { exact: string };

/**
 * SQLite: the wal-index header, which every commit rewrites, by this connection or any other, in any
 * process (see readSqliteMarker).
 *
 * PostgreSQL, exact: the current transaction snapshot (xmin:xmax:in-progress ids). A transaction that
 * writes is given an id, which moves xmax; when it commits or aborts it leaves the in-progress list.
 * Either way the snapshot differs, on every instance sharing the database. Read-only transactions (the
 * polls themselves) get no id and change nothing. Transaction ids are the whole cluster's, so a write to
 * another database of the same server changes it too: something read again for nothing, never a stale
 * one. One round trip.
 *
 * PostgreSQL, notified: the change listener's count while it listens, read with no round trip; while it
 * does not, the snapshot above (different in form, so never equal to a count).
 *
 * A result without a promise wherever no round trip is needed: SQLite, and PostgreSQL's notified marker
 * while listening, so a hook can answer at once.
 */
export function readChangeMarkers(db: Db, kind: DatabaseKind, withExact: true): ExactChangeMarkers | Promise<ExactChangeMarkers>;
export function readChangeMarkers(db: Db, kind: DatabaseKind, withExact: boolean): ChangeMarkers | Promise<ChangeMarkers>;
export function readChangeMarkers(db: Db, kind: DatabaseKind, withExact: boolean): ChangeMarkers | Promise<ChangeMarkers> {
  const file = kind === 'sqlite' ? sqliteFileOf(db) : undefined;
  if (file) {
    const marker = readSqliteMarker(file);
    return { exact: marker, notified: marker };
  }
  const notified = changeListenerOf(db)?.marker();
  if (notified !== undefined && !withExact) return { exact: undefined, notified };
  return readSnapshot(db).then((snapshot) => ({ exact: snapshot, notified: notified ?? snapshot }));
}

/** The exact marker alone (see readChangeMarkers). */
export async function readChangeMarker(db: Db, kind: DatabaseKind): Promise<string> {
  return (await readChangeMarkers(db, kind, true)).exact;
}

/** Per database, the snapshot read that has not been sent yet, if one is waiting. */
const unsentSnapshots = new WeakMap<Db, Promise<string>>();

/**
 * Every request that asks before a snapshot read is sent shares that read: its answer is taken after they
 * all arrived, so it shows every write committed before any of them did, as reading one each would. Sent
 * once the event loop has parsed what arrived with the first asker (`setImmediate`), so the members'
 * polls that come in together cost one round trip instead of one each; anyone asking after it was sent
 * waits for the next.
 */
function readSnapshot(db: Db): Promise<string> {
  const waiting = unsentSnapshots.get(db);
  if (waiting) return waiting;
  const read = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => {
      unsentSnapshots.delete(db);
      return db.executeQuery(POSTGRES_MARKER);
    })
    .then(({ rows }) => rows[0]?.snapshot ?? '');
  unsentSnapshots.set(db, read);
  return read;
}
