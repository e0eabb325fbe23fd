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

describe('KINDRED_TRUST_PROXY', () => {
  it('trusts no proxy by default, else a number of hops or the proxies\' addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ KINDRED_TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ KINDRED_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ KINDRED_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ KINDRED_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, ::1' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
  });
  it('refuses "true", which would believe any X-Forwarded-For a client writes', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/40', 'proxy.local']) {
      expect(() => loadConfig({ KINDRED_TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });
});

describe('KINDRED_ALLOWED_ORIGINS', () => {
  it('reads origins, the desktop app scheme included, and is empty unless set', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(loadConfig({ KINDRED_ALLOWED_ORIGINS: 'app://kindred, https://Web.Example.org/' }).allowedOrigins).toEqual(['app://kindred', 'https://web.example.org']);
  });
  it('refuses what is not an origin', () => {
    for (const bad of ['kindred', 'https://example.org/path', 'https://example.org/?q=1']) {
      expect(() => loadConfig({ KINDRED_ALLOWED_ORIGINS: bad })).toThrow(ConfigError);
    }
  });
});

describe('KINDRED_WHISPER_THREADS', () => {
  it('leaves the choice to the core count unless set to a whole number above 0', () => {
    expect(loadConfig({}).whisperThreads).toBeUndefined();
    expect(loadConfig({ KINDRED_WHISPER_THREADS: '2' }).whisperThreads).toBe(2);
    expect(() => loadConfig({ KINDRED_WHISPER_THREADS: '0' })).toThrow(new ConfigError('KINDRED_WHISPER_THREADS must be a whole number above 0, got "0"'));
  });
});

describe('KINDRED_MODEL_IDLE_MS', () => {
  it('unloads idle models after 10 minutes unless told otherwise; 0 keeps them', () => {
    expect(loadConfig({}).modelIdleMs).toBe(600_000);
    expect(loadConfig({ KINDRED_MODEL_IDLE_MS: '0' }).modelIdleMs).toBe(0);
    expect(() => loadConfig({ KINDRED_MODEL_IDLE_MS: 'soon' })).toThrow(new ConfigError('KINDRED_MODEL_IDLE_MS must be a whole number (0 or more), got "soon"'));
  });
});

describe('MODERATION_WORKERS', () => {
  it('runs two checks at once unless told otherwise, and 0 makes an instance that only receives posts', () => {
    expect(loadConfig({}).moderationWorkers).toBe(2);
    expect(loadConfig({ MODERATION_WORKERS: '0' }).moderationWorkers).toBe(0);
    expect(loadConfig({ MODERATION_WORKERS: '4' }).moderationWorkers).toBe(4);
  });
  it('refuses what is not a whole number of workers', () => {
    expect(() => loadConfig({ MODERATION_WORKERS: '-1' })).toThrow(new ConfigError('MODERATION_WORKERS must be a whole number (0 or more), got "-1"'));
    expect(() => loadConfig({ MODERATION_WORKERS: 'two' })).toThrow(new ConfigError('MODERATION_WORKERS must be a whole number (0 or more), got "two"'));
  });
});

