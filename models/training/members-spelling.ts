/**
 * A second spelling of a training text, the way members type on a phone late at night: sentence
 * punctuation dropped, the usual shortenings ("u", "rn", "idk", "bc") and a few typos. The classifier
 * read our own dev crises 11 points worse once they were spelled like this, though the words meant the
 * same; training on both spellings teaches it that they do.
 */
import type { SeededRandom } from './seeded-random.js';

/** Longer forms first, so "i don't know" becomes "idk" before "don't" is touched. */
const SHORTENINGS: ReadonlyArray<[RegExp, string]> = [
  [/\bi do(?:n'?t| not) know\b/gi, 'idk'],
  [/\bto be honest\b/gi, 'tbh'],
  [/\bright now\b/gi, 'rn'],
  [/\bnot gonna lie\b/gi, 'ngl'],
  [/\bbecause\b/gi, 'bc'],
  [/\byou\b/gi, 'u'],
  [/\byour\b/gi, 'ur'],
  [/\byou'?re\b/gi, 'ur'],
  [/\bare\b/gi, 'r'],
  [/\bpeople\b/gi, 'ppl'],
  [/\bsomething\b/gi, 'smth'],
  [/\bthough\b/gi, 'tho'],
  [/\breally\b/gi, 'rly'],
  [/\btonight\b/gi, 'tonite'],
  [/\bplease\b/gi, 'pls'],
];

const SENTENCE_PUNCTUATION = /[.,!?;:…]/g;
const TYPO_RATE = 0.06;
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function neighbourKey(letter: string, random: SeededRandom): string {
  const row = KEYBOARD_ROWS.find((keys) => keys.includes(letter));
  if (!row) return letter;
  const at = row.indexOf(letter);
  const options = [row[at - 1], row[at + 1]].filter((key): key is string => key !== undefined);
  return options[random.integerBelow(options.length)]!;
}

/** One slip of the thumb inside a word: two letters swapped, one missed, one doubled or a neighbour hit. */
function typo(word: string, random: SeededRandom): string {
  const at = 1 + random.integerBelow(word.length - 2);
  switch (random.integerBelow(4)) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + neighbourKey(word[at]!, random) + word.slice(at + 1);
  }
}

export function membersSpelling(text: string, random: SeededRandom): string {
  let spelled = text.toLowerCase();
  if (random.next() < 0.6) {
    for (const [pattern, short] of SHORTENINGS) spelled = spelled.replace(pattern, (found) => (random.next() < 0.7 ? short : found));
  }
  if (random.next() < 0.6) spelled = spelled.replace(SENTENCE_PUNCTUATION, (mark) => (random.next() < 0.8 ? '' : mark));
  const words = spelled.split(' ');
  const typoAt = (index: number) => /^[a-z]{4,}$/.test(words[index]!);
  let changed = words.map((word, index) => (typoAt(index) && random.next() < TYPO_RATE ? typo(word, random) : word)).join(' ');
  if (changed === text) {
    const candidates = words.map((_, index) => index).filter(typoAt);
    if (candidates.length > 0) {
      const index = candidates[random.integerBelow(candidates.length)]!;
      changed = words.map((word, at) => (at === index ? typo(word, random) : word)).join(' ');
    }
  }
  return changed.replace(/ {2,}/g, ' ').trim();
}
