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
  'mexican chinese indian pakistani bangladeshi nigerian syrian afghan somali eritrean sudanese ethiopian kenyan ghanaian congolese polish romanian bulgarian lithuanian latvian albanian ukrainian russian japanese korean vietnamese filipino thai haitian jamaican cuban iranian iraqi lebanese palestinian israeli turkish kurdish moroccan algerian egyptian brazilian colombian venezuelan salvadoran guatemalan honduran irish scottish welsh british american german french italian greek african';

export const PROTECTED_GROUPS: Record<GroupCategory, GroupTerms> = {
  gender: { plurals: ['women', 'females', 'girls', 'ladies', 'men', 'males'], singulars: ['woman', 'female', 'girl'], adjectives: [] },
  gender_identity: {
    plurals: ['transgenders', 'transsexuals', 'transvestites', 'heshes', 'trannies', 'trannys', 'troons', 'enbies', 'enbys', 'transwomen', 'transmen', 'nonbinaries'],
    singulars: ['transgender', 'transvestite', 'tranny', 'troon', 'enby'],
    adjectives: ['trans', 'transgender', 'transsexual', 'nonbinary', 'non binary', 'non-binary', 'genderqueer', 'genderfluid', 'enby'],
  },
  sexual_orientation: {
    plurals: ['gays', 'lesbians', 'homosexuals', 'homos', 'bisexuals', 'bis', 'queers', 'fags', 'faggots', 'dykes', 'lesbos', 'lezbos', 'lezzies', 'poofs', 'poofters', 'pansexuals', 'asexuals'],
    singulars: ['gay', 'lesbian', 'homosexual', 'bisexual', 'fag', 'faggot', 'dyke'],
    adjectives: ['gay', 'lesbian', 'bisexual', 'bi', 'homosexual', 'queer', 'pansexual', 'asexual', 'lgbt', 'lgbtq', 'lgbtqia'],
  },
  race_ethnicity: {
    plurals: ['blacks', 'whites', 'negroes', 'coloureds', 'asians', 'orientals', 'africans', 'latinos', 'latinas', 'latinx', 'hispanics', 'arabs', 'roma', 'romani', 'gypsies', 'gipsies', 'gyppos', 'pikeys', 'travellers', 'travelers', 'aborigines', 'aboriginals', 'natives', 'maoris', 'desis', 'dalits'],
    singulars: ['asian', 'latino', 'latina', 'hispanic', 'arab', 'gypsy', 'traveller', 'pikey'],
    adjectives: ['black', 'white', 'brown', 'asian', 'african american', 'latino', 'latina', 'latinx', 'hispanic', 'arab', 'roma', 'romani', 'gypsy', 'traveller', 'indigenous', 'native american', 'first nations', 'aboriginal', 'middle eastern', 'east asian', 'south asian', 'eastern european', 'mixed race', 'desi'],
  },
  religion: {
    plurals: ['muslims', 'moslems', 'mozlems', 'muzlims', 'muzzies', 'jews', 'christians', 'catholics', 'hindus', 'sikhs', 'buddhists'],
    singulars: ['muslim', 'jew', 'christian', 'catholic', 'hindu', 'sikh', 'buddhist'],
    adjectives: ['muslim', 'islamic', 'jewish', 'christian', 'catholic', 'hindu', 'sikh', 'buddhist'],
  },
  disability: {
    plurals: ['autists', 'autistics', 'aspies', 'cripples', 'retards', 'spastics', 'spazzes', 'mongs', 'downies', 'schizos', 'schizophrenics', 'paraplegics', 'quadriplegics', 'amputees', 'dwarves', 'dwarfs', 'midgets', 'anorexics', 'wheelchair users', 'mental patients'],
    singulars: ['cripple', 'retard', 'autist', 'spaz', 'schizo', 'midget'],
    adjectives: ['disabled', 'handicapped', 'blind', 'deaf', 'autistic', 'mentally ill', 'mentally disabled', 'mentally handicapped', 'learning disabled', 'neurodivergent', 'special needs', 'wheelchair', 'down syndrome', 'downs syndrome', 'schizophrenic', 'paraplegic', 'mental'],
    theAdjectives: ['disabled', 'handicapped', 'blind', 'deaf', 'mentally ill', 'mentally disabled', 'mentally handicapped'],
  },
  nationality_migration: {
    plurals: ['immigrants', 'migrants', 'refugees', 'asylum seekers', 'foreigners', 'illegals', 'illegal aliens', 'mexicans', 'indians', 'pakistanis', 'bangladeshis', 'nigerians', 'syrians', 'afghans', 'somalis', 'eritreans', 'poles', 'romanians', 'bulgarians', 'lithuanians', 'ukrainians', 'russians', 'koreans', 'americans', 'palestinians', 'israelis', 'iranians', 'iraqis', 'haitians', 'jamaicans', 'filipinos', 'albanians', 'turks', 'kurds', 'moroccans', 'brazilians', 'colombians', 'germans', 'scots', 'eastern europeans', 'pakis'],
    singulars: ['immigrant', 'migrant', 'refugee', 'foreigner', 'mexican', 'pakistani', 'nigerian', 'syrian', 'afghan', 'somali'],
    adjectives: ['immigrant', 'migrant', 'refugee', 'foreign', ...NATIONALITIES.split(' ')],
    theAdjectives: ['chinese', 'japanese', 'irish', 'british', 'french', 'vietnamese'],
  },
  age: { plurals: ['seniors', 'pensioners'], singulars: [], adjectives: ['old', 'elderly', 'older'], theAdjectives: ['elderly'] },
};

