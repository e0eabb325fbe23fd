import { clauseBefore, DISCOURSE_LEADS, isQuoted, leadWordsPattern, sentenceAfter, sentenceBefore, startsItsClause } from './clauses.js';
import { isNegatedClaim, isOpposedAfter, isReportedAfter, isReportedSpeech } from './speech-context.js';

/** Whose words a hateful phrase is, and whether it calls for something: shared by the group-hate rules. */

const DISCOURSE_LEAD = leadWordsPattern(DISCOURSE_LEADS);
const TRAILING_ADVERB =
  / (?:really|just|honestly|fucking|seriously|absolutely|truly|genuinely|lowkey|kinda|literally|so|still|all|do|personally|always|ngl|tbh|also|totally|deeply|hella|fr|actually|kind of|sort of|fully|will never stop|never stop|will always|always will|have|feel|got|have got)$/;
const TRAILING_MODAL =
  / (?:will|would|should|shall|must|need to|needs to|have to|has to|gotta|got to|going to|gonna|wanna|want to|wants to|plan to|planning to|ought to|could|can|better|please|to|go|and|definitely|gladly|happily|personally|myself|someday|one day|i swear|am|are|is|d|ll|m|time to|its time to|all|really|just|literally|honestly|seriously|finally|totally|actually|also|would love to|would happily|id love to|cant wait to|about to|allowed|be allowed|be able|able|free)$/;
const CALL_MODAL = /\b(?:should|must|need to|needs to|have to|has to|gotta|got to|ought to|better|time to)\b/;

function stripTrailing(lead: string, trailing: RegExp): string {
  let rest = ` ${lead.trim()}`;
  for (let guard = 0; guard < 12 && trailing.test(rest); guard++) rest = rest.replace(trailing, '');
  return rest.trim();
}

/** "i hate", "honestly hate", "we despise": the writer's own contempt, not "my parents hate". */
export function isTheSpeakersOwn(lead: string): boolean {
  const rest = stripTrailing(lead, TRAILING_ADVERB);
  return /(?:^|\b)(?:i|we|im|ive|weve|ill|id|i will|i would|we will|well)$/.test(rest) || startsItsClause(rest, DISCOURSE_LEAD);
}

/** An order ("deport them all"), the writer's intent ("im going to hurt"), or a call on others ("someone should"). */
export function isCallOrIntent(lead: string): boolean {
  const rest = stripTrailing(lead, TRAILING_MODAL);
  if (rest === '' || startsItsClause(rest, DISCOURSE_LEAD)) return true;
  if (/\b(?:i|im|ill|id|we|were|well|wed|lets|let us|i say|i vote we|i vote)$/.test(rest)) return true;
  const subjectCalledOn =
    /\b(?:someone|somebody|everyone|everybody|people|they|you|u|yall|society|the government|government|the govt|govt|the police|cops|the state|we all|you all|the army|border patrol|border force|police|the cops|soldiers)$/.test(rest);
  return subjectCalledOn && CALL_MODAL.test(lead.slice(rest.length));
}

/** Not quoted, reported or negated, and not followed by "...is disgusting" about the words themselves. */
export function isTheWritersStatement(words: string, start: number, end: number): boolean {
  const rest = sentenceAfter(words, end);
  const judgedAfter = (/^ (?:is|was|its)\b/.test(rest) && isOpposedAfter(rest)) || isReportedAfter(rest);
  return !isQuoted(words, start) && !isReportedSpeech(sentenceBefore(words, start)) && !isNegatedClaim(clauseBefore(words, start, true), rest) && !judgedAfter;
}
