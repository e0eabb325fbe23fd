import { DataSet, englishDataset, englishRecommendedTransformers, parseRawPattern, pattern, type PhraseBuilder, RegExpMatcher } from 'obscenity';
import type { GroupCategory } from './group-terms.js';

/**
 * Slurs, profanity and insults, found by the obscenity package so its handling of spelling tricks
 * ("1d10t", "fuuuck", "sh1t", look-alike letters) applies. Obscenity's patterns are written with
 * double letters collapsed ("anoying"), because it collapses them in the text before matching.
 */

export type OffensiveKind = 'identity_slur' | 'profanity' | 'insult';

export interface OffensiveWord {
  /** The whole word the term was found in: "motherfucker" for the term "fuck". */
  word: string;
  /** The dataset's name for it: "fuck", "idiot", "nigger". */
  term: string;
  kind: OffensiveKind;
  start: number;
  end: number;
  score: number;
}

interface TermMetadata {
  originalWord: string;
}

/** Obscenity's terms (and the few added below) that attack people for who they are; the rest of its list is general profanity. */
export const IDENTITY_SLURS: Record<string, { group: GroupCategory; score: number }> = {
  abo: { group: 'race_ethnicity', score: 0.9 },
  abeed: { group: 'race_ethnicity', score: 0.9 },
  africoon: { group: 'race_ethnicity', score: 0.9 },
  arabush: { group: 'race_ethnicity', score: 0.9 },
  boonga: { group: 'race_ethnicity', score: 0.9 },
  chingchong: { group: 'race_ethnicity', score: 0.9 },
  chink: { group: 'race_ethnicity', score: 0.9 },
  coon: { group: 'race_ethnicity', score: 0.85 },
  gook: { group: 'race_ethnicity', score: 0.9 },
  gyppo: { group: 'race_ethnicity', score: 0.85 },
  negro: { group: 'race_ethnicity', score: 0.6 },
  nigger: { group: 'race_ethnicity', score: 0.95 },
  spic: { group: 'race_ethnicity', score: 0.9 },
  wetback: { group: 'race_ethnicity', score: 0.9 },
  beaner: { group: 'race_ethnicity', score: 0.9 },
  raghead: { group: 'religion', score: 0.9 },
  towelhead: { group: 'religion', score: 0.9 },
  kike: { group: 'religion', score: 0.95 },
  paki: { group: 'nationality_migration', score: 0.85 },
  fag: { group: 'sexual_orientation', score: 0.9 },
  dyke: { group: 'sexual_orientation', score: 0.8 },
  tranny: { group: 'gender_identity', score: 0.9 },
  troon: { group: 'gender_identity', score: 0.9 },
  shemale: { group: 'gender_identity', score: 0.8 },
  retard: { group: 'disability', score: 0.75 },
  spastic: { group: 'disability', score: 0.75 },
  poof: { group: 'sexual_orientation', score: 0.85 },
  homo: { group: 'sexual_orientation', score: 0.8 },
  lezzie: { group: 'sexual_orientation', score: 0.8 },
  pikey: { group: 'race_ethnicity', score: 0.85 },
  jap: { group: 'race_ethnicity', score: 0.8 },
  wog: { group: 'race_ethnicity', score: 0.9 },
  sambo: { group: 'race_ethnicity', score: 0.9 },
  jigaboo: { group: 'race_ethnicity', score: 0.9 },
  'jungle bunny': { group: 'race_ethnicity', score: 0.9 },
  'curry muncher': { group: 'race_ethnicity', score: 0.85 },
  zipperhead: { group: 'race_ethnicity', score: 0.9 },
  yid: { group: 'religion', score: 0.9 },
  muzzie: { group: 'religion', score: 0.85 },
  spaz: { group: 'disability', score: 0.75 },
  tard: { group: 'disability', score: 0.75 },
  mong: { group: 'disability', score: 0.75 },
  downie: { group: 'disability', score: 0.8 },
};

