import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AudioRejection, type AudioProblem } from './audio-rejection.js';
import type { AudioStore, IncomingAudio } from './audio-store.js';

/** 12 MB: 90 s of opus (~0.5 MB) or aac (~1.5 MB) with a wide margin; even 90 s of 16 kHz wav fits. */
export const MAX_UPLOAD_BYTES = 12 * 1024 * 1024;
export const AUDIO_FIELD = 'audio';

/** Multipart for the voice routes of one plugin: one file, a few short fields. */
export async function acceptVoiceUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8, parts: 9, fieldSize: 1024, fieldNameSize: 64, headerPairs: 20 },
  });
}

export interface ReceivedUpload {
  /** The text fields, as sent (the caller validates them). */
  fields: Record<string, string>;
  audio: IncomingAudio;
}

const PROBLEM_OF_CODE: Record<string, AudioProblem> = {
  FST_REQ_FILE_TOO_LARGE: 'tooLarge',
  FST_FILES_LIMIT: 'tooManyFiles',
  FST_PARTS_LIMIT: 'tooManyFields',
  FST_FIELDS_LIMIT: 'tooManyFields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'missing',
};

/** Multipart failures as the member's problem: too big, too many parts, not a form, or cut off or mangled on the way. */
function asRejection(error: unknown): unknown {
  if (error instanceof AudioRejection) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  const problem = code ? PROBLEM_OF_CODE[code] : undefined;
  if (problem) return new AudioRejection(problem);
  // busboy's own errors ("Unexpected end of form", "Malformed part header") carry no code.
  if ((statusCode !== undefined && statusCode < 500) || (error instanceof Error && !code)) {
    return new AudioRejection('broken', (error as Error).message);
  }
  return error;
}

/**
 * Streams the `audio` file of a multipart request into the store's temporary folder (never into memory),
 * in whatever order the parts come, and collects the text fields. On any failure the temporary file is
 * already gone when this throws.
 */
export async function receiveVoiceUpload(request: FastifyRequest, store: AudioStore): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AudioRejection('missing');
  const fields: Record<string, string> = {};
  let audio: IncomingAudio | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== AUDIO_FIELD || audio) {
          part.file.resume();
          continue;
        }
        audio = await store.receive(part.file);
        if (part.file.truncated) throw new AudioRejection('tooLarge');
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (audio) await store.discard(audio);
    throw asRejection(error);
  }
  if (!audio || audio.bytes === 0) {
    if (audio) await store.discard(audio);
    throw new AudioRejection('missing');
  }
  return { fields, audio };
}
