import { clauseBefore, DISCOURSE_LEADS, isQuoted, leadWordsPattern, sentenceBefore, startsItsClause } from './clauses.js';
import type { Finding } from './findings.js';
import { type LocatedFinding, strongestPerPlace } from './located-findings.js';
import type { NormalizedText } from './normalize.js';
import { findOffensiveWords, type OffensiveWord, restoreMaskedWords } from './offensive-terms.js';
import { isNegatedLead, isReportedSpeech } from './speech-context.js';

/**
 * Profanity and insults aimed at a person: "fuck you", "ur a stupid bitch", "shut up you idiot".
 * Swearing about a situation ("this fucking week", "fuck cancer"), at oneself ("i'm such an idiot")
 * or about someone absent ("my boss is a dick") is venting, and passes, as do denials ("you're not
 * stupid") and friendly "shut up"s.
 */

type DirectedSignal = 'profanity_at_person' | 'insult_at_person';


const LISTENER = '(?:you|u|ya|yu|you guys|u guys|you all|yall|you people|you lot|you two)';
/** Words that may stand between "you" / "you're" and the insult: "you absolute moron", "ur such a stupid bitch". */
const INTENSIFIERS =
  'a|an|the|so|soo|such|really|just|literally|honestly|absolutely|fucking|fkn|freaking|complete|total|utter|real|one|big|little|stupid|dumb|pathetic|ugly|fat|lazy|worthless|useless|dirty|filthy|disgusting|sad|miserable|lying|brainless|pretty|kinda|kind of|being|all|full of|piece of|bunch of|absolute|massive|huge|goddamn|damn|bloody|ignorant|selfish|entitled|whiny|spoiled|crazy|insane|biggest|most|still|always|nothing but|nothing more than|no better than|actually|clearly|obviously|seriously|genuinely|truly|too|very|extremely|super|dumbass|sorry ass|creepy|annoying|ungrateful';
const VOCATIVE = new RegExp(`(?:^|\\s)(?<subject>${LISTENER})(?<between>(?: (?:${INTENSIFIERS}))*)$`);
const PREDICATE = new RegExp(
  `(?:^|\\s)(?<subject>youre|ure|ur|your|${LISTENER} (?:are|r|were)|youve (?:always )?been|you have (?:always )?been|${LISTENER} (?:look|sound|act|seem|smell)(?: like)?|(?:are|r|arent) (?:you|u))(?<between>(?: (?:${INTENSIFIERS}))*)$`,
);
/** After "your" without "a" or "so", the word may be describing a thing: "your stupid rules". */
const SAYS_WHAT_YOU_ARE = /\b(?:a|an|so|soo|such|really|just|literally|honestly|being|pretty|kinda|too|very|extremely|super|actually|clearly|obviously|seriously|genuinely|truly|always|still)\b/;
const ENDS_THE_CLAUSE = /^(?:\s*$|\s*[.!?,;:\n)]|\s(?:and|lol|lmao|tbh|honestly|af|as hell|as fuck|for|if|to|because|bc|cuz|ngl|fr|smh)\b)/;

export function findDirectedProfanity(text: NormalizedText): Finding[] {
  const words = restoreMaskedWords(text.words);
  const offensive = findOffensiveWords(words);
  const located = [...offensive.flatMap((word) => wordsAimedAtTheListener(words, word)), ...findOrders(words, offensive)];
  return strongestPerPlace(located);
}

function wordsAimedAtTheListener(words: string, word: OffensiveWord): LocatedFinding[] {
  const clause = clauseBefore(words, word.start);
  const addressed = VOCATIVE.exec(clause) ?? PREDICATE.exec(clause);
  if (!addressed?.groups) return [];
  const { subject, between } = addressed.groups;
  const subjectAt = addressed.index + addressed[0].length - subject.length - between.length;
  const lead = clause.slice(0, subjectAt);
  if (isNegatedLead(lead) || !isTheWritersOwn(words, word.start)) return [];
  if (/^(?:your|ur)$/.test(subject) && !SAYS_WHAT_YOU_ARE.test(between) && !ENDS_THE_CLAUSE.test(words.slice(word.end))) return [];
  // "you're the shit" is praise.
  if (between.trim() === 'the' && word.term === 'shit') return [];
  const signal: DirectedSignal = word.kind === 'insult' ? 'insult_at_person' : 'profanity_at_person';
  const start = words.lastIndexOf(clause, word.start) + subjectAt;
  return [{ signal, score: word.score, excerpt: words.slice(start, word.end), start, end: word.end }];
}

function isTheWritersOwn(words: string, index: number): boolean {
  return !isQuoted(words, index) && !isReportedSpeech(sentenceBefore(words, index));
}

