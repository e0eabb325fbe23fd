import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { executeCompiledOnce } from './compiled-once.js';

let t: TestApp;
let ids: string[];
beforeAll(async () => {
  t = await startTestApp();
  ids = [];
  for (let i = 0; i < 3; i += 1) ids.push((await registerMember(t.app)).user.id);
});
afterAll(async () => t?.close());

describe('executeCompiledOnce', () => {
  it('runs one compiled query with each call\'s values, wherever each value appears', async () => {
    let builds = 0;
    const find = (id: string, limit: number) =>
      executeCompiledOnce(t.ctx.db, 'users-by-id', { id, limit }, (v) => {
        builds += 1;
        return t.ctx.db
          .selectFrom('users')
          .select(['id', 'isAdmin'])
          .where((eb) => eb.or([eb('id', '=', v.id), eb('email', '=', v.id)]))
          .where('isAdmin', '=', 0)
          .limit(v.limit);
      });
    for (const id of ids) expect(await find(id, 5)).toEqual([{ id, isAdmin: 0 }]);
    expect(await find(ids[0]!, 0)).toEqual([]);
    expect(builds).toBe(1);
  });

  it('refuses a shape that does not bind every value as a parameter', async () => {
    await expect(
      executeCompiledOnce(t.ctx.db, 'ignores-its-value', { id: ids[0]! }, () => t.ctx.db.selectFrom('users').select('id').limit(1)),
    ).rejects.toThrow(/does not bind id/);
  });
});
