import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { AVATARS } from '../../shared/constants.js';
import type { Db } from '../db/database.js';

export type Animal = (typeof AVATARS)[number];

const SHORT_SUFFIX_TRIES = 20;
const MAX_TRIES = 60;

export const animalOfEmoji = (emoji: string): Animal | undefined => AVATARS.find((animal) => animal.emoji === emoji);

/** A new member's avatar: any of the eight, so members are told apart in the feed while anonymous. */
export const randomAnimal = (): Animal => AVATARS[randomInt(AVATARS.length)] as Animal;

const randomHex = (length: number) => randomBytes(Math.ceil(length / 2)).toString('hex').slice(0, length);

/**
 * The names an animal gives, in the order they are tried: the plain name ("Owl"), then the name with
 * three random lowercase hex characters ("Owl-2f7", 4096 of them), each further ten tries one character
 * longer, should the short ones ever be crowded. "HummingBird-" plus six characters still fits the
 * 24-character limit.
 */
export function* animalNames(animal: Animal): Generator<string> {
  yield animal.username;
  for (let tried = 0; tried < MAX_TRIES; tried += 1) {
    const extra = tried < SHORT_SUFFIX_TRIES ? 0 : Math.min(3, 1 + Math.floor((tried - SHORT_SUFFIX_TRIES) / 10));
    yield `${animal.username}-${randomHex(3 + extra)}`;
  }
}

/** Whether `username` is one of the names this animal gives (so choosing the animal again keeps it). */
export function isNameOf(animal: Animal, username: string | null): boolean {
  return username !== null && new RegExp(`^${animal.username}(-[0-9a-f]{3,6})?$`, 'i').test(username);
}

/** Another member already has this name, compared as the unique index compares it. */
export async function isUsernameTakenByOther(db: Db, username: string, userId: string | null): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where(sql<string>`lower(username)`, '=', sql<string>`lower(${username})`);
  if (userId) query = query.where('id', '!=', userId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * A unique index on the username refused it (a member who took the same name a moment earlier): the
 * column's own (users_username_key, "users.username") or the case-blind one (users_username_lower_idx);
 * PostgreSQL may report either first.
 */
export function isUsernameConflict(error: unknown): boolean {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  const unique = code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
  return unique && /username/.test(`${constraint ?? ''} ${message ?? ''}`);
}

/**
 * Writes the first of `names` that is free: a name another member holds is skipped, and a name taken
 * between the check and the write (the unique index refuses it) makes `write` run again with the next.
 * `write` must be one statement or its own transaction, so a refused write leaves nothing behind.
 */
export async function writeWithFreeName<T>(db: Db, userId: string | null, names: Iterable<string>, write: (username: string) => Promise<T>): Promise<T> {
  for (const username of names) {
    if (await isUsernameTakenByOther(db, username, userId)) continue;
    try {
      return await write(username);
    } catch (error) {
      if (!isUsernameConflict(error)) throw error;
    }
  }
  throw new Error('no free username left among the names tried');
}
