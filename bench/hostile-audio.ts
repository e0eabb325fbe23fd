/**
 * `npm run bench:hostile-audio`: eight crafted 200 KB WAV files whose header claims 1 Hz, decoded at
 * once the way an upload is (bounded slots, input cut at the length limit), against the same files
 * decoded the way uploads were decoded before (no slots, only the output cut), measured in this run.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { VOICE_POST_MAX_SECONDS } from '../shared/constants.js';
import { sniffAudioFormat } from '../server/audio/audio-format.js';
import { decodeSlots, decodeToPcm, resolveFfmpegPath } from '../server/audio/ffmpeg.js';
import { ms, ratio } from './support.js';

const FILES = 8;
const DATA_BYTES = 200_000;
const maxSeconds = VOICE_POST_MAX_SECONDS + 1.5;

function wavClaiming1Hz(file: string): void {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + DATA_BYTES, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(1, 24); // 1 sample per second
  header.writeUInt32LE(2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(DATA_BYTES, 40);
  fs.writeFileSync(file, Buffer.concat([header, Buffer.from(Array.from({ length: DATA_BYTES }, (_, i) => (i * 7919) % 256))]));
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-hostile-'));
const files = Array.from({ length: FILES }, (_, i) => path.join(dir, `claims-1hz-${i}.wav`));
files.forEach(wavClaiming1Hz);
const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
const format = sniffAudioFormat(fs.readFileSync(files[0]!).subarray(0, 64))!;
const before = (file: string) =>
  promisify(execFile)(ffmpegPath, ['-nostdin', '-loglevel', 'error', '-f', 'wav', '-i', file, '-ac', '1', '-ar', '16000', '-t', String(maxSeconds), '-f', 'f32le', '-'], {
    maxBuffer: 64 * 1024 * 1024,
    encoding: 'buffer',
  });

const baseline = await timed(() => Promise.all(files.map(before)));
const now = await timed(() => Promise.allSettled(files.map((file) => decodeToPcm(ffmpegPath, file, format, maxSeconds))));
console.log(`${FILES} WAV files claiming 1 Hz, decoded at once on ${os.availableParallelism()} cores (${decodeSlots.size} decode slots):`);
console.log(`  before (output cut only, unbounded): ${ms(baseline)}`);
console.log(`  now (input cut, bounded slots):      ${ms(now)}  = ${ratio(now, baseline)} of before`);
fs.rmSync(dir, { recursive: true, force: true });
