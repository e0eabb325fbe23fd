import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { CHANGES_CHANNEL } from '../change-listener.js';

/** The function every table's trigger calls, and the name of those triggers. */
export const NOTIFY_CHANGE = 'kindred_notify_change';

/** Kysely's own bookkeeping: no data the server keeps in memory comes from it. */
const MIGRATION_TABLES = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * On PostgreSQL, every statement that changes a table notifies CHANGES_CHANNEL, delivered to every
 * listening instance when its transaction commits (`change-listener.ts`): what lets an instance know of
 * another's writes without asking. Statement-level, so a statement costs one notification whatever the
 * rows, and PostgreSQL sends one per transaction (equal notifications are folded); nothing is sent by a
 * transaction that changed no row, nor by one rolled back. A table created by a
 * later migration needs `notifyChangesOf` too (a test checks every table has the trigger).
 * SQLite needs none: its marker is read from the file every commit rewrites.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`
    create function ${sql.id(NOTIFY_CHANGE)}() returns trigger language plpgsql as $$
    begin
      -- A statement trigger fires even when no row changed (a claim another instance won, a sweep that
      -- found nothing); a transaction that changed no row has no id yet.
      if txid_current_if_assigned() is not null then
        perform pg_notify(${sql.lit(CHANGES_CHANNEL)}, '');
      end if;
      return null;
    end $$`.execute(db);
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  for (const { name } of tables.rows) if (!MIGRATION_TABLES.includes(name)) await notifyChangesOf(db, name);
}

/** Makes every write to `table` notify the instances (PostgreSQL; nothing on SQLite). */
export async function notifyChangesOf(db: Kysely<unknown>, table: string): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`
    create trigger ${sql.id(NOTIFY_CHANGE)} after insert or update or delete or truncate on ${sql.id(table)}
    for each statement execute function ${sql.id(NOTIFY_CHANGE)}()`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`drop function ${sql.id(NOTIFY_CHANGE)}() cascade`.execute(db);
}

export const changeNotificationsMigration: Migration = { up, down };
