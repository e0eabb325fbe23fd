import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { ChangeListener } from './change-listener.js';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';
import { writeReportingPool } from './write-reporting-pool.js';

export type Db = Kysely<Database>;
export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
}

export const SQLITE_FILE_NAME = 'kindred.sqlite';

/** Distinct SQL texts kept prepared; the app has a few hundred (the feed's are compiled once per shape). */
const PREPARED_STATEMENTS_KEPT = 1000;

/**
 * Keeps prepared statements by SQL text. Kysely's SQLite driver prepares every query anew, which costs
 * more than running most of Kindred's queries (a session lookup: about 3/4 of its time). A statement is
 * reused only by the one connection, whose queries Kysely runs one at a time, and SQLite prepares it
 * again by itself after a schema change.
 */
function keepPreparedStatements(file: SQLite.Database): void {
  const kept = new Map<string, SQLite.Statement>();
  const prepare = file.prepare.bind(file);
  file.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement) {
      kept.delete(source); // most recently used last
    } else {
      statement = prepare(source);
      if (kept.size >= PREPARED_STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
    }
    kept.set(source, statement);
    return statement;
  }) as SQLite.Database['prepare'];
}

/** The better-sqlite3 handle behind each SQLite Db, for what must be read without Kysely (the change marker). */
const sqliteFiles = new WeakMap<Db, SQLite.Database>();

export const sqliteFileOf = (db: Db): SQLite.Database | undefined => sqliteFiles.get(db);

function openSqliteFile(dataDir: string): SQLite.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  keepPreparedStatements(file);
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // WAL makes NORMAL safe against corruption; the last commits may be lost only on power loss.
  file.pragma('synchronous = NORMAL');
  return file;
}

/** The listener behind each PostgreSQL Db, for the change marker (closed with the Db). */
const changeListeners = new WeakMap<Db, ChangeListener>();

export const changeListenerOf = (db: Db): ChangeListener | undefined => changeListeners.get(db);

function postgresDialect(connectionString: string, listener: ChangeListener, onIdleError: (error: Error) => void): Dialect {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A pooled connection the server dropped while idle (a restart, a failover) is replaced on next use;
  // unheard, pg's 'error' event would end the whole process.
  pool.on('error', onIdleError);
  return new PostgresDialect({ pool: writeReportingPool(pool, () => listener.noteWrite()) });
}

/**
 * Opens the embedded SQLite file in `dataDir`, or PostgreSQL when a URL is given. `onIdleError` hears of
 * connections the server closed while not in use: a pooled one, or the change listener's.
 */
export function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined; onIdleError?: (error: Error) => void }): DatabaseHandle {
  const kind: DatabaseKind = options.databaseUrl ? 'postgres' : 'sqlite';
  const onIdleError = options.onIdleError ?? (() => undefined);
  const url = options.databaseUrl;
  let file: SQLite.Database | undefined;
  let listener: ChangeListener | undefined;
  let dialect: Dialect;
  if (url) {
    listener = new ChangeListener(url, onIdleError);
    dialect = postgresDialect(url, listener, onIdleError);
  } else {
    file = openSqliteFile(options.dataDir);
    dialect = new SqliteDialect({ database: file });
  }
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  if (file) sqliteFiles.set(db, file);
  if (listener) {
    changeListeners.set(db, listener);
    // Not with the pool: Kysely ends a pool only if a query has used it, and the listener may have started without one.
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await listener.close();
      await destroy();
    };
  }
  return { kind, db };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? failed?.migrationName));
    throw new Error(`Database migration failed: ${cause.message}`, { cause });
  }
}
