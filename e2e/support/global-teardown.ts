import fs from 'node:fs';
import { e2eDataDir } from './paths.js';

export default function globalTeardown(): void {
  fs.rmSync(e2eDataDir, { recursive: true, force: true });
}
