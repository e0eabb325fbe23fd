import { clauseBefore, isQuoted, sentenceAfter, sentenceBefore } from './clauses.js';
import type { Finding } from './findings.js';
import { readGroupSpelling } from './group-spelling.js';
import { findGroupMentions, type GroupMention } from './group-terms.js';
import {
  BELONG_IN_AFTER, BRING_BACK_BEFORE, DEATH_TO_BEFORE, QUALITY_DENIED_AFTER, RUINED_BY_BEFORE, SUPPORT_HARM_BEFORE, SUPPORT_REMOVAL_BEFORE, TOO_MANY_AFTER, TOO_MANY_BEFORE, WORLD_WITHOUT_BEFORE, DESCRIPTION_AFTER, FIND_AFTER, FIND_BEFORE, OVERRUN_BY_BEFORE, WHAT_MAKES_AFTER, WHAT_MAKES_BEFORE, DISGUST_AFTER, DISTRUST_AFTER, ERASED_AFTER, HABIT_AFTER, HATE_VERB_BEFORE, INCAPABLE_AFTER, KITCHEN_AFTER,
  LIKE_VERMIN_AFTER, NEVER_TRUST_BEFORE, NO_POINT_BEFORE, NONE_WITHOUT_AFTER, ONLY_GOOD_AFTER, ONLY_GOOD_BEFORE, ONLY_THING_AFTER, ONLY_THING_BEFORE,
  PERSONHOOD_DENIED_AFTER, PROFANE_AFTER, PROFANE_BEFORE, QUESTION_BEFORE, QUESTIONED_DESCRIPTION_AFTER, SCORNFUL_ADJECTIVE_BEFORE, STAND_QUESTION_BEFORE,
  SWARM_AFTER, TRANS_MEN_MISGENDERED_AFTER, TRANS_WOMEN_MISGENDERED_AFTER, TYPICAL_BEFORE, WHAT_IS_IT_WITH_AFTER, WHAT_IS_IT_WITH_BEFORE,
} from './hate-phrases.js';
import { isCallOrIntent, isTheSpeakersOwn, isTheWritersStatement } from './hate-speaker.js';
import { findHateStatements } from './hate-statements.js';
import {
  BETTER_IF_AFTER, BETTER_IF_BEFORE, DONT_WANT_TO_BEFORE, NONE_SHOULD_AFTER, BETTER_WITH_NONE_BEFORE, NONE_DESERVING_AFTER, BETTER_WITHOUT_BEFORE, DONT_WANT_AFTER, DONT_WANT_BEFORE, DOUBTED_RIGHTS_AFTER, DOUBTED_RIGHTS_BEFORE,
  EXCLUSION_AFTER, EXCLUSION_VERB_BEFORE, GLAD_AFTER, GLAD_BEFORE, GO_HOME_BEFORE, LET_BEFORE, LET_HARM_AFTER, LET_IN_AFTER, LET_IN_BEFORE, LINE_UP_AFTER,
  LINE_UP_BEFORE, NEVER_HIRE_BEFORE, NONE_ALLOWED_AFTER, NO_MORE_AFTER, NO_MORE_BEFORE, NOT_ALLOWED_AFTER, SEE_HARMED_AFTER, SEE_HARMED_BEFORE, SEND_AWAY_AFTER, SEND_AWAY_BEFORE,
  THREAT_AFTER, VIOLENCE_VERB_BEFORE, WANT_GONE_AFTER, WANT_GONE_BEFORE, WISH_BEFORE, WISHED_GONE_AFTER, WISHED_HARM_AFTER,
} from './hate-threats.js';
import { type LocatedFinding, strongestPerPlace } from './located-findings.js';
import type { NormalizedText } from './normalize.js';
import { findOffensiveWords, isHarmlessSense, restoreMaskedWords } from './offensive-terms.js';
import { isEndorsedAfter, isNegatedClaim, isNegatedLead, isOpposedAfter, isReportedSpeech } from './speech-context.js';

/**
 * Hate against people for who they are: contempt, insults stated as facts about the group,
 * dehumanising names, threats, calls to exclude them, and identity slurs. Only the writer's own
 * words count: negations ("immigrants are not vermin"), reports and counter-speech ("stop saying
 * trans people are a disease"), and a slur someone else used against the writer all pass.
 */

