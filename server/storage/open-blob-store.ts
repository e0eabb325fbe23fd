import type { AudioStoreConfig } from '../config.js';
import type { BlobStore } from './blob-store.js';
import { LocalDiskStore } from './local-disk-store.js';
import { S3Store } from './s3-store.js';

/** The configured backend: files under `dataDir`, or the S3-compatible bucket. */
export function openBlobStore(config: AudioStoreConfig, dataDir: string, contentTypeOf: (key: string) => string | undefined): BlobStore {
  if (config.kind === 'local') return new LocalDiskStore(dataDir, contentTypeOf);
  const { kind: _kind, ...options } = config;
  return new S3Store(options);
}
