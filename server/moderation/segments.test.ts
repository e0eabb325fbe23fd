import { describe, expect, it } from 'vitest';
import { classifierSegments } from './segments.js';

describe('what the classifier reads of a text', () => {
  it('reads a post or reply of ordinary length whole, obfuscation undone', () => {
    expect(classifierSegments('Y0U are so stup1d. Honestly.')).toEqual(['you are so stupid. honestly.']);
  });

  it('reads a long text whole and then in passages of whole sentences', () => {
    const sentence = 'Today I went for a long walk by the river and thought about everything that happened this year.';
    const text = `${sentence} ${sentence} ${sentence} ${sentence} ${sentence} I have the rope ready for tonight.`;
    const [whole, ...passages] = classifierSegments(text);
    expect(whole!.length).toBeGreaterThan(400);
    expect(passages.length).toBeGreaterThanOrEqual(2);
    passages.forEach((passage) => expect(passage.length).toBeLessThanOrEqual(300));
    expect(passages.at(-1)).toContain('i have the rope ready for tonight.');
  });

  it('gives an empty or letterless text one placeholder segment, never none', () => {
    expect(classifierSegments('')).toEqual(['.']);
    expect(classifierSegments('\u200b')).toEqual(['.']);
  });
});
