import os from 'node:os';
import path from 'node:path';

/** One data dir per test run, shared by the server Playwright starts and the helpers that seed it. */
const runId = process.env.KINDRED_E2E_RUN_ID ?? `${process.pid}-${Date.now()}`;
process.env.KINDRED_E2E_RUN_ID = runId;

export const E2E_PORT = Number(process.env.KINDRED_E2E_PORT ?? 3199);
export const e2eDataDir = path.join(os.tmpdir(), `kindred-e2e-${runId}`);
export const fakeMicrophoneWav = path.join(os.tmpdir(), 'kindred-e2e-microphone.wav');
export const repoRoot = path.resolve(import.meta.dirname, '../..');
