import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestDatabase, onPostgres, testDatabaseUrl } from '../../test-support/test-database.js';
import { CHANGES_CHANNEL } from '../change-listener.js';
import { migrateToLatest, openDatabase, type Db } from '../database.js';
import { NOTIFY_CHANGE } from './0008-change-notifications.js';

/** pg_trigger.tgtype of a statement-level AFTER trigger on INSERT (4), DELETE (8), UPDATE (16) and TRUNCATE (32). */
const AFTER_EVERY_STATEMENT = 4 | 8 | 16 | 32;

let dataDir: string;
let db: Db;
let url: string;
beforeAll(async () => {
  if (!onPostgres) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-notify-'));
  url = (await testDatabaseUrl(dataDir))!;
  db = openDatabase({ dataDir, databaseUrl: url }).db;
  await migrateToLatest(db);
});
afterAll(async () => {
  if (!onPostgres) return;
  await db.destroy();
  await dropTestDatabase(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('change notifications (migration 0008)', () => {
  it('puts the trigger on every table, a table added by a later migration included', async () => {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    const triggers = await sql<{ table: string; type: number; fn: string }>`
      select c.relname as table, t.tgtype as type, p.proname as fn
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where t.tgname = ${NOTIFY_CHANGE} and c.relnamespace = current_schema()::regnamespace`.execute(db);
    const byTable = new Map(triggers.rows.map((row) => [row.table, row]));
    const applicationTables = tables.rows.map((row) => row.name).filter((name) => name !== DEFAULT_MIGRATION_TABLE && name !== DEFAULT_MIGRATION_LOCK_TABLE);
    expect(applicationTables.length).toBeGreaterThan(10);
    for (const table of applicationTables) expect(byTable.get(table), table).toEqual({ table, type: AFTER_EVERY_STATEMENT, fn: NOTIFY_CHANGE });
  });

  it('notifies once a transaction that changed rows commits; not before, not after a rollback, not for a statement that changed none', async () => {
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.channel));
    await listener.query(`listen ${CHANGES_CHANNEL}`);
    // Notifications sent before it are delivered before its answer (the listening backend sends them when idle).
    const roundTrip = () => listener.query('select 1');
    const heardOf = async (count: number) => {
      for (let tries = 0; heard.length < count && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      await roundTrip();
      expect(heard).toHaveLength(count);
    };
    const event = { bucket: 'notify-test', key: 'k', createdAt: new Date().toISOString() };
    try {
      await db.updateTable('rateEvents').set({ key: 'x' }).where('bucket', '=', 'no such bucket').execute();
      await db
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('rateEvents').values(event).execute();
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await roundTrip();
      expect(heard).toEqual([]);

      await db.transaction().execute(async (trx) => {
        await trx.insertInto('rateEvents').values(event).execute();
        await trx.updateTable('rateEvents').set({ key: 'y' }).where('bucket', '=', event.bucket).execute();
        await roundTrip();
        expect(heard).toEqual([]);
      });
      await heardOf(1); // one per transaction, however many statements
      expect(heard).toEqual([CHANGES_CHANNEL]);

      await sql`truncate rate_events`.execute(db);
      await heardOf(2);
    } finally {
      await listener.end();
    }
  });
});
