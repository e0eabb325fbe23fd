import { clauseBefore, isQuoted, sentenceAfter, sentenceBefore } from './clauses.js';
import type { Finding } from './findings.js';

/**
 * Replies that push someone toward danger: suicide, self-harm, starving or purging, a relapse, or
 * away from help. These are the replies that cost most when they slip through, and they are said in
 * a few recurring shapes that rules read more surely than the encoder does.
 *
 * A phrase does not count when it is denied ("nobody should tell you to go for it"), quoted or
 * reported ("people who say one drink won't hurt are wrong"), or framed as the feeling it answers
 * ("it might feel like everyone would be better off without you, but").
 */

interface Pattern {
  signal: string;
  score: number;
  pattern: RegExp;
  /** Counts only when the message also says this (a substance, a recovery, a plan). */
  needs?: RegExp;
  /** Counts only as an order: at the start of its clause, after at most a few lead words. */
  imperative?: boolean;
  /** Does not count when its sentence says this ("mixing them is dangerous"). */
  unless?: RegExp;
}

const YOU = '(?:you|u|ya)';
const YOURE = '(?:youre|you are|ur|u r|u are)';
const YOUR = '(?:your|ur)';
const SUBSTANCE_OR_RECOVERY =
  /\b(?:sober|sobriety|clean|recovery|relaps\w*|sponsor|meetings?|aa|na|alcoholic|addict\w*|drink\w*|booze|wine|beers?|pints?|vodka|prosecco|whisk(?:e)?y|gin|bottle|pills?|coke|lines?|bump|bag|dealer|pipe|crack|gambl\w*|bets?|bookies|slots|spins?|cigs?|cigarettes?|vape|using|streak|dry)\b/;
const RECOVERY = /\b(?:sober|sobriety|clean|recovery|recovering|relaps\w*|quit|quitting|sponsor|dry|streak|meetings?|aa|na|alcoholic|addict\w*|rehab|using|slipped)\b/;
const DRUG = '(?:xanax|benzos?|pills|tablets|meds|sleeping (?:pills|tabs|tablets)|painkillers|diazepam|codeine|co codamol|tramadol|nytol|pregabalin|gabapentin|oxy\\w*)';
const BOOZE = '(?:vodka|wine|whisk(?:e)?y|drink|beer|beers|booze|gin|rum|alcohol)';
const AN_ENDING = /\b(?:end (?:it|things|your life)|die|dying|suicide|kill yourself|decided|go through with it|your life|ur life|gone)\b/;

