import { VOICE_POST_MAX_SECONDS } from '../../shared/constants.js';
import { SNIFF_BYTES, sniffAudioFormat } from '../audio/audio-format.js';
import { AudioRejection } from '../audio/audio-rejection.js';
import type { AudioStore } from '../audio/audio-store.js';
import { decodeToPcm } from '../audio/ffmpeg.js';
import { measureVoiceActivity } from '../audio/voice-activity.js';

/** A kept recording passed the length check when it came in; this only bounds the decoding of a damaged one. */
const LONGEST_KEPT_SECONDS = VOICE_POST_MAX_SECONDS + 2;

/** The part of a recording with speech in it, as the intake gives Whisper. */
function speechOf(samples: Float32Array): Float32Array {
  const activity = measureVoiceActivity(samples);
  return samples.subarray(activity.start, activity.end);
}

/**
 * The speech of a recording already kept in the store (a transcription a stop or a crash interrupted):
 * copied to this machine's disk, where ffmpeg reads it, decoded, and the copy removed. Undefined when the
 * file is gone.
 */
export async function speechOfKeptRecording(store: AudioStore, ffmpegPath: string, key: string): Promise<Float32Array | undefined> {
  const content = await store.read(key);
  if (!content) return undefined;
  const copy = await store.receive(content.body);
  try {
    const format = sniffAudioFormat(await store.readHead(copy, SNIFF_BYTES));
    if (!format) throw new AudioRejection('notAudio');
    const decoded = await decodeToPcm(ffmpegPath, copy.file, format, LONGEST_KEPT_SECONDS);
    return speechOf(decoded.samples);
  } finally {
    await store.discard(copy);
  }
}
