import { readGroupSpelling } from './group-spelling.js';
import { findGroupMentions } from './group-terms.js';
import type { NormalizedText } from './normalize.js';
import { restoreMaskedWords } from './offensive-terms.js';

/**
 * "Black people are not animals", "no migrant deserves to drown", "i dont hate muslims": every sentence
 * names a group and, whole, denies hate of it. The encoder reads the hateful words and misses the "not",
 * so the classifier's hate reading of such a text is overruled. Kept narrow on purpose: a sentence must
 * be one of three plain forms from its first word to its last, so anything that qualifies or turns the
 * denial round ("…if they stay in their own country", "…, you are", "…not all terrorists, most are")
 * leaves the classifier's reading in force; and no sarcasm anywhere in the text.
 */

/** What hate says of a group, so that denying it is not hate: "…are not vermin", "…arent the problem". */
const SLANDER =
  '(?:animals|vermin|trash|garbage|rubbish|scum|filth|rats|parasites|leeches|cockroaches|insects|monkeys|apes|pigs|dogs|a (?:disease|plague|cancer|virus|threat|danger|burden|drain|problem|joke|mistake|abomination|sin)|criminals|terrorists|rapists|thugs|gangsters|freaks|perverts|predators|paedophiles|pedophiles|groomers|monsters|savages|barbarians|subhuman|inferior|less than (?:us|human|anyone)|second class|stupid|dumb|thick|lazy|useless|worthless|dirty|disgusting|evil|dangerous|violent|sick|mentally ill|crazy|broken|weak|liars|thieves|invaders|illegals?|unnatural|confused|delusional|to blame|the problem|the enemy)';
/** "…are not vermin", "…arent the problem": the predicate denied. */
const DENIED_PREDICATE = new RegExp(`^ (?:(?:are|is|r|were|was) (?:not|never)|arent|isnt|aint|werent|wasnt) ${SLANDER}`);
/** "no migrant deserves to drown", "not one refugee should have to live in fear": a fate nobody of the group deserves. */
const DENIED_FATE = new RegExp(
  '^ (?:deserves?|should have) to (?:die|drown|suffer|be afraid|be scared|feel (?:unsafe|scared|afraid|ashamed|alone|unwelcome)|live in fear|' +
    'be (?:hurt|attacked|abused|killed|beaten|harassed|bullied|mocked|targeted|discriminated against|excluded|insulted|spat at|threatened|called names|' +
    'treated (?:like that|that way|this way|badly|like dirt|like animals|like criminals)|spoken to like that))' +
    '|^ should (?:ever )?(?:have to (?:hide|live in fear|be afraid)|be (?:hurt|attacked|abused|killed|beaten|harassed|bullied|mocked|targeted|discriminated against|insulted|spat at|threatened|afraid|scared|treated like that)|feel (?:unsafe|scared|afraid|ashamed|unwelcome)|live in fear)' +
    '|^ deserves? (?:hate|abuse|violence|to be hated)',
);
/** The words before the group in each form. */
const OPENING = '^(?:(?:and|also|honestly|seriously|look|remember|for the record|just so you know|to be clear) )?';
const BEFORE_A_PREDICATE = new RegExp(`${OPENING}$`);
const BEFORE_A_FATE = new RegExp(`${OPENING}(?:no|not one|not a single)$`);
const BEFORE_THE_GROUP_WHEN_DENYING_CONTEMPT = new RegExp(
  `${OPENING}(?:i|we) (?:really |honestly )?(?:dont|do not|never|will never|would never|could never) (?:hate|despise|loathe|detest|fear|blame)(?: (?:all|any))?$`,
);
/** All that may follow a denial before its sentence ends: "…at all", "…and never will be". */
const NOTHING_MORE = /^(?: (?:at all|ever|either|whatsoever|in any way|full stop|period|for (?:who|what) they are|like that|like this|and never (?:will be|have been|were)))*$/;
const SARCASM = /🙄|😂|🤣|😏|\/s\b|\b(?:lol|lmao|haha|oh sure|yeah right|sure thing|as if|totally|of course)\b/;

/** What follows the denial in its sentence, or undefined when the sentence is not one of the three forms. */
function restAfterDenial(before: string, after: string): string | undefined {
  const past = (pattern: RegExp) => {
    const match = pattern.exec(after);
    return match ? after.slice(match[0].length) : undefined;
  };
  if (BEFORE_A_PREDICATE.test(before)) return past(DENIED_PREDICATE);
  if (BEFORE_A_FATE.test(before)) return past(DENIED_FATE);
  if (BEFORE_THE_GROUP_WHEN_DENYING_CONTEMPT.test(before)) return after;
  return undefined;
}

function sentenceDenies(sentence: string): boolean {
  const mentions = findGroupMentions(sentence).filter((mention) => !mention.viaPronoun);
  const [mention] = mentions;
  if (!mention || mentions.length > 1) return false;
  const rest = restAfterDenial(sentence.slice(0, mention.start).trim(), sentence.slice(mention.end).replace(/[\s,]+$/, ''));
  return rest !== undefined && NOTHING_MORE.test(rest);
}

/** True when the text names a group and every sentence of it is a plain denial of hate of that group. */
export function deniesEveryGroupClaim(text: NormalizedText): boolean {
  const words = readGroupSpelling(restoreMaskedWords(text.words));
  if (SARCASM.test(words)) return false;
  const sentences = [...words.matchAll(/[^.!?;\n]+/g)].filter(([sentence]) => /[a-z]/.test(sentence));
  if (sentences.length === 0) return false;
  return sentences.every(([sentence]) => sentenceDenies(sentence));
}
