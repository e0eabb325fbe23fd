import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATARS } from '../../shared/constants.js';
import { USERNAME_MAX_LENGTH } from '../../shared/schemas/profile.js';
import { insertBareMember } from '../badges/test-support/badge-facts.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { animalNames, isNameOf, writeWithFreeName, type Animal } from './animal-names.js';

const owl = AVATARS[0] as Animal;
const hummingBird = AVATARS.find((animal) => animal.username === 'HummingBird') as Animal;

describe('animalNames', () => {
  it('tries the plain name first, then the name with three random hex characters', () => {
    const names = [...animalNames(owl)];
    expect(names[0]).toBe('Owl');
    for (const name of names.slice(1, 21)) expect(name).toMatch(/^Owl-[0-9a-f]{3}$/);
    expect(new Set(names.slice(1, 21)).size).toBeGreaterThan(15);
  });

  it('widens the suffix only once many short ones were taken, always within the username limit', () => {
    const names = [...animalNames(hummingBird)];
    expect(names.at(-1)).toMatch(/^HummingBird-[0-9a-f]{6}$/);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(USERNAME_MAX_LENGTH);
  });
});

describe('isNameOf', () => {
  it.each(['Owl', 'owl', 'Owl-2f7', 'OWL-2F7', 'Owl-2f7a9c'])('knows %j as an owl name', (name) => {
    expect(isNameOf(owl, name)).toBe(true);
  });
  it.each([null, 'Owlet', 'Owl-', 'Owl-2f', 'Owl-zzz', 'Fox', 'MyOwl'])('does not know %j as one', (name) => {
    expect(isNameOf(owl, name)).toBe(false);
  });
});

describe('writeWithFreeName', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ moderationWorkers: 0 });
  });
  afterAll(async () => t.close());

  const setName = (userId: string) => (username: string) => t.ctx.db.updateTable('users').set({ username }).where('id', '=', userId).execute();

  it('skips a name another member holds, whatever its case', async () => {
    const holder = await insertBareMember(t.ctx.db);
    await setName(holder)('MAPLE');
    const member = await insertBareMember(t.ctx.db);
    await writeWithFreeName(t.ctx.db, member, ['maple', 'Maple-1'], setName(member));
    const row = await t.ctx.db.selectFrom('users').select('username').where('id', '=', member).executeTakeFirstOrThrow();
    expect(row.username).toBe('Maple-1');
  });

  it('moves on to the next name when another member takes one between the check and the write', async () => {
    const member = await insertBareMember(t.ctx.db);
    const tried: string[] = [];
    await writeWithFreeName(t.ctx.db, member, ['Birch', 'Birch-2'], async (username) => {
      tried.push(username);
      if (tried.length === 1) await setName(await insertBareMember(t.ctx.db))(username.toLowerCase());
      await setName(member)(username);
    });
    expect(tried).toEqual(['Birch', 'Birch-2']);
  });

  it('lets any other failure through, and gives up once every name was taken', async () => {
    const member = await insertBareMember(t.ctx.db);
    await expect(writeWithFreeName(t.ctx.db, member, ['Cedar'], async () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    await setName(await insertBareMember(t.ctx.db))('Cedar');
    await expect(writeWithFreeName(t.ctx.db, member, ['Cedar'], setName(member))).rejects.toThrow('no free username left among the names tried');
  });
});
