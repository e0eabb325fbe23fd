import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobStoreUnavailableError, type BlobContent, type BlobInfo, type BlobStore, type ByteRange } from '../storage/blob-store.js';
import type { AudioFormat } from './audio-format.js';

/** Kept recordings are stored under `audio/<random>.<extension>`: the key a row stores (a path relative to the data dir on local disk). */
const AUDIO_FOLDER = 'audio';
/** Uploads in progress, always on this machine's disk (`<data dir>/audio/incoming`), where ffmpeg reads them. */
const INCOMING_FOLDER = 'incoming';
/** A key this store wrote; anything else in a row is never read or deleted through it. */
const AUDIO_KEY = /^audio\/[A-Za-z0-9_-]{1,64}\.[a-z0-9]{1,8}$/;
/** Keys looked up in the database at once by the sweep. */
const SWEEP_BATCH = 500;

/** The audio store could not be reached (a bucket's outage or credentials): the request can be tried again later. */
export class AudioStoreUnavailableError extends Error {}

/** The 503s of an unreachable audio store. */
export const AUDIO_STORE_ERRORS = {
  playUnavailable: 'We could not fetch this recording just now. Please try again in a moment.',
  saveUnavailable: 'We could not save your recording just now. Please keep it and try again in a moment.',
} as const;

async function reachable<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof BlobStoreUnavailableError) throw new AudioStoreUnavailableError(error.message, { cause: error });
    throw error;
  }
}

export interface IncomingAudio {
  /** Absolute path of the temporary file. */
  file: string;
  bytes: number;
}

/** 128 random bits, so a file name reveals nothing and cannot be guessed. */
const randomName = () => randomBytes(16).toString('base64url');

/** Whether a process with this id runs on this machine (EPERM: it does, but belongs to someone else). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `<pid>.<random>`: the folder of one store in one process, so a restart knows whose uploads were cut off. */
const ownerOf = (folderName: string): number | undefined => {
  const pid = Number(folderName.split('.')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

/**
 * The one owner of audio: uploads stream into a temporary file on this machine's disk, a recording that
 * passes every check is kept in the blob store (the data folder, or a bucket) under a random key, and
 * nothing else writes, reads or deletes kept recordings.
 */
export class AudioStore {
  private readonly incoming: string;
  /** This store's own temporary folder; other processes sharing the data dir have theirs. */
  private readonly ownIncoming: string;

  constructor(
    dataDir: string,
    readonly blobs: BlobStore,
  ) {
    this.incoming = path.join(dataDir, AUDIO_FOLDER, INCOMING_FOLDER);
    this.ownIncoming = path.join(this.incoming, `${process.pid}.${randomName().slice(0, 8)}`);
  }

  /** Writes `stream` to a new temporary file. The caller discards it, or keeps it with `keep`. */
  async receive(stream: Readable): Promise<IncomingAudio> {
    await fs.mkdir(this.ownIncoming, { recursive: true });
    const file = path.join(this.ownIncoming, `${randomName()}.upload`);
    try {
      await pipeline(stream, createWriteStream(file, { flags: 'wx' }));
      const { size } = await fs.stat(file);
      return { file, bytes: size };
    } catch (error) {
      await fs.rm(file, { force: true });
      throw error;
    }
  }

  async readHead(incoming: IncomingAudio, bytes: number): Promise<Buffer> {
    const handle = await fs.open(incoming.file, 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Stores a checked upload under a new random key; returns the key to store in the row. */
  async keep(incoming: IncomingAudio, format: AudioFormat): Promise<string> {
    const key = `${AUDIO_FOLDER}/${randomName()}.${format.extension}`;
    await reachable(() => this.blobs.putFile(key, incoming.file, format.mimeType));
    return key;
  }

  async discard(incoming: IncomingAudio): Promise<void> {
    await fs.rm(incoming.file, { force: true });
  }

  /** Deletes a kept recording; a value that is not one of this store's keys is left alone. */
  async remove(key: string): Promise<void> {
    if (isAudioKey(key)) await reachable(() => this.blobs.delete(key));
  }

  /** Size and date of a kept recording, or undefined when it is gone (or `key` is not the store's). */
  async stat(key: string): Promise<BlobInfo | undefined> {
    return isAudioKey(key) ? reachable(() => this.blobs.stat(key)) : undefined;
  }

  /** A kept recording (or a range of it) as a stream, or undefined when it is gone. */
  async read(key: string, range?: ByteRange): Promise<BlobContent | undefined> {
    return isAudioKey(key) ? reachable(() => this.blobs.get(key, range)) : undefined;
  }

  /**
   * Fails, with a sentence naming the store, when it cannot be listed (a bucket that does not exist,
   * wrong credentials, no network): checked at start, so a misconfigured bucket stops the server
   * instead of failing every recording later.
   */
  async assertUsable(): Promise<void> {
    try {
      for await (const _first of this.blobs.list(`${AUDIO_FOLDER}/`)) break;
    } catch (error) {
      throw new Error(`The audio store cannot be used: ${(error as Error).message}`, { cause: error });
    }
  }

  /** The keys among stored values that are this store's (others were never ours to delete). */
  keysOf(values: readonly string[]): string[] {
    return values.filter(isAudioKey);
  }

  /**
   * Removes what a crash can leave behind: the temporary uploads of processes that are gone (whatever
   * their age: an immediate restart cleans them), and kept recordings no row points at (a crash between
   * keeping a file and committing its row) once older than `graceMs`, so a recording another process is
   * about to commit is never raced.
   */
  async sweep(isReferenced: (keys: string[]) => Promise<Set<string>>, graceMs: number, now = Date.now()): Promise<number> {
    const cutOff = await this.removeUploadsOfGoneProcesses();
    const leftovers = await this.oldFilesIn(this.incoming, graceMs, now);
    await Promise.all(leftovers.map((file) => fs.rm(file, { force: true })));
    let orphans = 0;
    let batch: string[] = [];
    const removeUnreferenced = async () => {
      const referenced = await isReferenced(batch);
      const unreferenced = batch.filter((key) => !referenced.has(key));
      for (const key of unreferenced) await this.remove(key);
      orphans += unreferenced.length;
      batch = [];
    };
    for await (const kept of this.blobs.list(`${AUDIO_FOLDER}/`)) {
      if (!isAudioKey(kept.key) || now - kept.lastModified.getTime() <= graceMs) continue;
      batch.push(kept.key);
      if (batch.length === SWEEP_BATCH) await removeUnreferenced();
    }
    if (batch.length > 0) await removeUnreferenced();
    return cutOff + leftovers.length + orphans;
  }

  /** Files (not folders) directly in `folder` last written more than `graceMs` ago. */
  private async oldFilesIn(folder: string, graceMs: number, now: number): Promise<string[]> {
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    const found: string[] = [];
    for (const name of names) {
      const stat = await fs.stat(path.join(folder, name)).catch(() => undefined);
      if (stat?.isFile() && now - stat.mtimeMs > graceMs) found.push(path.join(folder, name));
    }
    return found;
  }

  private async removeUploadsOfGoneProcesses(): Promise<number> {
    const entries = await fs.readdir(this.incoming, { withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const entry of entries) {
      const owner = entry.isDirectory() ? ownerOf(entry.name) : undefined;
      if (owner === undefined || isAlive(owner)) continue;
      const folder = path.join(this.incoming, entry.name);
      removed += (await fs.readdir(folder).catch(() => [])).length;
      await fs.rm(folder, { recursive: true, force: true });
    }
    return removed;
  }
}

export const isAudioKey = (value: string): boolean => AUDIO_KEY.test(value);
