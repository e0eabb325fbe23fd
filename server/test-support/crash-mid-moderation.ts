/**
 * Run as a child process by the durability test: posts a message whose check never finishes, prints its
 * id, then waits to be killed with SIGKILL (a crash: no graceful shutdown, no cleanup).
 */
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { registerMember } from './test-app.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-mid-moderation.ts <dataDir>');
const config = { ...loadConfig({ DATABASE_URL: process.env.DATABASE_URL }, [], dataDir), dataDir, webDir: undefined, moderationWaitMs: 50 };
const neverFinishes = { moderate: () => new Promise<never>(() => undefined) };
const { app } = await buildApp(config, { logger: false, moderator: neverFinishes });
await app.ready();
const member = await registerMember(app);
const response = await app.inject({
  method: 'POST',
  url: '/api/messages/text',
  headers: { cookie: member.cookie },
  payload: { content: 'Please do not lose this', category: 'stress_anxiety' },
});
process.stdout.write(`${JSON.stringify({ outcome: response.json(), userId: member.user.id })}\n`);
setInterval(() => undefined, 1000);
