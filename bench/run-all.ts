/** `npm run bench`: every benchmark in turn, each printing its own figures. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
for (const script of ['moderation.ts', 'voice.ts', 'hostile-audio.ts', 'load.ts', 'web-size.ts', 'memory.ts']) {
  if (!fs.existsSync(path.join(here, script))) continue;
  console.log(`\n=== ${script} ===`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join(here, script)], { stdio: 'inherit' });
}
