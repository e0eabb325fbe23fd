import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { e2eDataDir, repoRoot } from './paths.js';
import { SAFETY_STEPS_TAKEN } from '../../shared/schemas/auth.js';

let counter = 0;
export const newEmail = (prefix = 'member'): string => `${prefix}.${Date.now()}.${++counter}@example.org`;
export const PASSWORD = 'a-kind-password';

/** Registers a member through the API, as a quick way to reach states the test is not about. */
export async function registerByApi(request: APIRequestContext, email = newEmail()): Promise<string> {
  const response = await request.post('/api/auth/register', { data: { email, password: PASSWORD, ...SAFETY_STEPS_TAKEN } });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return email;
}

/** The documented way to the first admin: the admin:create command, run against the test server's data dir. */
export function createAdmin(email = newEmail('admin')): string {
  execFileSync('node', [path.join(repoRoot, 'dist/server/cli/admin-create.js'), '--email', email, '--password', PASSWORD], {
    cwd: repoRoot,
    env: { ...process.env, KINDRED_DATA_DIR: e2eDataDir },
  });
  return email;
}