type HateSignal = 'group_derogation' | 'group_dehumanisation' | 'group_threat' | 'group_exclusion' | 'slur';

export function findGroupHate(text: NormalizedText): Finding[] {
  const words = readGroupSpelling(restoreMaskedWords(text.words));
  const located = [...findGroupMentions(words).flatMap((mention) => judgeMention(words, mention)), ...findHateStatements(words), ...findSlurs(words)];
  return strongestPerPlace(located);
}

interface Reading {
  signal: HateSignal;
  score: number;
  /** Where the hateful words start and end, the mention included. */
  start: number;
  end: number;
}

/** "in this country", "round here", "in wheelchairs": words between the group and what is said of it. */
const PLACE_AFTER_MENTION =
  /^ (?:(?:in|across|all over|around|round|over|from) (?:this|our|my|the) (?:country|uk|world|town|city|area|neighbou?rhood|street|estate|west|nation|planet)|over here|around here|round here|here|nowadays|these days|in general|in wheelchairs|in hijabs|in europe|in the west|in britain|in america|in england|in sport|in sports|(?:that |who )?(?:i|ive|i have|weve|we) (?:ever )?(?:know|see|meet|met|have met|work with|worked with|come across))\b/;

/** "why cant women ever just shut up": members leave off the question mark; the opening still asks. */
const ASKED_WITHOUT_A_MARK = /^(?:why|how come)\b/;

function judgeMention(words: string, mention: GroupMention): LocatedFinding[] {
  if (isQuoted(words, mention.start)) return [];
  const sentenceStart = sentenceBefore(words, mention.start);
  const doubtingRights = DOUBTED_RIGHTS_BEFORE.test(sentenceStart) && DOUBTED_RIGHTS_AFTER.test(words.slice(mention.end));
  if (isReportedSpeech(sentenceStart) && !doubtingRights && !isEndorsedAfter(sentenceAfter(words, mention.end))) return [];
  const clause = clauseBefore(words, mention.start, true);
  const clauseStart = words.lastIndexOf(clause, mention.start);
  const rawAfter = words.slice(mention.end);
  const place = PLACE_AFTER_MENTION.exec(rawAfter);
  const after = place ? rawAfter.slice(place[0].length) : rawAfter;
  const shift = place ? place[0].length : 0;
  const question = /\?/.test(sentenceAfter(words, mention.end)) || ASKED_WITHOUT_A_MARK.test(sentenceStart);
  const context: MentionContext = { words, mention, clause, clauseStart, after, question };
  if (mention.generality === 'denied') return located(words, deniedReadings(context));
  const subject = isTheSubject(clause) ? subjectReadings(context).map((reading) => ({ ...reading, end: reading.end + shift })) : [];
  const readings = [...subject, ...objectReadings({ ...context, after: rawAfter })];
  return located(words, readings.filter((reading) => fitsTheMention(words, mention, reading)));
}

interface MentionContext {
  words: string;
  mention: GroupMention;
  /** The clause before the mention, and where it starts in `words`. */
  clause: string;
  clauseStart: number;
  /** The words after the mention. */
  after: string;
  question: boolean;
}

function located(words: string, readings: Reading[]): LocatedFinding[] {
  return readings
    .filter((reading) => !isOpposedAfter(sentenceAfter(words, reading.end)))
    .map((reading) => ({ ...reading, excerpt: words.slice(reading.start, reading.end).trim() }));
}

const FILLERS = /(?: (?:all|the|those|these|most|many|some|so many|of|of the|really|honestly|just|basically|come|that|if))+$/;
/**
 * The mention is the subject of what follows unless a relative clause or a preposition holds it:
 * "people who hate |muslims are cowards", "violence against |immigrants is..." are about something else.
 */
