/** The words of a normalized text with where they are, so a rule can look at the words next to one. */
export interface Word {
  text: string;
  start: number;
  end: number;
}

const WORD = /\p{L}[\p{L}'-]*/gu;

export function wordsOf(plain: string): Word[] {
  return [...plain.matchAll(WORD)].map((match) => ({ text: match[0], start: match.index!, end: match.index! + match[0].length }));
}

/** Two words with a single space between them, so a comma or a full stop ends a name or a place. */
export function areAdjacent(plain: string, first: Word | undefined, second: Word | undefined): boolean {
  return first !== undefined && second !== undefined && plain.slice(first.end, second.start) === ' ';
}

/** Accents dropped, so "zoë" and "josé" are looked up as "zoe" and "jose". */
export function unaccented(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}
