import { isGroupSpelling } from './group-spelling.js';
import type { NormalizedText } from './normalize.js';
import { IDENTITY_SLURS } from './offensive-terms.js';
import { isKnownWord, spokenCount } from './spoken-words.js';

/** Shortenings members type, spelled out the way the rules are written (apostrophes already dropped). */
const SHORTENINGS: Record<string, string> = {
  u: 'you', r: 'are', ppl: 'people', rn: 'right now', bc: 'because', cos: 'because', coz: 'because',
  cuz: 'because', bcos: 'because', smth: 'something', sth: 'something', tho: 'though', rly: 'really', tonite: 'tonight',
  pls: 'please', plz: 'please', idk: 'i dont know', tbh: 'to be honest', ngl: 'not gonna lie', wat: 'what', thx: 'thanks',
  abt: 'about', wen: 'when', wiv: 'with', ya: 'you', yall: 'you all', nvm: 'never mind', bf: 'boyfriend', gf: 'girlfriend',
  obvs: 'obviously', probs: 'probably', srsly: 'seriously', ik: 'i know', oded: 'overdosed', odded: 'overdosed',
  oding: 'overdosing', odding: 'overdosing', yrs: 'years', mths: 'months', mnths: 'months', wks: 'weeks',
  // Short words with a vowel dropped or a letter lost, too short for the slip reader below but no word of their own.
  tok: 'took', nxt: 'next', thn: 'then', jst: 'just', hte: 'hate', hve: 'have', sck: 'sick', lok: 'look', tht: 'that',
  wht: 'what', dnt: 'dont', cud: 'could', wud: 'would',
};

/** Shorter words have too many neighbours one slip away to guess which was meant. */
const SHORTEST_CORRECTED = 4;
/** A correction must be a word people actually say, not a rare one that happens to be one slip away. */
const COMMON_ENOUGH = 20;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Keys a thumb lands on instead of the one meant (QWERTY, diagonals included). */
const NEIGHBOUR_KEYS: Record<string, string> = {
  q: 'wa', w: 'qeasd', e: 'wrsdf', r: 'etdfg', t: 'ryfgh', y: 'tughj', u: 'yihjk', i: 'uojkl', o: 'ipkl', p: 'ol',
  a: 'qwszx', s: 'qweadzxc', d: 'wersfxcv', f: 'ertdgcvb', g: 'rtyfhvbn', h: 'tyugjbnm', j: 'yuihknm', k: 'uiojlm',
  l: 'iopk', z: 'asx', x: 'zsdca', c: 'xdfvs', v: 'cfgbd', b: 'vghnf', n: 'bhjmg', m: 'njkh',
};

