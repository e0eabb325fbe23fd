import { clauseBefore } from './clauses.js';
import type { LocatedFinding } from './located-findings.js';
import { NOT_SURNAMES } from './not-surnames.js';
import { isFirstName, isSurname } from './person-names.js';
import { CLEAR_STREET_TYPES as CLEAR_STREETS, WORD_LIKE_STREET_TYPES as WORD_LIKE_STREETS } from './street-words.js';
import { areAdjacent, wordsOf, type Word } from './text-words.js';

/**
 * Where a named person can be found: a named school, clinic, parish or shop ("fernbrook academy",
 * "st aidan's hall", "the vue cinema"), a named street ("on birch rd"), a room ("block c room 214"), a
 * workplace ("works at boots"), or an invitation to go and find them ("look me up", "ask for her", "tell
 * him lou sent you"). None of these is identifying alone: "i work at a school" and "my mum passed at st
 * mary's" are a life story; next to a full name they are not.
 */

const LIST = (words: string): string[] => words.trim().split(/\s+/);

const INSTITUTIONS = new Set(
  LIST(`academy school primary secondary college uni university grammar montessori nursery clinic hospital hospice infirmary surgery
  practice parish church chapel cathedral mosque temple synagogue gurdwara hall halls library centre center bank pub inn
  cafe café deli bakery shop store branch cinema gym salon restaurant hotel factory warehouse depot office vets pharmacy
  chemist garage hostel`),
);

/** Words that describe a kind of place rather than name one ("the local hospital", "a catholic school", "the garden centre"). */
const GENERIC_PLACE_WORDS = new Set(
  LIST(`high middle primary secondary grammar law medical nursing art arts boarding catholic christian muslim jewish private
  public state sunday night drama dance driving business film language special elementary junior senior infant infants
  local general mental psych psychiatric children's childrens kids city community district village town county regional
  main same previous whole entire nearest closest nearby rehab treatment day care dental vet walk-in eating disorder
  maternity cancer nhs a&e gp doctor's doctors dentist dentists garden call distribution leisure sports fitness shopping job
  youth health food coffee charity corner chip chippy book pound hair nail tattoo pizza computer phone music record toy
  pet grocery convenience betting bingo working mens men's womens women's social sixth student uni university college church
  school hospital prison homeless crisis recovery addiction detox emergency urgent teaching comprehensive inpatient outpatient
  good great nice small big tiny huge little old new lovely awful crappy shitty horrible terrible posh fancy expensive cheap
  other only usual favourite favorite hard easy fast slow quick long short wrong proper busy quiet open back side dirt
  country ring slip bypass fire police train bus coach petrol gas polish indian chinese italian thai turkish greek mexican
  irish english british american korean japanese vietnamese lebanese outdoor indoor summer winter holiday online graduate
  memory two-way one-way therapy retail healthcare education sales arabic spanish french german hebrew latin urdu
  hindi punjabi welsh gaelic bible quran`),
);

const CLEAR_STREET_TYPES = new Set(CLEAR_STREETS);
const WORD_LIKE_STREET_TYPES = new Set(WORD_LIKE_STREETS);

/** "at st columba's": a parish, school or hospital people call by its saint. */
const SAINTS_PLACE = /(?<=\b(?:at|from) )(?:st|saint)\.? [a-z]+'s\b/g;

