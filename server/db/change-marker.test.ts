import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { readChangeMarker } from './change-marker.js';
import { openDatabase, SQLITE_FILE_NAME, type Db } from './database.js';
import { headerMarker, WalHeader } from './wal-header.js';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.destroy();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function newDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-marker-'));
  dirs.push(dir);
  return dir;
}

async function openIn(dir: string): Promise<Db> {
  const { db } = openDatabase({ dataDir: dir });
  dbs.push(db);
  await sql`create table if not exists notes (id integer primary key, body text)`.execute(db);
  return db;
}

const marker = (db: Db) => readChangeMarker(db, 'sqlite');

/** A commit by another process, as another instance on the same file would make it. */
function writeFromAnotherProcess(dir: string, body: string): void {
  const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
  const script = `const S = require(${JSON.stringify(sqlite)}); const f = new S(${JSON.stringify(path.join(dir, SQLITE_FILE_NAME))});
    f.prepare('insert into notes (body) values (?)').run(${JSON.stringify(body)}); f.close();`;
  execFileSync(process.execPath, ['-e', script]);
}

describe('the SQLite change marker (the wal-index header)', () => {
  it('changes with every commit, by this connection, another connection or another process, and never with a read', async () => {
    const dir = newDir();
    const db = await openIn(dir);
    const start = await marker(db);
    expect(start.startsWith('w')).toBe(true);

    await sql`select * from notes`.execute(db);
    expect(await marker(db)).toBe(start);

    await sql`insert into notes (body) values ('here')`.execute(db);
    const afterOwn = await marker(db);
    expect(afterOwn).not.toBe(start);

    const other = new SQLite(path.join(dir, SQLITE_FILE_NAME));
    other.prepare("insert into notes (body) values ('another connection')").run();
    other.close();
    const afterOther = await marker(db);
    expect(afterOther).not.toBe(afterOwn);

    writeFromAnotherProcess(dir, 'another process');
    const afterProcess = await marker(db);
    expect(afterProcess).not.toBe(afterOther);
    expect(await marker(db)).toBe(afterProcess);

    // A checkpoint alone changes no data; the next commit, which starts the log afresh, changes the marker.
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    const checkpointed = await marker(db);
    await sql`insert into notes (body) values ('after the checkpoint')`.execute(db);
    expect(await marker(db)).not.toBe(checkpointed);
    expect([start, afterOwn, afterOther, afterProcess]).not.toContain(await marker(db));
  });

  it('is not taken from a header that is being written or was never set up', () => {
    const buffer = Buffer.alloc(WalHeader.BYTES, 1);
    expect(headerMarker(buffer, WalHeader.BYTES)).toBe(buffer.toString('latin1', 0, 48));
    expect(headerMarker(buffer, WalHeader.BYTES - 1)).toBeUndefined();
    buffer[60] = 2; // the second copy, written first, differs from the first: a commit is writing it
    expect(headerMarker(buffer, WalHeader.BYTES)).toBeUndefined();
    buffer.fill(1);
    buffer[12] = 0;
    buffer[60] = 0; // isInit 0 in both copies
    expect(headerMarker(buffer, WalHeader.BYTES)).toBeUndefined();
  });

  it('keeps the shared-memory file open until the last connection of this process on it has closed', async () => {
    const dir = newDir();
    const before = WalHeader.openCount();
    const [first, second] = [await openIn(dir), await openIn(dir)];
    await marker(first);
    await marker(second);
    expect(WalHeader.openCount()).toBe(before + 1);

    dbs.splice(dbs.indexOf(first), 1);
    await first.destroy();
    expect(WalHeader.openCount()).toBe(before + 1);
    // The other connection still sees other processes' commits (its shared-memory locks are intact).
    const seen = await marker(second);
    writeFromAnotherProcess(dir, 'after the first closed');
    expect(await marker(second)).not.toBe(seen);
    expect((await sql<{ body: string }>`select body from notes`.execute(second)).rows.map((row) => row.body)).toEqual(['after the first closed']);

    dbs.splice(dbs.indexOf(second), 1);
    await second.destroy();
    expect(WalHeader.openCount()).toBe(before);
  });
});