const PATTERNS: Pattern[] = [
  // Suicide.
  { signal: 'suicide_encouragement', score: 0.9, pattern: new RegExp(String.raw`\b(?:kys|(?:go |just |should |could |might as well |may as well )(?:just )?(?:kill|hang|neck|off|unalive) yourself)\b`, 'g') },
  { signal: 'suicide_encouragement', score: 0.9, pattern: new RegExp(String.raw`\b(?:(?:why not|might as well|may as well|should|could|then|so) (?:just )?(?:end it|end things|end your life|do it already|go through with it)|(?:just )?do it already)\b(?! with\b)`, 'g') },
  { signal: 'suicide_encouragement', score: 0.9, pattern: new RegExp(String.raw`\bif (?:${YOURE}|youre) (?:going|gonna) (?:to )?do it,? (?:(?:at least|then) )?(?:do it (?:properly|right)|stop talking)`, 'g') },
  { signal: 'suicide_encouragement', score: 0.9, pattern: new RegExp(String.raw`\bstop (?:talking about it|threatening(?: it)?|posting(?: about it)?|waiting) and (?:just )?(?:do it|go through with it|end it)\b`, 'g') },
  { signal: 'suicide_encouragement', score: 0.9, pattern: new RegExp(String.raw`\bif (?:${YOU}(?:ve| have)?|youve|uve) (?:already )?(?:decided|made up ${YOUR} mind|made ${YOUR} mind up)(?: [a-z]+){0,3}?,? (?:then )?(?:id say |i say |honestly )?(?:go for it|do it|nobody (?:can|should) stop ${YOU}|i (?:respect|support) (?:it|that|${YOU}))\b`, 'g') },
  { signal: 'suicide_encouragement', score: 0.85, pattern: new RegExp(String.raw`\b(?:i|we) (?:wont|will not|am not going to|im not going to|not gonna|aint gonna) (?:try (?:to|and) )?talk ${YOU} out of it(?= *(?:$|[.!?,]))`, 'g') },
  { signal: 'suicide_encouragement', score: 0.85, pattern: new RegExp(String.raw`\b(?:i|we) (?:wont|will not|am not going to|im not going to|not gonna|aint gonna) (?:try (?:to|and) )?stop ${YOU}\b`, 'g'), needs: AN_ENDING },
  { signal: 'suicide_encouragement', score: 0.85, pattern: new RegExp(String.raw`\b(?:suicide is (?:a |${YOUR} )?(?:human )?right|(?:a|${YOUR}) right to (?:die|end it|end ${YOUR} life))\b`, 'g') },
  { signal: 'suicide_encouragement', score: 0.85, pattern: new RegExp(String.raw`\bthe (?:bridge|tracks|train line|rope|pills|roof|ledge|cliffs?|river|sea)(?:s| is| are) (?:right )?(?:there|waiting)(?= *(?:$|[.!?,]| mate| bro| then| lol| for ${YOU}))`, 'g') },
  { signal: 'suicide_encouragement', score: 0.85, pattern: new RegExp(String.raw`\b(?:${YOUR} time (?:really )?is up|(?:it|death|dying|suicide)(?: really)? (?:is|might be|could be) the (?:only )?(?:way out|answer|way) for ${YOU}|${YOU} (?:could|can|should) (?:always )?(?:just )?not wake up)\b`, 'g') },
  { signal: 'suicide_encouragement', score: 0.85, pattern: new RegExp(String.raw`\bvoices?(?: [a-z,]+){0,6} (?:maybe |might be |probably )?(?:theyre|they are|its|it is|are|is) (?:right|the only honest)\b`, 'g') },
  { signal: 'suicide_encouragement', score: 0.85, pattern: new RegExp(String.raw`\b(?:the world|everyone|every1|they|${YOUR} (?:family|kids|mum|mom|dad|partner|friends))(?:d| would| will|ll)? (?:(?:all|honestly|genuinely|really) )?(?:be )?(?:better off|better|happier|relieved|fine|cope) without ${YOU}(?: in it)?\b|\b(?:nobody|no one|noone)(?: would| will)? (?:even )?(?:come to ${YOUR} funeral|miss ${YOU}|notice if ${YOU} (?:were|was|went) gone)\b`, 'g') },
  { signal: 'danger_dare', score: 0.8, pattern: new RegExp(String.raw`\b(?:i )?dare (?:${YOU} )?(?:to )?(?:go (?:on|onto|down to) the (?:train |railway )?(?:tracks|roof|ledge)|lie (?:down )?(?:in|on) the (?:road|tracks)|swim out|stand on the|jump off|hold ${YOUR} breath)`, 'g') },

  // Self-harm.
  { signal: 'self_harm_encouragement', score: 0.85, pattern: new RegExp(String.raw`\b(?:(?:cut|go|burn) deeper|deep cuts heal|(?:go back to|keep) (?:the blade|cutting|burning|hurting yourself)|(?:keep|hide) (?:a (?:bag|box) of |some |the )?(?:razors|blades) (?:somewhere|where|in|under|hidden)|snap it (?:til|till|until) it bleeds)\b`, 'g') },
  { signal: 'self_harm_encouragement', score: 0.85, pattern: new RegExp(String.raw`\b(?:self ?harm|cutting|hurting yourself|burning yourself|a (?:lil|little|bit of) (?:scratch|self harm|cut))(?: [a-z]+){0,3} (?:is self care|is fine|is ok|is okay|is better than|helps ${YOU} sleep|never (?:killed|hurt) anyone|isnt (?:that bad|a big deal))\b`, 'g') },
  { signal: 'self_harm_encouragement', score: 0.85, pattern: new RegExp(String.raw`\bif (?:cutting|hurting yourself|self ?harm|it|burning) (?:is what )?(?:helps|gets ${YOU} through)(?: [a-z]+){0,5},? (?:then )?(?:honestly )?(?:do it|keep (?:at it|going|doing it)|crack on|go for it)\b`, 'g') },
  { signal: 'self_harm_encouragement', score: 0.8, pattern: new RegExp(String.raw`\b(?:do it|cut|burn)(?: [a-z]+){0,2} where ${YOUR} (?:uniform|sleeves|clothes|school uniform)(?: [a-z]+)? covers?\b`, 'g') },

  // Starving and purging.
  { signal: 'eating_disorder_encouragement', score: 0.85, pattern: new RegExp(String.raw`\b(?:(?:thigh gap|skinny|thin|bones|skin and bones)(?: [a-z]+){0,2} or die trying|pro ?ana|ana (?:coach|buddy|tips)|thinspo|meanspo|ugw|empty stomach,? clear mind|hunger (?:pangs )?(?:is|are) (?:just )?(?:${YOUR} )?(?:fat|weakness))\b`, 'g') },
  { signal: 'eating_disorder_encouragement', score: 0.85, pattern: new RegExp(String.raw`\b(?:eat nothing|(?:dont|do not|stop) eat(?:ing)?|skip (?:dinner|lunch|breakfast|meals|food)|starve(?: yourself)?|(?:just )?fast) (?:(?:un)?til(?:l)?|till|before|for (?:a |the |another )?(?:week|weekend|few days|\d+ days))\b(?! ${YOU} (?:feel|are) hungry)`, 'g') },
  { signal: 'eating_disorder_encouragement', score: 0.85, pattern: new RegExp(String.raw`\b(?:make yourself sick|throw(?:ing)? (?:it )?(?:up|back up)|purg(?:e|ing)|laxatives)(?: [a-z]+){0,6} (?:is how|its easy|it barely counts|barely counts|works every time|are fine|is fine|is better than|so (?:she|he|they) cant hear)\b`, 'g') },
  { signal: 'eating_disorder_encouragement', score: 0.8, pattern: new RegExp(String.raw`\b(?:${YOURE} (?:almost|nearly) (?:skin and bones|at ${YOUR} goal|there)(?: [a-z]+){0,4} (?:amazing|goals|keep going)|keep going(?: [a-z,]+){0,4} ${YOURE} (?:almost|nearly) (?:skin and bones|bones|there)|(?:black coffee|ice cubes?|chewing gum)(?: [a-z]+){0,4} hunger (?:gone|away)|(?:hide|hiding) (?:not eating|the weight loss|it) from ${YOUR} (?:parents|mum|mom|dad|family)|tell ${YOUR} (?:parents|mum|mom|dad) ${YOU} (?:had|ate) (?:a big|already))\b`, 'g') },

  // A relapse, where the message is about drinking, using, gambling or recovery.
  { signal: 'relapse_encouragement', score: 0.8, needs: SUBSTANCE_OR_RECOVERY, pattern: new RegExp(String.raw`\b(?:one|a|1) (?:little |cheeky |tiny |small )?(?:drink|pint|glass|line|pill|bet|cig|cigarette|hit|night|bump|beer|bag|spin)(?: [a-z]+){0,3} (?:wont|will not|isnt going to|doesnt|cant|is not going to) (?:hurt|undo|kill ${YOU}|matter|put ${YOU} back|count)\b`, 'g') },
  { signal: 'relapse_encouragement', score: 0.8, needs: SUBSTANCE_OR_RECOVERY, pattern: new RegExp(String.raw`\b(?:(?:you|u)(?:ve| have)?|youve|uve) (?:so |really )?(?:earned|deserve) (?:(?:a|one|another) (?:night off|drink|pint|bottle|glass|treat|line|bump|flutter|bet))\b`, 'g') },
  { signal: 'relapse_encouragement', score: 0.75, needs: SUBSTANCE_OR_RECOVERY, pattern: new RegExp(String.raw`\b${YOURE} not (?:really |even )?(?:an? )?(?:real )?(?:alcoholic|addict)\b(?!,? (?:${YOURE}|youre) (?:a person|someone))|\b${YOU} can (?:definitely |totally )?handle (?:a|one|the odd|a bit of|a few|some|a pill|a drink)\b`, 'g') },
  { signal: 'relapse_encouragement', score: 0.8, needs: SUBSTANCE_OR_RECOVERY, pattern: new RegExp(String.raw`\b(?:might as well|may as well) (?:keep (?:going|drinking|using|spinning|betting)|go all in|enjoy the weekend|carry on)|(?:drink|drinking) (?:till|until|til) (?:${YOU}|it)|drink ${YOUR} (?:feelings|problems|sorrows) away|(?:abstinence|sobriety|aa|rehab|the program|the 12 steps|recovery)(?: thing)? (?:is|are) (?:a )?(?:scam|cult|overrated|bs|bollocks|for quitters|stupid|pointless)|(?:quitting|getting clean|being sober) was stupid|dry january is for quitters|(?:go see|call|text|ring|hit up|message) ${YOUR} (?:dealer|plug)|${YOUR} dealer(?: [a-z]+){0,5} (?:number|texted|asked|misses)\b`, 'g') },

  // Away from help.
  { signal: 'discouraging_help', score: 0.75, pattern: new RegExp(String.raw`\b(?:(?:hotlines?|helplines?|crisis lines?|samaritans|988)(?: [a-z]+){0,2} (?:are|is) (?:useless|pointless|a waste of time|a joke|a scam|no help)|(?:no one|nobody) (?:ever )?got better (?:by )?(?:talking to|calling|ringing) (?:a )?(?:hotline|helpline|crisis line)|(?:dont|do not) (?:bother )?(?:call|ring|text)(?:ing)? (?:the )?(?:hotline|helpline|crisis line|samaritans|anyone|an ambulance|911|999|988)(?:,|\.| just)|(?:dont|do not) (?:even )?(?:bother )?go(?:ing)? to (?:the hospital|a&e|the er),? (?:theyll|they will|youll|just)|(?:dont|do not) tell ${YOUR} (?:therapist|doctor|gp|counsell?or|psychiatrist|nurse)(?: about (?:the|it|ur|your))?(?:,|\.|$| theyll| they will))`, 'g') },

  // More of the same, said as orders or as what a death would change.
  { signal: 'suicide_encouragement', score: 0.85, pattern: new RegExp(String.raw`\b(?:if ${YOU} (?:want|wanna) (?:to )?(?:go|do it)(?: [a-z]+){0,2},? (?:then )?(?:just )?(?:go|do it)(?= *(?:$|[.!?,]))|either do it or (?:shut up|stop)|why (?:are|r) ${YOU} still (?:here|alive|around|hanging around)|better (?:to be |off )?dead than|better to die (?:young )?than|(?:the |${YOUR} )(?:pills|tablets|meds|rope|belt)(?: [a-z]+){0,3} (?:would|will|could) do it|(?:i|id|i would|i d)(?: probably)? (?:have|of|ve) (?:given up|checked out|ended it|killed myself)(?: [a-z]+){0,3} (?:ago|by now))\b`, 'g') },
  { signal: 'suicide_encouragement', score: 0.8, pattern: new RegExp(String.raw`\b(?:the world|everyone|they|${YOUR} (?:family|kids|mum|mom|dad|partner|friends|parents|gf|bf|wife|husband))(?:d| would| will|ll)? (?:honestly |probably |just |all )?(?:be )?(?:relieved|get over it|barely notice|not (?:even )?notice|get the (?:insurance|money|payout))\b|\b${YOURE} never (?:gonna|going to) get better\b|\b(?:nobody|no one|noone)(?:s| is)? (?:going to|gonna|would|will) (?:actually |even )?(?:care|read ${YOUR} note|notice)(?= *(?:$|[.!?,]| if| when| tbh| anyway))`, 'g') },
  { signal: 'self_harm_encouragement', score: 0.8, pattern: new RegExp(String.raw`\b(?:hide (?:it|them|the (?:marks|cuts|scars|burns)) better|(?:say|tell (?:them|her|him|${YOUR} \w+)) (?:the (?:marks|cuts|scars|burns) (?:are|were) from|the cat scratched ${YOU})|if ${YOU} (?:need|want|wanna) to (?:hurt|cut|burn) (?:yourself|urself)(?: [a-z]+){0,4},? (?:then )?(?:just )?(?:do it|go for it|go ahead|thats ${YOUR} business)|(?:hurt|cut|burn) (?:yourself|urself)(?: a (?:little|bit))?,? (?:it )?(?:takes the edge off|helps))\b`, 'g') },
  { signal: 'eating_disorder_encouragement', score: 0.85, imperative: true, pattern: new RegExp(String.raw`\b(?:skip (?:breakfast|lunch|dinner|tea|meals|the evening meal)(?: and (?:breakfast|lunch|dinner|tea))?|make (?:yourself|urself) sick|throw it (?:back )?up|get rid of it (?:straight )?after|fill up on (?:diet coke|water|black coffee|coffee|energy drinks|gum)|(?:stay|keep it) (?:under|below) [1-9]\d{2}\b)`, 'g') },
  { signal: 'eating_disorder_encouragement', score: 0.8, pattern: new RegExp(String.raw`\b(?:(?:energy drinks|coffee|water|gum|diet coke) instead of (?:food|meals|eating|lunch|dinner)|(?:one|1) meal a day is (?:so |literally )?(?:easy|the best|great)|(?:water )?fasting (?:for )?(?:a week|\d+ days|days)(?: [a-z]+){0,3} is (?:great|the (?:fastest|best) way|good)|not eat(?:ing)? (?:(?:un)?till?|until|before) )`, 'g') },
  { signal: 'relapse_encouragement', score: 0.8, imperative: true, needs: RECOVERY, pattern: new RegExp(String.raw`\b(?:have|open|pour|finish|grab|do|take|buy|get) (?:the|a|another|one|a little|a bit of|a cheeky|some|that|the rest of the) (?:pint|drink|drinks|bottle|prosecco|wine|beer|beers|bump|line|bag|pill|cig|cigarette|shot|shots|bet)\b|\b(?:keep (?:using|drinking|gambling|betting|spinning)|pour another)\b`, 'g') },
  { signal: 'relapse_encouragement', score: 0.8, needs: RECOVERY, pattern: new RegExp(String.raw`\b(?:might as well|may as well) (?:relapse|go back|use|drink|have (?:one|a drink|a pint))|(?:start|count|sober count|streak|sobriety)(?: [a-z]+){0,2} (?:again|over|from|can start again) (?:on )?monday|(?:nobody|no one)(?: [a-z]+)? (?:has|needs|have|need) to know\b`, 'g') },
  { signal: 'relapse_encouragement', score: 0.8, imperative: true, pattern: new RegExp(String.raw`\bget (?:wasted|smashed|hammered|high|drunk|mashed|off ${YOUR} face)\b`, 'g') },
  { signal: 'relapse_encouragement', score: 0.8, pattern: new RegExp(String.raw`\b(?:win (?:it|${YOUR} (?:rent|money|wages|losses)) back|${YOURE} due a (?:big )?win|next (?:ones|one is|spin|bet)(?: [a-z]+){0,2} (?:the winner|a winner|will win)|(?:re ?download|reinstall) the (?:betting|gambling|casino) app|(?:put|bet|stake) ${YOUR} (?:wages|rent|savings|pension))\b`, 'g') },
  { signal: 'dangerous_mixing', score: 0.8, unless: /\b(?:dangerous|deadly|kill|careful|never|dont|risk\w*|overdose|doctor|pharmacist)\b/, pattern: new RegExp(String.raw`\b(?:mix(?:ing)? (?:them|it|everything|a bit of everything)(?: [a-z]+){0,3} (?:is fine|its fine|better high|quickest|works)|${BOOZE} (?:with|and|on top of) (?:the |${YOUR} )?${DRUG}|${DRUG} (?:with|and) (?:a |${YOUR} )?${BOOZE}|double up on (?:the |${YOUR} )?${DRUG})\b`, 'g') },
  { signal: 'discouraging_help', score: 0.8, imperative: true, pattern: new RegExp(String.raw`\b(?:(?:walk|sign (?:yourself )?out|discharge yourself) (?:out )?of the (?:ward|hospital|unit)|(?:stop going to|quit|drop out of) (?:the |${YOUR} )?(?:eating disorder |ed )?(?:clinic|treatment|therapy|meetings|program|programme)|(?:stop listening to|ignore) (?:the |${YOUR} )?(?:nurses?|doctors?|therapists?|dietitian|nutritionist|treatment team|care team|counsell?or|psychiatrist|gp|sponsor)|(?:chuck|bin|ditch|stop|quit|flush|come off) (?:taking )?(?:the|${YOUR}|all (?:${YOUR}|the|of ${YOUR})) (?:meds|medication|antidepressants|antipsychotics|pills|tablets|chemo|insulin|lithium))\b`, 'g') },
  { signal: 'discouraging_help', score: 0.75, pattern: new RegExp(String.raw`\b(?:crisis teams? (?:are|is) (?:useless|a joke|pointless)|hang up on them|(?:dont|do not) (?:even )?(?:bother )?(?:go(?:ing)?|goin) to (?:the hospital|a&e|the er|hospital)\b(?!,? (?:alone|on ${YOUR} own|without))|(?:dont|do not) (?:bother )?(?:waiting for|asking for|getting) help)`, 'g') },
];

