import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../db/ids.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let audioFile: string;

beforeAll(async () => {
  t = await startTestApp();
  audioFile = path.join(t.dataDir, 'audio', 'owned.webm');
});
afterAll(async () => t.close());

describe('DELETE /api/account', () => {
  it('answers 401 to a visitor', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/account' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it('deletes the member, their sessions, rows and files, and leaves others alone', async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    fs.mkdirSync(path.dirname(audioFile), { recursive: true });
    fs.writeFileSync(audioFile, 'audio bytes');
    const now = nowIso();
    const message = { type: 'voice' as const, category: 'grief_loss', createdAt: now, updatedAt: now };
    await t.ctx.db.insertInto('messages').values({ ...message, id: newId(), userId: member.user.id, audioPath: 'audio/owned.webm' }).execute();
    await t.ctx.db.insertInto('messages').values({ ...message, id: newId(), userId: other.user.id }).execute();
    await t.ctx.db.insertInto('userBadges').values({ userId: member.user.id, badgeId: 'shield', awardedAt: now }).execute();

    const response = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const db = t.ctx.db;
    expect(await db.selectFrom('users').select('id').where('id', '=', member.user.id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('sessions').select('userId').where('userId', '=', member.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('messages').select('id').where('userId', '=', member.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('userBadges').select('badgeId').where('userId', '=', member.user.id).execute()).toEqual([]);
    expect(fs.existsSync(audioFile)).toBe(false);
    expect(await db.selectFrom('messages').select('id').where('userId', '=', other.user.id).execute()).toHaveLength(1);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: member.cookie } });
    expect(me.statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
    expect(signIn.statusCode).toBe(401);
  });
});
