import { describe, expect, it } from 'vitest';
import { membersSpelling } from './members-spelling.js';
import { SeededRandom } from './seeded-random.js';

const TEXT = "I don't know what to do right now. You're the only people who listen, because my family won't.";
const spellings = (text: string, count: number) => Array.from({ length: count }, (_, seed) => membersSpelling(text, new SeededRandom(seed)));

describe('membersSpelling', () => {
  it('repeats exactly for the same seed', () => {
    expect(membersSpelling(TEXT, new SeededRandom(42))).toBe(membersSpelling(TEXT, new SeededRandom(42)));
  });

  it('always gives a second spelling, never the text itself', () => {
    for (const spelled of spellings('everything hurts tonight', 200)) expect(spelled).not.toBe('everything hurts tonight');
  });

  it('uses the shortenings members type, and sometimes leaves the long forms', () => {
    const all = spellings(TEXT, 200);
    expect(all.some((s) => s.startsWith('idk what to do rn'))).toBe(true);
    expect(all.some((s) => /\bur the only ppl\b/.test(s))).toBe(true);
    expect(all.some((s) => s.includes('because'))).toBe(true);
  });

  it('drops sentence punctuation in some spellings and keeps it in others', () => {
    const all = spellings(TEXT, 200);
    expect(all.some((s) => !/[.,]/.test(s))).toBe(true);
    expect(all.some((s) => s.endsWith('.'))).toBe(true);
  });

  it('slips on a few words, not most of them', () => {
    const words = 'the appointment letter finally arrived and honestly everything about waiting this long made things worse'.split(' ');
    const kept = spellings(words.join(' '), 300).map((s) => s.split(' ').filter((word, index) => word === words[index]).length / words.length);
    const mean = kept.reduce((sum, share) => sum + share, 0) / kept.length;
    expect(mean).toBeGreaterThan(0.85);
    expect(mean).toBeLessThan(1);
  });

  it('leaves no doubled or edge spaces', () => {
    for (const spelled of spellings('so . tired , of all of it !', 100)) expect(spelled).toMatch(/^\S(?:.*\S)?$/);
    for (const spelled of spellings('so . tired , of all of it !', 100)) expect(spelled).not.toMatch(/ {2}/);
  });
});
