import { clauseBefore, DISCOURSE_LEADS, isQuoted, leadWordsPattern, sentenceAfter, startsItsClause } from './clauses.js';
import type { Finding } from './findings.js';
import type { MessageContext } from './types.js';

/**
 * Naming a condition for someone: "you clearly have bpd", "sounds like you're a narcissist",
 * "your ex is a psychopath". A member's own story ("my doctor says I have bipolar disorder"), a
 * condition mentioned in general ("when you have depression, mornings are hard"), a question,
 * a denial ("you're not a narcissist") and a hedge ("you might have adhd") pass.
 */

const SERIOUS_CONDITIONS =
  'bpd|borderline(?: personality disorder)?|bipolar(?: disorder| 1| 2| i| ii)?|npd|narcissistic personality disorder|adhd|add|ocd|c-?ptsd|complex ptsd|ptsd|autism|aspergers?|schizophrenia|schizoaffective(?: disorder)?|psychosis|(?:an )?eating disorder|anorexia|bulimia|binge eating disorder|dissociative identity disorder|(?:a |some )?personality disorder|(?:a |some )?(?:mental|mood) (?:illness|disorder)|(?:an )?attachment disorder|(?:avoidant|histrionic|antisocial|paranoid|dependent) personality(?: disorder)?|sociopathy|psychopathy|dementia|hypochondria';
const COMMON_CONDITIONS =
  '(?:clinical |major |severe |chronic |postpartum |seasonal )?depression|(?:an? )?(?:generali[sz]ed |social )?anxiety disorder|panic disorder|(?:a )?chemical imbalance|(?:an )?addiction|(?:a )?(?:drinking|drug) problem|(?:an )?anger (?:problem|issues)|codependency';
const LABELS =
  'narcissist|narcissistic|sociopath|sociopathic|psychopath|psychopathic|bipolar|borderline|schizo|schizophrenic|psychotic|autistic|aspie|manic|anorexic|bulimic|hypochondriac|codependent|histrionic|mentally ill|clinically depressed|delusional|ocd|adhd|addict|an addict|alcoholic|an alcoholic';

const CERTAINTY = 'clearly|obviously|definitely|totally|def|so|honestly|literally|100%|absolutely|really|just|also|both';
const HEDGE = 'probably|might|may|could|possibly|maybe|perhaps';
const ADVERBS = `(?: (?:${CERTAINTY}|${HEDGE}|already|still))*`;
const ARTICLE = '(?:an? |some |the |such an? |a total |a complete |a textbook |a classic |textbook |classic |full blown |a full blown |an undiagnosed |undiagnosed |severe |serious |untreated |major |mild )?';
const HAVING = `(?:have|got|have got|suffer from|are suffering from|are dealing with|show (?:all the |the |classic |textbook )?(?:signs|symptoms) of|have (?:all the |the |classic |textbook )?(?:signs|symptoms) of|are showing signs of)`;

const YOU_HAVE = new RegExp(
  `\\b(?:(?:you|u)${ADVERBS} ${HAVING}|youve${ADVERBS} got|youre${ADVERBS} (?:suffering from|dealing with|showing signs of)) ${ARTICLE}(${SERIOUS_CONDITIONS}|${COMMON_CONDITIONS})\\b`,
  'g',
);
const YOU_ARE = new RegExp(`\\b(?:you are|youre|ur|u r|your (?=an? |such |so |clearly |obviously |literally ))${ADVERBS} ${ARTICLE}(${LABELS})\\b`, 'g');

const KIN =
  'husband|wife|partner|bf|gf|boyfriend|girlfriend|mom|mother|mum|dad|father|ex|boss|sister|brother|friend|son|daughter|parents|family|kid|child|roommate|coworker|co-worker|stepdad|stepmom|fiance|fiancee|spouse|in-laws|grandma|grandpa|teacher';
const THIRD_PARTY = `(?:your (?:${KIN})|he|she|they)`;
const THIRD_PARTY_DIAGNOSIS = new RegExp(
  [
    `\\b(?:${THIRD_PARTY} (?:is|are|sounds like|seems like)|your (?:${KIN})s|hes|shes|theyre)(?: (?:${CERTAINTY}))* ${ARTICLE}(${LABELS})\\b`,
    `\\b${THIRD_PARTY}(?: (?:${CERTAINTY}))* (?:has|have|suffers from) ${ARTICLE}(${SERIOUS_CONDITIONS})\\b`,
  ].join('|'),
  'g',
);
/** "your mom is bipolar" may repeat what the member said; "sounds like" or "clearly" makes it a verdict. */
const INTERPRETING = /\b(?:sounds like|seems like|clearly|obviously|definitely|totally|absolutely|literally|textbook|classic|such an?|full blown|i think|i bet|im pretty sure|pretty sure)\b/;

const DIAGNOSIS_LEADS = leadWordsPattern([...DISCOURSE_LEADS, 'if you ask me', 'from what you wrote', 'from what you describe', 'from what youve said', 'im no expert but']);
const HEDGED = new RegExp(`\\b(?:${HEDGE})\\b`);
const CERTAIN = /\b(?:clearly|obviously|definitely|totally|def|absolutely|textbook|classic|full blown)\b/;
const COMMON = new RegExp(`^(?:${COMMON_CONDITIONS})$`);

export function findDiagnoses(words: string, context: MessageContext): Finding[] {
  const findings: Finding[] = [];
  const patterns = context === 'reply' ? [YOU_HAVE, YOU_ARE, THIRD_PARTY_DIAGNOSIS] : [YOU_HAVE, YOU_ARE];
  for (const pattern of patterns) {
    for (const match of words.matchAll(pattern)) {
      const index = match.index ?? 0;
      const clause = clauseBefore(words, index);
      if (!startsItsClause(clause, DIAGNOSIS_LEADS) || isQuoted(words, index) || sentenceAfter(words, index).endsWith('?')) continue;
      if (pattern === THIRD_PARTY_DIAGNOSIS && !INTERPRETING.test(`${clause} ${match[0]}`)) continue;
      const condition = match.slice(1).find(Boolean) ?? '';
      const base = pattern === THIRD_PARTY_DIAGNOSIS ? 0.7 : COMMON.test(condition) ? 0.65 : 0.85;
      const hedged = HEDGED.test(match[0]) || /\b(?:maybe|perhaps)\b/.test(clause);
      const score = hedged ? base - 0.35 : CERTAIN.test(match[0]) ? Math.min(1, base + 0.1) : base;
      findings.push({ signal: 'diagnosis', excerpt: (clause ? `${clause} ` : '') + match[0], score: Number(score.toFixed(2)) });
    }
  }
  return findings;
}
