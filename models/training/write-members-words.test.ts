import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MEMBERS_WORDS_FILE, membersWordsSource } from './write-members-words.js';

describe("members' words", () => {
  it('are what the corpus train split gives today (run `npm run models:train` after adding rows)', async () => {
    expect(readFileSync(MEMBERS_WORDS_FILE, 'utf8')).toBe(await membersWordsSource());
  }, 60_000);
});