function isTheSubject(clause: string): boolean {
  const relative = /\b(?:who|whom|whose|which|that|whoever|way|how)\b(.*)$/.exec(clause);
  if (relative && relative[1].replace(FILLERS, '').trim() !== '') return false;
  const bare = ` ${clause}`.replace(FILLERS, '');
  if (/ (?:all|most|many|lot|lots|some|none|each|one|bunch|load|loads|majority|half|rest) of$/.test(bare)) return true;
  return !/ (?:against|about|for|with|to|toward|towards|of|at|by|on|from|like|than|between|among|around|near|behind|into|onto|over|under|without|love|loves|loved|support|supports|help|helps|protect|protects|respect|respects|treat|treats|hire|hires|meet|met|know|knew|welcome|welcomes)$/.test(bare);
}

/** "no muslims allowed", "no more refugees.", "better with no gay people in it": what a denied group ("no") can still be told. */
function deniedReadings({ clause, mention, after }: MentionContext): Reading[] {
  const readings: Reading[] = [];
  const notAllowed = NOT_ALLOWED_AFTER.exec(after);
  if (notAllowed && /\bno$/.test(clause)) readings.push({ signal: 'group_exclusion', score: 0.85, start: mention.start - 3, end: mention.end + notAllowed[0].length });
  if (NO_MORE_BEFORE.test(clause) && NO_MORE_AFTER.test(after) && !isNegatedLead(clause.replace(NO_MORE_BEFORE, ''))) {
    readings.push({ signal: 'group_exclusion', score: 0.8, start: mention.start - 8, end: mention.end });
  }
  const noneAllowed = NONE_ALLOWED_AFTER.exec(after);
  if (noneAllowed && /\bno$/.test(clause)) readings.push({ signal: 'group_exclusion', score: 0.85, start: mention.start - 3, end: mention.end + noneAllowed[0].length });
  const noneDeserving = NONE_DESERVING_AFTER.exec(after);
  const everyOneDenied = /\b(?:no|not a single|not one|not one single)$/.exec(clause);
  if (noneDeserving && everyOneDenied) readings.push({ signal: 'group_derogation', score: 0.85, start: mention.start - everyOneDenied[0].length - 1, end: mention.end + noneDeserving[0].length });
  const noneShould = NONE_SHOULD_AFTER.exec(after);
  if (noneShould && everyOneDenied) readings.push({ signal: 'group_exclusion', score: 0.85, start: mention.start - everyOneDenied[0].length - 1, end: mention.end + noneShould[0].length });
  const betterWithNone = BETTER_WITH_NONE_BEFORE.exec(clause);
  if (betterWithNone) readings.push({ signal: 'group_exclusion', score: 0.85, start: mention.start - betterWithNone[0].length, end: mention.end });
  return readings;
}

/** Groups whose very existence hate denies: "bisexuals dont exist", "nonbinary isnt real". */
const ERASABLE = /\b(?:bi|bis|bisexuals?|nonbinary|non binary|enby|enbies|trans|transgenders?|asexuals?|pansexuals?|genderfluid|genderqueer)\b/;

