import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { readChangeMarkers } from '../db/change-marker.js';
import { SQLITE_FILE_NAME } from '../db/database.js';
import { onPostgres } from './test-database.js';
import type { TestApp } from './test-app.js';

/**
 * A write by another connection to the test app's database: another process, or another instance
 * behind the load balancer. The statement in each dialect's placeholder style.
 */
export async function writeElsewhere(t: TestApp, statement: { sqlite: string; postgres: string }, values: unknown[]): Promise<void> {
  if (onPostgres) {
    const client = new pg.Client({ connectionString: t.ctx.config.databaseUrl });
    await client.connect();
    try {
      await client.query(statement.postgres, values);
    } finally {
      await client.end();
    }
    return;
  }
  const file = new SQLite(path.join(t.dataDir, SQLITE_FILE_NAME));
  try {
    file.prepare(statement.sqlite).run(...values);
  } finally {
    file.close();
  }
}

const notifiedMarkerOf = async (t: TestApp) => (await readChangeMarkers(t.ctx.db, t.ctx.dbKind, false)).notified;

/**
 * Waits until the notified change marker has stopped moving: on PostgreSQL the notifications of the
 * app's own last writes come back after them and move it once more (see ChangeListener), which a test
 * that expects a kept page to be used must wait out.
 */
export async function changesSettled(t: TestApp, quietMs = 200): Promise<void> {
  for (let last = await notifiedMarkerOf(t); ; ) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = await notifiedMarkerOf(t);
    if (now === last) return;
    last = now;
  }
}

/**
 * writeElsewhere, then waits until the test app knows of it through the notified change marker, which
 * feed pages are kept under: at once on SQLite, once the write's notification has arrived on PostgreSQL
 * (see ChangeMarkers). Not for sessions, which must see it at once.
 */
export async function writeElsewhereAndAwaitNotice(t: TestApp, statement: { sqlite: string; postgres: string }, values: unknown[]): Promise<void> {
  const before = await notifiedMarkerOf(t);
  await writeElsewhere(t, statement, values);
  const deadline = Date.now() + 5_000;
  while ((await notifiedMarkerOf(t)) === before) {
    if (Date.now() > deadline) throw new Error('the write elsewhere was never noticed');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
