import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, startTestApp, uniqueEmail, type TestApp } from '../test-support/test-app.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const adminCreate = (...args: string[]) =>
  run('npx', ['tsx', 'server/cli/admin-create.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, KINDRED_DATA_DIR: t.dataDir, ...(t.ctx.config.databaseUrl ? { DATABASE_URL: t.ctx.config.databaseUrl } : {}) },
  });

describe('npm run admin:create', () => {
  it('creates an admin who can sign in and is seen as admin', async () => {
    const email = uniqueEmail('admin');
    const { stdout } = await adminCreate('--email', email, '--password', 'admin-password');
    expect(stdout).toContain(`Created admin ${email}`);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'admin-password' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().isAdmin).toBe(1);
  });

  it('promotes an existing member without touching their password', async () => {
    const member = await registerMember(t.app);
    const { stdout } = await adminCreate('--email', member.email);
    expect(stdout).toContain(`Promoted ${member.email} to admin`);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
    expect(login.json().isAdmin).toBe(1);
  });

  it('refuses a new admin with a weak password, saying why', async () => {
    await expect(adminCreate('--email', uniqueEmail('admin'), '--password', 'short')).rejects.toMatchObject({
      stderr: expect.stringContaining('Password must be at least 8 characters'),
    });
    await expect(adminCreate()).rejects.toMatchObject({ stderr: expect.stringContaining('--email is required') });
  });
});