/** The mention is the subject: "muslims| are all liars", "why are women| so stupid". */
function subjectReadings({ mention, clause, after, question }: MentionContext): Reading[] {
  const wished = WISH_BEFORE.test(clause) || BETTER_IF_BEFORE.test(clause);
  if (isNegatedClaim(clause, question ? '?' : '') && !wished) return [];
  const readings: Reading[] = [];
  const add = (signal: HateSignal, score: number, match: RegExpExecArray | null): void => {
    if (match) readings.push({ signal, score, start: mention.start, end: mention.end + match[0].length });
  };
  const insult = (match: RegExpExecArray | null): HateSignal => (match?.groups?.dehumanising ? 'group_dehumanisation' : 'group_derogation');
  const personhood = PERSONHOOD_DENIED_AFTER.exec(after);
  add(personhood?.groups?.people ? 'group_dehumanisation' : 'group_derogation', 0.85, personhood);
  const description = DESCRIPTION_AFTER.exec(after);
  add(insult(description), description?.groups?.dehumanising ? 0.9 : 0.8, description);
  if (QUESTION_BEFORE.test(clause) || (question && /\b(?:why|how come)\b/.test(clause))) {
    const questioned = QUESTIONED_DESCRIPTION_AFTER.exec(after);
    add(insult(questioned), questioned?.groups?.dehumanising ? 0.9 : 0.8, questioned);
  }
  if (/\btrans (?:women|woman|girls?)$|\btranswomen$/.test(mention.text)) add('group_derogation', 0.8, TRANS_WOMEN_MISGENDERED_AFTER.exec(after));
  if (/\btrans (?:men|man|guys?|boys?)$|\btransmen$/.test(mention.text)) add('group_derogation', 0.8, TRANS_MEN_MISGENDERED_AFTER.exec(after));
  for (const pattern of [QUALITY_DENIED_AFTER, DISTRUST_AFTER, HABIT_AFTER, INCAPABLE_AFTER, KITCHEN_AFTER, DISGUST_AFTER]) add('group_derogation', 0.8, pattern.exec(after));
  if (ERASABLE.test(mention.referent ?? mention.text)) add('group_derogation', 0.8, ERASED_AFTER.exec(after));
  add('group_dehumanisation', 0.85, SWARM_AFTER.exec(after));
  add('group_dehumanisation', 0.85, LIKE_VERMIN_AFTER.exec(after));
  add('group_exclusion', 0.85, BELONG_IN_AFTER.exec(after));
  add('group_threat', 0.95, THREAT_AFTER.exec(after));
  add('group_exclusion', 0.85, EXCLUSION_AFTER.exec(after));
  add('group_derogation', 0.85, PROFANE_AFTER.exec(after));
  if (wished) {
    add('group_threat', 0.9, WISHED_HARM_AFTER.exec(after));
    add('group_exclusion', 0.85, WISHED_GONE_AFTER.exec(after));
    if (BETTER_IF_BEFORE.test(clause)) add('group_exclusion', 0.85, BETTER_IF_AFTER.exec(after));
  }
  if (GLAD_BEFORE.test(clause)) add('group_threat', 0.9, GLAD_AFTER.exec(after));
  if (ONLY_GOOD_BEFORE.test(clause)) add('group_derogation', 0.85, ONLY_GOOD_AFTER.exec(after));
  if (ONLY_THING_BEFORE.test(clause)) add('group_derogation', 0.8, ONLY_THING_AFTER.exec(after));
  if (/\b(?:name|is there|show me|find me)\b/.test(clause)) {
    const noneWithout = NONE_WITHOUT_AFTER.exec(after);
    add(insult(noneWithout), 0.8, noneWithout);
  }
  return readings;
}

interface ObjectPattern {
  signal: HateSignal;
  score: number;
  before: RegExp;
  /** Who may say it: the writer's own feeling, a call or intent, or anyone. */
  lead: (lead: string) => boolean;
  /** What must follow the mention, when the pattern is split around it. */
  after?: RegExp;
  /** The lead's own negation is part of the phrase ("i dont want", "wouldnt it be better"). */
  negationIsPartOfIt?: boolean;
  /** Not said of men or women: "i dont want to be around men" is often a survivor speaking. */
  notForGender?: boolean;
}

