/**
 * onnxruntime's CPU memory arena, chosen per Whisper session. The encoder runs once per 30 s window on
 * buffers of fixed, large size (attention over 1,500 frames): the arena only keeps them (about 650 MB of
 * whisper-base's resident memory) while its time goes to arithmetic. The decoder runs once per token on
 * many small, growing buffers, where the arena is what keeps it fast (without it an 11 s clip took 5–6×
 * as long). Figures: bench/RESULTS.md, Memory.
 *
 * transformers.js gives every session of a model the same `session_options`, so the pipeline is built
 * with the decoder's and the one session that differs is opened again from its verified file.
 */
import path from 'node:path';

export type WhisperSessionName = 'encoder' | 'decoder';

/** Whether each session keeps onnxruntime's CPU memory arena. */
export type WhisperArenas = Record<WhisperSessionName, boolean>;

/** What measured best: the arena for the decoder only. */
export const WHISPER_ARENAS: WhisperArenas = { encoder: false, decoder: true };

/** transformers.js's key for each session of a Whisper model, and its q8 file in the checkpoint. */
export const WHISPER_SESSION_FILES: Record<WhisperSessionName, { key: string; file: string }> = {
  encoder: { key: 'model', file: 'onnx/encoder_model_quantized.onnx' },
  decoder: { key: 'decoder_model_merged', file: 'onnx/decoder_model_merged_quantized.onnx' },
};

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
  return { ...shared, enableCpuMemArena: arenas.decoder };
}

/**
 * Opens again, with its own arena setting, every session whose setting differs from the pipeline's, and
 * releases the one it replaces. `directory` is the checkpoint's verified folder.
 */
export async function applyArenas(
  sessions: Record<string, OrtSession>,
  directory: string,
  shared: Record<string, unknown>,
  arenas: WhisperArenas,
): Promise<void> {
  for (const name of Object.keys(WHISPER_SESSION_FILES) as WhisperSessionName[]) {
    if (arenas[name] === arenas.decoder) continue;
    const { key, file } = WHISPER_SESSION_FILES[name];
    const built = sessions[key];
    if (!built) throw new Error(`Whisper has no ${name} session (${key})`);
    // The session's own class (onnxruntime-common's InferenceSession): the same runtime transformers.js loaded.
    const SessionClass = built.constructor as unknown as OrtSessionClass;
    const reopened = await SessionClass.create(path.join(directory, file), { ...shared, enableCpuMemArena: arenas[name] });
    reopened.config = built.config;
    sessions[key] = reopened;
    await built.release();
  }
}
