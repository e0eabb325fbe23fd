import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, [], '/srv/kindred');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/kindred/data',
      databaseUrl: undefined,
      modelsDir: '/srv/kindred/models/cache',
      webDir: '/srv/kindred/dist/web',
      authRateLimitPerMinute: 10,
    });
  });

  it('reads the env names other tools rely on', () => {
    const config = loadConfig(
      { PORT: '8080', HOST: '0.0.0.0', KINDRED_DATA_DIR: 'var', DATABASE_URL: 'postgres://u@h/db', KINDRED_MODELS_DIR: '/m' },
      [],
      '/srv',
    );
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: path.resolve('/srv/var'), databaseUrl: 'postgres://u@h/db', modelsDir: '/m' });
  });

  it('lets flags override env', () => {
    const config = loadConfig({ PORT: '8080' }, ['--port', '9090', '--data-dir', '/tmp/k'], '/srv');
    expect(config.port).toBe(9090);
    expect(config.dataDir).toBe('/tmp/k');
  });

  it('refuses nonsense with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(new ConfigError('PORT must be a port number (0-65535), got "abc"'));
    expect(() => loadConfig({}, ['--nope'])).toThrow();
  });
});

describe('MODERATION_THRESHOLDS', () => {
  it('reads per-head block thresholds', () => {
    expect(loadConfig({ MODERATION_THRESHOLDS: 'insult=0.7, unhealthy=0.85' }).moderationThresholds).toEqual({ insult: 0.7, unhealthy: 0.85 });
    expect(loadConfig({}).moderationThresholds).toEqual({});
  });
  it('refuses unknown heads and values outside (0, 1]', () => {
    expect(() => loadConfig({ MODERATION_THRESHOLDS: 'rudeness=0.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ MODERATION_THRESHOLDS: 'insult=1.5' })).toThrow(ConfigError);
  });
});