const anyone = (): boolean => true;
const OBJECT_PATTERNS: ObjectPattern[] = [
  { signal: 'group_derogation', score: 0.85, before: HATE_VERB_BEFORE, lead: isTheSpeakersOwn },
  { signal: 'group_derogation', score: 0.85, before: STAND_QUESTION_BEFORE, lead: anyone },
  { signal: 'group_derogation', score: 0.85, before: PROFANE_BEFORE, lead: isCallOrIntent },
  { signal: 'group_threat', score: 0.95, before: VIOLENCE_VERB_BEFORE, lead: isCallOrIntent },
  { signal: 'group_exclusion', score: 0.85, before: EXCLUSION_VERB_BEFORE, lead: isCallOrIntent },
  { signal: 'group_exclusion', score: 0.85, before: SEND_AWAY_BEFORE, lead: isCallOrIntent, after: SEND_AWAY_AFTER },
  { signal: 'group_threat', score: 0.9, before: LINE_UP_BEFORE, lead: isCallOrIntent, after: LINE_UP_AFTER },
  { signal: 'group_threat', score: 0.9, before: LET_BEFORE, lead: isCallOrIntent, after: LET_HARM_AFTER },
  { signal: 'group_exclusion', score: 0.85, before: BETTER_WITHOUT_BEFORE, lead: anyone },
  { signal: 'group_derogation', score: 0.8, before: NEVER_TRUST_BEFORE, lead: anyone, negationIsPartOfIt: true },
  { signal: 'group_derogation', score: 0.7, before: TYPICAL_BEFORE, lead: anyone },
  { signal: 'group_derogation', score: 0.85, before: SCORNFUL_ADJECTIVE_BEFORE, lead: anyone },
  { signal: 'group_threat', score: 0.9, before: SEE_HARMED_BEFORE, lead: anyone, after: SEE_HARMED_AFTER },
  { signal: 'group_exclusion', score: 0.85, before: WANT_GONE_BEFORE, lead: anyone, after: WANT_GONE_AFTER },
  { signal: 'group_exclusion', score: 0.8, before: DONT_WANT_BEFORE, lead: anyone, after: DONT_WANT_AFTER, negationIsPartOfIt: true },
  { signal: 'group_exclusion', score: 0.8, before: NEVER_HIRE_BEFORE, lead: anyone, negationIsPartOfIt: true },
  { signal: 'group_exclusion', score: 0.8, before: DOUBTED_RIGHTS_BEFORE, lead: anyone, after: DOUBTED_RIGHTS_AFTER, negationIsPartOfIt: true },
  { signal: 'group_exclusion', score: 0.8, before: LET_IN_BEFORE, lead: anyone, after: LET_IN_AFTER },
  { signal: 'group_exclusion', score: 0.85, before: GO_HOME_BEFORE, lead: isCallOrIntent },
  { signal: 'group_derogation', score: 0.8, before: WHAT_IS_IT_WITH_BEFORE, lead: anyone, after: WHAT_IS_IT_WITH_AFTER },
  { signal: 'group_derogation', score: 0.8, before: NO_POINT_BEFORE, lead: anyone },
  { signal: 'group_derogation', score: 0.8, before: FIND_BEFORE, lead: anyone, after: FIND_AFTER },
  { signal: 'group_derogation', score: 0.8, before: WHAT_MAKES_BEFORE, lead: anyone, after: WHAT_MAKES_AFTER },
  { signal: 'group_dehumanisation', score: 0.85, before: OVERRUN_BY_BEFORE, lead: anyone },
  { signal: 'group_threat', score: 0.9, before: BRING_BACK_BEFORE, lead: anyone },
  { signal: 'group_threat', score: 0.9, before: DEATH_TO_BEFORE, lead: anyone },
  { signal: 'group_threat', score: 0.9, before: SUPPORT_HARM_BEFORE, lead: anyone },
  { signal: 'group_exclusion', score: 0.85, before: SUPPORT_REMOVAL_BEFORE, lead: anyone },
  { signal: 'group_exclusion', score: 0.85, before: WORLD_WITHOUT_BEFORE, lead: anyone },
  { signal: 'group_derogation', score: 0.8, before: RUINED_BY_BEFORE, lead: anyone },
  { signal: 'group_exclusion', score: 0.75, before: TOO_MANY_BEFORE, lead: anyone, after: TOO_MANY_AFTER },
  { signal: 'group_exclusion', score: 0.8, before: DONT_WANT_TO_BEFORE, lead: anyone, negationIsPartOfIt: true, notForGender: true },
];

/** "i hate muslims being attacked" is about what happens to them, not about them. */
const WHAT_HAPPENS_TO_THEM =
  /^ (?:being|getting|get|are being|are treated|treated|having to|have to|struggle|struggling|suffer|suffering|go through|going through|face|facing|dying|die|killed|hurt|attacked|bullied|harassed|abused|excluded|left out|ignored|mistreated|discriminated|get treated|are bullied|are attacked|are hurt|are killed|are ignored|are left|[a-z]+ed|sad|scared|afraid|alone|homeless|hungry|crying|in pain|struggle|suffer)\b/;

const GENDER_WORDS = /^(?:women|men|girls|boys|females|males|ladies|chicks|woman|man|girl|boy|female|male)$/;

/** "i hate men who catcall", "sick of men online saying...": the contempt is for some of them, picked out by what follows. */
const SOME_OF_THEM =
  /^ (?:who|that|which|whom|saying|telling|calling|posting|commenting|online|on (?:here|twitter|tiktok|reddit|the internet|this app)|when|if|like (?:that|him|her|them|this))\b/;