const LOCATORS = [/\b(?:room|flat|dorm|apartment|apt|unit) (?:is |number |no\.? |#)?\d{1,4}[a-z]?\b/g, /\bblock [b-hj-z]\b/g];

const PLATFORMS = 'facebook|fb|insta|instagram|linkedin|snap|snapchat|tiktok|twitter';
/**
 * Asking readers to go and find someone. Not "look her up" or "follow him" alone: replies recommend
 * authors and public figures that way ("kristin neff, look her up").
 */
const INVITATIONS = new RegExp(
  [
    String.raw`\blook me up\b`,
    String.raw`\b(?:add|find|friend|follow) me\b`,
    String.raw`\bask for (?:me|him|her|them)\b`,
    String.raw`\bcome (?:and )?(?:find|see|say hi|visit|meet|round|by)\b`,
    String.raw`\bsay hi\b`,
    String.raw`\bknock\b`,
    String.raw`\bturn up\b`,
    String.raw`\b(?:pop|drop) (?:in|by|round)\b`,
    String.raw`\bdoor is (?:always )?open\b`,
    String.raw`\bsent you\b`,
    String.raw`\b(?:message|dm|text|call|contact|email|tell|warn) (?:him|her)\b`,
    String.raw`\bspread the word\b`,
    String.raw`\beveryone (?:on here )?(?:should|needs to|to|must) know\b`,
    String.raw`\bif (?:anyone|any of you) knows? (?:him|her)\b`,
    String.raw`\bwarn (?:the|everyone|people|others)\b`,
    String.raw`\bname and shame\b`,
    String.raw`\bin person\b`,
    String.raw`\birl\b`,
    String.raw`\bmeet up\b`,
    String.raw`\bmy (?:${PLATFORMS})(?: name)? is\b`,
    String.raw`\b(?:message|dm|add) (?:him|her) on (?:${PLATFORMS})\b`,
  ].join('|'),
  'g',
);

/** "works at", "teaches maths at", "he's a plumber in", "i'm at": what comes next is where they are. */
const WORKPLACE_LINKS = [
  /\b(?:works?|working|teach(?:es|ing)?|volunteers?|volunteering|stud(?:ies|ying))(?: [a-z]+){0,2}? (?:at|for) (?:the )?$/,
  /\b(?:i'm|im|i am|he's|hes|she's|shes|he is|she is|they're|is) (?:an? [a-z]+(?: [a-z]+)? (?:at|in|for)|at) (?:the )?$/,
];
/** Where something happened or someone was, not where they are: "died at st mary's", "we met at the crown pub", "he was a nurse at". */
const PAST_EVENT = /\b(?:died|passed|born|buried|cremated|married|met|saw|visited|went|grew up|lived|used to|was an?|were an?)\b/;
const DETERMINERS = new Set(LIST('the a an my your his her our their this that these those some any every each no its'));

/** A word that could be part of a place's name: not a common word, not a kind of place, not a person's possessive. */
function namesSomething(word: Word, previous: Word | undefined): boolean {
  if (previous !== undefined && /^(?:st|saint)$/.test(previous.text)) return true;
  const bare = word.text.replace(/'s$/, '');
  if (!isSurname(bare) || GENERIC_PLACE_WORDS.has(bare)) return false;
  return !(word.text.endsWith("'s") && isFirstName(bare));
}

const followsWorkplaceLink = (plain: string, word: Word): boolean => {
  const before = plain.slice(Math.max(0, word.start - 50), word.start);
  return WORKPLACE_LINKS.some((link) => link.test(before));
};

/** Every clue in the text of where someone can be found. */
export function findWhereToFind(plain: string): LocatedFinding[] {
  const words = wordsOf(plain);
  const clues: LocatedFinding[] = [];
  const add = (signal: string, start: number, end: number): void => {
    clues.push({ signal, excerpt: plain.slice(start, end), start, end, score: 0.5 });
  };
  words.forEach((word, i) => {
    const named = namedWordBefore(plain, words, i);
    if (isInstitution(words, i) && named) add('named_place', named.start, word.end);
    if (namesAStreet(plain, words, i, named)) add('named_street', (named ?? words[i - 1]!).start, word.end);
    if (followsWorkplaceLink(plain, word) && namesSomething(word, words[i - 1])) add('workplace', word.start, word.end);
  });
  for (const pattern of LOCATORS) for (const match of plain.matchAll(pattern)) add('room', match.index!, match.index! + match[0].length);
  for (const match of plain.matchAll(SAINTS_PLACE)) add('named_place', match.index!, match.index! + match[0].length);
  const places = clues.filter((clue) => !PAST_EVENT.test(clauseBefore(plain, clue.start, true)));
  for (const match of plain.matchAll(INVITATIONS)) places.push({ signal: 'invitation', excerpt: match[0], start: match.index!, end: match.index! + match[0].length, score: 0.5 });
  return places;
}

/**
 * The word that names the place whose kind is words[i] ("bramwell" of "the bramwell clinic",
 * "hollybank" of "hollybank garden centre"), skipping the words that only describe it.
 */
function namedWordBefore(plain: string, words: Word[], i: number): Word | undefined {
  for (let j = i - 1; j >= Math.max(0, i - 4) && areAdjacent(plain, words[j], words[j + 1]); j--) {
    const word = words[j]!;
    if (namesSomething(word, words[j - 1])) return word;
    const describes = GENERIC_PLACE_WORDS.has(word.text) || INSTITUTIONS.has(word.text) || CLEAR_STREET_TYPES.has(word.text);
    if (!describes || DETERMINERS.has(word.text)) return undefined;
  }
  return undefined;
}

const isInstitution = (words: Word[], i: number): boolean =>
  INSTITUTIONS.has(words[i]!.text) || (words[i]!.text === 'form' && words[i - 1]?.text === 'sixth');

/**
 * "birch rd" or "on station road" (a clear street word after a name, or after "on", "off" or "at" and one or
 * two words); "on orchard way" (a street word that is also an everyday word, only after both).
 */
function namesAStreet(plain: string, words: Word[], i: number, named: Word | undefined): boolean {
  const street = words[i]!;
  const clear = CLEAR_STREET_TYPES.has(street.text);
  if (!clear && !WORD_LIKE_STREET_TYPES.has(street.text)) return false;
  const streetName = /\b(?:on|off|at) ((?:[a-z']+ ){1,2})$/.exec(plain.slice(Math.max(0, street.start - 30), street.start))?.[1];
  const afterOn = streetName !== undefined && streetName.trim().split(' ').every((word) => !NOT_SURNAMES.has(word) && !DETERMINERS.has(word));
  return clear ? named !== undefined || afterOn : named !== undefined && afterOn;
}
