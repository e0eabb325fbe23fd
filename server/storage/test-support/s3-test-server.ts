import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3StoreOptions } from '../s3-store.js';

/** s3rver's built-in account: it checks every request's Signature Version 4 against this secret. */
const S3RVER_KEY = 'S3RVER';

export interface S3TestServer {
  /** What `S3Store` (or `KINDRED_S3_*`) needs to reach the test bucket. */
  options: S3StoreOptions;
  /** The same, as the environment a Kindred process reads. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, in a child process, over HTTP on a free loopback port) with one
 * empty bucket, for the tests of the S3 backend. It checks request signatures, and serves ranges and
 * paged listings as S3 does.
 */
export async function startS3TestServer(bucket = 'kindred-audio'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', path.join(import.meta.dirname, 's3rver-process.ts'), directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString().split('\n')[0]!).port));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const options: S3StoreOptions = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY, pathStyle: true };
  return {
    options,
    env: {
      KINDRED_AUDIO_STORE: 's3',
      KINDRED_S3_ENDPOINT: options.endpoint,
      KINDRED_S3_BUCKET: bucket,
      KINDRED_S3_REGION: options.region,
      KINDRED_S3_ACCESS_KEY_ID: S3RVER_KEY,
      KINDRED_S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      KINDRED_S3_PATH_STYLE: '1',
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
