import { clauseBefore, DISCOURSE_LEADS, isQuoted, leadWordsPattern, sentenceAfter, sentenceBefore, startsItsClause } from './clauses.js';
import type { Finding } from './findings.js';
import { findGroupMentions, type GroupMention, readGroupSpelling } from './group-terms.js';
import {
  BETTER_WITHOUT_BEFORE, DESCRIPTION_AFTER, DISGUST_AFTER, DISTRUST_AFTER, EXCLUSION_AFTER, EXCLUSION_VERB_BEFORE, GROUP_AS_VERMIN, HABIT_AFTER,
  HATE_VERB_BEFORE, KITCHEN_AFTER, NEVER_TRUST_BEFORE, NOT_ALLOWED_AFTER, PERSONHOOD_DENIED_AFTER, PLACE_ATTACK, QUESTION_BEFORE, QUESTIONED_DESCRIPTION_AFTER,
  SCORNFUL_ADJECTIVE_BEFORE, SEND_AWAY_AFTER, SEND_AWAY_BEFORE, SWARM_AFTER, THREAT_AFTER, TYPICAL_BEFORE, VIOLENCE_VERB_BEFORE, WISH_BEFORE,
  WISHED_GONE_AFTER, WISHED_HARM_AFTER,
} from './hate-phrases.js';
import { type LocatedFinding, strongestPerPlace } from './located-findings.js';
import type { NormalizedText } from './normalize.js';
import { findOffensiveWords, restoreMaskedWords } from './offensive-terms.js';
import { isNegatedLead, isOpposedAfter, isReportedSpeech } from './speech-context.js';

/**
 * Hate against people for who they are: contempt, insults stated as facts about the group,
 * dehumanising names, threats, calls to exclude them, and identity slurs. Only the writer's own
 * words count: negations ("immigrants are not vermin"), reports and counter-speech ("stop saying
 * trans people are a disease"), and a slur someone else used against the writer all pass.
 */

type HateSignal = 'group_derogation' | 'group_dehumanisation' | 'group_threat' | 'group_exclusion' | 'slur';

export function findGroupHate(text: NormalizedText): Finding[] {
  const words = readGroupSpelling(restoreMaskedWords(text.words));
  const located = [
    ...findGroupMentions(words).flatMap((mention) => judgeMention(words, mention)),
    ...findVerminLabels(words),
    ...findPlaceAttacks(words),
    ...findSlurs(words),
  ];
  return strongestPerPlace(located);
}

interface Reading {
  signal: HateSignal;
  score: number;
  /** Where the hateful words start and end, the mention included. */
  start: number;
  end: number;
}

function judgeMention(words: string, mention: GroupMention): LocatedFinding[] {
  if (isQuoted(words, mention.start) || isReportedSpeech(sentenceBefore(words, mention.start))) return [];
  const clause = clauseBefore(words, mention.start, true);
  const clauseStart = words.lastIndexOf(clause, mention.start);
  const after = words.slice(mention.end);
  if (mention.generality === 'denied') return located(words, deniedReadings(mention, clause, after));
  const readings = [...subjectReadings(mention, clause, after), ...objectReadings(mention, clause, clauseStart, after)];
  return located(words, readings.filter((reading) => fitsTheMention(words, mention, reading)));
}

function located(words: string, readings: Reading[]): LocatedFinding[] {
  return readings
    .filter((reading) => !isOpposedAfter(sentenceAfter(words, reading.end)))
    .map((reading) => ({ ...reading, excerpt: words.slice(reading.start, reading.end).trim() }));
}

/** "no muslims allowed": the one thing a denied group ("no", "not all") can still be told. */
function deniedReadings(mention: GroupMention, clause: string, after: string): Reading[] {
  const notAllowed = NOT_ALLOWED_AFTER.exec(after);
  if (!notAllowed || !/\bno$/.test(clause)) return [];
  return [{ signal: 'group_exclusion', score: 0.85, start: mention.start - 3, end: mention.end + notAllowed[0].length }];
}