/** Obscenity's terms that work as insults for a person; the sexual vocabulary ("sex", "porn") does not. */
const PROFANE_INSULTS: Record<string, number> = {
  fuck: 0.85, shit: 0.8, bitch: 0.85, bastard: 0.8, cunt: 0.9, dick: 0.8, prick: 0.8, twat: 0.85, wank: 0.8, whore: 0.9,
  slut: 0.9, ass: 0.75, cock: 0.8, pussy: 0.75, turd: 0.7, cuck: 0.75, 'jerk off': 0.7, dildo: 0.7, hooker: 0.8,
};

/** Insults without profanity, scored by how much they sting. */
const INSULTS: Record<string, { patterns: string[]; score: number }> = {
  idiot: { patterns: ['idiot'], score: 0.75 },
  moron: { patterns: ['|moron'], score: 0.75 },
  imbecile: { patterns: ['|imbecile'], score: 0.75 },
  cretin: { patterns: ['|cretin'], score: 0.75 },
  stupid: { patterns: ['|stupid'], score: 0.75 },
  dumb: { patterns: ['|dumb|', '|dumbass', '|dumbo|'], score: 0.75 },
  loser: { patterns: ['|loser'], score: 0.75 },
  pathetic: { patterns: ['|pathetic'], score: 0.75 },
  worthless: { patterns: ['|worthless'], score: 0.8 },
  useless: { patterns: ['|useless'], score: 0.75 },
  disgusting: { patterns: ['|disgusting'], score: 0.75 },
  scum: { patterns: ['|scum'], score: 0.8 },
  trash: { patterns: ['|trash|', '|trashy|'], score: 0.8 },
  garbage: { patterns: ['|garbage|'], score: 0.8 },
  braindead: { patterns: ['|braindead', '|brain dead|', '|brainless'], score: 0.75 },
  halfwit: { patterns: ['|halfwit', '|dimwit', '|nitwit'], score: 0.7 },
  'waste of space': { patterns: ['waste of space', 'waste of oxygen', 'waste of air'], score: 0.85 },
  jackass: { patterns: ['|jackass', '|fatass'], score: 0.75 },
  ugly: { patterns: ['|ugly|'], score: 0.7 },
  psycho: { patterns: ['|psycho|', '|psychos|', '|psychopath'], score: 0.65 },
  delusional: { patterns: ['|delusional'], score: 0.6 },
  annoying: { patterns: ['|anoying'], score: 0.55 },
  clown: { patterns: ['|clown|', '|clowns|'], score: 0.6 },
  jerk: { patterns: ['|jerk|', '|jerks|'], score: 0.6 },
  creep: { patterns: ['|creep|', '|creeps|', '|creepy|'], score: 0.6 },
  freak: { patterns: ['|freak|', '|freaks|'], score: 0.65 },
  weirdo: { patterns: ['|weirdo'], score: 0.6 },
  joke: { patterns: ['|joke|'], score: 0.6 },
  pig: { patterns: ['|pig|', '|pigs|'], score: 0.7 },
  douche: { patterns: ['|douche'], score: 0.7 },
  coward: { patterns: ['|coward|', '|cowards|'], score: 0.6 },
  crybaby: { patterns: ['|crybaby', '|snowflake'], score: 0.55 },
};

