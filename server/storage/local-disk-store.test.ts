import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from './blob-store.contract.js';
import { LocalDiskStore } from './local-disk-store.js';

const typeByExtension: Record<string, string> = { webm: 'audio/webm', ogg: 'audio/ogg' };
const contentTypeOf = (key: string) => typeByExtension[key.split('.').pop() ?? ''];

function openLocal() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-local-store-'));
  return { root, store: new LocalDiskStore(root, contentTypeOf), close: async () => fs.rmSync(root, { recursive: true, force: true }) };
}

describeBlobStoreContract('local disk', async () => openLocal());

describe('LocalDiskStore on disk', () => {
  it('keeps a key at the same relative path under its root, as rows written before the store expect', async () => {
    const { root, store, close } = openLocal();
    await store.put('audio/kept.webm', Buffer.from('x'), 'audio/webm');
    expect(fs.readFileSync(path.join(root, 'audio', 'kept.webm'), 'utf8')).toBe('x');
    expect(fs.readdirSync(path.join(root, 'audio'))).toEqual(['kept.webm']);
    await close();
  });

  it('moves a file in rather than copying it, and lists no folder or hidden file', async () => {
    const { root, store, close } = openLocal();
    const source = path.join(root, 'incoming.upload');
    fs.writeFileSync(source, 'recording');
    await store.putFile('audio/moved.webm', source, 'audio/webm');
    expect(fs.existsSync(source)).toBe(false);
    fs.mkdirSync(path.join(root, 'audio', 'incoming'));
    fs.writeFileSync(path.join(root, 'audio', '.123.partial'), 'half');
    const listed = [];
    for await (const object of store.list('audio/')) listed.push(object.key);
    expect(listed).toEqual(['audio/moved.webm']);
    await close();
  });
});
