import { CRISIS_REASON } from '../reasons.js';
import { clauseBefore, sentenceAfter, sentenceBefore } from './clauses.js';
import { CRISIS_ACT_SIGNALS } from './crisis-acts.js';
import { CRISIS_ARRANGEMENT_SIGNALS, isLeavingForSomewhere } from './crisis-arrangements.js';
import { CRISIS_CONTEXT_SIGNALS } from './crisis-contexts.js';
import { CRISIS_DECISION_SIGNALS } from './crisis-decisions.js';
import { CRISIS_ENDING_SIGNALS } from './crisis-endings.js';
import { CRISIS_FAREWELL_SIGNALS } from './crisis-farewells.js';
import { CRISIS_HOUSEHOLD_SIGNALS } from './crisis-households.js';
import { CRISIS_MEANS_SIGNALS } from './crisis-means.js';
import { isAnOrdinarySense } from './crisis-ordinary-senses.js';
import { CRISIS_OTHER_SIGNALS } from './crisis-others.js';
import { CRISIS_SIGNALS as LEXICON, type CrisisSignal, type SubjectRule } from './crisis-signals.js';
import { describeFindings, type Finding } from './findings.js';
import type { NormalizedText } from './normalize.js';
import type { CrisisCheckResult, RuleCheckOptions } from './types.js';

const CRISIS_SIGNALS = [
  ...LEXICON,
  ...CRISIS_ACT_SIGNALS,
  ...CRISIS_FAREWELL_SIGNALS,
  ...CRISIS_OTHER_SIGNALS,
  ...CRISIS_ARRANGEMENT_SIGNALS,
  ...CRISIS_MEANS_SIGNALS,
  ...CRISIS_HOUSEHOLD_SIGNALS,
  ...CRISIS_DECISION_SIGNALS,
  ...CRISIS_ENDING_SIGNALS,
  ...CRISIS_CONTEXT_SIGNALS,
];

/** At or above this the message is held for a human and the member is shown 988 / 911. */
export const CRISIS_THRESHOLD = 0.5;

/**
 * Negation: "I'm not suicidal, just sad" or "I would never hurt myself" keeps a low score
 * (reported in `matches` as `negated_…`) and does not flag on its own. People at risk often deny
 * it in the same breath, so any other sign in the message still flags, and a denial with a time
 * limit ("not going to kill myself tonight", "not yet") is not treated as a denial at all.
 */
const NEGATED_SCORE = 0.25;
const NEGATORS = /\b(?:not|never|no longer|dont|doesnt|didnt|wont|wouldnt|havent|hasnt|isnt|arent|wasnt|no|stopped|quit|instead of|rather than|against|nor|neither)\b/g;
/** A phrase that carries its own negation ("haven't eaten in days") is the sign, not a denial of it. */
const CARRIES_A_NEGATOR = new RegExp(NEGATORS.source);
const TIME_LIMITED_DENIAL = /\b(?:yet|tonight|today|for now)\b/;

/** An age or a count written out in words ("when i was seventeen", "ten years today since"). */
const AGE_IN_WORDS = '(?:eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty)(?:-[a-z]+)?)';
const COUNT_IN_WORDS = '(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)';
/**
 * What a count of years "since" must name to tell the crisis as past: the attempt, the last time, or
 * the getting out of it. "six years since my dad died and i want to die" counts from a loss, and the
 * wish is today's.
 */
const SINCE_THE_CRISIS =
  '(?:since my (?:last )?(?:suicide )?(?:attempt|overdose|od|relapse)|since i (?:last \\w+|tried|attempted|overdosed|cut|self harmed|hurt myself|got (?:clean|sober|out|help)|was (?:in hospital|sectioned|suicidal|discharged)))';
/** Long-past experiences ("I used to cut, two years clean now") are sharing, not current risk. */
const LONG_AGO = new RegExp(String.raw`\b(?:years? ago|when i was (?:younger|a kid|a child|little|small|a teen|a teenager|\d+|${AGE_IN_WORDS}|in (?:high school|middle school|college|school|uni|university|sixth form))|as a (?:kid|child|teen|teenager)|i was (?:also |just |only )?a (?:kid|child|little kid|teenager)(?! when (?:it|he|she|they|this|i) (?:first )?(?:started|began))|(?<!\b(?:ive|i have|hes|shes|has|have)\b[a-z ]{0,40})(?:for|through|during) (?:most of |all of |much of )?my (?:teens|teenage years|twenties|20s|childhood|school years)|growing up|used to|back then|in the past|long time ago|a while ago|(?:\d+|a few|several|many|${COUNT_IN_WORDS}) years (?:today )?(?:ago|back|clean|free)|(?:\d+|a few|several|many|two|three|four|five|ten) years since|(?:\d+|a few|several|many) (?:months|days|weeks) (?:clean|free|sober|without)|(?:im|i am|been) (?:clean|free) (?:from|of)|in recovery|recovered|survivor|still clean|(?:a|one|\d+) (?:year|years|months?|weeks?) since i (?:last )?\w+|\d+ days since i last)\b`);
/** "havent done it in 9 years", "hasnt for four months now", ending its clause: a habit stopped that long. */
const NOT_DONE_FOR_A_COUNT = String.raw`(?:havent|have not|hasnt|has not)(?: (?:done (?:it|that)|since|cut|sh|self harmed|hurt (?:myself|herself|himself)|relapsed|used))? (?:in|for) (?:over |nearly |almost )?(?:\d+|${COUNT_IN_WORDS}|several|many) (?:years?|months)(?= *(?:now|x+)? *(?:$|[.!?;\n]))`;
/**
 * More ways of telling it from afterwards: a clean count with the habit named ("5 years self harm
 * free", "clean for 6 years"), "back when i was", "back in uni", a year long gone ("in 2016"), an
 * anniversary counted in years ("the fifth anniversary of"), years since the attempt ("a year since my
 * suicide attempt"), and scars called old or covered over.
 */
