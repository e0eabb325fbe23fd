import type { ModelStatus } from './model-status.js';
import type { WhisperArenas } from './whisper-sessions.js';

/** The Whisper checkpoints Kindred can run (ids of models/manifest.ts). */
export const WHISPER_MODELS = ['whisper-base', 'whisper-tiny'] as const;
export type WhisperModelId = (typeof WHISPER_MODELS)[number];

/** 16 kHz mono samples in [-1, 1], as the audio module decodes every upload. */
export const WHISPER_SAMPLE_RATE = 16_000;

/** `prepare`: a member started recording; open what rests so their message does not wait for it. */
export type WhisperTask = { kind: 'warm-up' } | { kind: 'prepare' } | { kind: 'transcribe'; samples: Float32Array };

export interface WhisperResult {
  text: string;
}

export type WhisperWarmUp = ModelStatus;

export interface WhisperWorkerData {
  modelsDir: string;
  modelId: WhisperModelId;
  /** onnxruntime threads inside the one worker thread; the rest of the cores stay with the event loop. */
  intraOpThreads: number;
  /** onnxruntime's CPU memory arena per session; WHISPER_ARENAS unless a bench compares settings. */
  arenas?: WhisperArenas;
  /** Release both sessions (and their arenas) after this long without work; WHISPER_REST_MS unless set, 0 never. */
  restMs?: number;
}
