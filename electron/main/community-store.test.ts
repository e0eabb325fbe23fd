import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMMUNITIES_FILE, HOSTED_COMMUNITY_NAME, openCommunityStore, partitionOf, UnknownCommunityError } from './community-store.js';

let directory: string;
const file = () => path.join(directory, COMMUNITIES_FILE);
const onDisk = () => JSON.parse(fs.readFileSync(file(), 'utf8'));

beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-communities-'));
});
afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

describe('the remembered communities', () => {
  it('starts empty on a first launch, without writing anything', () => {
    const store = openCommunityStore(directory);
    expect(store.list()).toEqual({ communities: [], activeId: null });
    expect(store.active()).toBeUndefined();
    expect(fs.existsSync(file())).toBe(false);
  });

  it('adds, switches and removes, and a new launch finds the same list', () => {
    const store = openCommunityStore(directory);
    const first = store.add({ url: 'https://support.example.org/feed', kind: 'remote' });
    expect(first).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), name: 'support.example.org', url: 'https://support.example.org', kind: 'remote' });
    const hosted = store.add({ url: 'http://127.0.0.1:43123', kind: 'hosted' });
    expect(hosted).toMatchObject({ name: HOSTED_COMMUNITY_NAME, kind: 'hosted' });
    expect(store.active()).toEqual(hosted);

    expect(store.switchTo(first.id)).toEqual(first);
    expect(openCommunityStore(directory).list()).toEqual({ communities: [first, hosted], activeId: first.id });

    store.remove(first.id);
    expect(store.list()).toEqual({ communities: [hosted], activeId: hosted.id });
    store.remove(hosted.id);
    expect(openCommunityStore(directory).list()).toEqual({ communities: [], activeId: null });
  });

  it('keeps one entry per address, and a single hosted community whose port may change', () => {
    const store = openCommunityStore(directory);
    const remote = store.add({ url: 'https://support.example.org', kind: 'remote' });
    expect(store.add({ url: 'https://SUPPORT.example.org/welcome', kind: 'remote' }).id).toBe(remote.id);
    const hosted = store.add({ url: 'http://127.0.0.1:40001', kind: 'hosted' });
    expect(store.add({ url: 'http://127.0.0.1:40002', kind: 'hosted' })).toEqual({ ...hosted, url: 'http://127.0.0.1:40002' });
    expect(store.updateUrl(hosted.id, 'http://127.0.0.1:40003/')).toMatchObject({ url: 'http://127.0.0.1:40003', name: HOSTED_COMMUNITY_NAME });
    expect(openCommunityStore(directory).list().communities.map((c) => c.url)).toEqual(['https://support.example.org', 'http://127.0.0.1:40003']);
  });

  it('refuses an unknown id, and an address that is not a web origin', () => {
    const store = openCommunityStore(directory);
    expect(() => store.switchTo('nope')).toThrow(UnknownCommunityError);
    expect(() => store.remove('nope')).toThrow(UnknownCommunityError);
    expect(() => store.updateUrl('nope', 'https://a.example.org')).toThrow(UnknownCommunityError);
    expect(() => store.add({ url: 'file:///etc/passwd', kind: 'remote' })).toThrow();
    expect(store.list().communities).toEqual([]);
  });

  it('gives each community its own session partition', () => {
    const store = openCommunityStore(directory);
    const a = store.add({ url: 'https://a.example.org', kind: 'remote' });
    const b = store.add({ url: 'https://b.example.org', kind: 'remote' });
    expect(partitionOf(a.id)).toBe(`persist:community-${a.id}`);
    expect(partitionOf(a.id)).not.toBe(partitionOf(b.id));
    for (const bad of ['', '../default', 'A B', 'x'.repeat(65)]) expect(() => partitionOf(bad)).toThrow(UnknownCommunityError);
  });
});

describe('the communities file', () => {
  it('is replaced atomically: valid JSON after every change, no temporary file left', () => {
    const store = openCommunityStore(directory);
    for (let i = 0; i < 5; i += 1) {
      store.add({ url: `https://c${i}.example.org`, kind: 'remote' });
      expect(onDisk().communities).toHaveLength(i + 1);
    }
    expect(fs.readdirSync(directory)).toEqual([COMMUNITIES_FILE]);
    expect(fs.statSync(file()).mode & 0o077).toBe(0);
  });

  it('a file that is not JSON is set aside, and the app starts afresh', () => {
    fs.writeFileSync(file(), '{"communities": [ {"id": "abc", "na');
    const store = openCommunityStore(directory);
    expect(store.list()).toEqual({ communities: [], activeId: null });
    const aside = fs.readdirSync(directory).filter((name) => name.startsWith(`${COMMUNITIES_FILE}.corrupt-`));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(directory, aside[0]!), 'utf8')).toContain('"na');
    store.add({ url: 'https://a.example.org', kind: 'remote' });
    expect(onDisk().communities).toHaveLength(1);
  });

  it('keeps the good entries of a file with bad ones, and forgets an active id that is gone', () => {
    const good = { id: 'a1', name: 'a.example.org', url: 'https://a.example.org', kind: 'remote' };
    fs.writeFileSync(
      file(),
      JSON.stringify({
        communities: [good, { id: '../escape', name: 'x', url: 'https://x.example.org', kind: 'remote' }, { id: 'b2', name: 'b', url: 'javascript:alert(1)', kind: 'remote' }, { id: 'c3', kind: 'hosted' }, 'nonsense'],
        activeId: 'b2',
      }),
    );
    expect(openCommunityStore(directory).list()).toEqual({ communities: [good], activeId: null });
  });
});
