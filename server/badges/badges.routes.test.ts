import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BADGES } from '../../shared/badges.js';
import { BADGE_ERRORS } from '../../shared/schemas/badges.js';
import { registerAdmin, type TestMember } from '../admin/test-support/admins.js';
import { auditRowsFor } from '../admin/test-support/moderation-items.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  admin = await registerAdmin(t);
});
afterAll(async () => t.close());

const VALID = { id: 'kind-voice', name: 'Kind Voice', description: 'Sent 5 kind replies', icon: 'Heart', category: 'activity' };

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/badges', headers: { cookie: admin.cookie }, payload });
const remove = (badgeId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/badges/${badgeId}`, headers: { cookie: admin.cookie } });
const badgeIds = async () => (await t.app.inject({ method: 'GET', url: '/api/badges' })).json().map((badge: { id: string }) => badge.id);

describe('GET /api/badges', () => {
  it('lists the seeded badges to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/badges' });
    expect(response.statusCode).toBe(200);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(response.json().sort(byId)).toEqual(
      SEED_BADGES.map(({ id, name, description, icon, category }) => ({ id, name, description, icon, category, createdAt: expect.any(String) })).sort(byId),
    );
  });
});

describe('POST /api/admin/badges', () => {
  it('creates a badge, lists it, and records who did it', async () => {
    const response = await create({ ...VALID, name: '  Kind Voice ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ...VALID, createdAt: expect.any(String) });
    expect(await badgeIds()).toContain('kind-voice');

    const [audit] = await auditRowsFor(t.ctx.db, 'kind-voice');
    expect(audit).toMatchObject({ adminId: admin.user.id, action: 'badge.create', subjectType: 'badge', before: null });
    expect(JSON.parse(audit!.after!)).toMatchObject(VALID);
  });

  it('uses the community category when none is sent', async () => {
    const { category: _omitted, ...withoutCategory } = VALID;
    const response = await create({ ...withoutCategory, id: 'good-listener' });
    expect(response.json()).toMatchObject({ id: 'good-listener', category: 'community' });
  });

  it.each(['id', 'name', 'description', 'icon'])('answers "Please fill in all fields" when %s is missing or blank', async (field) => {
    for (const value of [undefined, '   ']) {
      const response = await create({ ...VALID, id: 'never-created', [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(BADGE_ERRORS.missingFields);
    }
    expect(await badgeIds()).not.toContain('never-created');
  });

  it.each(['Kind-Voice', 'kind voice', 'kind--voice', '-kind', 'kind_voice', 'kind/voice'])('refuses the id %j', async (id) => {
    const response = await create({ ...VALID, id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(BADGE_ERRORS.idFormat);
  });

  it('refuses a category outside the four', async () => {
    const response = await create({ ...VALID, id: 'odd-one', category: 'secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(BADGE_ERRORS.category);
  });

  it('answers 409 for an id already taken, seeded or created', async () => {
    for (const id of ['gold-crown', 'kind-voice']) {
      const response = await create({ ...VALID, id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: BADGE_ERRORS.duplicateId });
    }
  });
});

describe('DELETE /api/admin/badges/{badgeId}', () => {
  it("deletes the badge and members' awards of it, with an audit row", async () => {
    await create({ ...VALID, id: 'short-lived' });
    const member = await registerMember(t.app);
    await t.ctx.db.insertInto('userBadges').values({ userId: member.user.id, badgeId: 'short-lived', awardedAt: new Date().toISOString() }).execute();

    const response = await remove('short-lived');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await badgeIds()).not.toContain('short-lived');
    expect(await t.ctx.db.selectFrom('userBadges').selectAll().where('badgeId', '=', 'short-lived').execute()).toEqual([]);
    const audit = await auditRowsFor(t.ctx.db, 'short-lived');
    expect(audit.map((row) => row.action)).toEqual(['badge.create', 'badge.delete']);
    expect(audit[1]).toMatchObject({ after: null });
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ id: 'short-lived', name: 'Kind Voice' });
  });

  it('answers 404 for an unknown badge', async () => {
    const response = await remove('no-such-badge');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: BADGE_ERRORS.notFound });
  });

  it('leaves premium working without a crown once the gold crown itself is deleted', async () => {
    expect((await remove('gold-crown')).statusCode).toBe(200);
    const member = await registerMember(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.user.id}/premium`,
      headers: { cookie: admin.cookie },
      payload: { isPremium: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isPremium: 1 });
  });
});