interface Order {
  pattern: RegExp;
  signal: DirectedSignal;
  score: number;
  /** A friendly "shut up" or "stfu" ("shut up that's amazing 😭") is excitement, not an order. */
  friendlyFormExists?: boolean;
  /** Must open its clause ("go kill yourself"), since "please don't kill yourself" is care. */
  imperative?: boolean;
}

const ORDERS: Order[] = [
  { pattern: /\b(?:fuckyou|fuckyourself|fuckoff|fku|stfu|gtfo|shut the (?:fuck|hell|f) up|shut your (?:fucking |stupid |dumb |ugly )?(?:mouth|face|trap|gob))\b/g, signal: 'profanity_at_person', score: 0.8, friendlyFormExists: true },
  { pattern: /\b(?:screw|frick|frig) (?:you|u|ya|yourself)\b/g, signal: 'profanity_at_person', score: 0.75 },
  { pattern: /\bpiss off\b/g, signal: 'profanity_at_person', score: 0.7, friendlyFormExists: true },
  { pattern: /\b(?:just )?shut up(?: already| for once| nobody asked| no one asked| nobody cares| no one cares)\b/g, signal: 'insult_at_person', score: 0.6, friendlyFormExists: true },
  { pattern: /\b(?:you|u|ya) (?:really |just |fucking |so |honestly |literally )*suck\b(?! (?:it up|at (?:hiding|lying)))/g, signal: 'insult_at_person', score: 0.6 },
  { pattern: /\b(?:kys|go (?:kill yourself|die|drown|jump off a (?:bridge|cliff))|(?:just |pls |please |plz )?(?:kill yourself|kill urself|die in a (?:fire|hole|ditch)|drop dead))\b/g, signal: 'insult_at_person', score: 0.95, imperative: true },
];

const ORDER_LEADS = leadWordsPattern([...DISCOURSE_LEADS, 'go', 'just', 'pls', 'plz', 'why dont you', 'you should', 'u should', 'you should just', 'u should just', 'you can', 'you can just', 'now', 'seriously']);
const FRIENDLY =
  /\b(?:lol|lmao|lmfao|omg|omfg|no way|amazing|congrat\w*|yay|i love|love (?:this|you|it|u)|cute|proud|crying|screaming|wow|so happy|happy for|the best|haha\w*|im dying|so good|beautiful|gorgeous|incredible|stop it|you did it|yes+|legend|iconic|queen)\b|[\u{1F62D}\u{1F602}\u{1F979}\u{2764}\u{1F495}\u{1F970}\u{1F60D}\u{1F923}\u{1F480}\u{1F389}\u{1F973}\u{2728}]/u;
/** "fuck you, cancer": a curse at an illness or a day is venting. */
const NOT_A_PERSON = /^ (?:cancer|depression|anxiety|ptsd|covid|corona|mondays?|brain|world|life|universe|karma|2020|this year|this week|stairs|printer|body|ocd|adhd|bpd|grief)\b/;

function findOrders(words: string, offensive: OffensiveWord[]): LocatedFinding[] {
  const found: LocatedFinding[] = [];
  const add = (signal: DirectedSignal, score: number, start: number, end: number, { friendlyFormExists, imperative }: Partial<Order> = {}): void => {
    const lead = clauseBefore(words, start);
    if (isNegatedLead(lead) || !isTheWritersOwn(words, start)) return;
    if (imperative && !startsItsClause(lead, ORDER_LEADS)) return;
    if (friendlyFormExists && FRIENDLY.test(`${sentenceBefore(words, start)} ${words.slice(start, end + 80)}`)) return;
    found.push({ signal, score, excerpt: `${lead.split(' ').slice(-2).join(' ')} ${words.slice(start, end)}`.trim(), start, end });
  };
  for (const order of ORDERS) {
    for (const match of words.matchAll(order.pattern)) {
      const start = match.index ?? 0;
      add(order.signal, order.score, start, start + match[0].length, order);
    }
  }
  // "fuck you", "go f*** yourself", "f u c k off": obscenity has undone the spelling of the curse.
  for (const word of offensive.filter((candidate) => candidate.term === 'fuck' && !/er|ers$/.test(candidate.word))) {
    const target = /^ (?:yo+u+|u+|ya|yu|yourself|urself|yaself|of+|your (?:opinion|feelings|advice|post|comment|face|life))\b/.exec(words.slice(word.end));
    if (!target || NOT_A_PERSON.test(words.slice(word.end + target[0].length))) continue;
    const towardsYou = target[0].trim();
    const score = towardsYou.endsWith('self') ? 0.95 : /^of+$/.test(towardsYou) ? 0.8 : 0.9;
    add('profanity_at_person', score, word.start, word.end + target[0].length, { friendlyFormExists: /^of+$/.test(towardsYou) });
  }
  return found;
}