/** The mention is the subject: "muslims| are all liars", "why are women| so stupid". */
function subjectReadings(mention: GroupMention, clause: string, after: string): Reading[] {
  if (isNegatedLead(clause) && !WISH_BEFORE.test(clause)) return [];
  const readings: Reading[] = [];
  const add = (signal: HateSignal, score: number, match: RegExpExecArray | null): void => {
    if (match) readings.push({ signal, score, start: mention.start, end: mention.end + match[0].length });
  };
  const personhood = PERSONHOOD_DENIED_AFTER.exec(after);
  add(personhood?.groups?.people ? 'group_dehumanisation' : 'group_derogation', 0.85, personhood);
  const description = DESCRIPTION_AFTER.exec(after);
  add(description?.groups?.dehumanising ? 'group_dehumanisation' : 'group_derogation', description?.groups?.dehumanising ? 0.9 : 0.8, description);
  if (QUESTION_BEFORE.test(clause)) {
    const questioned = QUESTIONED_DESCRIPTION_AFTER.exec(after);
    add(questioned?.groups?.dehumanising ? 'group_dehumanisation' : 'group_derogation', questioned?.groups?.dehumanising ? 0.9 : 0.8, questioned);
  }
  add('group_derogation', 0.8, DISTRUST_AFTER.exec(after));
  add('group_derogation', 0.8, HABIT_AFTER.exec(after));
  add('group_derogation', 0.8, KITCHEN_AFTER.exec(after));
  add('group_dehumanisation', 0.85, SWARM_AFTER.exec(after));
  add('group_derogation', 0.85, DISGUST_AFTER.exec(after));
  add('group_threat', 0.95, THREAT_AFTER.exec(after));
  add('group_exclusion', 0.85, EXCLUSION_AFTER.exec(after));
  if (WISH_BEFORE.test(clause)) {
    add('group_threat', 0.9, WISHED_HARM_AFTER.exec(after));
    add('group_exclusion', 0.85, WISHED_GONE_AFTER.exec(after));
  }
  return readings;
}

/** The mention is the object: "i hate |gay people", "kill all |muslims", "typical |woman". */
function objectReadings(mention: GroupMention, clause: string, clauseStart: number, after: string): Reading[] {
  const readings: Reading[] = [];
  const add = (signal: HateSignal, score: number, match: RegExpExecArray | null, leadFits: (lead: string) => boolean, end = mention.end): void => {
    if (!match) return;
    const lead = match.groups?.lead ?? clause.slice(0, match.index);
    if (isNegatedLead(lead) || !leadFits(lead)) return;
    readings.push({ signal, score, start: clauseStart + lead.length, end });
  };
  add('group_derogation', 0.85, HATE_VERB_BEFORE.exec(clause), isTheSpeakersOwn);
  add('group_threat', 0.95, VIOLENCE_VERB_BEFORE.exec(clause), isCallOrIntent);
  add('group_exclusion', 0.85, EXCLUSION_VERB_BEFORE.exec(clause), isCallOrIntent);
  const sentAway = SEND_AWAY_AFTER.exec(after);
  if (sentAway) add('group_exclusion', 0.85, SEND_AWAY_BEFORE.exec(clause), isCallOrIntent, mention.end + sentAway[0].length);
  add('group_exclusion', 0.85, BETTER_WITHOUT_BEFORE.exec(clause), () => true);
  add('group_derogation', 0.8, NEVER_TRUST_BEFORE.exec(clause), () => true);
  add('group_derogation', 0.7, TYPICAL_BEFORE.exec(clause), () => true);
  add('group_derogation', 0.85, SCORNFUL_ADJECTIVE_BEFORE.exec(clause), () => true);
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
  return reading.signal === 'group_threat' && !possessed;
}

const DISCOURSE_LEAD = leadWordsPattern(DISCOURSE_LEADS);
const TRAILING_ADVERB =
  / (?:really|just|honestly|fucking|seriously|absolutely|truly|genuinely|lowkey|kinda|literally|so|still|all|do|personally|always|ngl|tbh|also|totally|deeply|hella|fr|actually|lowkey|kind of|sort of|fully)$/;
const TRAILING_MODAL =
  / (?:will|would|should|shall|must|need to|needs to|have to|has to|gotta|got to|going to|gonna|wanna|want to|wants to|plan to|planning to|ought to|could|can|better|please|to|go|and|definitely|gladly|someday|one day|i swear|am|are|is|d|ll|m|time to|its time to|all|really|just|literally|honestly|seriously|finally|totally|actually|also|would love to|would happily)$/;
