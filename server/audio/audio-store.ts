import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AudioFormat } from './audio-format.js';

/** Kept recordings live in `<data dir>/audio/`; rows store the path relative to the data dir. */
const AUDIO_FOLDER = 'audio';
/** Uploads in progress, on the same disk so keeping one is an atomic rename. */
const INCOMING_FOLDER = 'incoming';

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
 * The one owner of audio on disk: uploads stream into a temporary file, a recording that passes every
 * check is kept under a random name, and nothing else writes or deletes there.
 */
export class AudioStore {
  readonly root: string;
  private readonly incoming: string;
  /** This store's own temporary folder; other processes sharing the data dir have theirs. */
  private readonly ownIncoming: string;

  constructor(private readonly dataDir: string) {
    this.root = path.join(dataDir, AUDIO_FOLDER);
    this.incoming = path.join(this.root, INCOMING_FOLDER);
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

  /** Moves a checked upload to its permanent name; returns the path to store in the row. */
  async keep(incoming: IncomingAudio, format: AudioFormat): Promise<string> {
    const relativePath = `${AUDIO_FOLDER}/${randomName()}.${format.extension}`;
    await fs.rename(incoming.file, this.absolute(relativePath));
    return relativePath;
  }

  async discard(incoming: IncomingAudio): Promise<void> {
    await fs.rm(incoming.file, { force: true });
  }

  async remove(relativePath: string): Promise<void> {
    await fs.rm(this.absolute(relativePath), { force: true });
  }

  /** The file behind a stored path; refuses anything that would leave the audio folder. */
  absolute(relativePath: string): string {
    const absolute = path.resolve(this.dataDir, relativePath);
    if (path.dirname(absolute) !== this.root) throw new Error(`not an audio store path: ${relativePath}`);
    return absolute;
  }

  /** The files behind stored paths, leaving out any that is not the store's (it was never ours to delete). */
  filesOf(relativePaths: readonly string[]): string[] {
    return relativePaths.flatMap((relativePath) => {
      try {
        return [this.absolute(relativePath)];
      } catch {
        return [];
      }
    });
  }

  /**
   * Removes what a crash can leave behind: the temporary uploads of processes that are gone (whatever
   * their age: an immediate restart cleans them), and kept files no row points at (a crash between
   * keeping a file and committing its row) once older than `graceMs`, so a file another process is
   * about to commit is never raced.
   */
  async sweep(isReferenced: (relativePaths: string[]) => Promise<Set<string>>, graceMs: number, now = Date.now()): Promise<number> {
    const cutOff = await this.removeUploadsOfGoneProcesses();
    const stale = async (folder: string) => {
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      const found: string[] = [];
      for (const name of names) {
        const stat = await fs.stat(path.join(folder, name)).catch(() => undefined);
        if (stat?.isFile() && now - stat.mtimeMs > graceMs) found.push(name);
      }
      return found;
    };
    const leftovers = await stale(this.incoming);
    await Promise.all(leftovers.map((name) => fs.rm(path.join(this.incoming, name), { force: true })));
    const kept = (await stale(this.root)).map((name) => `${AUDIO_FOLDER}/${name}`);
    const referenced = kept.length > 0 ? await isReferenced(kept) : new Set<string>();
    const orphans = kept.filter((relativePath) => !referenced.has(relativePath));
    await Promise.all(orphans.map((relativePath) => this.remove(relativePath)));
    return cutOff + leftovers.length + orphans.length;
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
