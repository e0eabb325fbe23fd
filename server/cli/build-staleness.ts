/**
 * Whether the web app and the server need building: `npm start` (scripts/build-if-stale.ts) rebuilds
 * only what has a source newer than its build output, so an unchanged checkout starts in seconds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface BuildTarget {
  /** What the one-line report calls it. */
  label: string;
  /** The npm script that builds it. */
  script: string;
  /** Files and folders (relative to the repository) whose files the build reads. */
  sources: readonly string[];
  /** Only files whose names end like this count (all files when absent). */
  extensions?: readonly string[];
  /** A file every successful build writes: its mtime is the time of the last build. */
  output: string;
}

/** `vite build` (vite.config.ts): the renderer and the shared code it imports, into dist/web. */
export const WEB_BUILD: BuildTarget = {
  label: 'the web app',
  script: 'build:web',
  sources: ['renderer', 'shared', 'vite.config.ts', 'package-lock.json'],
  output: 'dist/web/index.html',
};

/**
 * `tsc -p tsconfig.server.json`: server/, shared/ and models/ (less tests), into dist/. The build
 * script passes --noEmitOnError, so a failed build leaves the old, older-than-its-sources output.
 */
export const SERVER_BUILD: BuildTarget = {
  label: 'the server',
  script: 'build:server',
  sources: ['server', 'shared', 'models', 'tsconfig.server.json', 'tsconfig.base.json', 'package-lock.json'],
  extensions: ['.ts', '.mts', '.cts', '.json'],
  output: 'dist/server/main.js',
};

export const BUILD_TARGETS: readonly BuildTarget[] = [WEB_BUILD, SERVER_BUILD];

/** Folders no build reads: dependencies, test helpers, downloaded models. */
const SKIPPED_FOLDER_NAMES = new Set(['node_modules', 'test-support']);
const SKIPPED_FOLDERS = new Set(['models/cache']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

export interface NewestFile {
  /** Relative to the repository root, with "/" separators. */
  file: string;
  mtimeMs: number;
}

/** The most recently modified file among `sources` (folders walked; tests and skipped folders left out). */
export function newestSource(root: string, target: Pick<BuildTarget, 'sources' | 'extensions'>): NewestFile | null {
  let newest: NewestFile | null = null;
  const consider = (absolute: string, stats: fs.Stats) => {
    if (TEST_FILE.test(absolute)) return;
    if (target.extensions && !target.extensions.some((extension) => absolute.endsWith(extension))) return;
    if (!newest || stats.mtimeMs > newest.mtimeMs) {
      newest = { file: path.relative(root, absolute).split(path.sep).join('/'), mtimeMs: stats.mtimeMs };
    }
  };
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const absolute = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        const relative = path.relative(root, absolute).split(path.sep).join('/');
        if (!SKIPPED_FOLDER_NAMES.has(entry.name) && !SKIPPED_FOLDERS.has(relative)) walk(absolute);
      } else if (entry.isFile()) {
        consider(absolute, fs.statSync(absolute));
      }
    }
  };
  for (const source of target.sources) {
    const absolute = path.join(root, source);
    const stats = fs.statSync(absolute, { throwIfNoEntry: false });
    if (!stats) continue;
    if (stats.isDirectory()) walk(absolute);
    else consider(absolute, stats);
  }
  return newest;
}

export type Staleness =
  | { stale: false }
  | { stale: true; reason: string };

/** Stale when the output is missing, or some source was modified after it. */
export function checkStaleness(root: string, target: BuildTarget): Staleness {
  const output = fs.statSync(path.join(root, target.output), { throwIfNoEntry: false });
  if (!output) return { stale: true, reason: `${target.output} is missing` };
  const newest = newestSource(root, target);
  if (newest && newest.mtimeMs > output.mtimeMs) return { stale: true, reason: `${newest.file} is newer than ${target.output}` };
  return { stale: false };
}

export interface BuildResult {
  target: BuildTarget;
  ok: boolean;
  /** The build's own output, shown only when it fails. */
  log: string;
}

/** `npm run <script>` with its output captured (npm itself when this runs under npm, else `npm` on PATH). */
export function runNpmScript(root: string, target: BuildTarget): Promise<BuildResult> {
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli && /\.[cm]?js$/.test(npmCli)
    ? [process.execPath, [npmCli, 'run', target.script]]
    : ['npm', ['run', target.script]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('error', (error) => resolve({ target, ok: false, log: `${log}${error.message}\n` }));
    child.on('close', (code) => resolve({ target, ok: code === 0, log }));
  });
}

export interface BuildIfStaleOptions {
  targets?: readonly BuildTarget[];
  /** Builds one target; `npm run <script>` unless a test says otherwise. */
  build?: (root: string, target: BuildTarget) => Promise<BuildResult>;
  /** Where the one-line report goes (the start of it is written before building, the end after). */
  write?: (text: string) => void;
}

/**
 * Builds every stale target (at the same time) and reports it in one line, or says the build is
 * current. Resolves true when everything needed was built; on failure the build's output is written.
 */
export async function buildIfStale(root: string, options: BuildIfStaleOptions = {}): Promise<boolean> {
  const { targets = BUILD_TARGETS, build = runNpmScript, write = (text) => process.stdout.write(text) } = options;
  const stale = targets.flatMap((target) => {
    const staleness = checkStaleness(root, target);
    return staleness.stale ? [{ target, reason: staleness.reason }] : [];
  });
  if (stale.length === 0) {
    write(`Build is current (${joinLabels(targets)}): nothing to rebuild.\n`);
    return true;
  }

  const started = performance.now();
  const current = targets.filter((target) => !stale.some((entry) => entry.target === target));
  write(
    `Rebuilding ${stale.map(({ target, reason }) => `${target.label} (${reason})`).join(' and ')}` +
      `${current.length > 0 ? `; ${joinLabels(current)} ${current.length > 1 ? 'are' : 'is'} current` : ''}...`,
  );
  const results = await Promise.all(stale.map(({ target }) => build(root, target)));
  const failed = results.filter((result) => !result.ok);
  if (failed.length === 0) {
    write(` done in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
    return true;
  }
  write(' failed.\n');
  for (const result of failed) write(`\n--- npm run ${result.target.script} ---\n${result.log}`);
  return false;
}

function joinLabels(targets: readonly BuildTarget[]): string {
  return targets.map((target) => target.label).join(' and ');
}
