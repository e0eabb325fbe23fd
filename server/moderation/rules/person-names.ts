import { FIRST_NAMES, WORD_LIKE_FIRST_NAMES } from './first-names.js';
import { MIDDLE_NAMES, NOT_SURNAMES, SURNAMES_WITH_VERB_ENDINGS } from './not-surnames.js';
import { areAdjacent, unaccented, wordsOf, type Word } from './text-words.js';

/**
 * What the words before a name say about it: `self` when the writer introduces themself ("my name is",
 * "i'm"), `named` when the text says a name follows ("her name is", "called", "dr"), `relation` after
 * a person word ("my ex", "my sponsor is"), `none` otherwise.
 */
export type NameCue = 'self' | 'named' | 'relation' | 'none';

/** A first name and a surname, as written in the normalized (lower-case) text. */
export interface FullName {
  excerpt: string;
  start: number;
  end: number;
  cue: NameCue;
}

const FILLERS = '(?:[ ,]+(?:uh|um|umm|er|erm|like|just|so|well|oh|hi|hey|actually|ok|okay))*[ ,]*';
const SELF_INTRODUCTION = new RegExp(
  `(?:^|[^\\p{L}'])(?:my (?:full |real |legal |whole )?name(?: is|'s|s)?|i'm|im|i am|call me|i go by)${FILLERS}$`,
  'u',
);
const RELATIONS =
  'ex|husband|wife|partner|boyfriend|girlfriend|bf|gf|fiance|fiancee|son|daughter|kid|child|mum|mom|mother|dad|father|stepdad|stepmum|stepmom|brother|sister|cousin|uncle|aunt|auntie|nan|gran|grandma|grandmother|grandad|grandfather|grandson|granddaughter|nephew|niece|friend|mate|bestie|boss|manager|supervisor|teacher|tutor|therapist|counsellor|counselor|psychiatrist|psychologist|doctor|gp|nurse|sponsor|neighbour|neighbor|roommate|flatmate|housemate|landlord|landlady|coworker|colleague|abuser|rapist|bully|stalker|attacker|pastor|priest|vicar|coach|mentor|carer';
const NAME_FOLLOWS = new RegExp(`(?:^|[^\\p{L}'])(?:name(?: is|'s| was)?|called|named|goes by|it's|its|this is|(?:${RELATIONS}) (?:is|was))${FILLERS}$`, 'u');
const RELATION_BEFORE = new RegExp(`(?:^|[^\\p{L}'])(?:${RELATIONS})${FILLERS}$`, 'u');
/** Titles before a name; after one of these the first name need not be on the list ("dr ngozi okafor"). */
const TITLES = new Set('dr mr mrs ms mx rev reverend rabbi imam prof cllr sgt'.split(' '));
/** Titles that are also everyday words ("my father figure", "my sister"): the first name must be on the list. */
const WORD_LIKE_TITLES = new Set('doctor father sister pastor coach professor sir dame officer sergeant detective councillor'.split(' '));
/** "st james", "san diego", "queen elizabeth", "the john radcliffe": a place, a monarch or a brand, not a member. */
const PLACE_PREFIXES = new Set('the st saint san santa port fort mount mt lake new north south east west king queen prince princess lord lady cape upper lower great'.split(' '));
const PLACE_NOUNS = new Set(
  'hospital hospice infirmary school academy college university uni centre center building house unit clinic library museum gallery theatre theater stadium arena store stores shop ad advert adverts foundation trust institute airport station bridge street road memorial nurses'.split(' '),
);