/** Slurs obscenity's English list lacks, in its collapsed spelling. */
const ADDED_SLURS: Record<string, string[]> = {
  coon: ['|coon|', '|coons|'],
  gook: ['|gook'],
  gyppo: ['|gypo', '|gipo'],
  spic: ['|spic|', '|spics|'],
  wetback: ['wetback'],
  beaner: ['|beaner'],
  raghead: ['raghead'],
  towelhead: ['towelhead'],
  paki: ['|paki|', '|pakis|'],
  troon: ['|troon|', '|troons|'],
  shemale: ['|shemale'],
  tranny: ['|tranie'],
  poof: ['|pofs|', '|pofter'],
  homo: ['|homo|', '|homos|'],
  lezzie: ['|lezie', '|lezer|', '|lezers|', '|lezbo', '|leza|', '|lezas|', '|lezo|', '|lezos|'],
  pikey: ['|pikey', '|pikie'],
  jap: ['|jap|', '|japs|'],
  wog: ['|wog|', '|wogs|', 'golywog', 'goliwog'],
  sambo: ['|sambo|', '|sambos|'],
  jigaboo: ['jigabo'],
  'jungle bunny': ['|jungle buny', '|junglebuny', '|jungle bunies', '|junglebunies'],
  'curry muncher': ['|cury muncher', '|curymuncher'],
  zipperhead: ['ziperhead'],
  yid: ['|yid|', '|yids|'],
  muzzie: ['|muzie', '|muzrat'],
  spaz: ['|spaz|', '|spazes|', '|spazies|', '|spazy|'],
  tard: ['|tard|', '|tards|'],
  mong: ['|mong|', '|mongs|', '|mongoloid'],
  downie: ['|downie|', '|downies|'],
};

const dataset = new DataSet<TermMetadata>()
  .addAll(englishDataset)
  // "flame retardant" is not a slur.
  .removePhrasesIf((phrase) => phrase.metadata?.originalWord === 'retard')
  .addPhrase((phrase) => phrase.setMetadata({ originalWord: 'retard' }).addPattern(pattern`retard`).addWhitelistedTerm('retardant'));
for (const [originalWord, patterns] of Object.entries(ADDED_SLURS)) dataset.addPhrase((phrase) => withPatterns(phrase.setMetadata({ originalWord }), patterns));
for (const [originalWord, { patterns }] of Object.entries(INSULTS)) dataset.addPhrase((phrase) => withPatterns(phrase.setMetadata({ originalWord }), patterns));

function withPatterns(phrase: PhraseBuilder<TermMetadata>, patterns: string[]): PhraseBuilder<TermMetadata> {
  for (const source of patterns) phrase.addPattern(parseRawPattern(source));
  return phrase;
}

const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

/** Forms of a term that are not a name for someone: "fucking" amazing, "stupidly", "creeping", "pissed". */
const NOT_A_NAME = /(?:ly|ity|ness|ing|ed|in)$/;
const NAMES_DESPITE_ENDING = new Set(['ugly', 'disgusting', 'annoying', 'retarded', 'braindead', 'cretin']);
const WORD_CHARACTER = /[a-z0-9@$*]/;

export function findOffensiveWords(words: string): OffensiveWord[] {
  const found: OffensiveWord[] = [];
  for (const match of matcher.getAllMatches(words, true)) {
    const term = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
    let start = match.startIndex;
    let end = match.endIndex + 1;
    while (start > 0 && WORD_CHARACTER.test(words[start - 1])) start--;
    while (end < words.length && WORD_CHARACTER.test(words[end])) end++;
    const word = words.slice(start, end);
    if (found.some((earlier) => earlier.start === start)) continue;
    const kindAndScore = classify(term, word);
    if (kindAndScore) found.push({ word, term, start, end, ...kindAndScore });
  }
  return found;
}

function classify(term: string, word: string): { kind: OffensiveKind; score: number } | undefined {
  if (NOT_A_NAME.test(word) && !NAMES_DESPITE_ENDING.has(word)) return undefined;
  const slur = IDENTITY_SLURS[term];
  // The spelling "nigga" is also used inside the community it names, so it weighs less than the full slur.
  if (slur) return { kind: 'identity_slur', score: term === 'nigger' && /nigga/.test(word) ? 0.6 : slur.score };
  if (PROFANE_INSULTS[term] !== undefined) return { kind: 'profanity', score: PROFANE_INSULTS[term] };
  if (INSULTS[term]) return { kind: 'insult', score: INSULTS[term].score };
  return undefined;
}

