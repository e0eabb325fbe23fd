import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A WAV of `text` spoken by espeak-ng, for uploads made through the API. */
export function spokenWav(text: string): Buffer {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-speech-')), 'speech.wav');
  execFileSync('espeak-ng', ['-s', '140', '-w', file, text]);
  const audio = fs.readFileSync(file);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return audio;
}