/** Someone else's words, or the feeling the reply answers. */
const REPORTED_OR_FRAMED =
  /\b(?:say|says|said|saying|tell|tells|told|telling|think|thinks|thinking|thought|believe|believes|feel like|feels like|felt like|feel that|lie|lies|lying|voice that|people who|anyone who|whoever|if someone|sounds like|may seem|might seem|seems like|not true|isnt true|heard)\b/;
/** What may stand before an order in its clause: "honestly just skip dinner", "babe, get wasted". */
const ORDER_LEADS = /^(?:(?:just|honestly|tbh|ngl|maybe|babe|babes|hun|mate|bro|so|ok|okay|and|then|also|seriously|literally|pro tip|trust me|go on|cmon|come on|i say|id say|you should|u should|you could|u could|why not|you can|u can)\s*)*$/;
/** "one drink won't hurt is exactly what my brain used to tell me". */
const NAMED_AS_A_LIE = /^ *,? *(?:is|was|are|were) (?:exactly |just |literally )?(?:what|the lie|a lie|how)\b/;
const DENIED = /\b(?:dont|do not|never|not|wont|wouldnt|shouldnt|no one should|nobody should|please dont|isnt|arent)(?: [a-z]+){0,2}$/;

export function findHarmfulEncouragement(words: string): Finding[] {
  const findings: Finding[] = [];
  for (const { signal, score, pattern, needs, imperative, unless } of PATTERNS) {
    if (needs && !needs.test(words)) continue;
    for (const match of words.matchAll(pattern)) {
      const index = match.index ?? 0;
      if (isQuoted(words, index)) continue;
      const clause = clauseBefore(words, index);
      if (REPORTED_OR_FRAMED.test(sentenceBefore(words, index)) || DENIED.test(clause)) continue;
      if (imperative && !ORDER_LEADS.test(clause)) continue;
      if (NAMED_AS_A_LIE.test(words.slice(index + match[0].length))) continue;
      if (unless?.test(`${sentenceBefore(words, index)} ${match[0]}${sentenceAfter(words, index + match[0].length)}`)) continue;
      findings.push({ signal, excerpt: match[0].trim(), score });
    }
  }
  return findings;
}
