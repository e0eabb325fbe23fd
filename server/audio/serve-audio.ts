import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { AudioStore } from './audio-store.js';

export const RANGE_NOT_SATISFIABLE = 'That part of the recording does not exist. Please reload and play it again.';

/** Published recordings never change: a member's browser keeps them for a day. */
const PUBLISHED_MAX_AGE_SECONDS = 24 * 60 * 60;

export interface ServedAudio {
  /** The stored key (`audio/<random>.<extension>`). */
  key: string;
  mimeType: string;
  /**
   * Published audio may be kept by the browser; anything else (seen only by its author and admins) is
   * revalidated each time, so it is never replayed from cache to someone who signed in after them.
   */
  published: boolean;
}

interface ByteRange {
  start: number;
  end: number;
}

/**
 * One `bytes=` range (what audio elements send when seeking): "a-b", "a-" or "-n". Several ranges, or a
 * header that is not a byte range, are ignored (the whole file is sent), as RFC 9110 allows.
 */
function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const missing = (request: FastifyRequest, key: string, notFound: string) => {
  request.log.warn({ key }, 'a stored recording is missing from the audio store');
  return new HttpError(404, notFound);
};

/**
 * Sends a kept recording with ETag revalidation and HTTP Range (206 / 416), streamed from the audio store
 * (from disk, or from the bucket with a Range request of its own: never buffered whole).
 */
export async function sendAudio(request: FastifyRequest, reply: FastifyReply, store: AudioStore, audio: ServedAudio, notFound: string): Promise<FastifyReply> {
  const stat = await store.stat(audio.key);
  if (!stat) throw missing(request, audio.key, notFound);
  const size = stat.size;
  const etag = `"${createHash('sha1').update(`${audio.key}:${size}:${stat.lastModified.getTime()}`).digest('base64url').slice(0, 22)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', stat.lastModified.toUTCString())
    .header('cache-control', audio.published ? `private, max-age=${PUBLISHED_MAX_AGE_SECONDS}` : 'private, no-cache')
    .header('vary', 'Cookie');

  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();

  // If-Range: a range only applies to the very file the client has part of.
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, RANGE_NOT_SATISFIABLE);
  }
  const content = await store.read(audio.key, range);
  if (!content) throw missing(request, audio.key, notFound);
  reply.type(audio.mimeType);
  if (!range) return reply.status(200).header('content-length', content.size).send(content.body);
  reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`).header('content-length', range.end - range.start + 1);
  return reply.status(206).send(content.body);
}
