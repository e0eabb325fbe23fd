import { GROUP_WORDS, PERSON_NOUNS } from './group-terms.js';
import { isKnownWord } from './spoken-words.js';

/**
 * Chat spelling the group-hate patterns would miss, read back into plain words before they run:
 * words run together ("womenare", "killallmuslims", "gaypeople"), letters swapped or dropped
 * ("wmoen", "imigrants", "mslms", "blck ppl"), digits for letters the word form leaves
 * ("p30ple", "h8"), group words spelled out with spaces ("g a y"), text speak ("shud b") and the
 * fillers of a voice transcript ("they should all be, like, rounded up").
 */

/** Words of the hate patterns people misspell or run into a group word, besides the group words themselves. */
const KEY_WORDS = [
  'hate', 'despise', 'loathe', 'detest', 'disgust', 'disgusting', 'scum', 'vermin', 'trash', 'garbage', 'filth', 'filthy', 'animals', 'parasites',
  'cockroaches', 'leeches', 'rats', 'kill', 'murder', 'shoot', 'deport', 'deported', 'exterminate', 'exterminated', 'gassed', 'hanged', 'stupid',
  'worthless', 'useless', 'terrorists', 'criminals', 'rapists', 'subhuman', 'inferior', 'disease', 'plague', 'cancer', 'pathetic', 'perverts',
  'freaks', 'idiots', 'savages', 'monkeys', 'burden', 'brainless', 'thieves', 'liars', 'deserve', 'should', 'people', 'every', 'always',
];

/** Words that may be glued to a group word: "ihate", "killall", "are", "people". */
const GLUE_WORDS = [
  'we', 'all', 'the', 'those', 'these', 'typical', 'fucking', 'dirty', 'filthy', 'stupid', 'hate', 'kill', 'deport', 'gas', 'shoot', 'ban',
  'are', 'is', 'arent', 'a', 'an', 'so', 'should', 'shouldnt', 'must', 'cant', 'dont', 'need', 'deserve', 'belong', 'make', 'disgust', 'be',
  'die', 'out', 'scum', 'trash', 'vermin', 'rats', 'animals', 'terrorists', 'diseased', 'disgusting', 'ruin', 'run', 'world',
];

/** Real words a swap, a dropped letter or dropped vowels would misread ("tarns", "shot"): they stay as written. */
const REAL_WORDS = new Set<string>([
  'toon', 'toons',
  'abby', 'aborigine', 'adds', 'africa', 'africas', 'albania', 'albanias', 'algeria', 'america', 'americas', 'amputee', 'animal', 'anorexic', 'aras',
  'arts', 'asia', 'asias', 'asps', 'babes', 'back', 'backs', 'bangladesh', 'bangladeshs', 'bbs', 'bby', 'bind', 'brow', 'bulgaria', 'bulgarias',
  'bys', 'chid', 'christina', 'christinas', 'cockroachs', 'colombia', 'colombias', 'coloreds', 'coloured', 'coupes', 'couple', 'criminal', 'cuba',
  'dds', 'depot', 'disable', 'duds', 'dues', 'dwarf', 'dyes', 'eery', 'eritrea', 'eritreas', 'ethiopia', 'ever', 'fagot', 'fagots', 'father', 'fml',
  'freak', 'garage', 'geek', 'ghanian', 'gils', 'guatemala', 'gyps', 'hind', 'hinds', 'hmos', 'hms', 'idiot', 'illegal', 'india', 'indias', 'iraq',
  'iraqs', 'iris', 'israel', 'israels', 'jamaica', 'jamaicas', 'kenya', 'koran', 'korans', 'korea', 'koreas', 'kurd', 'lades', 'lairs', 'lars',
  'lathe', 'latin', 'latins', 'latvia', 'leechs', 'liar', 'liras', 'lithuania', 'lithuanias', 'loath', 'maes', 'male', 'maori', 'maris', 'metal',
  'midge', 'midges', 'moneys', 'monkey', 'mons', 'moslem', 'mother', 'mrs', 'native', 'negros', 'nigeria', 'nigerias', 'oder', 'oriental',
  'pakistan', 'pakistans', 'parasite', 'parent', 'peep', 'pees', 'pensioner', 'peps', 'peron', 'perons', 'pervert', 'pike', 'pikes', 'pls', 'poes',
  'pole', 'pols', 'quadriplegic', 'rapist', 'refuge', 'refuges', 'roam', 'roman', 'romania', 'romanias', 'russia', 'russias', 'savage', 'scot',
  'senior', 'shoo', 'shot', 'soot', 'sots', 'sottish', 'spastic', 'syria', 'syrias', 'tans', 'teaches', 'teenage', 'tees', 'tens', 'terrorist',
  'thieve', 'tran', 'traveler', 'tron', 'trons', 'turk', 'venezuela', 'whit', 'whits', 'wht', 'whts',
]);
/** Real words that read as words run together ("mensa" is not "men sa"): they stay whole. */
const WHOLE_WORDS = new Set<string>([
  'afghani', 'afghanis', 'airmen', 'americana', 'arabia', 'arabian', 'armenia', 'armenian', 'aroma', 'ascots', 'birdie', 'birther', 'blackout',
  'brownian', 'brownout', 'frenchman', 'frenchmen', 'frenchwoman', 'frenchwomen', 'indiana', 'indianan', 'irishman', 'irishmen', 'irishwoman',
  'irishwomen', 'menfolk', 'menfolks', 'romania', 'scotsman', 'scotsmen', 'scotswoman', 'scotswomen', 'somalia', 'somalian', 'weathermen',
  'welshman', 'welshmen', 'whiter', 'womenfolk', 'womenfolks',
]);
/** Real-word misspellings ("tarns people") read as the group word only before a person noun. */
const BEFORE_PERSON_NOUN = new Set(['tarns']);

