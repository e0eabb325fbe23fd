/**
 * Real recordings for the voice tests, made fresh in a temporary directory (never committed): the speech
 * clips beside the repository, espeak-ng sentences, and ffmpeg conversions of them into what browsers
 * record (webm/opus from Chromium and Firefox, mp4/aac from Safari), plus the broken and silent ones.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveFfmpegPath } from '../../audio/ffmpeg.js';

const run = promisify(execFile);

/** Real speech clips with reference transcripts, committed beside this file (KINDRED_SPEECH_DIR overrides). */
export const SPEECH_DIR = path.resolve(process.env.KINDRED_SPEECH_DIR || path.join(import.meta.dirname, 'speech'));
export const speechClip = (name: string) => path.join(SPEECH_DIR, name);

export const KIND_SENTENCE = 'I hear you, and I am here with you tonight. You are not alone.';
export const UNKIND_SENTENCE = 'You should just get over it.';

export interface VoiceFixtures {
  dir: string;
  /** espeak-ng's kind sentence, in each container browsers send. */
  kindWebm: string;
  kindM4a: string;
  kindWav: string;
  /** espeak-ng's directive ("you should…"), which the pledge's rules block. */
  unkindWebm: string;
  /** The JFK clip looped: 95 s (over a post's 90) and 65 s (over a reply's 60). */
  long95Webm: string;
  long65Webm: string;
  /** Three seconds of digital silence, and of faint steady hiss. */
  silenceWebm: string;
  hissWebm: string;
  /** A text file with an audio name. */
  textAsWebm: string;
  /** The kind webm cut off after 60 % of its bytes. */
  truncatedWebm: string;
  remove(): void;
}

const ffmpeg = (...args: string[]) => run(resolveFfmpegPath(undefined), ['-nostdin', '-loglevel', 'error', '-y', ...args]);
const toWebm = (input: string[], output: string) => ffmpeg(...input, '-ac', '1', '-c:a', 'libopus', '-b:a', '32k', output);

export async function espeak(text: string, wav: string): Promise<string> {
  await run('espeak-ng', ['-w', wav, text]);
  return wav;
}

export async function makeVoiceFixtures(): Promise<VoiceFixtures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-voice-fixtures-'));
  const at = (name: string) => path.join(dir, name);
  const kindWav = await espeak(KIND_SENTENCE, at('kind.wav'));
  const unkindWav = await espeak(UNKIND_SENTENCE, at('unkind.wav'));
  const jfk = speechClip('jfk_inaugural_1961.wav');
  await Promise.all([
    toWebm(['-i', kindWav], at('kind.webm')),
    ffmpeg('-i', kindWav, '-ac', '1', '-c:a', 'aac', '-b:a', '64k', at('kind.m4a')),
    toWebm(['-i', unkindWav], at('unkind.webm')),
    toWebm(['-stream_loop', '-1', '-i', jfk, '-t', '95'], at('long95.webm')),
    toWebm(['-stream_loop', '-1', '-i', jfk, '-t', '65'], at('long65.webm')),
    toWebm(['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-t', '3'], at('silence.webm')),
    toWebm(['-f', 'lavfi', '-i', 'anoisesrc=r=48000:a=0.01:c=pink', '-t', '3'], at('hiss.webm')),
  ]);
  fs.writeFileSync(at('notes.webm'), 'Dear diary, today was hard, but I got through it.\n'.repeat(40));
  const webm = fs.readFileSync(at('kind.webm'));
  fs.writeFileSync(at('truncated.webm'), webm.subarray(0, Math.floor(webm.length * 0.6)));
  return {
    dir,
    kindWebm: at('kind.webm'),
    kindM4a: at('kind.m4a'),
    kindWav,
    unkindWebm: at('unkind.webm'),
    long95Webm: at('long95.webm'),
    long65Webm: at('long65.webm'),
    silenceWebm: at('silence.webm'),
    hissWebm: at('hiss.webm'),
    textAsWebm: at('notes.webm'),
    truncatedWebm: at('truncated.webm'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
