import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fakeMicrophoneWav } from './paths.js';

/** Chromium's fake microphone plays this file: a real sentence spoken by espeak-ng. */
export default function globalSetup(): void {
  if (fs.existsSync(fakeMicrophoneWav)) return;
  execFileSync('espeak-ng', ['-s', '150', '-w', fakeMicrophoneWav, 'Today was hard, but talking about it helps me feel less alone.']);
}
