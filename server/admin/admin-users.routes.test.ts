import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERRORS } from '../../shared/schemas/admin.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { registerAdmin, type TestMember } from './test-support/admins.js';
import { auditRowsFor, insertVoiceMessage } from './test-support/moderation-items.js';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  admin = await registerAdmin(t);
});
afterAll(async () => t.close());

const patch = (userId: string, flag: 'admin' | 'premium', payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${userId}/${flag}`, headers: { cookie: admin.cookie }, payload });

const crownsOf = (userId: string) =>
  t.ctx.db.selectFrom('userBadges').select('badgeId').where('userId', '=', userId).where('badgeId', '=', 'gold-crown').execute();

describe('GET /api/admin/users', () => {
  it('lists every field of the Users screen, e-mail included, newest member first', async () => {
    const member = await registerMember(t.app);
    await t.ctx.db
      .updateTable('users')
      .set({ username: 'Sam_Lee', firstName: 'Sam', lastName: 'Lee', currentStreak: 4 })
      .where('id', '=', member.user.id)
      .execute();
    await insertVoiceMessage(t.ctx.db, member.user.id);
    await insertVoiceMessage(t.ctx.db, member.user.id);

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin.cookie } });

    expect(response.statusCode).toBe(200);
    const users = response.json();
    expect(users[0]).toEqual({
      id: member.user.id,
      email: member.email,
      username: 'Sam_Lee',
      firstName: 'Sam',
      lastName: 'Lee',
      isAdmin: 0,
      isPremium: 0,
      createdAt: expect.any(String),
      voiceMessageCount: 2,
      currentStreak: 4,
    });
    expect(users.find((user: { id: string }) => user.id === admin.user.id)).toMatchObject({ isAdmin: 1, voiceMessageCount: 0 });
  });
});

describe('PATCH /api/admin/users/{userId}/admin', () => {
  it('grants and removes admin rights, each with an audit row', async () => {
    const member = await registerMember(t.app);

    const granted = await patch(member.user.id, 'admin', { isAdmin: 1 });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: member.user.id, isAdmin: 1 });
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: member.cookie } });
    expect(asAdmin.statusCode).toBe(200);

    const removed = await patch(member.user.id, 'admin', { isAdmin: 0 });
    expect(removed.json()).toMatchObject({ isAdmin: 0 });

    const audit = await auditRowsFor(t.ctx.db, member.user.id);
    expect(audit.map(({ adminId, action, subjectType, before, after }) => ({ adminId, action, subjectType, before, after }))).toEqual([
      { adminId: admin.user.id, action: 'user.admin', subjectType: 'user', before: '{"isAdmin":0}', after: '{"isAdmin":1}' },
      { adminId: admin.user.id, action: 'user.admin', subjectType: 'user', before: '{"isAdmin":1}', after: '{"isAdmin":0}' },
    ]);
    expect(Date.parse(audit[0]!.createdAt)).not.toBeNaN();
  });

  it('answers 404 for an unknown member and writes no audit row', async () => {
    const response = await patch('no-such-member', 'admin', { isAdmin: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: ADMIN_ERRORS.userNotFound });
    expect(await auditRowsFor(t.ctx.db, 'no-such-member')).toEqual([]);
  });

  it.each([{ isAdmin: 2 }, { isAdmin: '1' }, { isAdmin: true }, {}])('refuses %j with 400', async (payload) => {
    const member = await registerMember(t.app);
    const response = await patch(member.user.id, 'admin', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(ADMIN_ERRORS.flag);
  });
});

describe('PATCH /api/admin/users/{userId}/premium', () => {
  it('awards the gold crown with premium and takes it back with it', async () => {
    const member = await registerMember(t.app);

    const granted = await patch(member.user.id, 'premium', { isPremium: 1 });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ isPremium: 1 });
    expect(await crownsOf(member.user.id)).toHaveLength(1);
    const own = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: member.cookie } });
    expect(own.json()).toMatchObject({ isPremium: 1, badges: [expect.objectContaining({ id: 'gold-crown', name: 'Gold Crown' })] });

    expect((await patch(member.user.id, 'premium', { isPremium: 1 })).statusCode).toBe(200);
    expect(await crownsOf(member.user.id)).toHaveLength(1);

    const removed = await patch(member.user.id, 'premium', { isPremium: 0 });
    expect(removed.json()).toMatchObject({ isPremium: 0 });
    expect(await crownsOf(member.user.id)).toEqual([]);

    const audit = await auditRowsFor(t.ctx.db, member.user.id);
    expect(audit.map(({ action, before, after }) => [action, before, after])).toEqual([
      ['user.premium', '{"isPremium":0}', '{"isPremium":1}'],
      ['user.premium', '{"isPremium":1}', '{"isPremium":1}'],
      ['user.premium', '{"isPremium":1}', '{"isPremium":0}'],
    ]);
  });

  it('answers 404 for an unknown member', async () => {
    const response = await patch('no-such-member', 'premium', { isPremium: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: ADMIN_ERRORS.userNotFound });
  });
});

describe('the audit trail', () => {
  it("outlives the admin's account: the rows stay, only who did it is forgotten", async () => {
    const leaving = await registerAdmin(t);
    const member = await registerMember(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.user.id}/premium`,
      headers: { cookie: leaving.cookie },
      payload: { isPremium: 1 },
    });

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: leaving.cookie } });
    expect(deleted.statusCode).toBe(200);

    expect(await auditRowsFor(t.ctx.db, member.user.id)).toEqual([expect.objectContaining({ action: 'user.premium', adminId: null })]);
  });
});
