/**
 * Run as a child process by the multi-instance tests: one Kindred server on a shared data dir, with the
 * scripted kindness check, listening on a free port it prints as `{"port":…}` once ready.
 * Usage: serve-instance.ts <dataDir> <moderation workers> [check delay ms]
 */
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { scriptedModerator } from './scripted-moderator.js';

const [dataDir, workers, delayMs] = process.argv.slice(2);
if (!dataDir || workers === undefined) throw new Error('usage: serve-instance.ts <dataDir> <workers>');
const config = { ...loadConfig(process.env, [], dataDir), dataDir, webDir: undefined, port: 0, moderationWorkers: Number(workers) };
const { app } = await buildApp(config, { logger: false, moderator: scriptedModerator({ delayMs: Number(delayMs ?? 0) }), warmUpModels: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
