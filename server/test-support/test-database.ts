import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * When set (by scripts/with-test-postgres.sh), every test app runs on its own PostgreSQL database
 * instead of a SQLite file: the same tests, against the second dialect the server supports.
 */
const ADMIN_URL = process.env.KINDRED_TEST_DATABASE_URL;

/** Whether this run of the suite is the PostgreSQL one. */
export const onPostgres = ADMIN_URL !== undefined;

/** One database per data dir, so a test that restarts an app on the same data dir finds its data. */
const databaseNameFor = (dataDir: string) => `kindred_test_${createHash('sha1').update(dataDir).digest('hex').slice(0, 20)}`;

async function asAdmin(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL URL for a test app on `dataDir` (created on first use), or undefined for SQLite. */
export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  if (!ADMIN_URL) return undefined;
  const name = databaseNameFor(dataDir);
  await asAdmin(async (client) => {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(dataDir: string): Promise<void> {
  if (!ADMIN_URL) return;
  await asAdmin((client) => client.query(`drop database if exists ${databaseNameFor(dataDir)} with (force)`));
}
