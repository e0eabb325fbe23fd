import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eDataDir, repoRoot } from './paths.js';
import { AVATARS } from '../../shared/constants.js';
import { SAFETY_STEPS_TAKEN } from '../../shared/schemas/auth.js';
import type { CurrentUser } from '../../shared/schemas/user.js';

let counter = 0;
export const newEmail = (prefix = 'member'): string => `${prefix}.${Date.now()}.${++counter}@example.org`;
export const PASSWORD = 'a-kind-password';

/** A short tag that keeps one test's texts apart from every other test's in the shared feed. */
export const uniqueTag = (): string => `${Date.now().toString(36)}${(++counter).toString(36)}`;

/** What a new member is called: a random animal's name, "Owl" or with a suffix such as "Owl-2f7". */
export const ANIMAL_NAME = new RegExp(`^(${AVATARS.map((animal) => animal.username).join('|')})(-[0-9a-f]{3,6})?$`);

/** Registers a member through the API, as a quick way to reach states the test is not about. */
export async function registerByApi(request: APIRequestContext, email = newEmail()): Promise<string> {
  const response = await request.post('/api/auth/register', { data: { email, password: PASSWORD, ...SAFETY_STEPS_TAKEN } });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return email;
}

/** Signs an existing account in through the API (the context keeps the session cookie). */
export async function signInByApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** The signed-in member of this context, as GET /api/auth/user answers. */
export async function currentUser(request: APIRequestContext): Promise<CurrentUser> {
  const response = await request.get('/api/auth/user');
  if (!response.ok()) throw new Error(`current user failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as CurrentUser;
}

/**
 * Posts a plainly kind text through the API and waits until the real kindness check approved it
 * (posting answers "pending" when the check takes longer than the server waits). Answers its id.
 */
export async function postKindText(request: APIRequestContext, content: string): Promise<string> {
  const response = await request.post('/api/messages/text', { data: { content, category: 'grief_loss' } });
  expect(response.status()).toBe(200);
  const outcome = (await response.json()) as { id: string; status: string; crisis: boolean };
  expect(outcome).toMatchObject({ crisis: false });
  expect(outcome.status).not.toBe('rejected');
  if (outcome.status !== 'approved') {
    await expect
      .poll(async () => {
        const feed = await request.get('/api/messages?myFeed=true&limit=50');
        const { messages } = (await feed.json()) as { messages: { id: string; status: string }[] };
        return messages.find((message) => message.id === outcome.id)?.status;
      }, { timeout: 60_000 })
      .toBe('approved');
  }
  return outcome.id;
}

/** The ids of the messages this context's member (or visitor, without a session) sees in the general feed. */
export async function feedMessageIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/messages?myFeed=true&limit=50');
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: { id: string }[] };
  return messages.map((message) => message.id);
}

/** The documented way to the first admin: the admin:create command, run against the test server's data dir. */
export function createAdmin(email = newEmail('admin')): string {
  execFileSync('node', [path.join(repoRoot, 'dist/server/cli/admin-create.js'), '--email', email, '--password', PASSWORD], {
    cwd: repoRoot,
    env: { ...process.env, KINDRED_DATA_DIR: e2eDataDir },
  });
  return email;
}