const TOLD_FROM_AFTERWARDS = new RegExp(String.raw`\b(?:(?:\d+|a few|several|many|${COUNT_IN_WORDS}) years? (?:today )?${SINCE_THE_CRISIS}|(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:years?|months) (?:[a-z]+ ){0,2}(?:free|clean|sober)|(?:clean|free|sober) for (?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:years?|months)|back (?:when i was|in (?:uni|school|college|sixth form|the day|my (?:teens|twenties|20s))|in (?:19|20)\d\d)|(?:in|since|until) (?:19\d\d|20[01]\d)|(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) anniversary|old (?:(?:sh|self harm|cutting) )?(?:scars|battles|wounds)(?! (?:\w+ )?(?:back )?open)|${NOT_DONE_FOR_A_COUNT}|scars(?: on my \w+)? (?:are|were) (?:all )?old|tattoo(?:ed)? over (?:my |the )?(?:old )?(?:[a-z]+ ){0,2}scars)\b`);
/** "I was suicidal at 19. I'm 34 now", "my son hit me when he was 16... he's 24 now": an age then, told from an age years later. */
const AGE_THEN = /\b(?:at|aged|when (?:he|she|they) (?:was|were)) (\d{1,2})\b(?! ?(?:am|pm|oclock|mins?|minutes|hours?|percent|mg|kg))/;
const AGE_NOW = /\b(?:im|i am|hes|he is|shes|she is|theyre|they are) (\d{2})(?: years old)? (?:now|today)\b(?! *(?:and|but|,) (?:he|she|they|(?:(?:hes|shes|theyre|i|im) )?(?:still|did|does|keeps|again))\b)/g;
/** Who the age is: the writer ("at 16", "im 24 now") or he, she, they. */
const personOf = (age: string): string => (/\b(?:he|hes)\b/.test(age) ? 'he' : /\b(?:she|shes)\b/.test(age) ? 'she' : /\b(?:they|theyre)\b/.test(age) ? 'they' : 'i');
/**
 * "…I tried to take my own life. That was seven years ago.", "…From when I was fourteen.", "…And I
 * haven't for four months now.": the time comes in the next sentence.
 */
