import { randomUUID } from 'node:crypto';

/** Random v4 UUIDs: 122 random bits, so ids in URLs (messages, audio) cannot be guessed or enumerated. */
export const newId = (): string => randomUUID();

export const nowIso = (): string => new Date().toISOString();