/** Adjectives that are ordinary words too ("black rats", "old dogs"): they name a group only before a person noun. */
export const AMBIGUOUS_ADJECTIVES = new Set(['black', 'white', 'brown', 'old', 'older', 'blind', 'deaf', 'foreign', 'wheelchair', 'mental', 'traveller', 'native american', 'french', 'german', 'greek', 'british', 'american']);

const PLURAL_PERSON_NOUNS = [
  'people', 'ppl', 'peeps', 'persons', 'adults', 'folks', 'folk', 'men', 'women', 'guys', 'girls', 'boys', 'lads', 'blokes', 'dudes', 'kids', 'children', 'babies', 'teens', 'teenagers',
  'chicks', 'families', 'couples', 'parents', 'mums', 'moms', 'dads', 'fathers', 'mothers', 'students', 'teachers', 'workers', 'staff', 'immigrants', 'refugees', 'migrants',
  'community', 'communities', 'lot',
];
const SINGULAR_PERSON_NOUNS = ['person', 'man', 'woman', 'guy', 'girl', 'boy', 'lad', 'bloke', 'dude', 'kid', 'child', 'baby', 'teen', 'teenager', 'family', 'student', 'teacher', 'worker'];
/**
 * Roles, so that "every indian doctor" and "roma landlords" name the group as plainly as "indian people".
 * Kept out of `PERSON_NOUNS`, whose near-misses the spelling reader corrects: a role's near-misses are often
 * words of their own ("manger" for "manager").
 */
const PLURAL_ROLE_NOUNS = ['doctors', 'nurses', 'landlords', 'tenants', 'neighbours', 'neighbors', 'colleagues', 'flatmates', 'housemates', 'bosses', 'managers', 'cleaners'];
const SINGULAR_ROLE_NOUNS = ['doctor', 'nurse', 'landlord', 'tenant', 'neighbour', 'neighbor', 'colleague', 'flatmate', 'housemate', 'boss', 'manager', 'cleaner'];
const PLURAL_NOUNS_AFTER_A_GROUP = [...PLURAL_PERSON_NOUNS, ...PLURAL_ROLE_NOUNS];
const SINGULAR_NOUNS_AFTER_A_GROUP = [...SINGULAR_PERSON_NOUNS, ...SINGULAR_ROLE_NOUNS];
const CONDITIONS =
  'disabilities|disability|learning disabilities|autism|aspergers|down syndrome|downs syndrome|downs|cerebral palsy|mental illness|mental illnesses|mental health issues|schizophrenia|bipolar|special needs';

const all = (pick: (terms: GroupTerms) => string[] | undefined): string[] => Object.values(PROTECTED_GROUPS).flatMap((terms) => pick(terms) ?? []);
const alternation = (words: string[]): string => [...new Set(words)].sort((a, b) => b.length - a.length).join('|');

export const GROUP_ADJECTIVES = alternation(all((terms) => terms.adjectives));
/** Every word that names a group, and the person nouns that follow a group adjective. */
export const GROUP_WORDS = [...new Set(all((terms) => [...terms.plurals, ...terms.singulars, ...terms.adjectives]))];
export const PERSON_NOUNS = [...new Set([...PLURAL_PERSON_NOUNS, ...SINGULAR_PERSON_NOUNS])];
const PLURALS = alternation(all((terms) => terms.plurals));
const SINGULARS = alternation(all((terms) => terms.singulars));
const THE_ADJECTIVES = alternation(all((terms) => terms.theAdjectives));

/**
 * Alternatives tried in order at each position: adjective + person noun first, so "muslim women"
 * is one mention, then the plural and singular nouns.
 */
