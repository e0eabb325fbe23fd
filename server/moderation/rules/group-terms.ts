import { sentenceBefore } from './clauses.js';

/**
 * The protected groups the hate rule looks for, and where a text names one: "muslims", "the
 * jews", "trans people", "black women", "people with disabilities", "the elderly", or "they" and
 * "them" when an earlier sentence named the group.
 */

export type GroupCategory =
  | 'gender'
  | 'gender_identity'
  | 'sexual_orientation'
  | 'race_ethnicity'
  | 'religion'
  | 'disability'
  | 'nationality_migration'
  | 'age';

interface GroupTerms {
  /** Nouns for the whole group: "muslims", "gays". */
  plurals: string[];
  /** Nouns for one member: "muslim", "woman". They count as the group only after "every", "typical" and the like. */
  singulars: string[];
  /** Words that name the group before a person noun: "trans" in "trans people". */
  adjectives: string[];
  /** Adjectives that name the group after "the": "the blind". */
  theAdjectives?: string[];
}

const NATIONALITIES =
  'mexican chinese indian pakistani nigerian syrian afghan somali polish romanian ukrainian russian japanese korean vietnamese filipino haitian iranian iraqi palestinian israeli turkish albanian irish british american african';

export const PROTECTED_GROUPS: Record<GroupCategory, GroupTerms> = {
  gender: { plurals: ['women', 'females', 'girls', 'men', 'males'], singulars: ['woman', 'female', 'girl'], adjectives: [] },
  gender_identity: {
    plurals: ['transgenders', 'transsexuals', 'trannies', 'trannys', 'troons', 'enbies'],
    singulars: ['transgender', 'tranny', 'troon', 'enby'],
    adjectives: ['trans', 'transgender', 'transsexual', 'nonbinary', 'non binary', 'non-binary', 'genderqueer', 'genderfluid', 'enby'],
  },
  sexual_orientation: {
    plurals: ['gays', 'lesbians', 'homosexuals', 'homos', 'bisexuals', 'queers', 'fags', 'faggots', 'dykes'],
    singulars: ['gay', 'lesbian', 'homosexual', 'bisexual', 'fag', 'faggot', 'dyke'],
    adjectives: ['gay', 'lesbian', 'bisexual', 'bi', 'homosexual', 'queer', 'lgbt', 'lgbtq', 'lgbtqia'],
  },
  race_ethnicity: {
    plurals: ['blacks', 'whites', 'asians', 'africans', 'latinos', 'latinas', 'latinx', 'hispanics', 'arabs', 'roma', 'romani', 'gypsies', 'aborigines'],
    singulars: ['asian', 'latino', 'latina', 'hispanic', 'arab', 'gypsy'],
    adjectives: ['black', 'white', 'brown', 'asian', 'african american', 'latino', 'latina', 'latinx', 'hispanic', 'arab', 'roma', 'romani', 'gypsy', 'indigenous', 'native american', 'aboriginal', 'middle eastern', 'east asian', 'south asian', 'mixed race'],
  },
  religion: {
    plurals: ['muslims', 'moslems', 'jews', 'christians', 'catholics', 'hindus', 'sikhs', 'buddhists'],
    singulars: ['muslim', 'jew', 'christian', 'catholic', 'hindu', 'sikh', 'buddhist'],
    adjectives: ['muslim', 'islamic', 'jewish', 'christian', 'catholic', 'hindu', 'sikh', 'buddhist'],
  },
  disability: {
    plurals: ['autists', 'autistics', 'cripples', 'retards', 'spastics', 'schizophrenics', 'paraplegics', 'amputees'],
    singulars: ['cripple', 'retard', 'autist'],
    adjectives: ['disabled', 'handicapped', 'blind', 'deaf', 'autistic', 'mentally ill', 'mentally disabled', 'neurodivergent', 'special needs', 'wheelchair'],
    theAdjectives: ['disabled', 'handicapped', 'blind', 'deaf', 'mentally ill', 'mentally disabled'],
  },
  nationality_migration: {
    plurals: ['immigrants', 'migrants', 'refugees', 'asylum seekers', 'foreigners', 'illegals', 'illegal aliens', 'mexicans', 'indians', 'pakistanis', 'nigerians', 'syrians', 'afghans', 'somalis', 'poles', 'romanians', 'ukrainians', 'russians', 'americans', 'palestinians', 'israelis', 'iranians', 'iraqis', 'haitians', 'filipinos', 'albanians', 'pakis'],
    singulars: ['immigrant', 'migrant', 'refugee', 'foreigner', 'mexican', 'pakistani', 'nigerian', 'syrian', 'afghan', 'somali'],
    adjectives: ['immigrant', 'migrant', 'refugee', 'foreign', ...NATIONALITIES.split(' ')],
    theAdjectives: ['chinese', 'japanese', 'irish', 'british'],
  },
  age: { plurals: ['seniors', 'pensioners'], singulars: [], adjectives: ['old', 'elderly', 'older'], theAdjectives: ['elderly'] },
};