const CALL_MODAL = /\b(?:should|must|need to|needs to|have to|has to|gotta|got to|ought to|better|time to)\b/;

function stripTrailing(lead: string, trailing: RegExp): string {
  let rest = ` ${lead.trim()}`;
  for (let guard = 0; guard < 12 && trailing.test(rest); guard++) rest = rest.replace(trailing, '');
  return rest.trim();
}

/** "i hate", "honestly hate", "we despise": the writer's own contempt, not "my parents hate". */
function isTheSpeakersOwn(lead: string): boolean {
  const rest = stripTrailing(lead, TRAILING_ADVERB);
  return /(?:^|\b)(?:i|we|im|ive|weve)$/.test(rest) || startsItsClause(rest, DISCOURSE_LEAD);
}

/** An order ("deport them all"), the writer's intent ("im going to hurt"), or a call on others ("someone should"). */
function isCallOrIntent(lead: string): boolean {
  const rest = stripTrailing(lead, TRAILING_MODAL);
  if (rest === '' || startsItsClause(rest, DISCOURSE_LEAD)) return true;
  if (/\b(?:i|im|ill|id|we|were|well|wed|lets|let us|i say|i vote we)$/.test(rest)) return true;
  const subjectCalledOn = /\b(?:someone|somebody|everyone|everybody|people|they|you|u|yall|society|the government|government|the police|cops|the state|we all|you all)$/.test(rest);
  return subjectCalledOn && CALL_MODAL.test(lead.slice(rest.length));
}

/** "muslim scum", "gay trash". */
function findVerminLabels(words: string): LocatedFinding[] {
  return [...words.matchAll(GROUP_AS_VERMIN)].flatMap((match) => {
    const start = match.index ?? 0;
    if (!isTheWritersStatement(words, start, start + match[0].length)) return [];
    return [{ signal: 'group_dehumanisation', excerpt: match[0], score: 0.9, start, end: start + match[0].length }];
  });
}

/** "someone should burn their mosque". */
function findPlaceAttacks(words: string): LocatedFinding[] {
  return [...words.matchAll(PLACE_ATTACK)].flatMap((match) => {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const lead = clauseBefore(words, start, true);
    if (!isTheWritersStatement(words, start, end) || !isCallOrIntent(lead)) return [];
    return [{ signal: 'group_threat', excerpt: `${lead} ${match[0]}`.trim(), score: 0.9, start, end }];
  });
}

/** "i'm a dyke and proud", "as a queer woman": words a community uses for itself. */
const SELF_NAMING = /\b(?:im|i am|were|we are|as|us|me|myself|fellow|my fellow|proud|being)(?: (?:a|an|proud|big|fat|total|such a|happy|out|loud|black|lesbian|gay|trans|bi))*$/;
/** Talking about the word, not using it: "the word f*g", "the n word", "slurs like". */
const ABOUT_THE_WORD = /\b(?:the word|that word|this word|the term|words like|slurs?|the [a-z] word|[a-z] word|spell|spelled|using|use|used)\b/;

function findSlurs(words: string): LocatedFinding[] {
  return findOffensiveWords(words).flatMap((word) => {
    if (word.kind !== 'identity_slur') return [];
    const clause = clauseBefore(words, word.start);
    const sentence = sentenceBefore(words, word.start);
    if (SELF_NAMING.test(clause) || ABOUT_THE_WORD.test(sentence) || !isTheWritersStatement(words, word.start, word.end)) return [];
    const excerpt = `${clause.split(' ').slice(-3).join(' ')} ${word.word}`.trim();
    return [{ signal: 'slur', excerpt, score: word.score, start: word.start, end: word.end }];
  });
}

/** Not quoted, reported or negated, and not followed by "...is disgusting" about the words themselves. */
function isTheWritersStatement(words: string, start: number, end: number): boolean {
  const rest = sentenceAfter(words, end);
  const judgedAfter = /^ (?:is|was|its)\b/.test(rest) && isOpposedAfter(rest);
  return !isQuoted(words, start) && !isReportedSpeech(sentenceBefore(words, start)) && !isNegatedLead(clauseBefore(words, start, true)) && !judgedAfter;
}
