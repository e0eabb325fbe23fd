import { isQuoted, sentenceBefore } from './clauses.js';
import type { Finding } from './findings.js';

/**
 * Replies that belittle the member in words kind replies do not use: talking down ("even you can
 * figure that out", "you'll live"), mockery ("let me get my tiny violin") and blame ("you made your
 * bed", "that's on you", "shame on you"). Read in replies only; a post telling one's own story may
 * say any of these about oneself.
 */

type BelittlingSignal = 'condescending' | 'sarcastic' | 'judgmental';

const PATTERNS: { signal: BelittlingSignal; pattern: RegExp }[] = [
  {
    signal: 'condescending',
    pattern:
      /\b(?:even (?:you|u) (?:can|could|should be able to) (?:figure|work|sort) (?:that|this|it) out|(?:everyone else|the rest of us|most people) (?:figured|worked|sorted) (?:this|that|it) out|(?:my|a) (?:\d+|two|three|four|five|six|seven|eight) (?:year|yr) old (?:handles|deals with|copes with|takes) (?:\w+ ){0,3}better|(?:youll|you will|ull|u will) live(?= *(?:$|[.!,]| lol| mate| babe| hun))|not reading (?:all )?(?:that|this)|too long,? didnt (?:read|care))\b/g,
  },
  { signal: 'condescending', pattern: /^yawn[.! ]*$/g },
  {
    signal: 'sarcastic',
    pattern: /\b(?:(?:get|got|getting|play|playing|plays|out|hear) (?:my |the |out the |a |out my )?(?:tiny|smallest|worlds smallest) violin|(?:tiny|smallest|worlds smallest) violin (?:is |s )?(?:playing|plays|for (?:you|u)|out))\b/g,
  },
  {
    signal: 'judgmental',
    pattern:
      /\b(?:you made (?:your|ur) bed|(?<!\bnone of )(?:thats|that is|this is|this one is|its|it is) (?:all )?on (?:you|u)\b(?! to\b)|(?:hard|difficult) to feel sorry for|(?:cant|cannot|stopped|stop|dont) feel(?:ing)? sorry (?:for (?:you|u)\b|anymore)|(?<!\bi )should(?:ve| have) (?:studied|saved|used protection|thought about that|listened)|shame on (?:you|u)|(?<!\b(?:like|agree|think|say|saying|said|mean|feel|believe|if|that|not|never) )(?:its|thats) (?:mostly |all |entirely )?(?:your|ur) (?:own )?fault)\b/g,
  },
];

/** Said of someone else, or reported: "people who say 'you made your bed' have never been there". */
const REPORTED = /\b(?:tell|tells|told|telling|say|says|said|saying|hate when|hate it when|called|heard|people who|someone who)\b/;

const BELITTLING_SCORE = 0.8;

export function findBelittling(words: string): (Finding & { signal: BelittlingSignal })[] {
  return PATTERNS.flatMap(({ signal, pattern }) =>
    [...words.matchAll(pattern)].flatMap((match) => {
      const index = match.index ?? 0;
      if (isQuoted(words, index) || REPORTED.test(sentenceBefore(words, index))) return [];
      return [{ signal, excerpt: match[0].trim(), score: BELITTLING_SCORE }];
    }),
  );
}