/** Every word one slip away (neighbouring letters swapped, one missed, one added, a neighbouring key hit); the first key is never missed or mistyped. */
export function oneSlipAway(word: string): Set<string> {
  const near = new Set<string>();
  for (let at = 0; at < word.length - 1; at++) near.add(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
  for (let at = 1; at <= word.length; at++) {
    // A four-letter word with a letter too many is more often an abbreviation ("govt", "yrs") than a slip.
    if (at < word.length && word.length >= 5) near.add(word.slice(0, at) + word.slice(at + 1));
    for (const letter of LETTERS) near.add(word.slice(0, at) + letter + word.slice(at));
    for (const letter of NEIGHBOUR_KEYS[word[at] ?? ''] ?? '') near.add(word.slice(0, at) + letter + word.slice(at + 1));
  }
  near.delete(word);
  return near;
}

/**
 * Contractions typed without their apostrophe. The spoken counts keep the apostrophe ("can't"), so
 * without this "csnt" and "hasbt" would never be read as "cant" and "hasnt".
 */
const CONTRACTIONS_TYPED_BARE = new Set(
  'dont cant wont isnt hasnt havent didnt doesnt wasnt werent couldnt wouldnt shouldnt arent aint im ive youre theyre thats whats'.split(' '),
);
const A_COMMON_WORDS_COUNT = 10_000;
/** "theyd", "youll", "hes": contractions once their apostrophe is dropped. */
const CONTRACTION = /^(?:i|you|he|she|it|we|they|that|there|who|what|where|how|this|here)(?:d|ll|ve|re|s|m)$/;
const isKnownStem = (word: string) => isKnownWord(word) || isGroupSpelling(word) || word in IDENTITY_SLURS;

/** "anyones", "cals", "albanians", "couldnt": a plural, possessive or negative of a known word is known. */
function isKnownForm(word: string): boolean {
  if (isKnownStem(word) || CONTRACTION.test(word) || CONTRACTIONS_TYPED_BARE.has(word)) return true;
  if (word.endsWith('s') && isKnownStem(word.slice(0, -1))) return true;
  // Not "csnt" read as "cs" + "nt": the short negatives are in CONTRACTIONS_TYPED_BARE.
  return word.endsWith('nt') && word.length >= 5 && isKnownStem(word.slice(0, -2));
}

const countOf = (word: string) => (CONTRACTIONS_TYPED_BARE.has(word) ? A_COMMON_WORDS_COUNT : spokenCount(word));

/**
 * "anyyones", "keeeps": a key held too long. Each run of a letter English seldom doubles, or of any
 * letter three times, shortened by one ("refugess" is left to the slips: "ss" is common).
 */
function heldKeyReadings(word: string): string[] {
  return [...word.matchAll(/([ahijkquvwxy])\1+|([a-z])\2{2,}/g)].map((run) => word.slice(0, run.index) + run[0].slice(1) + word.slice(run.index + run[0].length));
}

/** The most spoken word one slip away from an unknown word, or the word itself. */
export function likelyMeant(word: string): string {
  if (word.length < SHORTEST_CORRECTED) return word;
  const contraction = aContractionWithOneKeyTooMany(word);
  if (contraction) return contraction;
  if (isKnownForm(word)) return word;
  let best = word;
  let bestCount = COMMON_ENOUGH - 1;
  const consider = (candidate: string, count: number) => {
    if (count > bestCount) [best, bestCount] = [candidate, count];
  };
  // A held key's plural or possessive counts as often as its word ("anyyones" is "anyones").
  for (const candidate of heldKeyReadings(word)) consider(candidate, Math.max(countOf(candidate), candidate.endsWith('s') ? countOf(candidate.slice(0, -1)) : 0));
  for (const candidate of oneSlipAway(word)) consider(candidate, countOf(candidate));
  return best;
}

/**
 * "wonnt", "doont", "cannt": a bare contraction with one key too many. Checked before the known forms,
 * which would read "wonnt" as the negative of "won".
 */
function aContractionWithOneKeyTooMany(word: string): string | undefined {
  if (!word.endsWith('nt') || isKnownStem(word)) return undefined;
  for (let at = 1; at < word.length; at++) {
    const shorter = word.slice(0, at) + word.slice(at + 1);
    if (CONTRACTIONS_TYPED_BARE.has(shorter)) return shorter;
  }
  return undefined;
}

/** A word standing on its own: not part of "f*ggot", "refug33s" or "co-codamol", which other readers undo. */
const WHOLE_WORD = /(?<![\p{L}\p{N}*@$#_'-])[a-z]+(?![\p{L}\p{N}*@$#_'-])/gu;

/**
 * The words a member meant when typing fast on a phone: shortenings spelled out ("ppl r" → "people
 * are") and slips of the thumb corrected ("pils" → "pills", "knfie" → "knife"). A word is corrected
 * only when neither spoken English, our members' own writing nor the rules' group words know it, and
 * its first key is never taken as mistyped, so names and new words are mostly left as they are.
 */
export function readTyping(words: string): string {
  return words.replace(WHOLE_WORD, (word, offset: number) => {
    const shortening = SHORTENINGS[word];
    if (!shortening) return likelyMeant(word);
    return word.length === 1 && inSpelledOutRun(words, offset) ? word : shortening;
  });
}

/** "n 1 g g 3 r s": a single letter among single characters is part of a word spelled out, not "are". */
function inSpelledOutRun(words: string, offset: number): boolean {
  return /(?:^|\s)\S$/.test(words.slice(Math.max(0, offset - 3), offset - 1)) || /^\s\S(?:\s|$)/.test(words.slice(offset + 1, offset + 4));
}

/** The normalized text with its words read as the member meant them: the form the rule checks read. */
export function asMeant(text: NormalizedText): NormalizedText {
  const words = readTyping(text.words);
  // "od'd" loses its apostrophe to become "odd"; only a text that wrote it so means an overdose by it.
  return { plain: text.plain, words: /\bod'd\b/.test(text.plain) ? words.replace(/\bodd\b/g, 'overdosed') : words };
}