/** Senses of a slur's spelling that name no one: "a fag" to smoke, "faggots and peas", "offa's dyke", "a chink of light", "homo sapiens". */
const HARMLESS_SENSES: Record<string, RegExp> = {
  fag: /\b(?:smok\w*|cig\w*|ciggies|tobacco|lighter|packets?|pack of|fags and|and fags|off fags|on fags|on the fags|rollies|roll ups?|nicotine|ashtray|vape|vaping|a fag break|fag break|(?:out|nipped out|popped out|go|went) for a fag|(?:have|had|having|roll|rolled|light|lit|need|want|bum|bummed) a fag|a fag and a|coffee|cuppa|pint|peas|gravy|mash|onions?|butcher)\b/,
  dyke: /\b(?:offas dyke|dyke (?:path|road|walk|wall|burst|broke)|the dyke (?:path|road|walk|wall|burst|broke)|along the dyke|sea dyke|dutch dyke)\b/,
  chink: /\bchinks? (?:in|of) (?:the |his |her |their |my |your |our )?(?:armou?r|light|curtains?|wall|door|blinds|clouds|sunlight)\b/,
  homo: /\bhomos? ?-?(?:sapiens?|erectus|habilis|neanderthalensis)\b/,
  jap: /\bjap (?:crisps?|sauce)\b/,
};

/** True when the slur's spelling is used in a sense that names no one. */
export function isHarmlessSense(words: string, word: OffensiveWord): boolean {
  const sense = HARMLESS_SENSES[word.term];
  if (!sense) return false;
  const sentenceStart = Math.max(words.lastIndexOf('.', word.start), words.lastIndexOf('!', word.start), words.lastIndexOf('?', word.start), words.lastIndexOf('\n', word.start)) + 1;
  const sentenceEnd = words.slice(word.end).search(/[.!?\n]/);
  return sense.test(words.slice(sentenceStart, sentenceEnd === -1 ? undefined : word.end + sentenceEnd));
}

/** Candidates for words masked with "*" ("f***", "b*tch", "f*g"), most likely first. */
const MASKED_CANDIDATES = [
  'fuck', 'fucking', 'fucker', 'fucked', 'fuckoff', 'fuckyou', 'shit', 'bitch', 'bitches', 'cunt', 'dick', 'prick', 'twat', 'whore', 'whores', 'slut',
  'sluts', 'asshole', 'bastard', 'nigger', 'niggers', 'nigga', 'niggas', 'faggot', 'faggots', 'fag', 'fags', 'tranny', 'trannies', 'retard', 'retards',
  'retarded', 'idiot', 'stupid', 'moron', 'muslims', 'muslim', 'muzzies', 'jews', 'jew', 'gays', 'gay', 'trans', 'dyke', 'dykes', 'kike', 'kikes',
  'chink', 'chinks', 'spic', 'spics', 'coons', 'pakis', 'paki', 'pikey', 'pikeys', 'gypsies', 'gypsy', 'gyppos', 'gyppo', 'queers', 'homos', 'poofs',
  'spazzes', 'spaz', 'cripples', 'cripple', 'towelheads', 'towelhead', 'ragheads', 'raghead', 'abos', 'wetbacks', 'women', 'blacks', 'asians', 'arabs', 'immigrants', 'refugees', 'migrants', 'travellers', 'mexicans',
];

/** Restores a word masked with "*" or "#" when a candidate of the same length fits, so indices stay the same. */
export function restoreMaskedWords(words: string): string {
  return words.replace(/[a-z*#]*[a-z][a-z*#]*/g, (token) => {
    if (!/[*#]/.test(token)) return token;
    const fits = new RegExp(`^${token.replace(/[*#]/g, '[a-z]')}$`);
    return MASKED_CANDIDATES.find((candidate) => fits.test(candidate)) ?? token;
  });
}
