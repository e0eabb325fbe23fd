import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { VOICE_ERRORS } from '../../shared/schemas/replies.js';
import { SNIFF_BYTES, sniffAudioFormat } from '../audio/audio-format.js';
import { AudioRejection, type AudioProblem } from '../audio/audio-rejection.js';
import { AUDIO_STORE_ERRORS, AudioStoreUnavailableError, type AudioStore } from '../audio/audio-store.js';
import { decodeToPcm } from '../audio/ffmpeg.js';
import { SlotsFullError } from '../audio/slots.js';
import { hasVoice, measureVoiceActivity } from '../audio/voice-activity.js';
import { receiveVoiceUpload } from '../audio/voice-upload.js';
import { HttpError, joinSentences } from '../http/errors.js';
import type { SubjectRef } from '../moderation/verdict.js';
import type { VoiceTranscription } from './voice-transcription.js';

/** MediaRecorder stops a hair after its limit; a second of slack keeps an honest 90 s recording in. */
export const DURATION_TOLERANCE_SECONDS = 1;
/** Decoding stops just past the limit: enough to know a recording is too long, without decoding all of it. */
const DECODE_MARGIN_SECONDS = 0.5;

export interface VoiceLimits {
  maxSeconds: number;
  /** The sentence for a recording over `maxSeconds`. */
  tooLong: string;
}

export interface VoiceIntakeDeps {
  store: AudioStore;
  ffmpegPath: string;
  transcription: VoiceTranscription;
}

/** A recording that passed every check, kept in the audio store, ready to be written with its row (its transcript follows). */
export interface CheckedVoice<Fields> {
  fields: Fields;
  audioPath: string;
  audioMimeType: string;
  /** Seconds, measured by decoding. */
  audioDuration: number;
}

export interface TakenVoice {
  ref: SubjectRef;
  /** When the upload was fully received: the member's wait for the outcome is counted from here. */
  receivedAt: number;
}

function toHttpError(problem: AudioProblem, limits: VoiceLimits): HttpError {
  switch (problem) {
    case 'missing':
      return new HttpError(400, VOICE_ERRORS.missingAudio);
    case 'tooLarge':
      return new HttpError(413, VOICE_ERRORS.tooLarge);
    case 'tooManyFiles':
      return new HttpError(400, VOICE_ERRORS.oneRecording);
    case 'tooManyFields':
      return new HttpError(400, VOICE_ERRORS.tooManyFields);
    case 'notAudio':
      return new HttpError(400, VOICE_ERRORS.notAudio);
    case 'broken':
      return new HttpError(400, VOICE_ERRORS.broken);
    case 'tooLong':
      return new HttpError(400, limits.tooLong);
    case 'silent':
      return new HttpError(400, VOICE_ERRORS.silent);
  }
}

/**
 * The client's `duration` is never used (the length is measured by decoding), so a malformed one is
 * dropped rather than costing the member their recording.
 */
function parseFields<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string>): z.infer<Schema> {
  const { duration: _claimed, ...trusted } = fields;
  const parsed = schema.safeParse(trusted);
  if (parsed.success) return parsed.data;
  const sentences = [...new Set(parsed.error.issues.map((issue) => issue.message))];
  throw new HttpError(400, joinSentences(sentences));
}

/**
 * Every step between the microphone's file and a row: stream the upload to disk with a size cap, check
 * what it really is, decode it, measure its real length, refuse silence, keep the file. Then `write`
 * stores the row (and its moderation job, `transcribing`) in one transaction, and the transcription
 * starts in the background. Whatever fails before the row, at whatever step, no file stays behind and
 * no row is written; the member gets a sentence saying why.
 */
export async function takeVoice<Schema extends z.ZodType>(
  request: FastifyRequest,
  deps: VoiceIntakeDeps,
  limits: VoiceLimits,
  fieldsSchema: Schema,
  write: (voice: CheckedVoice<z.infer<Schema>>) => Promise<SubjectRef>,
): Promise<TakenVoice> {
  // Turned away before a byte is received: the member's recording is still in their hands.
  if (deps.transcription.busy) throw new HttpError(503, VOICE_ERRORS.transcriptionBusy);
  let upload;
  try {
    upload = await receiveVoiceUpload(request, deps.store);
  } catch (error) {
    throw error instanceof AudioRejection ? toHttpError(error.problem, limits) : error;
  }
  const receivedAt = Date.now();

  let audioPath: string | undefined;
  try {
    const fields = parseFields(fieldsSchema, upload.fields);
    const format = sniffAudioFormat(await deps.store.readHead(upload.audio, SNIFF_BYTES));
    if (!format) throw new AudioRejection('notAudio');
    const maxSeconds = limits.maxSeconds + DURATION_TOLERANCE_SECONDS;
    const decoded = await decodeToPcm(deps.ffmpegPath, upload.audio.file, format, maxSeconds + DECODE_MARGIN_SECONDS);
    if (decoded.seconds > maxSeconds) throw new AudioRejection('tooLong');
    const activity = measureVoiceActivity(decoded.samples);
    if (!hasVoice(activity)) throw new AudioRejection('silent');
    audioPath = await deps.store.keep(upload.audio, format);
    const ref = await write({ fields, audioPath, audioMimeType: format.mimeType, audioDuration: Math.round(decoded.seconds * 100) / 100 });
    deps.transcription.begin(ref, decoded.samples.subarray(activity.start, activity.end));
    return { ref, receivedAt };
  } catch (error) {
    // A kept recording whose row was not written; if the store cannot take it back now, the next start's sweep does.
    if (audioPath) await deps.store.remove(audioPath).catch((cause: unknown) => request.log.warn({ err: cause, key: audioPath }, 'could not remove a recording whose row was not written'));
    if (error instanceof SlotsFullError) throw new HttpError(503, VOICE_ERRORS.transcriptionBusy);
    if (error instanceof AudioStoreUnavailableError) {
      request.log.error({ err: error }, 'the audio store could not be reached to keep a recording');
      throw new HttpError(503, AUDIO_STORE_ERRORS.saveUnavailable);
    }
    throw error instanceof AudioRejection ? toHttpError(error.problem, limits) : error;
  } finally {
    await deps.store.discard(upload.audio);
  }
}
