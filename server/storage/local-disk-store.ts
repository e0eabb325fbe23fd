import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, assertBlobPrefix, type BlobContent, type BlobInfo, type BlobStore, type ByteRange, type ListedBlob } from './blob-store.js';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Objects as files under `root` (the data dir: a key `audio/x.webm` is `<root>/audio/x.webm`, so rows
 * written before the storage interface existed still resolve). A file system keeps no content type,
 * so it is told by the key (`contentTypeOf`, from the extension).
 */
export class LocalDiskStore implements BlobStore {
  readonly kind = 'local';

  constructor(
    private readonly root: string,
    private readonly contentTypeOf: (key: string) => string | undefined = () => undefined,
  ) {}

  /** The file behind a key (validated, so it never leaves `root`). */
  fileOf(key: string): string {
    assertBlobKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written under a hidden name, then renamed: a reader sees the old object or the whole new one.
    const partial = path.join(path.dirname(file), `.${randomBytes(8).toString('hex')}.partial`);
    try {
      await fs.writeFile(partial, body, { flag: 'wx' });
      await fs.rename(partial, file);
    } finally {
      await fs.rm(partial, { force: true });
    }
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const target = this.fileOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.rename(file, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await this.put(key, await fs.readFile(file), contentType);
    }
  }

  async stat(key: string): Promise<BlobInfo | undefined> {
    const stat = await fs.stat(this.fileOf(key)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!stat?.isFile()) return undefined;
    return { size: stat.size, lastModified: stat.mtime, contentType: this.contentTypeOf(key) ?? DEFAULT_CONTENT_TYPE };
  }

  async get(key: string, range?: ByteRange): Promise<BlobContent | undefined> {
    const file = this.fileOf(key);
    // Opened before answering, so an object deleted right after `stat` is a miss, not a stream error.
    const handle = await fs.open(file, 'r').catch((error: unknown) => {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    });
    if (!handle) return undefined;
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      const body = handle.createReadStream({ autoClose: true, ...(range ? { start: range.start, end: range.end } : {}) });
      return { body, size: stat.size, lastModified: stat.mtime, contentType: this.contentTypeOf(key) ?? DEFAULT_CONTENT_TYPE };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedBlob> {
    assertBlobPrefix(prefix);
    const folder = path.join(this.root, ...prefix.slice(0, -1).split('/'));
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (!entry.isFile() || entry.name.startsWith('.')) continue;
      const stat = await fs.stat(path.join(folder, entry.name)).catch(() => undefined);
      if (stat?.isFile()) yield { key: `${prefix}${entry.name}`, size: stat.size, lastModified: stat.mtime };
    }
  }
}
