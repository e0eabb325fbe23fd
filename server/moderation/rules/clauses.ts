/** Where a clause or a sentence starts and ends, so a rule can look at the words around a match. */

const CLAUSE_BOUNDARY = /[.!?;:\n,()"]| - /g;
const CLAUSE_OR_CONJUNCTION_BOUNDARY = /[.!?;:\n,()"]| - | (?:and|or|but|then) /g;
const SENTENCE_BOUNDARY = /[.!?;\n]/g;

/**
 * The words between the start of the clause and `index`, e.g. "it sounds like" before "you have bpd".
 * With `splitAtConjunctions`, "and", "or", "but" and "then" also start a clause.
 */
export function clauseBefore(text: string, index: number, splitAtConjunctions = false): string {
  const boundaries = splitAtConjunctions ? CLAUSE_OR_CONJUNCTION_BOUNDARY : CLAUSE_BOUNDARY;
  let start = 0;
  for (const boundary of text.slice(0, index).matchAll(boundaries)) start = (boundary.index ?? 0) + boundary[0].length;
  return text.slice(start, index).trim();
}

/** The words between the start of the sentence and `index`. */
export function sentenceBefore(text: string, index: number): string {
  let start = 0;
  for (const boundary of text.slice(0, index).matchAll(SENTENCE_BOUNDARY)) start = (boundary.index ?? 0) + boundary[0].length;
  return text.slice(start, index).trim();
}

/** The rest of the sentence after `index`, with its closing punctuation ("?" tells a question). */
export function sentenceAfter(text: string, index: number): string {
  const rest = text.slice(index);
  const end = rest.search(/[.!?;\n]/);
  return end === -1 ? rest : rest.slice(0, end + 1);
}

/** Inside a quotation that opened earlier in the sentence: someone else's words, not the writer's. */
export function isQuoted(text: string, index: number): boolean {
  return (sentenceBefore(text, index).match(/"/g) ?? []).length % 2 === 1;
}

/**
 * True when nothing but discourse words ("honestly", "i think", "sounds like") stands before the
 * match in its clause, i.e. the match is the clause's own statement and not embedded in
 * "what you need to do" or "if you have depression".
 */
export function startsItsClause(prefix: string, leadWords: RegExp): boolean {
  let rest = prefix.trim();
  for (let guard = 0; rest && guard < 20; guard++) {
    const lead = leadWords.exec(rest);
    if (!lead || lead[0].length === 0) return false;
    rest = rest.slice(lead[0].length).trim();
  }
  return rest === '';
}

/** Builds a lead-word pattern anchored at the start: `leadWordsPattern(['so', 'i think'])`. */
export function leadWordsPattern(words: string[]): RegExp {
  const alternatives = [...words].sort((a, b) => b.length - a.length).join('|');
  return new RegExp(`^(?:${alternatives})(?=\\s|$)`);
}

/** Words that may open a clause without making it anything but a plain statement to the listener. */
export const DISCOURSE_LEADS = [
  'and', 'but', 'so', 'then', 'or', 'also', 'plus', 'now', 'first', 'firstly', 'second', 'secondly', 'next', 'finally',
  'honestly', 'seriously', 'really', 'frankly', 'look', 'listen', 'dude', 'bro', 'man', 'girl', 'sis', 'hun', 'hon', 'friend',
  'mate', 'ok', 'okay', 'well', 'yes', 'yeah', 'yea', 'no', 'nah', 'tbh', 'imo', 'imho', 'ngl', 'to be honest', 'in my opinion',
  'personally', 'at this point', 'right now', 'at the end of the day', 'obviously', 'clearly', 'sorry', 'im sorry', 'i hate to say it',
  'i hate to say this', 'the truth is', 'the thing is', 'bottom line', 'either way', 'like', 'literally', 'just', 'please', 'babe',
  'love', 'sweetie', 'sweetheart', 'hey', 'oh', 'i say', 'i would say', 'id say', 'thats why', 'which is why', 'in that case',
  'if so', 'otherwise', 'anyway', 'anyways', 'for real', 'fr', 'yo', 'buddy', 'pal', 'no offense', 'no offence', 'trust me',
  'i think', 'i really think', 'i honestly think', 'i feel like', 'i believe', 'i guess', 'i mean', 'i know', 'i bet', 'that',
  'im pretty sure', 'pretty sure', 'im sure', 'to me', 'it sounds like', 'sounds like', 'it seems like', 'it seems', 'seems like',
  'it looks like', 'looks like', 'i can tell', 'you know',
];

/** The sentence before the one the match ends in. */
export function previousSentence(words: string, matchEnd: number): string {
  const own = sentenceBefore(words, matchEnd);
  const start = words.lastIndexOf(own, matchEnd);
  return start > 0 ? sentenceBefore(words, words.slice(0, start).replace(/[.!?;\n\s]+$/, '').length) : '';
}
