import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobKeyError, type BlobStore } from './blob-store.js';

export interface ContractSubject {
  store: BlobStore;
  close(): Promise<void>;
}

const listAll = async (store: BlobStore, prefix: string) => {
  const found = [];
  for await (const object of store.list(prefix)) found.push(object);
  return found;
};

/**
 * What Kindred relies on from any backend of kept files, run against each of them (local disk, and a real
 * S3-compatible server): the same calls give the same answers.
 */
export function describeBlobStoreContract(name: string, open: () => Promise<ContractSubject>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: BlobStore;
    let scratch: string;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-blob-contract-'));
    });
    afterAll(async () => {
      await subject.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    });

    it('stores bytes with their type, and tells their size and date', async () => {
      const before = Date.now();
      await store.put('audio/first.webm', Buffer.from('webm bytes'), 'audio/webm');
      const info = await store.stat('audio/first.webm');
      expect(info).toMatchObject({ size: 10, contentType: 'audio/webm' });
      // Second precision on S3 (Last-Modified), so a second of slack either way.
      expect(info!.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(info!.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      const whole = await store.get('audio/first.webm');
      expect(whole).toMatchObject({ size: 10, contentType: 'audio/webm' });
      expect(await text(whole!.body)).toBe('webm bytes');
    });

    it('streams a byte range, with the whole size', async () => {
      await store.put('audio/range.webm', Buffer.from('0123456789abcdef'), 'audio/webm');
      for (const [start, end, expected] of [
        [0, 0, '0'],
        [3, 7, '34567'],
        [15, 15, 'f'],
        [0, 15, '0123456789abcdef'],
      ] as const) {
        const part = await store.get('audio/range.webm', { start, end });
        expect(part?.size).toBe(16);
        expect(await text(part!.body)).toBe(expected);
      }
    });

    it('stores a file by streaming it, several megabytes, and reads any part of it back', async () => {
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      const file = path.join(scratch, 'big.upload');
      fs.writeFileSync(file, bytes);
      await store.putFile('audio/big.ogg', file, 'audio/ogg');
      expect(await store.stat('audio/big.ogg')).toMatchObject({ size: bytes.length, contentType: 'audio/ogg' });
      const tail = await store.get('audio/big.ogg', { start: bytes.length - 1000, end: bytes.length - 1 });
      expect((await buffer(tail!.body)).equals(bytes.subarray(bytes.length - 1000))).toBe(true);
      expect((await buffer((await store.get('audio/big.ogg'))!.body)).equals(bytes)).toBe(true);
    });

    it('replaces an object put again under the same key', async () => {
      await store.put('audio/again.webm', Buffer.from('old'), 'audio/webm');
      await store.put('audio/again.webm', Buffer.from('newer'), 'audio/webm');
      expect(await text((await store.get('audio/again.webm'))!.body)).toBe('newer');
    });

    it('answers undefined for what is not there, and deleting it twice is fine', async () => {
      expect(await store.stat('audio/never.webm')).toBeUndefined();
      expect(await store.get('audio/never.webm')).toBeUndefined();
      expect(await store.get('audio/never.webm', { start: 0, end: 1 })).toBeUndefined();
      await store.put('audio/gone.webm', Buffer.from('x'), 'audio/webm');
      await store.delete('audio/gone.webm');
      await store.delete('audio/gone.webm');
      expect(await store.stat('audio/gone.webm')).toBeUndefined();
      expect(await store.get('audio/gone.webm')).toBeUndefined();
    });

    it('lists the objects right under a prefix, not deeper ones nor other folders', async () => {
      await store.put('listing/b.webm', Buffer.from('bb'), 'audio/webm');
      await store.put('listing/a.webm', Buffer.from('a'), 'audio/webm');
      await store.put('listing/deeper/c.webm', Buffer.from('c'), 'audio/webm');
      await store.put('listing-other/d.webm', Buffer.from('d'), 'audio/webm');
      const listed = await listAll(store, 'listing/');
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: 'listing/a.webm', size: 1 },
        { key: 'listing/b.webm', size: 2 },
      ]);
      expect(listed.every((object) => object.lastModified instanceof Date && !Number.isNaN(object.lastModified.getTime()))).toBe(true);
      await store.delete('listing/a.webm');
      expect((await listAll(store, 'listing/')).map((object) => object.key)).toEqual(['listing/b.webm']);
      expect(await listAll(store, 'nothing-here/')).toEqual([]);
    });

    it('refuses keys that could leave the store or need escaping', async () => {
      for (const key of ['../escape.webm', 'audio/../../etc/passwd', '/absolute.webm', '.hidden', 'audio/.partial', '', 'audio//x.webm', 'a b.webm', 'audio/é.webm']) {
        await expect(store.put(key, Buffer.from('x'), 'audio/webm'), key).rejects.toBeInstanceOf(BlobKeyError);
        await expect(store.get(key), key).rejects.toBeInstanceOf(BlobKeyError);
        await expect(store.delete(key), key).rejects.toBeInstanceOf(BlobKeyError);
      }
      await expect(listAll(store, 'audio')).rejects.toBeInstanceOf(BlobKeyError);
      await expect(listAll(store, '../')).rejects.toBeInstanceOf(BlobKeyError);
    });
  });
}