/** Adjectives that are ordinary words too ("black rats", "old dogs"): they name a group only before a person noun. */
export const AMBIGUOUS_ADJECTIVES = new Set(['black', 'white', 'brown', 'old', 'older', 'blind', 'deaf', 'foreign', 'wheelchair']);

const PLURAL_PERSON_NOUNS = ['people', 'persons', 'folks', 'folk', 'men', 'women', 'guys', 'girls', 'boys', 'kids', 'children', 'teens', 'teenagers', 'families', 'immigrants', 'refugees', 'migrants', 'community', 'communities'];
const SINGULAR_PERSON_NOUNS = ['person', 'man', 'woman', 'guy', 'girl', 'boy', 'kid', 'child', 'teen', 'teenager'];
const CONDITIONS = 'disabilities|disability|autism|down syndrome|downs syndrome|mental illness|mental illnesses|mental health issues|schizophrenia|bipolar|special needs';

const all = (pick: (terms: GroupTerms) => string[] | undefined): string[] => Object.values(PROTECTED_GROUPS).flatMap((terms) => pick(terms) ?? []);
const alternation = (words: string[]): string => [...new Set(words)].sort((a, b) => b.length - a.length).join('|');

export const GROUP_ADJECTIVES = alternation(all((terms) => terms.adjectives));
const PLURALS = alternation(all((terms) => terms.plurals));
const SINGULARS = alternation(all((terms) => terms.singulars));
const THE_ADJECTIVES = alternation(all((terms) => terms.theAdjectives));

/**
 * Alternatives tried in order at each position: adjective + person noun first, so "muslim women"
 * is one mention, then the plural and singular nouns.
 */
const MENTION = new RegExp(
  [
    `\\b(?:${GROUP_ADJECTIVES})(?: (?:${GROUP_ADJECTIVES}))? (?<pluralPerson>${alternation(PLURAL_PERSON_NOUNS)})\\b`,
    `\\b(?:${GROUP_ADJECTIVES})(?: (?:${GROUP_ADJECTIVES}))? (?<singularPerson>${alternation(SINGULAR_PERSON_NOUNS)})\\b`,
    `\\bthe (?<theAdjective>${THE_ADJECTIVES})\\b(?! (?:${alternation([...PLURAL_PERSON_NOUNS, ...SINGULAR_PERSON_NOUNS])})\\b)`,
    `\\b(?:people|persons|kids|children|those|anyone) with (?:${CONDITIONS})\\b`,
    `\\b(?<plural>${PLURALS})\\b`,
    `\\b(?<singular>${SINGULARS})\\b`,
  ].join('|'),
  'g',
);

export type Generality = 'general' | 'specific' | 'denied';

export interface GroupMention {
  text: string;
  start: number;
  end: number;
  plural: boolean;
  generality: Generality;
  /** "they" or "them" standing for a group named earlier. */
  viaPronoun: boolean;
}

/** "no muslim", "not all men", "none of the refugees": the sentence denies something of the group. */
const DENYING_DETERMINER = /\b(?:no|not all|not every|not all of|none of|not a single|not many|not one)(?: (?:the|those|these|us))?$/;
/** "my gay neighbours", "some muslims", "the women at my work": particular people, not the group. */
const SPECIFIC_DETERMINER = /\b(?:some|a few|few|several|two|three|four|five|a couple|a couple of|one|one of the|my|our|your|his|her|their|this|that|certain|these two|those two)(?: (?:of|of the|of my|of our))?$/;
const SPECIFIC_AFTER =
  /^ (?:(?:at|in|on|from|near|around|across|next to) (?:my|our|his|her|their|this|that|the) (?:school|class|work|job|office|street|building|team|church|gym|store|shop|bus|house|neighbou?rhood|area|party|family|group|apartment|dorm|college|uni|university|hospital|ward|clinic|place|floor|town|village|club)|(?:i|we|you|he|she) (?:know|knew|met|meet|work|worked|live|lived|saw|see|dated|date|talked|talk|follow|follows)|next door|upstairs|downstairs|here today|today|yesterday|last night|this morning)\b/;
/** Words before a single member that make it stand for every member: "every muslim", "typical woman", "the next jew". */
const GENERIC_SINGULAR = /\b(?:every|each|any|all|typical|a typical|the average|an average|the next|never trust a|never trust an|dont trust a|dont trust an|cant trust a|cant trust an|you)(?: (?:single|last|damn|fucking|stupid|dirty|filthy|dumb))*$/;

export function findGroupMentions(words: string): GroupMention[] {
  const mentions: GroupMention[] = [];
  for (const match of words.matchAll(MENTION)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const groups = match.groups ?? {};
    const plural = !(groups.singular || groups.singularPerson);
    mentions.push({ text: match[0], start, end, plural, generality: generalityOf(words, start, end, plural), viaPronoun: false });
  }
  return [...mentions, ...findPronounMentions(words, mentions)];
}

