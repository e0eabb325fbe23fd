import { clauseBefore, DISCOURSE_LEADS, isQuoted, leadWordsPattern, sentenceBefore, startsItsClause } from './clauses.js';
import type { Finding } from './findings.js';

/**
 * Orders given to the listener without "you should": "just get over it", "man up", "leave him".
 * They count only at the start of a clause, so "you'll get over it in time", "I wish I could snap
 * out of it" and "people who tell you to man up" pass.
 */

const HARSH_DISMISSALS =
  /\b(?:get over (?:it|yourself)|snap out of it|man up|toughen up|harden up|suck it up|grow up|get a grip|pull yourself together|get your (?:act|shit|stuff) together|stop being (?:so |such a |such an |a |an )?(?:dramatic|sensitive|emotional|negative|lazy|selfish|weak|baby|crybaby|drama queen|pathetic|ridiculous|silly|childish|needy|soft|whiny|attention seeker|attention-seeker|attention seeking|victim)|stop (?:whining|complaining|moping|sulking|feeling sorry for yourself|making excuses|playing the victim|overreacting|being a victim|crying about it)|quit (?:whining|complaining|moping|feeling sorry for yourself|crying|being (?:so )?(?:dramatic|sensitive|a baby|weak|lazy)))\b/g;
const SOFT_DISMISSALS =
  /\b(?:cheer up|calm down|chill out|chill|think positive|be positive|stay positive|choose (?:to be )?happ(?:y|iness)|move on|let it go|deal with it|get on with (?:it|your life)|stop overthinking|stop worrying|stop crying|relax|smile more|look on the bright side)\b/g;
const LIFE_DECISION_ORDERS =
  /\b(?:leave (?:him|her|them|that (?:man|woman|guy|girl|person|relationship|job|place)|your (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|job))|dump (?:him|her|them)|break up with (?:him|her|them)|divorce (?:him|her|them)|cut (?:him|her|them) (?:off|out)|quit your job|forgive (?:him|her|them)|confront (?:him|her|them)|kick (?:him|her|them) out|go no contact|walk away from (?:him|her|them))\b/g;

const ORDER_LEADS = leadWordsPattern([...DISCOURSE_LEADS, 'just', 'simply', 'maybe just', 'you just', 'u just', 'you gotta just']);
/** Someone else's words: "people who say 'just get over it' have never been there". */
const REPORTED_SPEECH =
  /\b(?:tell|tells|told|telling|say|says|said|saying|expect|expects|expected|ask|asks|asked|as easy as|as simple as|instead of|rather than|hate when|hate it when|called|heard|easier said|pressure|pressured)\b/;

export function findDismissals(words: string): Finding[] {
  const findings: Finding[] = [];
  const add = (pattern: RegExp, signal: string, scoreFor: (justBefore: boolean) => number): void => {
    for (const match of words.matchAll(pattern)) {
      const index = match.index ?? 0;
      const clause = clauseBefore(words, index);
      if (!startsItsClause(clause, ORDER_LEADS) || isQuoted(words, index)) continue;
      if (REPORTED_SPEECH.test(sentenceBefore(words, index))) continue;
      findings.push({ signal, excerpt: (clause ? `${clause} ` : '') + match[0], score: scoreFor(/\bjust$/.test(clause)) });
    }
  };
  add(HARSH_DISMISSALS, 'dismissive_order', () => 0.85);
  add(SOFT_DISMISSALS, 'dismissive_order', (justBefore) => (justBefore ? 0.8 : 0.5));
  add(LIFE_DECISION_ORDERS, 'life_decision_order', (justBefore) => (justBefore ? 0.85 : 0.75));
  return findings;
}
