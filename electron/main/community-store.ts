/**
 * The communities a member keeps in the desktop app, remembered in `communities.json` in a given folder
 * (the app's user-data folder).
 *
 * Exports:
 * - `openCommunityStore(directory, options?)` → `CommunityStore`: `list()`, `get(id)`, `active()`,
 *   `add({ url, kind })` (remembers it, or finds the one already kept for that address — a single
 *   hosted one —, and makes it active), `switchTo(id)`, `remove(id)` (the next one becomes active), and
 *   `updateUrl(id, url)` (the hosted community's port may change between launches). Every change is
 *   written atomically; a corrupt file is set aside and the list starts empty; bad entries are dropped.
 * - `partitionOf(id)`: the community's own Electron session partition, `persist:community-<id>`, so a
 *   sign-in to one community never reaches another.
 * - `communityName(url, kind)`, `HOSTED_COMMUNITY_NAME`, `UnknownCommunityError`, `COMMUNITIES_FILE`.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { DesktopCommunity, DesktopCommunityList } from '../../shared/desktop-bridge.js';
import { readJsonFile, writeJsonFileAtomic } from './json-file.js';

export const COMMUNITIES_FILE = 'communities.json';
export const HOSTED_COMMUNITY_NAME = 'This computer';
/** Ids become part of partition names and file paths: letters, digits and dashes only. */
const ID_PATTERN = /^[a-z0-9-]{1,64}$/;

const communitySchema = z.object({
  id: z.string().regex(ID_PATTERN),
  name: z.string().min(1).max(200),
  url: z.string().refine((url) => URL.canParse(url) && new URL(url).origin === url, 'an origin'),
  kind: z.enum(['remote', 'hosted']),
}) satisfies z.ZodType<DesktopCommunity>;

const fileSchema = z.object({ communities: z.array(z.unknown()), activeId: z.string().nullable().optional() });

export class UnknownCommunityError extends Error {
  constructor(id: string) {
    super(`no remembered community has the id "${id}"`);
  }
}

export interface CommunityStore {
  list(): DesktopCommunityList;
  get(id: string): DesktopCommunity | undefined;
  active(): DesktopCommunity | undefined;
  add(community: { url: string; kind: DesktopCommunity['kind'] }): DesktopCommunity;
  switchTo(id: string): DesktopCommunity;
  remove(id: string): void;
  updateUrl(id: string, url: string): DesktopCommunity;
}

export const partitionOf = (id: string): string => {
  if (!ID_PATTERN.test(id)) throw new UnknownCommunityError(id);
  return `persist:community-${id}`;
};

export const communityName = (url: string, kind: DesktopCommunity['kind']): string => (kind === 'hosted' ? HOSTED_COMMUNITY_NAME : new URL(url).host);

export function openCommunityStore(directory: string, options: { newId?: () => string } = {}): CommunityStore {
  const file = path.join(directory, COMMUNITIES_FILE);
  const newId = options.newId ?? (() => randomBytes(8).toString('hex'));
  const stored = readJsonFile(file, fileSchema);
  let communities: DesktopCommunity[] = (stored?.communities ?? []).flatMap((entry) => {
    const parsed = communitySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  let activeId = communities.some((c) => c.id === stored?.activeId) ? stored!.activeId! : null;

  const save = () => writeJsonFileAtomic(file, { communities, activeId });
  const find = (id: string) => communities.find((community) => community.id === id);
  const existing = (id: string) => {
    const community = find(id);
    if (!community) throw new UnknownCommunityError(id);
    return community;
  };

  return {
    list: () => ({ communities: communities.map((community) => ({ ...community })), activeId }),
    get: (id) => {
      const community = find(id);
      return community && { ...community };
    },
    active: () => {
      const community = activeId ? find(activeId) : undefined;
      return community && { ...community };
    },
    add({ url, kind }) {
      const origin = new URL(url).origin;
      let community = communities.find((c) => (kind === 'hosted' ? c.kind === 'hosted' : c.kind === 'remote' && c.url === origin));
      if (community) community.url = origin;
      else {
        community = communitySchema.parse({ id: newId(), name: communityName(origin, kind), url: origin, kind });
        communities = [...communities, community];
      }
      activeId = community.id;
      save();
      return { ...community };
    },
    switchTo(id) {
      const community = existing(id);
      activeId = id;
      save();
      return { ...community };
    },
    remove(id) {
      existing(id);
      communities = communities.filter((community) => community.id !== id);
      if (activeId === id) activeId = communities[0]?.id ?? null;
      save();
    },
    updateUrl(id, url) {
      const community = existing(id);
      community.url = new URL(url).origin;
      if (community.kind === 'remote') community.name = communityName(community.url, 'remote');
      save();
      return { ...community };
    },
  };
}
