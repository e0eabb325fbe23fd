import { describe, expect, it } from 'vitest';
import { piecesForWhisper } from './whisper-segments.js';

const RATE = 16_000;

/** Speech-like bursts of `burst` seconds separated by `pause` seconds of silence, `total` seconds long. */
function speechWithPauses(total: number, burst: number, pause: number): Float32Array {
  const samples = new Float32Array(total * RATE);
  for (let i = 0; i < samples.length; i += 1) {
    const position = (i / RATE) % (burst + pause);
    if (position < burst) samples[i] = 0.2 * Math.sin(i / 3) * (0.5 + 0.5 * Math.sin(i / 700));
  }
  return samples;
}

describe('piecesForWhisper', () => {
  it('leaves a recording that fits one window whole', () => {
    expect(piecesForWhisper(new Float32Array(20 * RATE))).toEqual([{ start: 0, end: 20 * RATE }]);
  });

  it('cuts 90 s into pieces of at most 28 s, in the pauses, covering every sample once', () => {
    const samples = speechWithPauses(90, 4.5, 0.5);
    const pieces = piecesForWhisper(samples);
    expect(pieces.length).toBeGreaterThanOrEqual(4);
    expect(pieces[0]!.start).toBe(0);
    expect(pieces.at(-1)!.end).toBe(samples.length);
    pieces.forEach((piece, index) => {
      expect(piece.end - piece.start).toBeLessThanOrEqual(28 * RATE);
      if (index > 0) expect(piece.start).toBe(pieces[index - 1]!.end);
      // Each cut lands inside a pause: silence on both sides of it.
      if (index > 0) expect(samples[piece.start]).toBe(0);
    });
  });

  it('still cuts a recording without any pause, at most 28 s apart', () => {
    const samples = speechWithPauses(60, 60, 0);
    const pieces = piecesForWhisper(samples);
    expect(pieces.every((piece) => piece.end - piece.start <= 28 * RATE)).toBe(true);
    expect(pieces.at(-1)!.end).toBe(samples.length);
  });
});
