/**
 * `npm run bench:web`: the web app's first script against its budget. Builds dist/web first when a
 * source is newer than it (or always with --build), then prints the script(s) dist/web/index.html
 * loads before the first screen (its module scripts, modulepreloads and their static imports), raw and
 * gzipped, every other chunk's size, and PASS or MISS against the target.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { checkStaleness, runNpmScript, WEB_BUILD } from '../server/cli/build-staleness.js';

/** The target for the first script, gzipped. */
const INITIAL_SCRIPT_BUDGET_KB = 150;

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist', 'web');

interface Chunk {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

function measure(file: string): Chunk {
  const code = fs.readFileSync(path.join(webDir, file));
  return { file, rawBytes: code.length, gzipBytes: gzipSync(code).length };
}

/** `/assets/x.js` (as index.html names it) to `assets/x.js`. */
const fromHtml = (href: string) => href.replace(/^\//, '');

/** The scripts index.html loads at once: module scripts and modulepreloads. */
function scriptsInHtml(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((match) => fromHtml(match[1]!));
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((match) => fromHtml(match[1]!));
  return [...scripts, ...preloads];
}

/** Adds every chunk a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not import(). */
function withStaticImports(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(webDir, file), 'utf8');
    for (const match of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  };
  files.forEach(visit);
  return [...seen];
}

async function ensureBuild(forceBuild: boolean): Promise<void> {
  const staleness = checkStaleness(root, WEB_BUILD);
  if (!forceBuild && !staleness.stale) {
    console.log('dist/web is current: measuring the existing build.');
    return;
  }
  console.log(`Building the web app (${forceBuild ? '--build' : staleness.stale ? staleness.reason : ''})...`);
  const result = await runNpmScript(root, WEB_BUILD);
  if (!result.ok) throw new Error(`npm run build:web failed:\n${result.log}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { build: { type: 'boolean', default: false } } });
  await ensureBuild(values.build);

  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const initialFiles = withStaticImports(scriptsInHtml(html));
  const initial = initialFiles.map(measure);
  const allFiles = fs.readdirSync(path.join(webDir, 'assets')).filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  const later = allFiles.filter((file) => !initialFiles.includes(file)).map(measure).sort((a, b) => b.gzipBytes - a.gzipBytes);

  console.log('\nInitial script(s), loaded by dist/web/index.html before the first screen:');
  for (const chunk of initial) console.log(`  ${chunk.file.padEnd(48)} ${kB(chunk.rawBytes).padStart(10)} raw  ${kB(chunk.gzipBytes).padStart(10)} gzipped`);
  const initialRaw = initial.reduce((sum, chunk) => sum + chunk.rawBytes, 0);
  const initialGzip = initial.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  if (initial.length > 1) console.log(`  ${'total'.padEnd(48)} ${kB(initialRaw).padStart(10)} raw  ${kB(initialGzip).padStart(10)} gzipped`);

  console.log(`\nChunks loaded on demand (${later.length}), gzipped:`);
  for (const chunk of later) console.log(`  ${chunk.file.padEnd(48)} ${kB(chunk.rawBytes).padStart(10)} raw  ${kB(chunk.gzipBytes).padStart(10)} gzipped`);
  const allGzip = initialGzip + later.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  console.log(`  ${'all scripts'.padEnd(48)} ${''.padStart(10)}      ${kB(allGzip).padStart(10)} gzipped`);

  const pass = initialGzip / 1000 <= INITIAL_SCRIPT_BUDGET_KB;
  console.log(
    `\nInitial script: ${kB(initialGzip)} gzipped (${kB(initialRaw)} raw); target ≤ ${INITIAL_SCRIPT_BUDGET_KB} kB gzipped: ` +
      `${pass ? 'PASS' : 'MISS'} (${((initialGzip / 1000 / INITIAL_SCRIPT_BUDGET_KB) * 100).toFixed(0)} % of the budget)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
