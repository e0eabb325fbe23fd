/**
 * Whisper's two onnxruntime sessions and their CPU memory arenas. The encoder runs once per 30 s window
 * on large buffers of fixed size (attention over 1,500 frames): its arena keeps about 650 MB of
 * whisper-base's resident memory. The decoder runs once per token on many small, growing buffers, where
 * the arena is what keeps it fast (without it an 11 s clip took 5–6× as long). Without the encoder's arena
 * the memory comes back after every run, but this machine measured every message slower, so by default
 * both keep their arena and both sessions are released after a spell without work instead, then opened
 * again before the next task (resting-session.ts). Figures: bench/RESULTS.md, Memory.
 *
 * transformers.js gives every session of a model the same `session_options`, so the pipeline is built
 * with the decoder's setting and a session that differs is opened again from its verified file.
 */
import path from 'node:path';

export type WhisperSessionName = 'encoder' | 'decoder';

/** Whether each session keeps onnxruntime's CPU memory arena. */
export type WhisperArenas = Record<WhisperSessionName, boolean>;

/** What measured best: both keep the arena (each goes with its session when Whisper rests). */
export const WHISPER_ARENAS: WhisperArenas = { encoder: true, decoder: true };

/**
 * Both sessions are released after this long without work, and their arenas with them; the model's
 * configuration, tokenizer and pipeline stay loaded. Opening them again costs the next message a few
 * seconds (bench/RESULTS.md), so they stay open through a conversation's voice replies and go only when
 * the server has been quiet for a while.
 */
export const WHISPER_REST_MS = 120_000;

/** transformers.js's key for each session of a Whisper model, and its q8 file in the checkpoint. */
export const WHISPER_SESSION_FILES: Record<WhisperSessionName, { key: string; file: string }> = {
  encoder: { key: 'model', file: 'onnx/encoder_model_quantized.onnx' },
  decoder: { key: 'decoder_model_merged', file: 'onnx/decoder_model_merged_quantized.onnx' },
};
const SESSION_NAMES = Object.keys(WHISPER_SESSION_FILES) as WhisperSessionName[];

/** The part of an onnxruntime session used here; `config` is what transformers.js attaches to it. */
export interface OrtSession {
  release(): Promise<void>;
  config?: unknown;
}

interface OrtSessionClass {
  create(file: string, options: Record<string, unknown>): Promise<OrtSession>;
}

/** The session options both sessions share (threads), with the arena the pipeline is built with: the decoder's. */
export function pipelineSessionOptions(shared: Record<string, unknown>, arenas: WhisperArenas): Record<string, unknown> {
  return sessionOptions(shared, arenas, 'decoder');
}

/** Opens a session from its file in the checkpoint's verified folder in place of the one there, which it returns (not released). */
export async function openSession(
  sessions: Record<string, OrtSession>,
  name: WhisperSessionName,
  directory: string,
  options: Record<string, unknown>,
): Promise<OrtSession> {
  const { key, file } = WHISPER_SESSION_FILES[name];
  const current = sessions[key];
  if (!current) throw new Error(`Whisper has no ${name} session (${key})`);
  // The session's own class (onnxruntime-common's InferenceSession): the same runtime transformers.js loaded.
  const SessionClass = current.constructor as unknown as OrtSessionClass;
  const opened = await SessionClass.create(path.join(directory, file), options);
  opened.config = current.config;
  sessions[key] = opened;
  return current;
}

/** Releases both sessions and their arenas; nothing may run on them until reopenSessions has opened them again. */
export async function releaseSessions(sessions: Record<string, OrtSession>): Promise<void> {
  for (const name of SESSION_NAMES) await sessions[WHISPER_SESSION_FILES[name].key]?.release();
}

/** Opens both sessions again from their verified files, each with its own options, in place of the released ones. */
export function reopenSessions(sessions: Record<string, OrtSession>, directory: string, shared: Record<string, unknown>, arenas: WhisperArenas): Promise<void> {
  return openEach(sessions, directory, shared, arenas, SESSION_NAMES, 'already released');
}

/** Opens again, with its own arena setting, every session whose setting differs from the pipeline's, and releases the one it replaces. */
export function applyArenas(sessions: Record<string, OrtSession>, directory: string, shared: Record<string, unknown>, arenas: WhisperArenas): Promise<void> {
  const differing = SESSION_NAMES.filter((name) => arenas[name] !== arenas.decoder);
  return openEach(sessions, directory, shared, arenas, differing, 'release');
}

async function openEach(
  sessions: Record<string, OrtSession>,
  directory: string,
  shared: Record<string, unknown>,
  arenas: WhisperArenas,
  names: WhisperSessionName[],
  replaced: 'release' | 'already released',
): Promise<void> {
  for (const name of names) {
    const previous = await openSession(sessions, name, directory, sessionOptions(shared, arenas, name));
    if (replaced === 'release') await previous.release();
  }
}

/** One session's options: the shared ones with its arena. */
export function sessionOptions(shared: Record<string, unknown>, arenas: WhisperArenas, name: WhisperSessionName): Record<string, unknown> {
  return { ...shared, enableCpuMemArena: arenas[name] };
}
