import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { SAFETY_STEPS_TAKEN } from '../../shared/schemas/auth.js';
import { buildApp, type BuildOptions, type KindredApp } from '../app.js';
import { loadConfig, type ServerConfig } from '../config.js';
import { dropTestDatabase, testDatabaseUrl } from './test-database.js';

export interface TestApp extends KindredApp {
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app in a fresh temporary data dir, on a real SQLite file, or on its own PostgreSQL
 * database when the suite runs against PostgreSQL (test-database.ts).
 */
export async function startTestApp(overrides: Partial<ServerConfig> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-test-'));
  const databaseUrl = await testDatabaseUrl(dataDir);
  const config = { ...loadConfig({}, [], dataDir), dataDir, databaseUrl, webDir: undefined, authRateLimitPerMinute: 1000, ...overrides };
  const built = await buildApp(config, { logger: false, warmUpModels: false, ...options });
  await built.app.ready();
  return {
    ...built,
    dataDir,
    async close() {
      await built.app.close();
      await dropTestDatabase(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pair of a Set-Cookie header, ready to send back as a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'kindred_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

let counter = 0;
export const uniqueEmail = (prefix = 'member'): string => `${prefix}.${Date.now()}.${++counter}@example.org`;

export async function registerMember(app: KindredApp['app'], email = uniqueEmail(), password = 'a-kind-password') {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password, ...SAFETY_STEPS_TAKEN } });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { email, password, cookie: sessionCookieOf(response), user: response.json() as { id: string } };
}
