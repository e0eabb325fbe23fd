import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
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
