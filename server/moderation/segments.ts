import { normalizeText } from './rules/normalize.js';
import { readTyping } from './rules/typing.js';

/** Texts up to this long are read whole: the classifier learned from posts and replies of this size. */
const READ_WHOLE_UP_TO = 400;
/** A long text (a voice transcript, say) is also read in passages of whole sentences about this long. */
const PASSAGE_LENGTH = 280;
const MAX_PASSAGES = 24;
const SENTENCE_END = /(?<=[.!?…])\s+|\n+/;

/**
 * What the kindness classifier reads of a text, in the form the rules read (obfuscation undone and phone
 * typing read as meant, so "y0u 1d10t" reads as "you idiot" and "ppl r rly rude" as "people are really rude"): the whole text first, then, when it is long, its passages, so one
 * desperate or cruel passage is not averaged away by a long kind text around it.
 */
export function classifierSegments(text: string): string[] {
  const whole = readTyping(normalizeText(text).words) || '.';
  if (whole.length <= READ_WHOLE_UP_TO) return [whole];
  const passages: string[] = [];
  let current = '';
  for (const sentence of whole.split(SENTENCE_END).filter((part) => /\p{L}/u.test(part))) {
    if (current && current.length + sentence.length > PASSAGE_LENGTH) {
      passages.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) passages.push(current);
  return [whole, ...passages.slice(0, MAX_PASSAGES)];
}
