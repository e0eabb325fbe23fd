import { clauseBefore, sentenceBefore } from './clauses.js';
import { GROUP_AS_VERMIN } from './hate-phrases.js';
import { isCallOrIntent, isTheWritersStatement } from './hate-speaker.js';
import { GO_BACK_TO, PLACE_ATTACK, PLACE_THREAT } from './hate-threats.js';
import type { LocatedFinding } from './located-findings.js';

/**
 * Hate that needs no group mention to be read: "muslim scum", "burn their mosque", "go back to
 * africa", "the holocaust never happened", "being gay is a disease". Each counts only as the
 * writer's own statement (not quoted, reported, negated or judged afterwards).
 */

type StatementSignal = 'group_derogation' | 'group_dehumanisation' | 'group_threat' | 'group_exclusion';

const IDENTITY_AS_ILLNESS =
  /\b(?:being (?:gay|trans|transgender|bi|bisexual|lesbian|queer|nonbinary|black|disabled|autistic|a (?:woman|girl|muslim|jew))|homosexuality|transgenderism|transsexualism|bisexuality|gender ideology|the trans agenda|islam|judaism) (?:is|=) (?:just |basically |literally |a |an |clearly |obviously |simply |definitely |really |nothing but |genetic |mental )*(?:sin|disease|mental (?:illness|disorder|disease|defect|disability)|sickness|illness|perversion|abomination|disgusting|unnatural|choice|curse|defect|fetish|delusion|contagion|cult|cancer|plague|virus|phase|evil|wrong|filth)\b/g;
/** The writer telling their own struggle ("i feel like being gay is wrong", "my being trans is a curse"), not judging others. */
const OWN_STRUGGLE_BEFORE = /\b(?:i (?:feel|felt|worry|fear|keep thinking|cant help thinking|sometimes think|used to think|was raised|grew up|was taught|was told)|im (?:scared|afraid|worried)|(?:my|me|of) being)\b/;
const STATEMENTS: { pattern: RegExp; signal: StatementSignal; score: number }[] = [
  {
    pattern:
      /\b(?:the )?holocaust (?:didnt go far enough|didnt happen|never happened|(?:was|is) (?:a |an |massively |hugely |totally |completely )*(?:hoax|lie|myth|fake|exaggerated|made up|overblown|scam|good thing|justified|deserved))\b|\bhitler (?:was right|had a point|did nothing wrong|should have finished)\b(?! (?:on|about) (?:\w+ )?(?:nothing|none|no one))|\bfinish (?:what|the job) hitler started\b|\bgas chambers? (?:were|was|are) (?:fake|a lie|a hoax|made up)\b|\bthe (?:jewish|jew|gypsy|roma|muslim) problem\b/g,
    signal: 'group_derogation',
    score: 0.85,
  },
  { pattern: IDENTITY_AS_ILLNESS, signal: 'group_derogation', score: 0.8 },
  { pattern: /\ba womans place is (?:in the (?:kitchen|home)|at home|barefoot|on her knees)\b/g, signal: 'group_derogation', score: 0.8 },
  { pattern: GO_BACK_TO, signal: 'group_exclusion', score: 0.85 },
  { pattern: /\b(?:ban|outlaw|eradicate|wipe out) (?:islam|judaism)\b|\b(?:islam|judaism) (?:should|must|needs to|has to) be (?:banned|made illegal|outlawed|wiped out|eradicated|destroyed)\b/g, signal: 'group_exclusion', score: 0.85 },
];

export function findHateStatements(words: string): LocatedFinding[] {
  return [...findVerminLabels(words), ...findPlaceAttacks(words), ...findPlaceThreats(words), ...findStatements(words)];
}

function findStatements(words: string): LocatedFinding[] {
  return STATEMENTS.flatMap(({ pattern, signal, score }) =>
    [...words.matchAll(pattern)].flatMap((match) => {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (!isTheWritersStatement(words, start, end)) return [];
      if (pattern === IDENTITY_AS_ILLNESS && OWN_STRUGGLE_BEFORE.test(`${sentenceBefore(words, start)} ${match[0].slice(0, 12)}`)) return [];
      return [{ signal, excerpt: match[0], score, start, end }];
    }),
  );
}

/** "muslim scum", "gay trash". */
function findVerminLabels(words: string): LocatedFinding[] {
  return [...words.matchAll(GROUP_AS_VERMIN)].flatMap((match) => {
    const start = match.index ?? 0;
    if (!isTheWritersStatement(words, start, start + match[0].length)) return [];
    return [{ signal: 'group_dehumanisation', excerpt: match[0], score: 0.9, start, end: start + match[0].length }];
  });
}

/** "someone should burn their mosque", "id set that travellers camp on fire". */
function findPlaceAttacks(words: string): LocatedFinding[] {
  return [...words.matchAll(PLACE_ATTACK)].flatMap((match) => {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const lead = clauseBefore(words, start, true);
    const needsAfter = /^(?:set|light)$/.test(match.groups?.verb ?? '');
    if ((needsAfter && !match.groups?.after) || !isTheWritersStatement(words, start, end) || !isCallOrIntent(lead)) return [];
    return [{ signal: 'group_threat', excerpt: `${lead} ${match[0]}`.trim(), score: 0.9, start, end }];
  });
}

/** "mosques should be burned to the ground". */
function findPlaceThreats(words: string): LocatedFinding[] {
  return [...words.matchAll(PLACE_THREAT)].flatMap((match) => {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (!isTheWritersStatement(words, start, end)) return [];
    return [{ signal: 'group_threat', excerpt: match[0], score: 0.9, start, end }];
  });
}
