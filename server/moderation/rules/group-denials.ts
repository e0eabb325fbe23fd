import { sentenceAfter, sentenceBefore } from './clauses.js';
import { readGroupSpelling } from './group-spelling.js';
import { findGroupMentions, type GroupMention } from './group-terms.js';
import type { NormalizedText } from './normalize.js';
import { restoreMaskedWords } from './offensive-terms.js';

/**
 * "Black people are not animals", "no migrant deserves to drown", "i dont hate muslims": every sentence
 * that names a group says the opposite of hate about it. The encoder reads the hateful words and misses
 * the "not", so the classifier's hate reading of such a text is overruled. Kept narrow on purpose: one
 * denial per sentence, nothing after it that turns it round ("…they are worse", "…but"), no sarcasm.
 */

/** What hate says of a group, so that denying it is not hate: "…are not vermin", "…arent the problem". */
const SLANDER =
  '(?:animals|vermin|trash|garbage|rubbish|scum|filth|rats|parasites|leeches|cockroaches|insects|monkeys|apes|pigs|dogs|(?:a )?(?:disease|plague|cancer|virus|infestation|invasion|threat|danger|burden|drain|problem|enemy|joke|mistake|abomination|sin)|criminals|terrorists|rapists|thugs|gangsters|freaks|perverts|predators|paedophiles|pedophiles|groomers|monsters|savages|barbarians|subhuman|inhuman|inferior|less than (?:us|human|anyone)|second class|stupid|dumb|thick|lazy|useless|worthless|dirty|disgusting|evil|dangerous|violent|sick|ill|mentally ill|crazy|broken|weak|liars|thieves|invaders|illegals?|unnatural|confused|delusional|a mistake|to blame|the problem|the enemy|a threat|a burden|a drain)';
const DENIED_PREDICATE = new RegExp(`^ (?:(?:are|is|r|were|was) (?:not|never|no)|arent|isnt|aint|werent|wasnt)(?: (?:all|a|an|the|some|any|just|simply|automatically|inherently|naturally|born))* ${SLANDER}\\b`);
/** "no migrant deserves…", "not one refugee should…". */
const DENYING_DETERMINER = /\b(?:no|not one|not a single)$/;
/** What nobody of a group deserves: "…deserves to drown", "…should be treated like that". */
const DENIED_FATE =
  /^ (?:(?:deserves?|should have) to (?:die|drown|suffer|be afraid|be scared|feel (?:unsafe|scared|afraid|ashamed|alone|unwelcome)|live in fear|go through|be (?:hurt|attacked|abused|killed|beaten|harassed|bullied|mocked|targeted|discriminated against|excluded|treated (?:like|that way|this way|badly|differently|as less|as criminals|as second class)|spoken to like|called names|insulted|spat at|threatened))|should (?:ever )?(?:be (?:hurt|attacked|abused|killed|beaten|harassed|bullied|mocked|targeted|discriminated against|treated like|spoken to like|called|insulted|spat at|threatened|afraid|scared)|feel (?:unsafe|scared|afraid|ashamed|unwelcome)|have to (?:hide|fear|be afraid|put up with|justify)|live in fear|die)|deserves? (?:this|that|hate|abuse|violence|to be hated))\b/;
/** "i dont hate muslims", "we will never fear immigrants". */
const DENIED_CONTEMPT_BEFORE =
  /\b(?:i|we|you|nobody|no one|noone) (?:dont|do not|didnt|never|wont|will never|would never|shouldnt|should not|cant|cannot) (?:\w+ )?(?:hate|despise|loathe|detest|fear|blame|hurt|attack|harm|mock|insult)$/;
/** What turns a denial round: "…they are worse", "…but", "…just", an eye-roll. */
const TURNED_ROUND = /\b(?:but|worse|just|only|yet|though|however|except|unless|lol|lmao|haha)\b|🙄|😂|🤣|\/s\b|\b(?:oh sure|yeah right|sure thing|as if|totally)\b/;

function deniesIt(words: string, mention: GroupMention): boolean {
  const before = sentenceBefore(words, mention.start);
  const after = sentenceAfter(words, mention.end);
  if (TURNED_ROUND.test(`${before} ${after}`)) return false;
  if (DENYING_DETERMINER.test(before)) return DENIED_FATE.test(after);
  return DENIED_PREDICATE.test(after) || DENIED_CONTEMPT_BEFORE.test(before);
}

/** "…gay people are.": a later group in the sentence given a predicate of its own, not denied. */
const OWN_PREDICATE = /^ (?:are|is|r|were|was)\b/;

/** True when the text names a group and every sentence names one and denies hate of the first it names. */
export function deniesEveryGroupClaim(text: NormalizedText): boolean {
  const words = readGroupSpelling(restoreMaskedWords(text.words));
  const mentions = findGroupMentions(words).filter((mention) => !mention.viaPronoun);
  const sentences = [...words.matchAll(/[^.!?;\n]+/g)].filter(([sentence]) => /[a-z]/.test(sentence));
  if (mentions.length === 0) return false;
  return sentences.every((sentence) => {
    const start = sentence.index ?? 0;
    const inside = mentions.filter((mention) => mention.start >= start && mention.end <= start + sentence[0].length);
    const [first, ...others] = inside;
    if (!first || !deniesIt(words, first)) return false;
    return others.every((other) => !OWN_PREDICATE.test(sentenceAfter(words, other.end)) || DENIED_PREDICATE.test(sentenceAfter(words, other.end)));
  });
}