const MENTION = new RegExp(
  [
    `\\b(?:${GROUP_ADJECTIVES})(?: (?:${GROUP_ADJECTIVES}))? (?<pluralPerson>${alternation(PLURAL_NOUNS_AFTER_A_GROUP)})\\b`,
    `\\b(?:${GROUP_ADJECTIVES})(?: (?:${GROUP_ADJECTIVES}))? (?<singularPerson>${alternation(SINGULAR_NOUNS_AFTER_A_GROUP)})\\b`,
    `\\bthe (?<theAdjective>${THE_ADJECTIVES})\\b(?! (?:${alternation([...PLURAL_NOUNS_AFTER_A_GROUP, ...SINGULAR_NOUNS_AFTER_A_GROUP])})\\b)`,
    `\\b(?:people|ppl|persons|kids|children|adults|those|anyone) with (?:${CONDITIONS})\\b`,
    `\\b(?:people|ppl|those|anyone) in wheelchairs\\b`,
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
  /** For a pronoun, the words that named the group it stands for. */
  referent?: string;
}

/** "no muslim", "not all men", "none of the refugees": the sentence denies something of the group. */
const DENYING_DETERMINER = /\b(?:no|no more|zero|not all|not every|not all of|none of|not a single|not many|not one)(?: (?:the|those|these|us))?$/;
/** "my gay neighbours", "some muslims", "the women at my work": particular people, not the group. */
const SPECIFIC_DETERMINER = /\b(?:some|a few|few|several|two|three|four|five|a couple|a couple of|one|one of the|my|our|your|his|her|their|certain|these two|those two)(?: (?:of|of the|of my|of our))?$/;
const SPECIFIC_AFTER =
  /^ (?:(?:at|in|on|from|near|around|across|next to) (?:my|our|his|her|their|this|that|the) (?:school|class|work|job|office|street|building|team|church|gym|store|shop|bus|house|neighbou?rhood|area|party|family|group|apartment|dorm|college|uni|university|hospital|ward|clinic|place|floor|town|village|club)|(?:i|we|you|he|she) (?:know|knew|met|meet|work|worked|live|lived|saw|see|dated|date|talked|talk|follow|follows)|next door|upstairs|downstairs|here today|today|yesterday|last night|this morning)\b/;
/** Words before a single member that make it stand for every member: "every muslim", "typical woman", "the next jew". */
const GENERIC_SINGULAR =
  /\b(?:every|each|any|all|typical|a typical|the average|an average|the next|the only good|name one|name a single|name me one|is there a single|is there one|show me one|show me a single|never trust a|never trust an|dont trust a|dont trust an|cant trust a|cant trust an|(?:never|dont|do not|cant|cannot|wont) respect an?|you)(?: (?:single|last|damn|fucking|stupid|dirty|filthy|dumb|orthodox|practising|practicing|devout|religious|illegal|foreign|young|grown))*$/;

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
/** "they are all", "all of them": the pronoun sums up every member, so even one person named before stands for the group. */
const SUMMING_UP = /^ (?:are all|r all|all|were all)\b|\b(?:all of|every one of|every single one of|each of|the lot of|every last one of)$/;
/** Words that name who a pronoun meant: "they're jews", "i hate them, those muslims", "the travellers i mean". */
const NAMING_LEAD = /^(?:(?:i mean|im talking about|i am talking about|talking about|they are|they r|those are|these are|its|just|only|all|all the|all those|all these|those|these|the|of course|nothing but|bloody|fucking|filthy|dirty) ?)*$/;
const NAMING_TAIL = /^(?: (?:i mean|of course|after all|obviously|lol|though|tho|honestly|the lot of them|all of them|and their (?:kids|children|families|wives|husbands)))*(?:$|[,.!?;:])/;

/**
 * "i met some muslims today. they are all liars": a pronoun stands for the last group named, if nobody
 * else could be meant; or for the group named right after it ("i hate them, those muslims", "they
 * are all liars. they're women after all").
 */
function findPronounMentions(words: string, mentions: GroupMention[]): GroupMention[] {
  const found: GroupMention[] = [];
  for (const match of words.matchAll(PRONOUN)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const referent = antecedentOf(words, mentions, start, end) ?? namedAfter(words, mentions, end);
    if (referent) found.push({ text: match[0], start, end, plural: true, generality: referent.generality, viaPronoun: true, referent: referent.text });
  }
  return found;
}

function antecedentOf(words: string, mentions: GroupMention[], start: number, end: number): GroupMention | undefined {
  const summingUp = SUMMING_UP.test(words.slice(end, end + 10)) || SUMMING_UP.test(words.slice(Math.max(0, start - 24), start).trimEnd());
  const antecedent = mentions.filter((mention) => (mention.plural || summingUp) && mention.end <= start && mention.generality !== 'denied').pop();
  // A group named more than a sentence back is too far to be sure the pronoun still means it.
  if (!antecedent || (words.slice(antecedent.end, start).match(/[.!?;\n]/g) ?? []).length > 1) return undefined;
  const antecedentSentenceStart = antecedent.start - sentenceBefore(words, antecedent.start).length;
  const others = words.slice(antecedentSentenceStart, antecedent.start) + ' ' + words.slice(antecedent.end, start);
  if (OTHER_PEOPLE.test(others)) return undefined;
  return antecedent.plural ? antecedent : { ...antecedent, generality: 'general' };
}

/** A group named in the pronoun's sentence or the next by a phrase that only names it. */
function namedAfter(words: string, mentions: GroupMention[], end: number): GroupMention | undefined {
  const named = mentions.find((mention) => mention.plural && mention.start >= end && mention.generality !== 'denied');
  if (!named || (words.slice(end, named.start).match(/[.!?;\n]/g) ?? []).length > 1) return undefined;
  const lead = words.slice(0, named.start).split(/[,.!?;:\n]/).pop()!.trim();
  return NAMING_LEAD.test(lead) && NAMING_TAIL.test(words.slice(named.end)) ? named : undefined;
}