describe('MODERATION_THRESHOLDS', () => {
  it('reads overrides of the calibrated crisis and unkind thresholds', () => {
    expect(loadConfig({ MODERATION_THRESHOLDS: 'crisis=0.2, unkind=0.85, hate=0.5' }).moderationThresholds).toEqual({ crisis: 0.2, unkind: 0.85, hate: 0.5 });
    expect(loadConfig({}).moderationThresholds).toEqual({});
  });
  it('refuses unknown names, the old per-head names, and values outside (0, 1]', () => {
    expect(() => loadConfig({ MODERATION_THRESHOLDS: 'rudeness=0.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ MODERATION_THRESHOLDS: 'insult=0.7' })).toThrow(ConfigError);
    expect(() => loadConfig({ MODERATION_THRESHOLDS: 'unkind=1.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ MODERATION_THRESHOLDS: 'crisis=0' })).toThrow(ConfigError);
    expect(() => loadConfig({ MODERATION_THRESHOLDS: 'crisis=0.2=9' })).toThrow(ConfigError);
  });
});

describe('Google sign-in', () => {
  const google = { GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret', KINDRED_PUBLIC_URL: 'https://kindred.example.org/' };

  it('is configured when the client id, its secret and the public URL are all set', () => {
    const config = loadConfig(google);
    expect(config.publicUrl).toBe('https://kindred.example.org');
    expect(config.google).toEqual({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      issuerUrl: 'https://accounts.google.com',
      redirectUri: 'https://kindred.example.org/api/auth/google/callback',
    });
  });

  it.each(['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'KINDRED_PUBLIC_URL'])('stays off while %s is missing', (name) => {
    expect(loadConfig({ ...google, [name]: '' }).google).toBeUndefined();
  });

  it('reads another issuer, allowing plain http only on this computer', () => {
    expect(loadConfig({ ...google, GOOGLE_ISSUER_URL: 'http://127.0.0.1:8080' }).google?.issuerUrl).toBe('http://127.0.0.1:8080');
    expect(() => loadConfig({ GOOGLE_ISSUER_URL: 'http://issuer.example.org' })).toThrow(
      new ConfigError('GOOGLE_ISSUER_URL must be an https URL (http only on localhost), got "http://issuer.example.org"'),
    );
  });

  it('refuses a public URL that is not an origin', () => {
    for (const raw of ['kindred.example.org', 'https://kindred.example.org/app', 'ftp://kindred.example.org']) {
      expect(() => loadConfig({ KINDRED_PUBLIC_URL: raw })).toThrow(
        new ConfigError(`KINDRED_PUBLIC_URL must be an origin like https://kindred.example.org, got "${raw}"`),
      );
    }
  });
});

describe('KINDRED_COOKIE_SECRET', () => {
  it('is absent unless set, and then at least 32 characters', () => {
    expect(loadConfig({}).cookieSecret).toBeUndefined();
    expect(loadConfig({ KINDRED_COOKIE_SECRET: 'x'.repeat(32) }).cookieSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ KINDRED_COOKIE_SECRET: 'short' })).toThrow(
      new ConfigError('KINDRED_COOKIE_SECRET must be at least 32 characters long'),
    );
  });
});

describe('voice', () => {
  it('transcribes with whisper-base and the bundled ffmpeg unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ whisperModel: 'whisper-base', ffmpegPath: undefined });
  });
  it('reads KINDRED_WHISPER_MODEL and FFMPEG_PATH (a bare name is looked up on PATH)', () => {
    expect(loadConfig({ KINDRED_WHISPER_MODEL: 'whisper-tiny', FFMPEG_PATH: 'bin/ffmpeg' }, [], '/srv')).toMatchObject({
      whisperModel: 'whisper-tiny',
      ffmpegPath: '/srv/bin/ffmpeg',
    });
    expect(loadConfig({ FFMPEG_PATH: 'ffmpeg' }).ffmpegPath).toBe('ffmpeg');
  });
  it('refuses an unknown Whisper model', () => {
    expect(() => loadConfig({ KINDRED_WHISPER_MODEL: 'whisper-large' })).toThrow(
      new ConfigError('KINDRED_WHISPER_MODEL must be one of whisper-base, whisper-tiny, got "whisper-large"'),
    );
  });
});

describe('KINDRED_SUBSCRIPTIONS', () => {
  it('refuses every purchase unless told to accept the demo token', () => {
    expect(loadConfig({}).subscriptions).toBe('none');
    expect(loadConfig({ KINDRED_SUBSCRIPTIONS: 'demo' }).subscriptions).toBe('demo');
    expect(loadConfig({ KINDRED_SUBSCRIPTIONS: 'none' }).subscriptions).toBe('none');
  });
  it('refuses an unknown verifier', () => {
    expect(() => loadConfig({ KINDRED_SUBSCRIPTIONS: 'stripe' })).toThrow(
      new ConfigError('KINDRED_SUBSCRIPTIONS must be one of demo, none, got "stripe"'),
    );
  });
});

describe('KINDRED_SUPPORT_EMAIL', () => {
  it('is absent unless set, and then an e-mail address', () => {
    expect(loadConfig({}).supportEmail).toBeUndefined();
    expect(loadConfig({ KINDRED_SUPPORT_EMAIL: ' care@kindred.example.org ' }).supportEmail).toBe('care@kindred.example.org');
    expect(() => loadConfig({ KINDRED_SUPPORT_EMAIL: 'care at kindred' })).toThrow(
      new ConfigError('KINDRED_SUPPORT_EMAIL must be an e-mail address, got "care at kindred"'),
    );
  });
});

describe('KINDRED_AUDIO_STORE', () => {
  const s3 = {
    KINDRED_AUDIO_STORE: 's3',
    KINDRED_S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
    KINDRED_S3_BUCKET: 'kindred-audio',
    KINDRED_S3_REGION: 'eu-west-1',
    KINDRED_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    KINDRED_S3_SECRET_ACCESS_KEY: 'secret/with+signs',
  };

  it('keeps recordings in the data folder unless told otherwise', () => {
    expect(loadConfig({}).audioStore).toEqual({ kind: 'local' });
    expect(loadConfig({ KINDRED_AUDIO_STORE: 'local' }).audioStore).toEqual({ kind: 'local' });
  });

  it('reads an S3-compatible bucket, in virtual-hosted style for a named host and path style for an address', () => {
    expect(loadConfig(s3).audioStore).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'kindred-audio',
      region: 'eu-west-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret/with+signs',
      pathStyle: false,
    });
    expect(loadConfig({ ...s3, KINDRED_S3_ENDPOINT: 'http://127.0.0.1:9000/', KINDRED_S3_REGION: '' }).audioStore).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      pathStyle: true,
    });
    expect(loadConfig({ ...s3, KINDRED_S3_ENDPOINT: 'https://minio.example.org', KINDRED_S3_PATH_STYLE: '1' }).audioStore).toMatchObject({ pathStyle: true });
    expect(loadConfig({ ...s3, KINDRED_S3_ENDPOINT: 'http://localhost:9000', KINDRED_S3_PATH_STYLE: 'false' }).audioStore).toMatchObject({ pathStyle: false });
  });

  it('names what is missing or wrong', () => {
    const refused = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refused({ KINDRED_AUDIO_STORE: 'disk' })).toBe('KINDRED_AUDIO_STORE must be "local" (the data folder, the default) or "s3", got "disk"');
    expect(refused({ KINDRED_AUDIO_STORE: 's3', KINDRED_S3_BUCKET: 'b-1' })).toBe(
      'KINDRED_AUDIO_STORE=s3 also needs KINDRED_S3_ENDPOINT, KINDRED_S3_ACCESS_KEY_ID, KINDRED_S3_SECRET_ACCESS_KEY',
    );
    expect(refused({ KINDRED_S3_BUCKET: 'kindred-audio' })).toBe(
      'KINDRED_S3_BUCKET is set but KINDRED_AUDIO_STORE is not "s3": set KINDRED_AUDIO_STORE=s3 to keep recordings in the bucket, or remove it',
    );
    expect(refused({ ...s3, KINDRED_S3_ENDPOINT: 's3.amazonaws.com' })).toMatch(/^KINDRED_S3_ENDPOINT must be the S3 service's address/);
    expect(refused({ ...s3, KINDRED_S3_ENDPOINT: 'https://s3.example.org/bucket' })).toMatch(/^KINDRED_S3_ENDPOINT must be .*no path, no credentials/);
    expect(refused({ ...s3, KINDRED_S3_ENDPOINT: 'https://key:secret@s3.example.org' })).toMatch(/^KINDRED_S3_ENDPOINT must be/);
    expect(refused({ ...s3, KINDRED_S3_ENDPOINT: 'ftp://s3.example.org' })).toMatch(/^KINDRED_S3_ENDPOINT must be/);
    for (const bucket of ['Kindred', 'ab', 'a_b_c', '-kindred', 'kindred..audio', 'x'.repeat(64)]) {
      expect(refused({ ...s3, KINDRED_S3_BUCKET: bucket })).toBe(`KINDRED_S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and hyphens), got "${bucket}"`);
    }
    expect(refused({ ...s3, KINDRED_S3_REGION: 'EU West' })).toBe('KINDRED_S3_REGION must be a region name like eu-west-1, got "EU West"');
    expect(refused({ ...s3, KINDRED_S3_PATH_STYLE: 'yes' })).toBe('KINDRED_S3_PATH_STYLE must be 1 (bucket in the path) or 0 (bucket as a subdomain), got "yes"');
  });
});