/** "fucking women over", "it cripples me": the group word read as a verb. */
const USED_AS_A_VERB = /^ (?:me|him|her|us|you|them|my|your|his|their|over|up|around|about)\b/;

/** The mention is the object: "i hate |gay people", "kill all |muslims", "typical |woman". */
function objectReadings({ mention, clause, clauseStart, after }: MentionContext): Reading[] {
  const readings: Reading[] = [];
  for (const pattern of OBJECT_PATTERNS) {
    const match = pattern.before.exec(clause);
    if (!match) continue;
    const followed = pattern.after?.exec(after);
    if (pattern.after && !followed) continue;
    const lead = match.groups?.lead ?? clause.slice(0, match.index);
    if ((!pattern.negationIsPartOfIt && isNegatedLead(lead)) || !pattern.lead(lead)) continue;
    if (pattern.before === HATE_VERB_BEFORE && (WHAT_HAPPENS_TO_THEM.test(after) || SOME_OF_THEM.test(after))) continue;
    if (pattern.before === SCORNFUL_ADJECTIVE_BEFORE && USED_AS_A_VERB.test(after)) continue;
    if (pattern.notForGender && GENDER_WORDS.test(mention.referent ?? mention.text)) continue;
    readings.push({ signal: pattern.signal, score: pattern.score, start: clauseStart + lead.length, end: mention.end + (followed ? followed[0].length : 0) });
  }
  return readings;
}

const GENERALISING = /\b(?:all|always|every|each|whole lot|lot of them|none of them)\b/;
const SEVERE: ReadonlySet<HateSignal> = new Set(['group_threat', 'group_exclusion', 'group_dehumanisation']);

/**
 * Insults about particular people ("the women at my work are lazy") are not hate against the group,
 * but a threat to any member ("the next muslim i see") is. A pronoun only counts when nobody else
 * could be meant, and says something of the whole group or something severe.
 */
function fitsTheMention(words: string, mention: GroupMention, reading: Reading): boolean {
  const generalised = GENERALISING.test(words.slice(reading.start, reading.end));
  if (mention.viaPronoun) return mention.generality === 'general' || generalised || SEVERE.has(reading.signal);
  if (mention.generality === 'general') return true;
  const possessed = /\b(?:my|our|your|his|her|their|this|that)(?: [a-z]+)?$/.test(sentenceBefore(words, mention.start));
  // Violence against "a girl" is a threat to a person; against "a muslim" it may be to any of them.
  const gendered = /\b(?:woman|girl|female|lady|man|boy|guy)$/.test(mention.text);
  return reading.signal === 'group_threat' && !possessed && !gendered;
}

/** "i'm a dyke and proud", "as a queer woman", "we're a couple of d*kes": words a community uses for itself. */
const SELF_NAMING =
  /\b(?:im|i am|were|we are|as|us|me|myself|fellow|my fellow|proud|being)(?: (?:a|an|proud|big|fat|total|such a|happy|out|loud|black|lesbian|gay|trans|bi|couple of|bunch of|pair of|group of|two|few))*$/;
/** Talking about the word, not using it: "the word f*g", "the n word", "slurs like". */
const ABOUT_THE_WORD = /\b(?:the word|that word|this word|the term|words like|slurs?|the [a-z] word|[a-z] word|spell|spelled|using|use|used)\b/;

function findSlurs(words: string): LocatedFinding[] {
  return findOffensiveWords(words).flatMap((word) => {
    if (word.kind !== 'identity_slur' || isHarmlessSense(words, word)) return [];
    const clause = clauseBefore(words, word.start);
    const sentence = sentenceBefore(words, word.start);
    if (SELF_NAMING.test(clause) || ABOUT_THE_WORD.test(sentence) || !isTheWritersStatement(words, word.start, word.end)) return [];
    const excerpt = `${clause.split(' ').slice(-3).join(' ')} ${word.word}`.trim();
    return [{ signal: 'slur', excerpt, score: word.score, start: word.start, end: word.end }];
  });
}
