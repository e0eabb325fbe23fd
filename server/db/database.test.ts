import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './database.js';

const opened: { db: Db; dir: string }[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const { db, dir } of opened.splice(0)) {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function openSqlite(): Db {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-db-'));
  const { db } = openDatabase({ dataDir: dir });
  opened.push({ db, dir });
  return db;
}

describe('the SQLite connection keeps its prepared statements', () => {
  it('prepares a query once however often it runs, each run with its own values', async () => {
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    const db = openSqlite();
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    const insert = (body: string) => sql`insert into notes (body) values (${body})`.execute(db);
    const find = (body: string) => sql<{ id: number; body: string }>`select id, body from notes where body = ${body}`.execute(db);
    for (const body of ['one', 'two', 'three']) await insert(body);
    expect((await find('two')).rows).toEqual([{ id: 2, body: 'two' }]);
    expect((await find('three')).rows).toEqual([{ id: 3, body: 'three' }]);
    expect((await find('none')).rows).toEqual([]);
    const preparedTexts = prepare.mock.calls.map(([text]) => text);
    expect(preparedTexts.filter((text) => text.startsWith('insert into notes'))).toHaveLength(1);
    expect(preparedTexts.filter((text) => text.startsWith('select id, body from notes'))).toHaveLength(1);
  });

  it('still answers right after the schema changes under a kept statement', async () => {
    const db = openSqlite();
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    await sql`insert into notes (body) values ('kept')`.execute(db);
    const all = () => sql<Record<string, unknown>>`select * from notes`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, body: 'kept' }]);
    await sql`alter table notes add column mood text default 'calm'`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, body: 'kept', mood: 'calm' }]);
  });

  it('runs a kept statement again after one of its runs failed', async () => {
    const db = openSqlite();
    await sql`create table notes (id integer primary key, body text not null unique)`.execute(db);
    const insert = (body: string) => sql`insert into notes (body) values (${body})`.execute(db);
    await insert('once');
    await expect(insert('once')).rejects.toThrow(/UNIQUE/);
    await insert('twice');
    expect((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows).toEqual([{ n: 2 }]);
  });
});
