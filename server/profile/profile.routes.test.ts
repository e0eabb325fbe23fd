import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import { PROFILE_ERRORS, TIME_ZONE_HEADER } from '../../shared/schemas/profile.js';
import { scriptedModerator } from '../test-support/scripted-moderator.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ moderationWaitMs: 2000 }, { moderator: scriptedModerator() });
});
afterAll(async () => t.close());

const OWL = '🦉';
const FOX = '🦊';

const post = (url: string, cookie: string | undefined, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const chooseAvatar = (cookie: string, avatar: string) => post('/api/profile/avatar', cookie, { avatar, username: 'ignored' });
const changeUsername = (cookie: string, username: unknown) => post('/api/profile/username', cookie, { username });
const userRow = (id: string) => t.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Sign-up hands out animal names at random: each test starts with no member called after an owl. */
async function freeTheOwlNames() {
  // lower(): LIKE ignores case on SQLite but not on PostgreSQL.
  await t.ctx.db.updateTable('users').set({ username: null }).where((eb) => eb(eb.fn('lower', ['username']), 'like', 'owl%')).execute();
}

/** A member registered after the owl names were freed: sign-up itself may have named them after an owl. */
async function newMember() {
  const member = await registerMember(t.app);
  await freeTheOwlNames();
  return member;
}

describe('POST /api/profile/avatar', () => {
  beforeEach(freeTheOwlNames);

  it('sets the emoji and the animal name, as GET /api/auth/user then shows', async () => {
    const member = await newMember();
    const response = await chooseAvatar(member.cookie, OWL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.user.id, username: 'Owl', profileImageUrl: OWL });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: member.cookie } });
    expect(me.json()).toEqual(response.json());
  });

  it('gives a second Owl "Owl-" and three random hex characters, and keeps it when they choose the owl again', async () => {
    const first = await newMember();
    const second = await newMember();
    expect((await chooseAvatar(first.cookie, OWL)).json().username).toBe('Owl');

    const response = await chooseAvatar(second.cookie, OWL);
    expect(response.statusCode).toBe(200);
    const { username } = response.json();
    expect(username).toMatch(/^Owl-[0-9a-f]{3}$/);
    expect((await chooseAvatar(second.cookie, OWL)).json().username).toBe(username);
    expect((await chooseAvatar(first.cookie, OWL)).json().username).toBe('Owl');
  });

  it('treats a name another member holds in another case as taken', async () => {
    const holder = await newMember();
    const member = await newMember();
    await t.ctx.db.updateTable('users').set({ username: 'oWL' }).where('id', '=', holder.user.id).execute();
    expect((await chooseAvatar(member.cookie, OWL)).json().username).toMatch(/^Owl-[0-9a-f]{3}$/);
  });

  it('replaces a name of another animal or a typed one', async () => {
    const member = await newMember();
    await changeUsername(member.cookie, `Starlight${Date.now() % 100000}`);
    const response = await chooseAvatar(member.cookie, FOX);
    expect(response.json()).toMatchObject({ profileImageUrl: FOX, username: expect.stringMatching(/^Fox(-[0-9a-f]{3})?$/) });
  });

  it('gives members choosing the owl at the same moment one name each, only one of them the plain "Owl"', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => newMember()));
    const responses = await Promise.all(members.map((member) => chooseAvatar(member.cookie, OWL)));
    const names = responses.map((response) => response.json().username as string);
    expect(responses.map((response) => response.statusCode)).toEqual(members.map(() => 200));
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(names.filter((name) => name === 'Owl')).toHaveLength(1);
  });

  it('refuses anything but one of the eight animals', async () => {
    const member = await newMember();
    for (const avatar of ['🐈', 'owl', '']) {
      const response = await chooseAvatar(member.cookie, avatar);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(PROFILE_ERRORS.avatar);
    }
  });

  it('asks a visitor to sign in', async () => {
    const response = await post('/api/profile/avatar', undefined, { avatar: OWL });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTH_ERRORS.notSignedIn });
  });
});

