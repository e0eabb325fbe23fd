import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from './blob-store.contract.js';
import { S3RequestError, S3Store } from './s3-store.js';
import { startS3TestServer, type S3TestServer } from './test-support/s3-test-server.js';

describeBlobStoreContract('S3 (s3rver, a real S3-compatible server over HTTP)', async () => {
  const server = await startS3TestServer();
  return { store: new S3Store(server.options), close: () => server.close() };
});

describe('S3Store against s3rver', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(async () => server.close());

  it('is refused with the wrong secret: the server checks the signature', async () => {
    const store = new S3Store({ ...server.options, secretAccessKey: 'not-the-secret' });
    const refused = await store.put('audio/x.webm', Buffer.from('x'), 'audio/webm').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(S3RequestError);
    expect(refused).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    await expect(store.stat('audio/x.webm')).rejects.toMatchObject({ status: 403 });
  });

  it('names the bucket that does not exist', async () => {
    const store = new S3Store({ ...server.options, bucket: 'no-such-bucket' });
    await expect(store.put('audio/x.webm', Buffer.from('x'), 'audio/webm')).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
  });

  it('pages through a listing longer than one page', async () => {
    const store = new S3Store({ ...server.options, listPageSize: 2 });
    const keys = ['paged/1.webm', 'paged/2.webm', 'paged/3.webm', 'paged/4.webm', 'paged/5.webm'];
    for (const key of keys) await store.put(key, Buffer.from(key), 'audio/webm');
    const listed = [];
    for await (const object of store.list('paged/')) listed.push(object.key);
    expect(listed).toEqual(keys);
  });

  it('fails, not hangs, when the server is not there', async () => {
    const store = new S3Store({ ...server.options, endpoint: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(store.stat('audio/x.webm')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('reads a key with every allowed character back under the same key', async () => {
    const store = new S3Store(server.options);
    await store.put('audio/A-z_0.9-x.webm', Buffer.from('named'), 'audio/webm');
    expect(await text((await store.get('audio/A-z_0.9-x.webm'))!.body)).toBe('named');
  });
});
