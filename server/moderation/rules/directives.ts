import { clauseBefore, DISCOURSE_LEADS, isQuoted, leadWordsPattern, sentenceAfter, sentenceBefore, startsItsClause } from './clauses.js';
import type { Finding } from './findings.js';

/**
 * Telling another member what they "should" do. A modal aimed at the listener is scored by what
 * follows it: validation ("you should be proud", "you need to know you matter") and pointing to
 * help ("you should talk to someone you trust") are fine; life decisions and dismissals
 * ("you need to leave him", "you have to get over it") are what the pledge asks peers not to say.
 */

const INTENSIFIERS = 'really|just|seriously|honestly|definitely|absolutely|totally|simply|clearly|obviously|literally';
const ADVERBS = `${INTENSIFIERS}|probably|still|also|now|so|both|all|guys|def`;
const MODALS = 'should not|shouldnt|should|must not|mustnt|must|needs to|need to|have got to|have to|got to|gotta|ought to|oughta|had better|better';
const YOU_MODAL = new RegExp(`\\b(?:you|u|ya|yall|youve|youd)((?: (?:${ADVERBS}))*) (${MODALS})\\b((?: [^\\s.!?;:,"]+){0,8})`, 'g');
const INTENSIFIED = new RegExp(`\\b(?:${INTENSIFIERS})\\b`);
const STRONG_MODALS = new Set(['must', 'gotta', 'have got to', 'got to', 'had better', 'better']);
const NEGATED_MODALS = new Set(['should not', 'shouldnt', 'must not', 'mustnt']);

const DIRECTIVE_LEADS = leadWordsPattern([...DISCOURSE_LEADS, 'maybe', 'perhaps', 'if you ask me', 'why', 'i would say that']);
const HEDGES = /\b(?:maybe|perhaps|possibly|might|i wonder|it could|could be|if you (?:want|feel|can|are able|re able|re ready|are ready)|when you(?:re| are) ready|if it feels)\b/;

/** "you shouldn't feel guilty", "you shouldn't have to": reassurance, not a rule for the listener. */
const REASSURANCE_AFTER_NEGATION =
  /^(?:ever |even |ever have to |have to |feel|be (?:so )?(?:ashamed|embarrassed|guilty|sorry|afraid|scared|hard on|down on)|blame|beat|hate|worry|doubt|apologi[sz]e|compare|judge|put yourself|think (?:you|that|its|youre)|carry|suffer|go through|deal with (?:this|it) alone|be alone|be treated|settle|accept (?:less|being)|tolerate|let (?:anyone|anybody|them|him|her) )/;
/** After "you must": empathy ("you must be exhausted"), not an order. */
const EMPATHY_AFTER_MUST = /^(?:be|feel|have been|have felt|have|know|miss|love|care|really|so|truly)\b/;

const JUDGING_BE = /^be (?:so |more |a little |a bit |less )?(?:ashamed|grateful|thankful|happy|happier|stronger|tougher|over (?:it|him|her|them|this|that)|positive|more positive|careful|responsible|mature|embarrassed|less (?:sensitive|dramatic|emotional|negative)|sensitive|dramatic|emotional|negative)\b/;
const VALIDATING_BE =
  /^be (?:so |really |very |more |a little |a bit |extra )?(?:proud|gentle|kind|patient|easy|nice|compassionate|safe|heard|believed|supported|loved|respected|treated|cared|listened|able|allowed|free|there for yourself|honest with yourself|the one|comfortable|ok|okay|in control|yourself|celebrated|valued|seen|happy with yourself|good to yourself)\b/;
const VALIDATING_ACTIONS =
  /^(?:(?:try to|also|always|still|first|start to|learn to|remember to) )?(?:feel|know|hear|remember|realize|realise|understand|recognize|trust|believe|(?:give|treat|forgive|love|accept|allow|let|remind|be proud of|take care of|look after|prioriti[sz]e|comfort|nurture|honor|honour) yourself|take care|take (?:it|things) (?:easy|slow|one day at a time)|take (?:your|some|a little) time|take time|take a (?:break|breath|breather|moment|step back|deep breath)|rest|breathe|grieve|mourn|cry|celebrate|pat yourself|go easy|go at your own pace|put yourself first|prioriti[sz]e (?:you|your)|focus on (?:yourself|you|your (?:own )?(?:healing|health|wellbeing|well-being|needs|recovery|self|safety|peace))|listen to (?:yourself|your (?:body|gut|heart|needs|feelings|instincts))|do what(?:ever)? (?:is|feels|s|you)|stay safe|keep (?:yourself )?safe|start feeling|begin (?:feeling|to feel)|get (?:better|through this)|heal|keep going|keep fighting|stay alive|keep living|hold on|hang in there|never (?:be|feel|have)|stop (?:blaming|beating|being so hard on|hating|judging|punishing|comparing|doubting|apologi[sz]ing|putting yourself|minimi[sz]ing|invalidating)|be able|have (?:support|someone|people|a safe|a support)|live your (?:life|truth))\b/;