/** Spellings people choose to dodge a filter, and text speak. */
const SPELLED_ON_PURPOSE: Record<string, string> = {
  jooz: 'jews', joos: 'jews', jewz: 'jews', muzlimz: 'muslims', h8: 'hate', h8te: 'hate', shud: 'should', shld: 'should', shd: 'should', shuld: 'should',
  evry: 'every', frm: 'from', dem: 'them', thm: 'them', dey: 'they',
};

const GROUP_SINGLE_WORDS = GROUP_WORDS.filter((word) => /^[a-z]+$/.test(word));
const KNOWN = new Set([...GROUP_SINGLE_WORDS, ...PERSON_NOUNS, ...KEY_WORDS]);

/** Every misspelling this module corrects, with the word it stands for (exported for the word-list check). */
export function misspellingsOf(word: string): string[] {
  const variants = new Set<string>();
  if (word.length >= 3) {
    for (let i = 0; i < word.length - 1; i++) {
      if (word[i] !== word[i + 1]) variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
  }
  if (word.length >= 5) for (let i = 1; i < word.length; i++) variants.add(word.slice(0, i) + word.slice(i + 1));
  const skeleton = word[0] + word.slice(1).replace(/[aeiou]/g, '');
  if (skeleton.replace(/[aeiou]/g, '').length >= 3 && skeleton !== word) variants.add(skeleton);
  return [...variants].filter((variant) => !KNOWN.has(variant));
}

export const CORRECTABLE_WORDS = [...KNOWN].filter((word) => word.length >= 3);

const MISSPELLINGS: Map<string, string> = (() => {
  const corrections = new Map<string, string>();
  // Group words first, so a misspelling both could be reads as the group word.
  for (const word of [...GROUP_SINGLE_WORDS, ...CORRECTABLE_WORDS]) {
    for (const variant of misspellingsOf(word)) {
      if (!REAL_WORDS.has(variant) && !corrections.has(variant)) corrections.set(variant, word);
    }
  }
  for (const [variant, word] of Object.entries(SPELLED_ON_PURPOSE)) corrections.set(variant, word);
  return corrections;
})();

/** A spelling this module reads itself (a group or key word, or one of their misspellings): other readers leave it be. */
export function isGroupSpelling(token: string): boolean {
  return KNOWN.has(token) || MISSPELLINGS.has(token);
}

const DIGIT_LETTERS: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b' };
const HATE_VERBS = 'hate|h8|despise|loathe|detest|want|wish|will|would|am|think|say';

export function readGroupSpelling(words: string): string {
  const plain = words
    .replace(/(?:,? (?:um+|uh+|er+m?|like|you know|i mean|right))+,(?= )/g, '')
    .replace(/\b([a-z]+(?: [a-z]+)?), \1\b/g, '$1')
    .replace(/\b[a-z](?: [a-z]){2,}\b/g, (run) => (KNOWN.has(run.replace(/ /g, '')) ? run.replace(/ /g, '') : run))
    .replace(/\b[a-z0-9](?: [a-z0-9]){3,}\b/g, (run) => (/[0-9]/.test(run) && (run.match(/[a-z]/g) ?? []).length >= 2 ? run.replace(/ /g, '') : run))
    .replace(/ \(([a-z0-9@$*!]+)\)/g, (whole, inner: string) => (/^(?:jk|lol|sic|not|kidding|joking)$/.test(inner) ? whole : ''))
    .replace(/\btheyre\b/g, 'they are')
    .replace(/\btheyd\b/g, 'they would')
    .replace(/\btheyll\b/g, 'they will')
    .replace(/\btheyve\b/g, 'they have')
    .replace(new RegExp(`\\b1 (?=(?:${HATE_VERBS})\\b)`, 'g'), 'i ')
    .replace(/\bi(hate|despise|detest|loathe)/g, 'i $1');
  const read = plain.replace(/[a-z0-9]+/g, (token, offset: number) => readToken(token, plain.slice(offset + token.length)));
  return read.replace(/\b(should|must|to|gotta) b\b/g, '$1 be');
}

const PERSON_NOUN_NEXT = new RegExp(`^ (?:${PERSON_NOUNS.join('|')})\\b`);

function readToken(token: string, after: string): string {
  if (/[0-9]/.test(token)) {
    if (!/[a-z]/.test(token)) return token;
    const lettered = token.replace(/[0-9]/g, (digit) => DIGIT_LETTERS[digit] ?? digit);
    const known = KNOWN.has(lettered) ? lettered : MISSPELLINGS.get(lettered);
    return known ?? MISSPELLINGS.get(token) ?? token;
  }
  if (KNOWN.has(token)) return token;
  if (BEFORE_PERSON_NOUN.has(token)) return PERSON_NOUN_NEXT.test(after) ? 'trans' : token;
  return MISSPELLINGS.get(token) ?? splitRunTogether(token) ?? splitBeforeKeyWord(token) ?? token;
}

const SEGMENTS = new Set([...GROUP_SINGLE_WORDS, ...PERSON_NOUNS, ...GLUE_WORDS]);
const GROUP_SET = new Set(GROUP_SINGLE_WORDS);

/** "killallmuslims" → "kill all muslims": the fewest known words that spell the token, one of them a group word. */
export function splitRunTogether(token: string): string | undefined {
  if (token.length < 5 || WHOLE_WORDS.has(token)) return undefined;
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= token.length; end++) {
    for (let start = Math.max(0, end - 14); start < end; start++) {
      const before = best[start];
      const piece = token.slice(start, end);
      if (!before || !SEGMENTS.has(piece)) continue;
      if (!best[end] || best[end]!.length > before.length + 1) best[end] = [...before, piece];
    }
  }
  const pieces = best[token.length];
  // A lone first letter ("r a men") is more often a real word than words run together.
  if (!pieces || pieces.length < 2 || pieces[0].length < 2 || !pieces.some((piece) => GROUP_SET.has(piece) && piece.length >= 3)) return undefined;
  return pieces.join(' ');
}

const KEY_WORD_SET = new Set(KEY_WORDS.filter((word) => word.length >= 4));
const LEADS_OF_A_KEY_WORD = new Set([...GLUE_WORDS, 'i', 'they', 'them']);

/** "areparasites" → "are parasites", "aregarbage" → "are garbage": a word of the hate patterns run into the word before it, where the whole is no word. */
export function splitBeforeKeyWord(token: string): string | undefined {
  if (token.length < 5 || isKnownWord(token)) return undefined;
  for (let cut = 1; cut <= 6 && cut < token.length - 3; cut++) {
    const lead = token.slice(0, cut);
    const rest = token.slice(cut);
    if (LEADS_OF_A_KEY_WORD.has(lead) && KEY_WORD_SET.has(rest)) return `${lead} ${rest}`;
  }
  return undefined;
}
