/** The committed speech clips with their reference transcripts, as the voice and memory benches read them. */
import fs from 'node:fs';
import path from 'node:path';
import { csvRecords } from '../models/training/csv.js';
import { sniffAudioFormat } from '../server/audio/audio-format.js';
import { decodeToPcm, resolveFfmpegPath } from '../server/audio/ffmpeg.js';
import { wordErrorRate } from '../server/ml/test-support/word-error-rate.js';
import type { Transcriber } from '../server/ml/whisper-transcriber.js';
import { SPEECH_DIR } from '../server/voice/test-support/voice-fixtures.js';

const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);

/** The reference clip the memory figures time: JFK's 11 seconds. */
export const REFERENCE_CLIP = 'jfk_inaugural_1961.wav';

export async function speechSamples(name: string): Promise<Float32Array> {
  const file = path.join(SPEECH_DIR, name);
  return (await decodeToPcm(ffmpeg, file, sniffAudioFormat(fs.readFileSync(file).subarray(0, 64))!, 120)).samples;
}

/** The mean word error rate of a transcriber over every reference clip. */
export async function meanWordErrorRate(whisper: Transcriber): Promise<{ clips: number; mean: number }> {
  const rows = csvRecords(fs.readFileSync(path.join(SPEECH_DIR, 'transcripts.csv'), 'utf8'));
  let total = 0;
  for (const row of rows) total += wordErrorRate(row.transcript!, await whisper.transcribe(await speechSamples(row.file!)));
  return { clips: rows.length, mean: total / rows.length };
}