const REFLECTIVE_ACTIONS = /^(?:(?:try to|first|also) )?(?:ask yourself|think|consider|reflect|decide|figure|explore|evaluate|examine|look at|look into|weigh|find (?:what|a way|out|the|your)|work out|learn|identify|notice|pay attention|be aware|start by|take a look)\b/;
const HELP_SEEKING =
  /^(?:(?:try to|maybe|please|definitely|really|also|first|just|at least|probably|still|seriously|honestly|immediately) )*(?:talk|speak|reach out|open up|go|turn|reach|call|text|contact|see|visit|find|ask|get|seek|tell|consult|check in with|check with|confide in|book|make an appointment|schedule|look for|join|try)\b.*\b(?:therap\w*|counsel\w*|doctor|dr|gp|psychiatr\w*|psycholog\w*|professional\w*|physician|nurse|crisis|hotline|helpline|lifeline|988|911|emergency|er|hospital|help|support\w*|someone|somebody|trusted|friends?|family|loved ones|teacher|school|parents?|mom|mum|dad|adult|police|cops|authorities|a doctor|medical|treatment)\b/;
const DISMISSIVE_TAIL =
  /^(?:(?:just|also|really|seriously|honestly|simply) )*(?:get over (?:it|him|her|them|yourself|this|that)|grow up|man up|toughen up|harden up|suck it up|snap out|calm down|cheer up|chill|stop (?:being|whining|complaining|moping|sulking|crying|feeling sorry|making excuses|playing the victim|overreacting|overthinking)|quit (?:whining|complaining|moping|crying|feeling sorry|being)|get a grip|pull yourself together|get your (?:act|shit|stuff) together|think positive|be positive)\b/;
const LIFE_DECISIONS =
  /^(?:(?:just|also|really|seriously|honestly|probably|definitely|simply) )*(?:leave|dump|break up|divorce|quit|forgive|confront|tell|cut (?:him|her|them|ties|off|out|contact)|move (?:on|out|away)|get over|let (?:it|him|her|them|go)|stop|give up|go back|get out|block|report|marry|apologi[sz]e|ignore|accept|ditch|kick|get rid|walk away|end (?:it|things|the relationship)|lose weight|go to the gym|work out|exercise|pray|change|try harder|work harder|fix|deal with|face|get a (?:job|life)|get your life together|get out more|go outside|go out more|keep it to yourself|stay with|go no contact|move)\b/;

export function findDirectives(words: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of words.matchAll(YOU_MODAL)) {
    const index = match.index ?? 0;
    if (!startsItsClause(clauseBefore(words, index), DIRECTIVE_LEADS) || isQuoted(words, index)) continue;
    const rest = sentenceAfter(words, index);
    if (rest.endsWith('?')) continue;
    const [, adverbs, modal, tail] = match;
    if (match[0].startsWith('youd ') && modal !== 'better') continue;
    const score = directiveScore(modal, adverbs.trim(), tail.trim(), sentenceBefore(words, index), rest);
    if (score > 0) findings.push({ signal: 'directive', excerpt: match[0].trim(), score });
  }
  return findings;
}

function directiveScore(modal: string, adverbs: string, tail: string, sentenceStart: string, rest: string): number {
  if (NEGATED_MODALS.has(modal) && REASSURANCE_AFTER_NEGATION.test(tail)) return 0;
  if (modal === 'must' && EMPATHY_AFTER_MUST.test(tail)) return 0;
  let score: number;
  if (DISMISSIVE_TAIL.test(tail)) score = 0.85;
  else if (JUDGING_BE.test(tail)) score = 0.75;
  else if (VALIDATING_BE.test(tail) || VALIDATING_ACTIONS.test(tail) || HELP_SEEKING.test(tail)) return 0;
  else if (tail.startsWith('be ')) score = 0.45;
  else if (REFLECTIVE_ACTIONS.test(tail)) score = 0.3;
  else if (LIFE_DECISIONS.test(tail)) score = 0.75;
  else score = 0.5;
  const intensified = INTENSIFIED.test(adverbs) || STRONG_MODALS.has(modal) || rest.trimEnd().endsWith('!');
  if (intensified) score += 0.2;
  if (HEDGES.test(sentenceStart) || HEDGES.test(rest)) score -= 0.3;
  return Math.max(0, Math.min(1, Number(score.toFixed(2))));
}
