import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import type { AudioFormat } from './audio-format.js';
import { AudioRejection } from './audio-rejection.js';
import { Slots } from './slots.js';

/** Every upload is decoded to what Whisper reads: 16 kHz, mono, 32-bit float samples. */
export const PCM_SAMPLE_RATE = 16_000;
const BYTES_PER_SAMPLE = 4;

/** A decode that takes longer than this is a hostile or broken file, not a 90-second recording (~0.1 s). */
const DECODE_TIMEOUT_MS = 15_000;
/** Decoders run below the server's priority, so a burst of uploads cannot starve the event loop. */
const DECODER_NICENESS = 10;

/**
 * One decoder per core at most, process-wide, and a short line behind them; an upload past that is
 * refused with "busy" (the member keeps their recording) instead of queueing CPU work without bound.
 */
export const decodeSlots = new Slots(Math.max(1, os.availableParallelism()), 2 * Math.max(1, os.availableParallelism()));
const STDERR_KEEP_BYTES = 4096;

/** `FFMPEG_PATH` if set, else the static build shipped inside npm by @ffmpeg-installer/ffmpeg. */
export function resolveFfmpegPath(configured: string | undefined): string {
  if (configured) return configured;
  const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
  return installer.path;
}

export interface DecodedAudio {
  samples: Float32Array;
  /** Measured from the decoded samples, never from the container's header or the client. */
  seconds: number;
}

/**
 * Decodes the first audio stream of `file` to 16 kHz mono float samples, stopping a little after
 * `maxSeconds` (the caller rejects what is longer; decoding the rest would be wasted work).
 * Rejects with `notAudio` when there is no audio stream, and `broken` when the data is damaged or cut
 * short: ffmpeg keeps going over a truncated file, so any error it reports counts, not only its exit code.
 * Runs in one of `decodeSlots` (SlotsFullError when they and their line are full).
 */
export function decodeToPcm(ffmpegPath: string, file: string, format: AudioFormat, maxSeconds: number): Promise<DecodedAudio> {
  return decodeSlots.run(() => runFfmpeg(ffmpegPath, file, format, maxSeconds));
}

function runFfmpeg(ffmpegPath: string, file: string, format: AudioFormat, maxSeconds: number): Promise<DecodedAudio> {
  const args = [
    '-nostdin',
    '-hide_banner',
    '-loglevel', 'error',
    '-protocol_whitelist', 'file,pipe',
    '-threads', '1',
    // Also a limit on the input: a header claiming 1 Hz makes "90 s" of output mean days of input to resample.
    '-t', String(maxSeconds),
    '-f', format.demuxer,
    '-i', file,
    '-map', '0:a:0',
    '-vn', '-sn', '-dn',
    '-ac', '1',
    '-ar', String(PCM_SAMPLE_RATE),
    '-t', String(maxSeconds),
    '-f', 'f32le',
    'pipe:1',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) lowerPriority(child.pid);
    const chunks: Buffer[] = [];
    let stderr = '';
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(() => reject(new AudioRejection('broken', 'ffmpeg took too long')));
    }, DECODE_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEEP_BYTES) stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => finish(() => reject(error)));
    child.on('close', (code) => {
      finish(() => {
        const problems = stderr.trim();
        if (code !== 0 && /matches no streams|does not contain any stream/i.test(problems)) {
          reject(new AudioRejection('notAudio', problems));
          return;
        }
        if (code !== 0 || problems) {
          reject(new AudioRejection('broken', problems || `ffmpeg exited with ${code}`));
          return;
        }
        const bytes = Buffer.concat(chunks);
        const usable = bytes.length - (bytes.length % BYTES_PER_SAMPLE);
        // A fresh, aligned copy: the samples may be handed to a worker thread, which takes their memory.
        const samples = new Float32Array(usable / BYTES_PER_SAMPLE);
        new Uint8Array(samples.buffer).set(bytes.subarray(0, usable));
        resolve({ samples, seconds: samples.length / PCM_SAMPLE_RATE });
      });
    });
  });
}

function lowerPriority(pid: number): void {
  try {
    os.setPriority(pid, DECODER_NICENESS);
  } catch {
    // Not permitted on some systems; the slots still bound the work.
  }
}
