import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, e2eDataDir, fakeMicrophoneWav } from './e2e/support/paths.js';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Flags that keep Debian's Chromium quiet and offline on a closed network (see VERIFIED-STACK.md).
const baseArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: path.join(os.tmpdir(), 'kindred-e2e-results'),
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'microphone-granted',
      testIgnore: /microphone-denied/,
      use: {
        launchOptions: {
          executablePath: chromium,
          args: [
            ...baseArgs,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${fakeMicrophoneWav}`,
          ],
        },
      },
    },
    {
      name: 'microphone-denied',
      testMatch: /microphone-denied/,
      use: { launchOptions: { executablePath: chromium, args: [...baseArgs, '--use-fake-device-for-media-stream', '--deny-permission-prompts'] } },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      KINDRED_DATA_DIR: e2eDataDir,
      KINDRED_AUTH_RATE_LIMIT: '1000',
      // The demo verifier accepts the demo checkout's token, so Premium can be bought in the tests.
      KINDRED_SUBSCRIPTIONS: 'demo',
      LOG_LEVEL: 'warn',
      // The wait includes transcription now; on a busy 2-core machine Whisper-base can take longer than the
      // default 8 s, and these specs follow a voice message to its outcome (the bound has its own server tests).
      MODERATION_WAIT_MS: '30000',
    },
  },
});
