import { PCM_SAMPLE_RATE } from './ffmpeg.js';

/**
 * An energy-based voice-activity check. Whisper answers silence with invented words (" you", "Thank
 * you."), so a recording must hold some sound that stands out from its own background before it is
 * transcribed. Frames of 20 ms count as voiced when they are loud enough in absolute terms and clearly
 * above the recording's noise floor (its quietest tenth), so steady hiss or hum does not pass for speech.
 */

const FRAME_SECONDS = 0.02;
/** -45 dBFS: quieter than any speech a microphone picks up, louder than a quiet room. */
const MIN_VOICED_RMS = 10 ** (-45 / 20);
/** Voiced frames stand at least 10 dB above the noise floor. */
const ABOVE_FLOOR = 10 ** (10 / 20);
const FLOOR_PERCENTILE = 0.1;
/** A quarter of a second of voiced frames: a short "thank you" passes, a click or a cough alone does not. */
export const MIN_VOICED_SECONDS = 0.25;
/** Kept around the voiced part when the silence before and after it is trimmed for transcription. */
const PAD_SECONDS = 0.3;

export interface VoiceActivity {
  voicedSeconds: number;
  /** Sample range from a little before the first voiced frame to a little after the last one. */
  start: number;
  end: number;
}

/** Root-mean-square level of each whole frame of `frameLength` samples. */
export function frameLevels(samples: Float32Array, frameLength: number): Float64Array {
  const frames = Math.floor(samples.length / frameLength);
  const levels = new Float64Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let i = frame * frameLength; i < (frame + 1) * frameLength; i += 1) {
      const sample = samples[i]!;
      sum += sample * sample;
    }
    levels[frame] = Math.sqrt(sum / frameLength);
  }
  return levels;
}

export function measureVoiceActivity(samples: Float32Array, sampleRate = PCM_SAMPLE_RATE): VoiceActivity {
  const frameLength = Math.round(FRAME_SECONDS * sampleRate);
  const levels = frameLevels(samples, frameLength);
  if (levels.length === 0) return { voicedSeconds: 0, start: 0, end: 0 };
  const sorted = Float64Array.from(levels).sort();
  const floor = sorted[Math.floor(FLOOR_PERCENTILE * (sorted.length - 1))]!;
  const threshold = Math.max(MIN_VOICED_RMS, floor * ABOVE_FLOOR);
  let voiced = 0;
  let first = -1;
  let last = -1;
  levels.forEach((level, frame) => {
    if (level < threshold) return;
    voiced += 1;
    if (first < 0) first = frame;
    last = frame;
  });
  if (voiced === 0) return { voicedSeconds: 0, start: 0, end: 0 };
  const pad = Math.round(PAD_SECONDS * sampleRate);
  return {
    voicedSeconds: (voiced * frameLength) / sampleRate,
    start: Math.max(0, first * frameLength - pad),
    end: Math.min(samples.length, (last + 1) * frameLength + pad),
  };
}

export const hasVoice = (activity: VoiceActivity): boolean => activity.voicedSeconds >= MIN_VOICED_SECONDS;