const TIME_IN_NEXT_SENTENCE = /^ *(?:(?:that|this|it) (?:was|happened)|from when)\b/;
const NOT_SINCE_IN_NEXT_SENTENCE = new RegExp(String.raw`^ *(?:and |but )?(?:i )?${NOT_DONE_FOR_A_COUNT}`);
/** The habit the "havent for four months" follows: "ive been self harming since i was fourteen". */
const A_HABIT_SINCE = /\b(?:since (?:i was|age|aged|\d)|for (?:years|ages|most of))\b/;
/** "Last year I was suicidal", "back in March": recent enough to stay held unless the post says the writer is safe now. */
const LAST_SEASON =
  /\b(?:last (?:year|winter|summer|spring|autumn|fall)|(?:a year|eighteen months|a few years) ago|back in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b/;
const LONG_AGO_FACTOR = 0.55;
/** The sign's habit or danger carried on: "still happens every weekend", "hasnt stopped", "its back". */
const STILL_AT_IT = String.raw`still (?:doing it|does(?: it)?|do it|happening|happens|going on|comes?|coming|around|lives?|living|cuts?|cutting|wants? to|hurts?|hurting|hits?|touch\w*|abus\w*)|(?:hasnt|has not|never|not) stopped|its back`;
/** "I had suicidal thoughts in the past but now it's worse than ever." */
const STILL_GOING_ON = new RegExp(String.raw`\b(?:(?:thoughts|urges|feelings)(?: [a-z]+){0,2} (?:came|are|have come|coming) back|but now|and now its|now its|again|these days|lately|recently|right now|tonight|this week|supposed to be|${STILL_AT_IT}|an hour ago|earlier today|just (?:cut|drank|took|used|relapsed|did it)|(?:in|on) my (?:hand|lap)|cant do this|(?:cant|can not|cannot) stop (?:the )?(?:bleeding|it)|wont stop bleeding)\b`);
/** The next sentence carrying it on: "...when i was 14. i still cut most nights". */
const GOES_ON_NEXT = new RegExp(String.raw`\b(?:again|${STILL_AT_IT}|tonight|right now)\b`);
/** "when i was sixteen my dad left and now i want to die": the sign's own clause says it is now. */
const NOW_BEFORE_THE_SIGN = /\bnow (?:i|im|i am|ive)(?: [a-z]+){0,2} *$/;
/**
 * "ten years since my attempt and i want to die": the sign in a clause of its own, in the present
 * tense, after the time told. Read against the words up to the end of the sign.
 */
const A_PRESENT_CLAUSE = /\b(?:and|but|so) (?:i|im|i am|ive)(?: (?:still|just|really|honestly|seriously))? (?:want|wanna|need|am|m|will|feel|cant|keep|think|have|got|going|gonna)\b(?: [a-z]+){0,6} *$/;
/**
 * The same, said anywhere in the post: what stops a recovery story being read as safe now ("I still
 * have bad days" is part of recovering, not a danger back).
 */
const STILL_STRUGGLING = /\b(?:but now|now its|again|lately|these days|tonight|this week|still (?:have(?! (?:bad|hard|tough|rough|low|off|down) (?:days|nights|moments|weeks|times)\b(?! (?:where|when|that|and i (?:want|plan|think))))|get|want|think|feel|struggle|hear)|(?:properly|right) this time|(?:want|going|gonna|plan) to do it|some days|(?:cant|can not|cannot) (?:stop|cope|go on))\b/;
/** A past attempt is the strongest single risk factor, however long ago. */
const PAST_ATTEMPT_FLOOR = 0.55;
/**
 * ...unless it is told from a good place: the writer says they are well or safe now, or what their
 * life holds now ("I'm doing okay. I'm a mum now", "I now volunteer on a helpline").
 */
const TOLD_FROM_A_GOOD_PLACE =
  /\b(?:(?:im|i am|i feel|feeling) (?:doing )?(?:(?:really |so |much )?(?:okay|ok|alright|well|good|safe|safer|happy|better)|in a (?:\w+ )?(?:better|different|good|safe) place)(?: now| these days)?(?= *(?:$|[.!,;\n]| and| now| these| today))|glad (?:im|i am|to be) (?:still )?(?:here|alive)|(?:i now|now i) (?:volunteer|run|work|help|train|teach|mentor|have)|i run (?:the|a) (?:peer|support)|(?:telling|tell|share|sharing) my story|(?:im|i am) an? [a-z]+ now|(?:im|i am) back at (?:work|uni|school)|(?:today|now) (?:im|i am) (?:at|back at) (?:work|uni|school|college)(?= *(?:$|[.!,;\n]| now| today))|back at (?:work|uni|school) now|planning my wedding|safety plan|(?:im|i am) (?:completely|totally) fine|now (?:im|i am) (?:on (?:meds|medication)|in therapy))/;
/**
 * Someone else's crisis told from after it ("my sister was suicidal last spring... today she
 * graduated"): the person named is home, well, or living their life now. Checked with
 * `THEY_STILL_STRUGGLE`, so "she's home now but she said it again tonight" stays held.
 */
const THEYRE_WELL_NOW =
  /\b(?:(?:shes|hes|theyre|she is|he is|they are)(?: home)?(?: now)? doing (?:really |so |much )?(?:well|ok|okay|alright|good|great|better)|(?:shes|hes|theyre) (?:home|back at (?:college|uni|school|work)|safe and well)(?: now)?(?= *(?:$|[.!,;\n]| and| now| doing))|(?:she|he|they) (?:graduated|got married)|(?:she|he|they) got (?:her|his|their) first job)\b/;
/**
 * What says the danger is still with them: the writer's own worry ("i still get this panic") is not,
 * but a "but" about them or about what the writer found is ("shes home now but she just texted me goodbye").
 */
const THEY_STILL_STRUGGLE =
  /\b(?:but now|now its|again|lately|these days|tonight|this week|(?:shes|hes|theyre|she|he|they|shell|hell) (?:is |are )?still|some days|relapsed|but (?:she|he|they|shes|hes|theyre|her|his|their)|but i (?:just )?(?:found|saw|caught|noticed|heard))\b/;
const EVERY_WELL_NOW = new RegExp(THEYRE_WELL_NOW.source, 'g');
/** The names of signs read as meant now (a context sign too), not denied, past or ordinary. */
const CURRENT_SIGNS = new Set<string>(CRISIS_SIGNALS.map((crisisSignal) => crisisSignal.name));
/** "he says hes doing well now", "doing great on the outside", "doing well at hiding it": well only in seeming. */
const ONLY_SEEMING_BEFORE =
  /\b(?:says?|said|claims?|claimed|tells (?:everyone|me|us)|pretend\w*|acts?|acting|seems?|seemed|looks?|looked|apparently|supposedly|supposed to be|meant to be|thinks?|everyone thinks)\b(?: [a-z]+){0,3} *$/;
const ONLY_SEEMING_AFTER = /^ *(?:[a-z]+ ){0,3}?(?:on the outside|at hiding|at pretending|at masking|apparently|supposedly|or so|or thats what|i think|(?:she|he|they) says|(?:she|he|they) said|lol|haha|\?)/;

/** "…shes home now doing really well": someone else's crisis told from after it, said after the sign and meant. */
function theyreWellNow(words: string, signEnd: number): boolean {
  if (THEY_STILL_STRUGGLE.test(words)) return false;
  const rest = words.slice(signEnd);
  const well = THEYRE_WELL_NOW.exec(rest);
  if (!well) return false;
  const end = well.index + well[0].length;
  return !ONLY_SEEMING_BEFORE.test(sentenceBefore(rest, well.index)) && !ONLY_SEEMING_AFTER.test(sentenceAfter(rest, end));
}
/** An attempt released only when it is years behind the writer: a recent one (days, weeks) stays held. */
const YEARS_BEHIND = /\b(?:years?|19\d\d|20[01]\d|anniversary|when i was|at (?:age )?\d{1,2})\b/;
const RECOVERED_FACTOR = 0.4;
/**
 * Abuse told as history ("I was sexually abused throughout my childhood", "I spent six years in an
 * abusive relationship", "PTSD from being raped"): the writer is telling what was, not asking for
 * help now. It stays held when anything in the post says the danger is still there (`stillInDanger`).
 */
const ABUSE_AS_HISTORY =
  /\b(?:(?:(?:was|were|spent(?: [a-z0-9]+){1,3}) in|(?:got|get|getting|been|am|im|was|finally|years?|months?|half) out of|(?:left|escaped|fled|survived|survivor of|leaving) (?:\w+ )?(?:from )?|grew up (?:in|with)) (?:a|an|my|the)(?: [a-z0-9]+){0,3} abusive|(?:throughout|during|in) my (?:childhood|teens|first marriage)|(?:as|when i was) (?:a|an) (?:kid|child|teen|teenager|little girl|little boy)|as (?:a|an) (?:abused )?(?:kid|child)|growing up|when (?:i was|being) (?:only )?\d+|(?:ptsd|cptsd|trauma|flashbacks|nightmares) (?:from|because|after)|(?:\d+|many|several|a few) years (?:of|ago)|in (?:19|20)\d\d|(?:until|till|before) (?:i|we) (?:left|moved|got out)|used to|always (?:said|told|called))\b/;
/**
 * A danger still there: an attack told with "again", "last night" or "tonight" in the same sentence,
 * bruises, fear for one's safety, a threat, the abuser coming back, still living together.
 */
const RECENT = /\b(?:again|last night|this morning|tonight|today|yesterday|right now|this week|last week)\b/;
const ATTACKED = /\b(?:hit|hits|beat|beats|hurt|hurts|kick\w*|punch\w*|slap\w*|chok\w*|strangl\w*|grabbed|pushed|shoved|threw|attack\w*|rap(?:ed|es)|corner\w*|touch\w*)\b/;
const DANGER_NOW =
  /\b(?:bruis\w*|fear for my|(?:afraid|scared|terrified|frightened) (?:of (?:him|her|them)|for my (?:life|safety)|to go home|to leave|(?:he|she|they)(?:ll| will| is going to| might| could)|hell|shell)|threat\w*|(?:hes|shes|theyre) (?:back|coming (?:home|back|round)|outside)|still (?:live|lives|living|stay|staying|with|married to) (?:with )?(?:him|her|them|my (?:abuser|\w+))|still (?:hits?|hurts?|beats?|abuses?) me)\b/;

function stillInDanger(words: string): boolean {
  return DANGER_NOW.test(words) || words.split(/[.!?\n]/).some((sentence) => RECENT.test(sentence) && ATTACKED.test(sentence));
}
const ABUSE_AS_HISTORY_FACTOR = 0.55;
/**
 * Read as ordinary, these still count together with any other sign in the post (`ordinary_…`
 * findings add up like current ones), so only a post with nothing else in it publishes.
 */
const ORDINARY_SCORE = 0.4;
/**
 * A goodbye in a post about moving for good (home, abroad) or leaving the app because the writer is
 * well; narrower than `isLeavingForSomewhere`, which also counts a wedding or a trip.
 */
const A_GOODBYE = /\b(?:goodbye|giv(?:e|ing|en) away|(?:last|final) (?:day|night|post|message))\b/;
const MOVING_AWAY = /\b(?:mov(?:e|ing|ed) (?:back |home )?to|fly(?:ing)? home|emigrat\w+|relocat\w+|leaving (?:the uk|the country|\w+ for good)|(?:going|moving|flying) home (?:to|for good))\b/;
const LEAVING_BECAUSE_WELL = /\b(?:because|cos|as) (?:im|i am) (?:finally |now )?(?:well enough|doing (?:so much |a lot )?better|in a better place)\b/;
/** "told them i was moving abroad. i'm not": a move given as a cover story is no reason at all. */
const COVER_STORY = /\b(?:told|tell|telling|said|saying|thinks?|think)\b(?: [a-z]+){0,4} (?:moving|emigrating|going abroad|going travelling|leaving)\b|\b(?:im|i am) not[.!]/;
/** "researching the tallest buildings for my architecture course": means looked up for study. */
const FOR_STUDY = /\bfor (?:my|a|our|the|her|his|their) (?:[a-z]+ ){0,2}(?:project|course|coursework|essay|assignment|homework|dissertation|class|module|lecture|thesis)\b/;
/** "i could strangle my husband, he put a red sock in with the whites": the conditional of temper. */
const COULD_IN_TEMPER = /^i could (?:kill|murder|strangle|throttle)\b/;
const MEANT_LITERALLY = /\b(?:literally|i mean (?:it|that)|serious(?:ly)?|not joking|for real|fr)\b/;
/** "…i'm going to walk into the sea. (im not, im going to the pub)": taken back in the next breath. */
const TAKEN_BACK = /^[^.!?]*[.!?]? *\(?(?:jk|just kidding|only joking|(?:im|i am) not(?:,| really)(?! (?:joking|kidding)))/;
/** "i feel like a burden on my mum, she does all my lifts since i lost my licence": a concrete, practical help. */
const PRACTICAL_HELP =
  /\b(?:(?:has|have|had) to (?:help|drive|translate|dress|wash|shower|feed|lift|carry|push)|help(?:s|ing)? me (?:get dressed|dress|shower|wash|in the shower|eat|get up|up the stairs)|(?:does|do|doing) all (?:my|the) (?:lifts|driving|shopping|cooking)|lost my licence|since (?:my|the) (?:stroke|accident|surgery|operation|injury))\b/;
/** An injury with its ordinary cause attached: "cut myself shaving", "burned my arm on the steam wand". */
const ACCIDENTAL_INJURY =
  /\b(?:cut|nicked|burn(?:ed|t)|scald(?:ed)?) (?:myself|my (?:\w+ )?\w+) (?:while |when )?(?:shaving|cooking|chopping|on (?:the|a) (?:oven|hob|iron|steam wand|stove|grill|kettle|tray|pan|exhaust))\b/;
/** "I'd rather die than sit through that again." */
const RATHER_THAN = { before: /\brather\b/, after: /\bthan\b/ };
/** Unwanted intrusive thoughts, disowned in the same message, are a common and safe disclosure. */
const INTRUSIVE_FRAME = /\b(?:intrusive (?:thoughts?|images?)|ocd|(?:flash(?:es)?|picture|thoughts?|images?) (?:of|about))\b/;
const DISOWNED = /\b(?:(?:i )?(?:really )?(?:dont|do not) want to(?: [a-z]+){0,2}(?= *(?:$|[.!?,;\n]| at all))|(?:ive|i have) never wanted to|id never|i would never)\b/;
const ACTS_DONE = new Set(['suicide_attempt', 'overdose']);
const JOKING = /\b(?:lol|lmao|lmfao|haha\w*|jk|just kidding)\b|[\u{1F602}\u{1F923}\u{1F480}]/u;

/**
 * Each kind of context counts once, but in a post two different signs of the same kind add a
 * little: two final arrangements (a will sorted and the passwords sent, unless the writer is moving,
 * retiring or expecting), two signs of starving (a fast of days and a calorie count), or two signs
 * of a body in danger (fainted and a racing heart) with no ordinary cause named.
 */
const REPEATED_CONTEXT_SCORE: Partial<Record<string, number>> = { farewell_context: 0.25, eating_disorder_context: 0.3, medical_context: 0.25 };
/** Bodies in danger for an ordinary reason: a panic attack is shaky, dizzy and racing all at once. */
const ORDINARY_SYMPTOMS = /\b(?:panic|anxiety|anxious|hangover|hungover|flu|covid|migraine|food poisoning|bug|virus|pregnan\w*|period|labour|giving blood|heat|hot)\b/;

/** Verbs whose "them" is nearly always a thing held or swallowed, not a person. */
const THING_VERBS = new Set(['took', 'take', 'taking', 'taken', 'swallowed', 'counted', 'counting', 'hid', 'hidden', 'kept', 'keep', 'bought', 'saved', 'lined', 'necked', 'holding', 'held']);
const SPEAKER = new Set(['i', 'im', 'ive', 'id', 'me', 'my', 'myself', 'mine']);
const LISTENER = new Set(['you', 'u', 'youre', 'youve', 'youd', 'your', 'yourself', 'ya', 'yall']);
const SOMEONE_ELSE = new Set(
  `he she they hes shes theyre him her them his their someone somebody people everyone anyone person man woman guy girl kid child
  friend brother sister mom mum dad mother father son daughter husband wife boyfriend girlfriend bf gf partner cousin roommate
  classmate uncle aunt grandma grandpa family ex patient client student teen teenager op poster`.split(/\s+/),
);

/**
 * "my kids who were self harming", "my daughter's been self harming": before a noun sign (which needs
 * "I" or "my"), a relative or someone in the writer's care, in the plural or with "'s been", is the one
 * doing it (not "my dad's pills", "my mum's knife": a possessive before a thing leaves the writer the
 * subject). Verb signs keep counting "mum's had a bottle of wine" as the writer's post, as before.
 */
const FAMILY_AND_CARE = new Set(
  'kid child brother sister mom mum dad mother father son daughter husband wife boyfriend girlfriend partner cousin uncle aunt grandma grandpa patient client student teen teenager'.split(' '),
);
const DOING = new Set(['who', 'been', 'has', 'had', 'is', 'was', 'were', 'are']);

function isRelativesDoing(token: string, nextToken: string | undefined): boolean {
  return token.endsWith('s') && FAMILY_AND_CARE.has(token.slice(0, -1)) && DOING.has(nextToken ?? '');
}

interface LocatedFinding extends Finding {
  start: number;
  end: number;
}

/** Spoken hesitations ("i took, um, a load of") split phrases the rules read as one. */
const SPOKEN_FILLERS = /(?:^|,? )(?:u+m+|u+h+m*|e+r+m+|err+|h+m+)(?:,(?= )|(?= ))|, like,(?= )/g;
/** A word said twice while searching for the next ("in, in staying alive", "i'm, i'm done"). */
const STAMMER = /\b([a-z]+)(?:,? \1\b)+/g;

export function checkCrisis(text: NormalizedText, { context }: RuleCheckOptions): CrisisCheckResult {
  const words = text.words.replace(SPOKEN_FILLERS, '').replace(STAMMER, '$1').trim();
  let located = locate(words, context, true);
  // "my sister tried last year, shes home now. she just texted me goodbye": someone else's recovery
  // releases their old crisis only when nothing else in the post is a sign.
  const theirRecovery = located.filter((finding) => finding.signal === 'recovered_someone_else_at_risk');
  if (theirRecovery.length > 0) {
    // The well-now words themselves ("shes back at college", "got her first job") are not another sign.
    const spans = [...theirRecovery, ...[...words.matchAll(EVERY_WELL_NOW)].map((well) => ({ start: well.index, end: well.index + well[0].length }))];
    const anotherSign = located.some((finding) => CURRENT_SIGNS.has(finding.signal) && !spans.some((span) => span.start < finding.end && finding.start < span.end));
    if (anotherSign) located = locate(words, context, false);
  }
  const findings: LocatedFinding[] = located.map((finding) => (overlapsADenial(finding, located) ? { ...finding, signal: `negated_${finding.signal}`, score: NEGATED_SCORE } : finding));
  const current = findings.filter((finding) => finding.signal.startsWith('ordinary_') || CRISIS_SIGNALS.some((crisisSignal) => crisisSignal.name === finding.signal));
  const lowered = findings.filter((finding) => !current.includes(finding));
  const score = Math.max(combine(current, words, context), ...lowered.map((finding) => finding.score));
  const crisis = score >= CRISIS_THRESHOLD;
  return {
    check: 'crisis',
    score,
    crisis,
    ...(crisis && { reason: CRISIS_REASON }),
    signals: [...new Set(current.map((finding) => finding.signal))],
    matches: describeFindings(findings.map(({ signal, excerpt, score: findingScore }) => ({ signal, excerpt, score: findingScore }))),
  };
}

function locate(words: string, context: RuleCheckOptions['context'], releaseTheirRecovery: boolean): LocatedFinding[] {
  const located: LocatedFinding[] = [];
  for (const crisisSignal of CRISIS_SIGNALS) {
    for (const match of words.matchAll(crisisSignal.pattern)) {
      const finding = assess(words, match, crisisSignal, context, releaseTheirRecovery);
      if (finding) located.push(finding);
    }
  }
  return located;
}

/** "do not feel certain that suicide is the only way out": the denial covers every phrase inside it. */
function overlapsADenial(finding: LocatedFinding, all: LocatedFinding[]): boolean {
  if (finding.signal.startsWith('negated_')) return false;
  // "haven't kept food down in a week": a sign that says the negation itself is not denied by it.
  if (CARRIES_A_NEGATOR.test(finding.excerpt)) return false;
  return all.some((other) => other.signal.startsWith('negated_') && other.start < finding.end && finding.start < other.end);
}

function assess(words: string, match: RegExpMatchArray, crisisSignal: CrisisSignal, context: RuleCheckOptions['context'], releaseTheirRecovery = true): LocatedFinding | undefined {
  const start = match.index ?? 0;
  const excerpt = match[0].trim();
  const located = (signal: string, score: number): LocatedFinding => ({ signal, excerpt, score: round(score), start, end: start + match[0].length });
  const before = sentenceBefore(words, start);
  const after = sentenceAfter(words, start + match[0].length);
  if (!isTheSpeakers(crisisSignal.subject, subjectBefore(before, crisisSignal.subject === 'speaker_named'), context)) return undefined;
  const clause = clauseBefore(words, start).replace(/\bnot (?:gonna|going to) lie\b/g, '');
  // "not going to hurt myself, just sad tonight": only a time limit in the denial's own clause makes it conditional.
  const [clauseAfter = '', ...laterClauses] = after.split(/[,;:]| just (?!(?:yet|for|not|today|tonight)\b)/);
  const limitFollows = /^[\s-]*(?:(?:at least|just|but|well|or|ok) )?(?:not )?(?:yet|tonight|today|for now|right now)\b/.test(laterClauses.join(','));
  const timeLimited = (TIME_LIMITED_DENIAL.test(`${before} ${clauseAfter}`) || limitFollows) && subjectBefore(clause) === 'speaker';
  if (isDenied(clause) && !timeLimited) return located(`negated_${crisisSignal.name}`, NEGATED_SCORE);
  const past = toldAsPast(words, start + match[0].length, `${before} ${after}`, `${before} ${excerpt} ${after.trim()}`);
  const abuseStillThere = crisisSignal.name === 'abuse' && stillInDanger(words);
  const nextSentence = sentenceAfter(words, start + match[0].length + after.length);
  if (past && !STILL_GOING_ON.test(`${before} ${excerpt} ${after}`) && !GOES_ON_NEXT.test(nextSentence) && !NOW_BEFORE_THE_SIGN.test(before) && !A_PRESENT_CLAUSE.test(`${before} ${excerpt}`) && !abuseStillThere) {
    if (TOLD_FROM_A_GOOD_PLACE.test(words) && !STILL_STRUGGLING.test(words) && (!ACTS_DONE.has(crisisSignal.name) || YEARS_BEHIND.test(past))) {
      return located(`recovered_${crisisSignal.name}`, crisisSignal.score * RECOVERED_FACTOR);
    }
    // Read from what follows the sign; `checkCrisis` takes it back if anything else in the post is a sign.
    if (releaseTheirRecovery && crisisSignal.name === 'someone_else_at_risk' && theyreWellNow(words, start + match[0].length)) {
      return located(`recovered_${crisisSignal.name}`, crisisSignal.score * RECOVERED_FACTOR);
    }
    const reduced = crisisSignal.score * LONG_AGO_FACTOR;
    if (past !== 'last season') return located(`past_${crisisSignal.name}`, crisisSignal.name === 'suicide_attempt' ? Math.max(reduced, PAST_ATTEMPT_FLOOR) : reduced);
  }
  if (crisisSignal.name === 'abuse' && !abuseStillThere && ABUSE_AS_HISTORY.test(`${before} ${excerpt} ${after.trim()}`) && !STILL_GOING_ON.test(`${before} ${after}`) && !GOES_ON_NEXT.test(nextSentence)) {
    return located('past_abuse', crisisSignal.score * ABUSE_AS_HISTORY_FACTOR);
  }
  const ordinary = readAsOrdinary(crisisSignal, excerpt, before, after, words, words.slice(start + match[0].length));
  if (ordinary) return located(`${ordinary}_${crisisSignal.name}`, ordinary === 'ordinary' ? Math.min(crisisSignal.score, ORDINARY_SCORE) : NEGATED_SCORE);
  if (RATHER_THAN.before.test(before) && RATHER_THAN.after.test(after)) return located(`figure_of_speech_${crisisSignal.name}`, 0.4);
  if (crisisSignal.name === 'violence_risk' && JOKING.test(`${before} ${after}`)) return located(`joking_${crisisSignal.name}`, crisisSignal.score * 0.5);
  if (isHyperbole(match[0], before, after, words)) return located(`figure_of_speech_${crisisSignal.name}`, 0.4);
  if (!ACTS_DONE.has(crisisSignal.name) && INTRUSIVE_FRAME.test(words) && DISOWNED.test(words)) return located(`unwanted_thought_${crisisSignal.name}`, NEGATED_SCORE);
  return located(crisisSignal.name, crisisSignal.score);
}

/**
 * The words that tell the sign as past, or undefined: its sentence (and a next one that starts "that
 * was…") says long ago, or names an age years before the writer's age now. "last season" is a
 * recent past that counts only when the post says the writer is safe now.
 */
function toldAsPast(words: string, end: number, around: string, sentence: string): string | undefined {
  const following = sentenceAfter(words, end);
  const next = sentenceAfter(words, end + following.length);
  const nextTells = TIME_IN_NEXT_SENTENCE.test(next) || (NOT_SINCE_IN_NEXT_SENTENCE.test(next) && A_HABIT_SINCE.test(sentence)) ? next : '';
  const told = `${sentence} ${nextTells}`;
  // The words around the sign for LONG_AGO (the sign's own "5 days without food" is not a clean count),
  // the whole sentence for the habit named inside a count ("5 years self harm free").
  const said = LONG_AGO.exec(`${around} ${nextTells}`) ?? TOLD_FROM_AFTERWARDS.exec(told);
  if (said) return said[0];
  const then = AGE_THEN.exec(sentence);
  // "at 13" is anyone's age; "when he was 16" pairs only with "hes 24 now".
  const now = then && [...words.matchAll(AGE_NOW)].find((age) => /^(?:at|aged)\b/.test(then[0]) || personOf(age[0]) === personOf(then[0]));
  if (then && now && Number(now[1]) >= Number(then[1]) + 3 && (personOf(now[0]) === 'i' || !THEY_STILL_STRUGGLE.test(words))) return then[0];
  return LAST_SEASON.test(told) ? 'last season' : undefined;
}

/**
 * Signs an ordinary post gives for an ordinary reason: a goodbye in a move, means looked up for a
 * course, the conditional of temper, a line taken back at once, a burden with a practical help named,
 * an accident. `ordinary` findings still add up with any other sign; the arrangements of a move
 * (`moving`) and an `accident` stand alone.
 */
function readAsOrdinary(crisisSignal: CrisisSignal, excerpt: string, before: string, after: string, words: string, rest: string): 'ordinary' | 'moving' | 'accident' | undefined {
  const sentence = `${before} ${excerpt} ${after.trim()}`;
  const { name } = crisisSignal;
  if ((name === 'self_harm' || name === 'self_harm_context') && ACCIDENTAL_INJURY.test(sentence)) return 'accident';
  const leaving = (MOVING_AWAY.test(words) || LEAVING_BECAUSE_WELL.test(words)) && !COVER_STORY.test(words);
  if (name === 'suicide_plan' && A_GOODBYE.test(excerpt) && leaving) return 'ordinary';
  // The move's own arrangements ("gave my car to my church") are the goodbye's, not a second sign.
  if (name === 'farewell_context' && leaving) return 'moving';
  if (name === 'suicide_plan' && FOR_STUDY.test(sentence)) return 'ordinary';
  if (isAnOrdinarySense({ name, excerpt, before, after, words, rest, dangerNow: DANGER_NOW.test(words), meantLiterally: MEANT_LITERALLY.test(words) })) return 'ordinary';
  if (name === 'violence_risk' && COULD_IN_TEMPER.test(excerpt) && !MEANT_LITERALLY.test(sentence)) return 'ordinary';
  if (/\binto the sea\b/.test(excerpt) && TAKEN_BACK.test(rest)) return 'ordinary';
  if (name === 'passive_ideation' && /\bburden\b/.test(excerpt) && PRACTICAL_HELP.test(words)) return 'ordinary';
  return undefined;
}

/** "i'll kill myself laughing", "so hungover i want to die lol", "so embarrassed i want to disappear". */
function isHyperbole(matched: string, before: string, after: string, words: string): boolean {
  const sentence = `${before} ${after}`;
  if (/^ *laughing\b/.test(after) || /\b(?:metaphorically|figuratively)\b/.test(sentence)) return true;
  if (/\b(?:hungover|hangover)\b/.test(sentence) && JOKING.test(words)) return true;
  return /\bdisappear\b/.test(matched) && /\b(?:embarrass\w*|mortified|cringe\w*)\b/.test(sentence);
}

function isTheSpeakers(rule: SubjectRule, subject: Subject, context: RuleCheckOptions['context']): boolean {
  if (rule === 'built_in') return true;
  if (rule === 'speaker_named') return subject === 'speaker';
  if (subject === 'nobody named') return context === 'post';
  return subject === 'speaker';
}

/**
 * A negator among the last words before the match, unless a question word sits between ("I don't
 * know why I want to die"), it explains a reason ("the only reason I haven't killed myself") or it
 * sets a condition ("if I don't end my life").
 */
function isDenied(clauseStart: string): boolean {
  const lastWords = clauseStart.split(' ').slice(-5).join(' ');
  const negator = [...lastWords.matchAll(NEGATORS)].pop();
  if (!negator || /\b(?:reason|if)\b/.test(lastWords.slice(0, negator.index))) return false;
  const between = lastWords.slice((negator.index ?? 0) + negator[0].length);
  // "i haven't told anyone but i've attempted", "she isn't answering after she told me she bought a rope":
  // a conjunction starts a new statement.
  if (/\b(?:why|how|if|what|when|whether|that|know|understand|get|see|care|remember|but|so|and|because|cos|cause|after|before)\b/.test(between)) return false;
  // "please dont worry about me i wont be here much longer": typed without its full stop, a sentence
  // that ends on its object and a new one that starts with "i".
  return !/\b(?:me|you|u|it|him|her|them)(?: (?:lol|tbh|ok|x+))? (?:i|im|ive|ill|id)\b/.test(between);
}

type Subject = 'speaker' | 'listener' | 'someone else' | 'nobody named';

/** The nearest person word before the match: "you make me want to die" is about the speaker. */
function subjectBefore(sentenceStart: string, relativesDoing = false): Subject {
  const tokens = sentenceStart.split(/[^a-z]+/).filter(Boolean).slice(-20).reverse();
  for (const [index, token] of tokens.entries()) {
    // "taking them all", "counted them": the pills, not people.
    if (token === 'them' && THING_VERBS.has(tokens[index + 1] ?? '')) continue;
    if (SPEAKER.has(token)) return 'speaker';
    if (LISTENER.has(token)) return 'listener';
    if (SOMEONE_ELSE.has(token) || (relativesDoing && isRelativesDoing(token, tokens[index - 1]))) return 'someone else';
  }
  return 'nobody named';
}

/**
 * Different signs add up (a probabilistic OR); the same words said twice count once, and so do
 * overlapping matches ("took my meds" and "my meds" are one sign, not two), and each kind of
 * context counts once (see `ContextName`).
 */
function combine(findings: LocatedFinding[], words: string, context: RuleCheckOptions['context']): number {
  const groups: LocatedFinding[] = [];
  for (const finding of [...findings].sort((a, b) => a.start - b.start)) {
    const last = groups.at(-1);
    if (last && (finding.start < last.end || finding.excerpt === last.excerpt)) {
      groups[groups.length - 1] = { ...last, end: Math.max(last.end, finding.end), score: Math.max(last.score, finding.score) };
    } else groups.push(finding);
  }
  const scoreByWords = new Map<string, number>();
  const excerptsByContext = new Map<string, Set<string>>();
  for (const group of groups) {
    const key = group.signal.endsWith('_context') ? group.signal : group.excerpt;
    excerptsByContext.set(key, (excerptsByContext.get(key) ?? new Set<string>()).add(group.excerpt));
    scoreByWords.set(key, Math.max(scoreByWords.get(key) ?? 0, group.score));
  }
  if (context === 'post') {
    for (const [key, excerpts] of excerptsByContext) {
      const repeated = REPEATED_CONTEXT_SCORE[key];
      if (!repeated || excerpts.size < 2 || (key === 'farewell_context' && isLeavingForSomewhere(words)) || (key === 'medical_context' && ORDINARY_SYMPTOMS.test(words))) continue;
      scoreByWords.set(`${key}_again`, repeated);
    }
  }
  const allClear = [...scoreByWords.values()].reduce((product, score) => product * (1 - score), 1);
  return round(1 - allClear);
}

function round(score: number): number {
  return Math.round(score * 100) / 100;
}
