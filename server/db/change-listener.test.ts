import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dropTestDatabase, onPostgres, testDatabaseUrl } from '../test-support/test-database.js';
import { LISTENER_APPLICATION_NAME } from './change-listener.js';
import { readChangeMarkers } from './change-marker.js';
import { changeListenerOf, migrateToLatest, openDatabase, type Db } from './database.js';

let dataDir: string;
/** Two instances on one database: `here` writes, `there` must hear of it. */
let here: Db;
let there: Db;

async function openShared(): Promise<Db> {
  const { db } = openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  return db;
}

beforeAll(async () => {
  if (!onPostgres) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-listener-'));
  here = await openShared();
  await migrateToLatest(here);
  there = await openShared();
});
afterAll(async () => {
  if (!onPostgres) return;
  await here.destroy();
  await there.destroy();
  await dropTestDatabase(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

/** The marker a feed page is kept under (see ChangeMarkers). */
const notified = async (db: Db) => (await readChangeMarkers(db, 'postgres', false)).notified;
/** Whether the marker is the listener's count, read with no round trip (connecting on first use). */
const listening = (db: Db) => changeListenerOf(db)!.marker() !== undefined;
const generationOf = (marker: string) => Number(/^n(\d+):/.exec(marker)?.[1]);

const write = (db: Db) => db.insertInto('rateEvents').values({ bucket: 'listener-test', key: 'k', createdAt: new Date().toISOString() }).execute();
const read = (db: Db) => db.selectFrom('rateEvents').selectAll().execute();

/** Until the count stops moving: this instance's own notifications come back after its writes, and move it once more. */
async function settled(db: Db): Promise<void> {
  for (let last = await notified(db); ; ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await notified(db);
    if (now === last) return;
    last = now;
  }
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const listenerBackends = async (db: Db) =>
  (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`.execute(db)).rows;

describe.skipIf(!onPostgres)('the change marker on PostgreSQL, from notifications', () => {
  it("moves on another instance once that instance's write is notified, and never with reads", async () => {
    await eventually(() => listening(here) && listening(there));
    const [hereBefore, thereBefore] = [await notified(here), await notified(there)];
    expect(thereBefore).toMatch(/^n\d+:\d+$/);

    for (let i = 0; i < 5; i += 1) await Promise.all([read(here), read(there), sql`select 1`.execute(here)]);
    // A statement that matches no row changes nothing, and tells nobody.
    await here.updateTable('rateEvents').set({ key: 'none' }).where('bucket', '=', 'no such bucket').execute();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await notified(there)).toBe(thereBefore);
    expect(await notified(here)).toBe(hereBefore);

    const started = Date.now();
    await write(here);
    await eventually(async () => (await notified(there)) !== thereBefore, 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("moves at once with this instance's own write, when the transaction commits", async () => {
    await eventually(() => listening(here));
    const before = await notified(here);
    await write(here);
    expect(await notified(here)).not.toBe(before);

    await settled(here);
    const beforeTransaction = await notified(here);
    await here.transaction().execute(async (trx) => {
      await write(trx);
      // Not committed: nobody can read it yet, and neither the count nor a notification has moved.
      expect(changeListenerOf(here)!.marker()).toBe(beforeTransaction);
    });
    expect(await notified(here)).not.toBe(beforeTransaction);
  });

  it('asks the database while the listener is down, and listens again in a new generation', async () => {
    await eventually(() => listening(there));
    const before = await notified(there);
    // Keep the listener from coming back until the fallback has been seen at work.
    const connect = pg.Client.prototype.connect;
    const blocked = vi.spyOn(pg.Client.prototype, 'connect').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const { application_name: name } = (this as unknown as { connectionParameters: { application_name?: string } }).connectionParameters;
      if (name === LISTENER_APPLICATION_NAME) return Promise.reject(new Error('the test keeps the listener away'));
      return Reflect.apply(connect, this, args) as Promise<pg.Client>;
    });

    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`.execute(here);
    await eventually(() => !listening(there));
    const during = await notified(there);
    expect(during).toMatch(/^\d+:\d+:/); // txid_current_snapshot()
    expect(during).not.toBe(before);
    await write(here);
    const afterWrite = await notified(there);
    expect(afterWrite).toMatch(/^\d+:\d+:/);
    expect(afterWrite).not.toBe(during);

    blocked.mockRestore();
    await eventually(() => listening(there), 15_000);
    const again = await notified(there);
    expect(generationOf(again)).toBeGreaterThan(generationOf(before));
    await write(here);
    await eventually(async () => (await notified(there)) !== again, 2_000);
  });

  it('closes its connection with the database handle', async () => {
    await eventually(() => listening(here) && listening(there));
    const third = await openShared();
    await eventually(() => listening(third));
    expect(await listenerBackends(here)).toHaveLength(3);
    await third.destroy();
    await eventually(async () => (await listenerBackends(here)).length === 2);
  });
});

describe.skipIf(!onPostgres)('the exact change marker on PostgreSQL, one snapshot read for requests that ask together', () => {
  const exact = async (db: Db) => (await readChangeMarkers(db, 'postgres', true)).exact;

  it('sends one read for every request that asked before it was sent, and a new one after', async () => {
    const sent = vi.spyOn(there, 'executeQuery');
    const together = await Promise.all([exact(there), exact(there), exact(there)]);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(new Set(together).size).toBe(1);
    await exact(there);
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('gives a request that asks while a read is on its way a read of its own, which shows what was committed meanwhile', async () => {
    const before = await exact(there);
    const sent = vi.spyOn(there, 'executeQuery');
    const onItsWay = exact(there);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toHaveBeenCalledTimes(1);
    await write(here);
    const after = exact(there);
    expect(sent).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toHaveBeenCalledTimes(2);
    await onItsWay;
    expect(await after).not.toBe(before);
  });
});
