import { parseArgs } from 'node:util';
import { createOrPromoteAdmin } from '../auth/admin-bootstrap.js';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';

const USAGE = 'Usage: npm run admin:create -- --email you@example.org --password "at least 8 characters"';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } }, strict: true });
  if (!values.email) throw new Error(`--email is required.\n${USAGE}`);
  const config = loadConfig(process.env);
  const { db } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const result = await createOrPromoteAdmin(db, values.email, values.password);
    const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
    console.log(result === 'created' ? `Created admin ${values.email} (${where}).` : `Promoted ${values.email} to admin (${where}).`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