export const isFirstName = (word: string): boolean => FIRST_NAMES.has(unaccented(word).replace(/'s$/, ''));

/** A word that can be a surname: not a word a story puts after a first name ("said", "and", "19"). */
export function isSurname(word: string): boolean {
  const name = unaccented(word).replace(/'s$/, '');
  if (name.length < 2 || !/^(?:[od]')?[a-z](?:[a-z-]*[a-z])?$/.test(name) || NOT_SURNAMES.has(name) || PLACE_NOUNS.has(name)) return false;
  const lastPart = name.slice(name.lastIndexOf('-') + 1);
  if (SURNAMES_WITH_VERB_ENDINGS.has(lastPart)) return true;
  return !(lastPart.length >= 5 && /(?:ed|ing|ly)$/.test(lastPart));
}

/** A title, a first name, an optional middle name and a surname, with nothing but single spaces between. */
export function findFullNames(plain: string): FullName[] {
  const words = wordsOf(plain);
  const names: FullName[] = [];
  for (let i = 0; i < words.length; i++) {
    const lastIndex = surnameIndex(plain, words, i);
    if (lastIndex === undefined) continue;
    const name = nameWithCue(plain, words, i, lastIndex);
    if (!name) continue;
    names.push(name);
    i = lastIndex;
  }
  return names;
}

function isTitled(plain: string, words: Word[], i: number): boolean {
  const title = words[i - 1]?.text ?? '';
  const titled = TITLES.has(title) || (WORD_LIKE_TITLES.has(title) && isFirstName(words[i]!.text));
  return titled && areAdjacent(plain, words[i - 1], words[i]);
}

/** Where the surname of a name starting at words[i] is, past a middle name ("sarah jane whitlock"). */
function surnameIndex(plain: string, words: Word[], i: number): number | undefined {
  const first = words[i]!;
  const titled = isTitled(plain, words, i);
  if (titled ? !isSurname(first.text) : !isFirstName(first.text) || first.text.endsWith("'s")) return undefined;
  const second = words[i + 1];
  if (!areAdjacent(plain, first, second) || !isSurname(second.text)) return undefined;
  const third = words[i + 2];
  const middleName = (isFirstName(second.text) || MIDDLE_NAMES.has(second.text)) && !second.text.endsWith("'s");
  if (middleName && areAdjacent(plain, second, third) && isSurname(third.text)) return i + 2;
  return MIDDLE_NAMES.has(second.text) ? undefined : i + 1;
}

function nameWithCue(plain: string, words: Word[], i: number, lastIndex: number): FullName | undefined {
  const first = words[i]!;
  const last = words[lastIndex]!;
  const titled = isTitled(plain, words, i);
  const start = titled ? words[i - 1]! : first;
  if (namesAPlace(plain, start, last)) return undefined;
  let cue = cueBefore(plain.slice(Math.max(0, start.start - 60), start.start), titled);
  // "i'm jake paul's biggest fan", "i'm harry potter obsessed": "i'm" and a name that is not the writer's.
  if (cue === 'self' && (last.text.endsWith("'s") || NOT_AN_INTRODUCTION.test(plain.slice(last.end)))) cue = 'none';
  const wordLike = WORD_LIKE_FIRST_NAMES.has(unaccented(first.text));
  if (wordLike && cue !== 'self' && cue !== 'named') return undefined;
  // "i told john alex and gabriel": two first names with no cue are a list of friends.
  if (cue === 'none' && isFirstName(last.text)) return undefined;
  // "i'm ivy league educated": after "i'm", a word-like first name needs the place any other full name does.
  if (wordLike && cue === 'self') cue = 'named';
  return { excerpt: plain.slice(first.start, last.end), start: first.start, end: last.end, cue };
}

/** "the john radcliffe", "st james", "john lewis ad", "marie curie nurses": a place or a brand named after a person. */
function namesAPlace(plain: string, start: Word, last: Word): boolean {
  const before = /(\p{L}+) $/u.exec(plain.slice(Math.max(0, start.start - 12), start.start))?.[1];
  const after = /^ (\p{L}+)/u.exec(plain.slice(last.end, last.end + 16))?.[1];
  return (before !== undefined && PLACE_PREFIXES.has(before)) || (after !== undefined && PLACE_NOUNS.has(after));
}

const NOT_AN_INTRODUCTION = /^ (?:fan|fans|obsessed|level|levels|vibes|energy|mode|type|core|style|esque|wannabe)\b/;

function cueBefore(recent: string, titled: boolean): NameCue {
  if (SELF_INTRODUCTION.test(recent)) return 'self';
  if (titled || NAME_FOLLOWS.test(recent)) return 'named';
  return RELATION_BEFORE.test(recent) ? 'relation' : 'none';
}
