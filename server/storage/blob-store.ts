import type { Readable } from 'node:stream';

/** Inclusive byte offsets, already checked against the object's size by the caller. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobInfo {
  /** The whole object's size in bytes, whatever range was asked for. */
  size: number;
  lastModified: Date;
  contentType: string;
}

export interface BlobContent extends BlobInfo {
  /** The object's bytes, or only the range asked for; streamed, never buffered whole. */
  body: Readable;
}

export interface ListedBlob {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * Where kept files live: the data dir's disk by default, an S3-compatible bucket by config. Keys are
 * relative paths like `audio/<random>.webm` (see `assertBlobKey`); a row stores the key, never a
 * backend's own address, so moving from one backend to another is a copy of the objects.
 */
export interface BlobStore {
  /** `local` or `s3`, for logs and the health page. */
  readonly kind: string;
  /** Stores bytes under `key`, replacing what was there; readers never see a half-written object. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores the file at `file` under `key`, streamed (never read into memory). The source may be moved
   * away (local disk renames it); the caller removes whatever is left of it.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Size, date and type, or undefined when there is no such object. */
  stat(key: string): Promise<BlobInfo | undefined>;
  /** The object's bytes (only `range`'s when given) as a stream, or undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<BlobContent | undefined>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The objects directly under `prefix` (which ends with `/`), not those in deeper folders. */
  list(prefix: string): AsyncIterable<ListedBlob>;
}

export class BlobKeyError extends Error {}

/** The backend could not be reached or refused the request (a bucket's network, credentials, outage). */
export class BlobStoreUnavailableError extends Error {
  constructor(
    message: string,
    /** The server's error code (`SignatureDoesNotMatch`, `NoSuchBucket`) or the network's (`ECONNREFUSED`). */
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * The keys every backend accepts alike: `/`-separated segments of letters, digits, `.`, `_` and `-`, none
 * starting with a dot. So no key climbs out of the store (`..`), names a hidden temporary file, or
 * needs escaping differently by S3 and by a file system.
 */
export function assertBlobKey(key: string): void {
  const segments = key.split('/');
  if (key.length > MAX_KEY_LENGTH || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new BlobKeyError(`not a storage key: ${JSON.stringify(key).slice(0, 80)}`);
  }
}

export function isBlobKey(key: string): boolean {
  try {
    assertBlobKey(key);
    return true;
  } catch {
    return false;
  }
}

/** A listing prefix: a key's folders, ending with `/`. */
export function assertBlobPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new BlobKeyError(`a prefix ends with "/": ${prefix}`);
  assertBlobKey(prefix.slice(0, -1));
}