function generalityOf(words: string, start: number, end: number, plural: boolean): Generality {
  const before = sentenceBefore(words, start).replace(/\b(?:all of the|all the|all those|all these)$/, 'all');
  const lastWords = before.split(' ').slice(-4).join(' ');
  if (DENYING_DETERMINER.test(lastWords)) return 'denied';
  if (/\bthe next$/.test(lastWords)) return 'general';
  if (!plural) return GENERIC_SINGULAR.test(lastWords) ? 'general' : 'specific';
  if (SPECIFIC_DETERMINER.test(lastWords) || SPECIFIC_AFTER.test(words.slice(end))) return 'specific';
  return 'general';
}

const PRONOUN = /\b(?:they|them|those people|these people|people like (?:that|them|those))\b/g;
/** Other people a pronoun could point to: "my parents hate gay people. they are..." is about the parents. */
const OTHER_PEOPLE =
  /\b(?:people|parents|friends|kids|guys|coworkers|co workers|colleagues|classmates|teachers|family|bullies|neighbou?rs|students|cousins|siblings|brothers|sisters|everyone|everybody|both|doctors|nurses|cops|police|politicians|bosses|managers|haters|trolls|folks)\b/;

/** "i met some muslims today. they are all liars": a pronoun stands for the last group named, if nobody else could be meant. */
function findPronounMentions(words: string, mentions: GroupMention[]): GroupMention[] {
  const found: GroupMention[] = [];
  for (const match of words.matchAll(PRONOUN)) {
    const start = match.index ?? 0;
    const antecedent = mentions.filter((mention) => mention.plural && mention.end <= start && mention.generality !== 'denied').pop();
    if (!antecedent) continue;
    const antecedentSentenceStart = antecedent.start - sentenceBefore(words, antecedent.start).length;
    const others = words.slice(antecedentSentenceStart, antecedent.start) + ' ' + words.slice(antecedent.end, start);
    if (OTHER_PEOPLE.test(others)) continue;
    found.push({ text: match[0], start, end: start + match[0].length, plural: true, generality: antecedent.generality, viaPronoun: true });
  }
  return found;
}

/**
 * Chat spelling the mention pattern would miss: group words run into their neighbours
 * ("womenare", "ihate muslims"), letters swapped or a double letter dropped ("wmoen", "imigrants"),
 * and "they're", which the word form reads as "theyre".
 */
export function readGroupSpelling(words: string): string {
  return words
    .replace(/\btheyre\b/g, 'they are')
    .replace(/\bi(hate|despise|detest|loathe)\b/g, 'i $1')
    .replace(/[a-z]+/g, (token) => MISSPELLINGS.get(token) ?? splitRunTogether(token) ?? token);
}

const SINGLE_WORD_TERMS = new Set(all((terms) => [...terms.plurals, ...terms.singulars, ...terms.adjectives]).filter((term) => /^[a-z]+$/.test(term)));
const GLUE_BEFORE: Record<string, string> = { i: 'i', all: 'all', the: 'the', hate: 'hate', ihate: 'i hate', kill: 'kill', killall: 'kill all', deport: 'deport', those: 'those', these: 'these', typical: 'typical' };
const GLUE_AFTER = ['are', 'r', 'arent', 'is', 'should', 'shouldnt', 'must', 'cant', 'dont', 'deserve', 'need', 'belong', 'make', 'disgust', 'people', 'folks'];
const TERMS_LONGEST_FIRST = [...SINGLE_WORD_TERMS].sort((a, b) => b.length - a.length);

function splitRunTogether(token: string): string | undefined {
  if (token.length < 5 || SINGLE_WORD_TERMS.has(token)) return undefined;
  for (const term of TERMS_LONGEST_FIRST) {
    const at = token.indexOf(term);
    if (at === -1) continue;
    const before = token.slice(0, at);
    const after = token.slice(at + term.length);
    if ((before || after) && (!before || Object.hasOwn(GLUE_BEFORE, before)) && (!after || GLUE_AFTER.includes(after))) {
      return [GLUE_BEFORE[before], term, after].filter(Boolean).join(' ');
    }
  }
  return undefined;
}

/** Real words one swap away from a group word ("tarns"), which must stay as written. */
const REAL_WORDS = new Set(['tarns', 'refuge', 'refuges', 'romain', 'fagot', 'fagots']);

/** Each group word of five letters or more with two neighbouring letters swapped or a double letter written once. */
const MISSPELLINGS: Map<string, string> = (() => {
  const misspellings = new Map<string, string>();
  for (const term of SINGLE_WORD_TERMS) {
    if (term.length < 5) continue;
    const variants: string[] = [];
    for (let i = 0; i < term.length - 1; i++) {
      if (term[i] !== term[i + 1]) variants.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
      else variants.push(term.slice(0, i) + term.slice(i + 1));
    }
    for (const variant of variants) {
      if (!SINGLE_WORD_TERMS.has(variant) && !REAL_WORDS.has(variant)) misspellings.set(variant, term);
    }
  }
  return misspellings;
})();
