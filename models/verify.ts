import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { ModelFile } from './manifest.js';

export async function sha256OfFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

interface CachedDigest {
  size: number;
  mtimeMs: number;
  sha256: string;
}

const CACHE_FILE_NAME = '.verified-files.json';
let saveCounter = 0;

/**
 * Remembers the sha256 of files already hashed, keyed by absolute path and valid only while size and
 * mtime are unchanged, so start-up does not re-read ~80 MB of weights every time.
 */
export class VerificationCache {
  private readonly entries: Map<string, CachedDigest>;
  private dirty = false;

  private constructor(
    private readonly cacheFile: string | undefined,
    entries: Map<string, CachedDigest>,
  ) {
    this.entries = entries;
  }

  static inMemory(): VerificationCache {
    return new VerificationCache(undefined, new Map());
  }

  static async open(modelsDir: string): Promise<VerificationCache> {
    const cacheFile = path.join(modelsDir, CACHE_FILE_NAME);
    const entries = new Map<string, CachedDigest>();
    try {
      const parsed = JSON.parse(await readFile(cacheFile, 'utf8')) as { files?: Record<string, CachedDigest> };
      for (const [file, digest] of Object.entries(parsed.files ?? {})) {
        if (typeof digest?.sha256 === 'string' && typeof digest.size === 'number' && typeof digest.mtimeMs === 'number') {
          entries.set(file, digest);
        }
      }
    } catch {
      // No cache yet, or an unreadable one: everything is simply hashed again.
    }
    return new VerificationCache(cacheFile, entries);
  }

  lookup(filePath: string, size: number, mtimeMs: number): string | undefined {
    const cached = this.entries.get(filePath);
    return cached && cached.size === size && cached.mtimeMs === mtimeMs ? cached.sha256 : undefined;
  }

  remember(filePath: string, size: number, mtimeMs: number, sha256: string): void {
    this.entries.set(filePath, { size, mtimeMs, sha256 });
    this.dirty = true;
  }

  forget(filePath: string): void {
    this.dirty = this.entries.delete(filePath) || this.dirty;
  }

  async save(): Promise<void> {
    if (!this.cacheFile || !this.dirty) return;
    const body = JSON.stringify({ version: 1, files: Object.fromEntries(this.entries) }, null, 1);
    saveCounter += 1;
    const temporary = `${this.cacheFile}.${process.pid}.${threadId}.${saveCounter}.tmp`;
    try {
      await mkdir(path.dirname(this.cacheFile), { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, this.cacheFile);
      this.dirty = false;
    } catch {
      // A read-only models dir only costs a re-hash at the next start.
    }
  }
}

export type FileCheck =
  | { status: 'ok' }
  | { status: 'missing' }
  | { status: 'wrong-size'; actualBytes: number }
  | { status: 'wrong-hash'; actualSha256: string };

export async function checkFile(filePath: string, expected: ModelFile, cache: VerificationCache): Promise<FileCheck> {
  const absolute = path.resolve(filePath);
  let info;
  try {
    info = await stat(absolute);
  } catch {
    return { status: 'missing' };
  }
  if (!info.isFile()) return { status: 'missing' };
  if (info.size !== expected.bytes) return { status: 'wrong-size', actualBytes: info.size };
  let digest = cache.lookup(absolute, info.size, info.mtimeMs);
  if (!digest) {
    digest = await sha256OfFile(absolute);
    cache.remember(absolute, info.size, info.mtimeMs, digest);
  }
  return digest === expected.sha256 ? { status: 'ok' } : { status: 'wrong-hash', actualSha256: digest };
}

export function describeCheck(check: Exclude<FileCheck, { status: 'ok' }>, expected: ModelFile): string {
  switch (check.status) {
    case 'missing':
      return 'missing';
    case 'wrong-size':
      return `${check.actualBytes} bytes, expected ${expected.bytes}`;
    case 'wrong-hash':
      return `sha256 ${check.actualSha256}, expected ${expected.sha256}`;
  }
}