describe('POST /api/profile/username', () => {
  it('stores a valid name and answers with the member', async () => {
    const member = await registerMember(t.app);
    const name = `Quiet_river-${Date.now() % 100000}`;
    const response = await changeUsername(member.cookie, `  ${name} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.user.id, username: name });
    expect((await userRow(member.user.id)).username).toBe(name);
  });

  it.each([
    ['ab', PROFILE_ERRORS.usernameLength],
    ['', PROFILE_ERRORS.usernameLength],
    ['a'.repeat(25), PROFILE_ERRORS.usernameLength],
    ['quiet river', PROFILE_ERRORS.usernameCharacters],
    ['1quiet', PROFILE_ERRORS.usernameCharacters],
    ['quiet!', PROFILE_ERRORS.usernameCharacters],
    ['Anonymous', PROFILE_ERRORS.usernameReserved],
    ['ADMIN', PROFILE_ERRORS.usernameReserved],
  ])('refuses %j with 400 and "%s"', async (username, sentence) => {
    const member = await registerMember(t.app);
    const response = await changeUsername(member.cookie, username);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: sentence, fields: { username: [sentence] } });
  });

  it('answers 409 for a name another member holds, whatever its case, and lets a member recase their own', async () => {
    const holder = await registerMember(t.app);
    const name = `Kestrel${Date.now() % 100000}`;
    expect((await changeUsername(holder.cookie, name)).statusCode).toBe(200);

    const other = await registerMember(t.app);
    const taken = await changeUsername(other.cookie, name.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: PROFILE_ERRORS.usernameTaken });

    const recased = await changeUsername(holder.cookie, name.toLowerCase());
    expect(recased.statusCode).toBe(200);
    expect(recased.json().username).toBe(name.toLowerCase());
  });

  it('lets only one of two members take a free name at the same moment', async () => {
    const [a, b] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const name = `Heron${Date.now() % 100000}`;
    const statuses = (await Promise.all([changeUsername(a.cookie, name), changeUsername(b.cookie, name)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('asks a visitor to sign in', async () => {
    const response = await post('/api/profile/username', undefined, { username: 'Visitor' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/community', () => {
  it('tells a member there is no support address and no way to subscribe by default', async () => {
    const member = await registerMember(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/community', headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ supportEmail: null, subscriptions: 'none' });
  });

  it('answers with the configured support address and verifier', async () => {
    const configured = await startTestApp({ supportEmail: 'care@kindred.example.org', subscriptions: 'demo' });
    try {
      const member = await registerMember(configured.app);
      const response = await configured.app.inject({ method: 'GET', url: '/api/community', headers: { cookie: member.cookie } });
      expect(response.json()).toEqual({ supportEmail: 'care@kindred.example.org', subscriptions: 'demo' });
    } finally {
      await configured.close();
    }
  });

  it('asks a visitor to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/community' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTH_ERRORS.notSignedIn });
  });
});

describe(`the ${TIME_ZONE_HEADER} header`, () => {
  const zoneOf = async (id: string) => (await userRow(id)).timeZone;

  it('is stored when a member posts a message', async () => {
    const member = await registerMember(t.app);
    expect(await zoneOf(member.user.id)).toBeNull();
    const response = await post('/api/messages/text', member.cookie, { content: 'thinking of you all', category: 'grief_loss' }, { [TIME_ZONE_HEADER]: 'Asia/Tokyo' });
    expect(response.statusCode).toBe(200);
    expect(await zoneOf(member.user.id)).toBe('Asia/Tokyo');
  });

  it('follows a member who travels, and ignores a zone that does not exist', async () => {
    const member = await registerMember(t.app);
    await changeUsername(member.cookie, `Wren${Date.now() % 100000}`);
    await post('/api/profile/avatar', member.cookie, { avatar: FOX }, { [TIME_ZONE_HEADER]: 'Europe/Paris' });
    expect(await zoneOf(member.user.id)).toBe('Europe/Paris');
    await post('/api/profile/avatar', member.cookie, { avatar: FOX }, { [TIME_ZONE_HEADER]: 'America/Los_Angeles' });
    expect(await zoneOf(member.user.id)).toBe('America/Los_Angeles');
    for (const zone of ['Mars/Olympus_Mons', 'x'.repeat(200), '']) {
      await post('/api/profile/avatar', member.cookie, { avatar: FOX }, { [TIME_ZONE_HEADER]: zone });
      expect(await zoneOf(member.user.id)).toBe('America/Los_Angeles');
    }
  });

  it('is not stored by a read, nor by a request the server refused', async () => {
    const member = await registerMember(t.app);
    await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: member.cookie, [TIME_ZONE_HEADER]: 'Asia/Tokyo' } });
    await post('/api/profile/avatar', member.cookie, { avatar: 'not an animal' }, { [TIME_ZONE_HEADER]: 'Asia/Tokyo' });
    expect(await zoneOf(member.user.id)).toBeNull();
  });
});
