import { frameLevels } from '../audio/voice-activity.js';
import { WHISPER_SAMPLE_RATE } from './whisper-task.js';

/**
 * Where to cut a long recording so that each piece fits one 30-second Whisper window. transformers.js
 * can chunk by itself (overlapping windows merged by their common words), but on real speech that merge
 * drops whole sentences now and then, and a dropped sentence is one the kindness check never reads. So
 * a recording longer than one window is cut at its quietest moments instead, between words, and each
 * piece is transcribed whole.
 */

/** A piece never exceeds this (Whisper's window is 30 s; a margin keeps the padding honest). */
const MAX_PIECE_SECONDS = 28;
/** Cuts are looked for in the last part of each piece, so pieces stay long enough to carry context. */
const MIN_PIECE_SECONDS = 14;
const FRAME_SECONDS = 0.02;
/** The quietest stretch of this length is where a cut goes: a pause, not a gap between two syllables. */
const QUIET_STRETCH_SECONDS = 0.3;

export interface Piece {
  start: number;
  end: number;
}

export function piecesForWhisper(samples: Float32Array, sampleRate = WHISPER_SAMPLE_RATE): Piece[] {
  const maxLength = MAX_PIECE_SECONDS * sampleRate;
  if (samples.length <= maxLength) return [{ start: 0, end: samples.length }];
  const frameLength = Math.round(FRAME_SECONDS * sampleRate);
  const levels = frameLevels(samples, frameLength);
  const stretch = Math.max(1, Math.round(QUIET_STRETCH_SECONDS / FRAME_SECONDS));
  // Running sums, so the energy of any stretch of frames costs one subtraction.
  const sums = new Float64Array(levels.length + 1);
  levels.forEach((level, frame) => {
    sums[frame + 1] = sums[frame]! + level;
  });

  const pieces: Piece[] = [];
  let start = 0;
  while (samples.length - start > maxLength) {
    const firstFrame = Math.floor((start + MIN_PIECE_SECONDS * sampleRate) / frameLength);
    const lastFrame = Math.floor((start + maxLength) / frameLength) - stretch;
    let quietest = lastFrame;
    let quietestEnergy = Number.POSITIVE_INFINITY;
    for (let frame = firstFrame; frame <= lastFrame; frame += 1) {
      const energy = sums[frame + stretch]! - sums[frame]!;
      if (energy < quietestEnergy) {
        quietestEnergy = energy;
        quietest = frame;
      }
    }
    // Cut in the middle of the quiet stretch.
    const cut = Math.min((quietest + Math.floor(stretch / 2)) * frameLength, start + maxLength);
    pieces.push({ start, end: cut });
    start = cut;
  }
  pieces.push({ start, end: samples.length });
  return pieces;
}
