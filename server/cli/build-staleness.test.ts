import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfStale, checkStaleness, newestSource, type BuildResult, type BuildTarget } from './build-staleness.js';

let root: string;
const HOUR_MS = 3_600_000;
const BUILT_AT = Date.parse('2025-01-01T12:00:00Z');

/** Writes a file under the temp root, modified at `mtimeMs`. */
function touch(file: string, mtimeMs: number): void {
  const absolute = path.join(root, file);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, file);
  fs.utimesSync(absolute, new Date(mtimeMs), new Date(mtimeMs));
}

const web: BuildTarget = { label: 'the web app', script: 'build:web', sources: ['renderer', 'shared', 'vite.config.ts'], output: 'dist/web/index.html' };
const server: BuildTarget = {
  label: 'the server',
  script: 'build:server',
  sources: ['server', 'shared', 'models', 'tsconfig.server.json'],
  extensions: ['.ts', '.json'],
  output: 'dist/server/main.js',
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-staleness-'));
  touch('renderer/App.tsx', BUILT_AT - HOUR_MS);
  touch('renderer/styles/base.css', BUILT_AT - HOUR_MS);
  touch('shared/constants.ts', BUILT_AT - 2 * HOUR_MS);
  touch('server/main.ts', BUILT_AT - HOUR_MS);
  touch('models/manifest.ts', BUILT_AT - HOUR_MS);
  touch('vite.config.ts', BUILT_AT - 3 * HOUR_MS);
  touch('tsconfig.server.json', BUILT_AT - 3 * HOUR_MS);
  touch('dist/web/index.html', BUILT_AT);
  touch('dist/server/main.js', BUILT_AT);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('checkStaleness', () => {
  it('finds both builds current when every source is older than its output', () => {
    expect(checkStaleness(root, web)).toEqual({ stale: false });
    expect(checkStaleness(root, server)).toEqual({ stale: false });
  });

  it('finds the web app stale after a renderer change, and the server still current', () => {
    touch('renderer/screens/feed/FeedScreen.tsx', BUILT_AT + 1000);

    expect(checkStaleness(root, web)).toEqual({ stale: true, reason: 'renderer/screens/feed/FeedScreen.tsx is newer than dist/web/index.html' });
    expect(checkStaleness(root, server)).toEqual({ stale: false });
  });

  it('finds both stale after a shared change', () => {
    touch('shared/schemas/auth.ts', BUILT_AT + 1000);

    expect(checkStaleness(root, web)).toMatchObject({ stale: true });
    expect(checkStaleness(root, server)).toMatchObject({ stale: true, reason: 'shared/schemas/auth.ts is newer than dist/server/main.js' });
  });

  it('counts single files among the sources: the vite config and the server tsconfig', () => {
    touch('vite.config.ts', BUILT_AT + 1000);
    touch('tsconfig.server.json', BUILT_AT + 2000);

    expect(checkStaleness(root, web)).toEqual({ stale: true, reason: 'vite.config.ts is newer than dist/web/index.html' });
    expect(checkStaleness(root, server)).toEqual({ stale: true, reason: 'tsconfig.server.json is newer than dist/server/main.js' });
  });

  it('finds a build stale when its output is missing', () => {
    fs.rmSync(path.join(root, 'dist/server'), { recursive: true });

    expect(checkStaleness(root, server)).toEqual({ stale: true, reason: 'dist/server/main.js is missing' });
  });

  it('ignores what no build reads: tests, test helpers, node_modules, downloaded models, other file types', () => {
    touch('renderer/App.test.tsx', BUILT_AT + 1000);
    touch('renderer/test-support/fake-fetch.ts', BUILT_AT + 1000);
    touch('server/auth/auth.routes.test.ts', BUILT_AT + 1000);
    touch('server/node_modules/some-package/index.ts', BUILT_AT + 1000);
    touch('models/cache/whisper/model.json', BUILT_AT + 1000);
    touch('models/training/corpus/unkind.csv', BUILT_AT + 1000);

    expect(checkStaleness(root, web)).toEqual({ stale: false });
    expect(checkStaleness(root, server)).toEqual({ stale: false });
  });

  it('skips sources that do not exist', () => {
    expect(newestSource(root, { sources: ['no-such-folder', 'renderer'] })).toEqual({ file: 'renderer/App.tsx', mtimeMs: BUILT_AT - HOUR_MS });
  });
});

describe('buildIfStale', () => {
  function fakeBuild(ok = true) {
    const built: string[] = [];
    const build = async (_root: string, target: BuildTarget): Promise<BuildResult> => {
      built.push(target.script);
      return { target, ok, log: ok ? '' : 'src/x.ts(1,1): error TS2304\n' };
    };
    return { built, build };
  }

  function run(fake: ReturnType<typeof fakeBuild>) {
    let output = '';
    const done = buildIfStale(root, { targets: [web, server], build: fake.build, write: (text) => (output += text) });
    return done.then((ok) => ({ ok, output }));
  }

  it('builds nothing and says so in one line when everything is current', async () => {
    const fake = fakeBuild();

    const { ok, output } = await run(fake);

    expect(ok).toBe(true);
    expect(fake.built).toEqual([]);
    expect(output).toBe('Build is current (the web app and the server): nothing to rebuild.\n');
  });

  it('rebuilds only the stale target and names what changed, in one line', async () => {
    const fake = fakeBuild();
    touch('renderer/App.tsx', BUILT_AT + 1000);

    const { ok, output } = await run(fake);

    expect(ok).toBe(true);
    expect(fake.built).toEqual(['build:web']);
    expect(output).toMatch(/^Rebuilding the web app \(renderer\/App\.tsx is newer than dist\/web\/index\.html\); the server is current\.\.\. done in \d+\.\d s\.\n$/);
  });

  it('rebuilds both when both are stale', async () => {
    const fake = fakeBuild();
    fs.rmSync(path.join(root, 'dist'), { recursive: true });

    const { output } = await run(fake);

    expect(fake.built).toEqual(['build:web', 'build:server']);
    expect(output).toMatch(/^Rebuilding the web app \(dist\/web\/index\.html is missing\) and the server \(dist\/server\/main\.js is missing\)\.\.\. done/);
  });

  it('fails with the build output when a build fails', async () => {
    const fake = fakeBuild(false);
    touch('server/main.ts', BUILT_AT + 1000);

    const { ok, output } = await run(fake);

    expect(ok).toBe(false);
    expect(output).toContain('... failed.\n');
    expect(output).toContain('--- npm run build:server ---\nsrc/x.ts(1,1): error TS2304\n');
  });
});
