/**
 * Strong words in their everyday sense, told by what surrounds them: a game lost ("he beat me at darts"),
 * an animal groomed ("i groomed her one last time" about a horse), a threat over a thing broken ("im going
 * to kill my sister, she broke my straighteners"), a goodnight, a goodbye to uni halls or a class, someone
 * else's funeral wishes, a roof or a bridge for a repair or the fireworks. Each stays a sign when anything
 * says a person was hurt or the goodbye is final (`SAID_AS_FINAL`).
 */
import { clauseBefore, previousSentence, sentenceAfter } from './clauses.js';

/** "he beat me at bowling", "theyre beating him at chess now": a game lost, named in the sentence or the one before. */
const A_GAME = /\b(?:bowling|darts|chess|pool|snooker|scrabble|monopoly|cards|poker|fifa|tennis|badminton|squash|golf|ping pong|mario ?kart|board games?|quiz|race|game|match)\b/;
const HURT_DONE =
  /\b(?:bruis\w*|blood|bleeding|black eye|hospital|police|hurt|punch\w*|kick\w*|slap\w*|beat me (?:up|with|till|until|so (?:bad|hard))|(?:my|his|her) (?:eye|face|nose|ribs?|jaw|head|arm|back|lip)|cant see|scared|afraid|terrified)\b/;
/**
 * The game the writer lost, right after the "beat": "beat me at darts", "beat me by forty points".
 * "he beat me at pool then beat me with the cue" and "after the game he beat me" name no loss.
 */
const BEATEN_AT_A_GAME = new RegExp(
  String.raw`^ *(?:again |easily |twice |hands down |so easily )?(?:(?:at|in|on) (?:a |the |our |his |her |their |every )?(?:[a-z]+ ){0,2}?${A_GAME.source.slice(2, -2)}|by (?:\d+|[a-z]+)(?: [a-z]+)? (?:points|goals|runs|strokes|shots|pins|frames|games|sets|seconds|laps|wickets)|\d+ ?(?:-|to|nil) ?\d+)\b`,
);
/** "we went bowling tonight he beat me", "teaching the kids to play chess. theyre beating him now": the game played. */
const A_GAME_PLAYED = new RegExp(String.raw`\b(?:play(?:s|ed|ing)?|went|go(?:es|ing)?|round of|game of|teach(?:ing)?(?: [a-z]+){1,5} to play)(?: [a-z]+){0,3}? ${A_GAME.source.slice(2)}`);
/** "we went bowling and when we got home he beat me": a beating after the game, not the game lost. */
const AFTER_THE_GAME = /\b(?:then|after(?:wards)?|when|got home|later|back home)\b/;
/** "i groomed her one last time" about a horse: an animal cared for, not a child. */
const AN_ANIMAL = /\b(?:horse|pony|mare|foal|dog|puppy|pup|cat|kitten|rabbit|guinea pig)\b/;
/** "my coach groomed her and shes only 12" with the dog walked past his house: a person groomed, whatever else is named. */
const A_CHILD_GROOMED = /\b(?:only \d+|\d+ ?(?:years? old|yo|y o)|under ?age|minor|online|snap(?:chat)?|dms?|secret|gifts?)\b/;
const A_PERSON_GROOMED =
  /\b(?:only \d+|\d+ ?(?:years? old|yo|y o)|years old|(?:shes|hes|she is|he is|she was|he was) (?:only )?(?:\d+|eleven|twelve|thirteen|fourteen|fifteen|sixteen)|under ?age|minor|coach|teacher|tutor|uncle|stepdad|step dad|pastor|priest|youth worker|leader|older|grown man|man|men|online|snap(?:chat)?|dms?|messag\w*|texts?|gifts?|secret|for (?:years|months)|kid|child|daughter|son|niece|nephew|girl|boy|student|pupil|police)\b/;
/** A thing broken that is a person's body, a weapon, or a threat meant: not a trivial offence. */
const MORE_THAN_A_THING = /\b(?:arm|nose|ribs?|jaw|wrist|fingers?|teeth|tooth|face|eye|head|hit|hits|hurt|beat|punch\w*|kick\w*|bruis\w*|knife|gun|blade|(?:he|she|they) means? it|i mean it|not even joking)\b/;
/** "i'm going to kill my sister, she's broken my straighteners": the offence named is a thing borrowed, broken or eaten. */
const TRIVIAL_OFFENCE =
  /\b(?:borrowed|broke|broken|ate|eaten|nicked|finished|spoil(?:ed|t)|used up|drank|scratched|crashed|stretched|shrunk|lost) (?:all )?(?:my|his|her|the) (?:last )?(?:\w+ )?(?:straighteners|charger|hoodie|jumper|top|dress|shoes|trainers|food|chocolate|leftovers|biscuits|milk|snacks|cake|pizza|headphones|controller|game|car|makeup|lipstick|ending)\b/;

/**
 * "bye everyone x off to bed", "goodbye all, night night", "bye guys exam in the morning": a goodnight
 * or a see-you-after, not a farewell (not "going to sleep forever").
 */
const OFF_TO_BED =
  /^(?: x+)?[ ,.!]*(?:(?:and |so |im |i am )?(?:off|going|heading|gone|away) to (?:bed|sleep\b(?! forever| for good| and (?:not|never)))|bed ?time|night night|nighty night|sleep (?:well|tight)|see (?:you|ya|u|yall) (?:all )?(?:tomorrow|in the morning|(?:soon|later|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))(?= *(?:x+ *)?(?:$|[.!\n]))|after (?:my |the |our )?(?:exams?|mocks|finals|gcses|a levels|tests?|shift|work|school|college|uni|class(?:es)?|lectures?|holiday|hols|trip|break|weekend|interview|surgery|op|operation)\b)|(?:big |an? |my )?(?:exams?|test|shift|interview|early start|flight) (?:in the morning|tomorrow|at \d))/;
/** "this is the last time ill post about my ex": a promise about an ex or a job, not a last post. */
const LAST_TIME_ABOUT_AN_EX =
  /^ (?:ever )?(?:post|talk|moan|rant|complain|go on|whinge|cry|vent)(?: [a-z]+){0,2}? about (?:my |the |this |that |our )?(?:ex|exes|ex (?:boyfriend|girlfriend|husband|wife|partner|bf|gf)|boss|job|landlord|flatmate|housemate)\b/;
/** "goodbye forever, horrible uni halls": a goodbye addressed to a place, a job, a term or an ex, ending its clause. */
const A_GOODBYE_TO_A_THING = new RegExp(
  String.raw`^,? (?:to )?(?:(?:that|this|the|my|our|you) )?(?:[a-z]+ ){0,2}(?:halls|uni|school|college|sixth form|flat|house|office|job|work|shifts?|term|semester|exams?|ex|boss|landlord|braces|cast|overdraft|commute|dissertation|coursework|tenancy|dorm|hostel)(?= *(?:$|[.!?,;\n]| x+\b))`,
);
/** "writing goodbye letters to my students", "a goodbye letter to my old job": a leaving card for work or a class. */
const A_LEAVING_LETTER =
  /^s? (?:to|for) (?:my |our |the |all (?:my |the |of my )?|each of my |\d+ )?(?:old |former |last |little |lovely )?(?:year \d+ )?(?:job|work|workplace|company|office|students|pupils|class|classes|tutor group|colleagues|team|coworkers|co workers|workmates|staff)\b/;
/** A leaving letter that says the writer will be gone for good: "i wont be here", "forgive me". */
const A_LETTER_THAT_SAYS_GONE = /\b(?:wont be (?:here|around|alive)|when (?:im|i am|i get) found|(?:find|finds) me|not be here|when im gone|after im gone|forgive me|sorry for everything)\b/;
/** "mums funeral wishes", "my dads funeral wishes": someone else's wishes, named by the word before. */
const SOMEONE_ELSES = /\b(?:mums|moms|mothers|dads|fathers|nans|nanas|grans|grandads|grandmas|grandpas|husbands|wifes|aunties|uncles|his|her|their)$/;
/** "did my funeral wishes form at the co-op", "the army made us write funeral wishes": a form everyone fills in. */
const A_FORM_EVERYONE_FILLS = /\b(?:forms?|paperwork|booklet|we all|all of us|everyone (?:has|had|did|does|fills?|filled)|made us|standard|routine|the army|the navy|deployment|co ?op|funeral directors?|funeral plan|pre ?paid)\b/;
/** A date, a means or a soon that makes funeral wishes an arrangement: "for when im gone. friday", "and the pills". */
const FUNERAL_SOON =
  /\b(?:tonight|tomorrow|this (?:week|weekend)|next week|soon|(?:on |by )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|pills|tablets|rope|noose|bridge|gun|knife|overdose|wont be (?:here|around)|not be here|when im gone)\b/;
/** A roof, a bridge or the tallest building, with an ordinary reason to be up there named in the post. */
const A_REASON_TO_BE_UP_THERE =
  /\b(?:roofer|(?:fix|fixed|fixing|repair\w*|replac\w*|clear\w*) (?:the |a )?(?:leak|roof|gutters?|aerial|tiles?|chimney|slates?|satellite dish)|gutters|solar panels?|fireworks|the view|views|skyline|sunset|sunrise|birthday|observation deck|viewing (?:platform|gallery)|tickets|rooftop (?:bar|restaurant))\b/;
/**
 * Words anywhere in the post that make a goodnight, a goodbye to a thing, a leaving letter or a form final:
 * "bye everyone x off to bed. forever this time", "last time ill post about my ex. after tonight it wont
 * matter", "funeral wishes form filled in. not long now". Any of them keeps the sign a sign.
 */
const SAID_AS_FINAL =
  /\b(?:forever|if (?:im|i am|i) (?:still )?(?:alive|here|around|make it)|(?:actually|or) (?:not|no)\b|(?:you|u) wont\b|jump(?:ing|ed)?\b(?! (?:rope|start|on|in))|hang(?:ing)? myself|blades?|razors?|for ever|for good|(?:the|my) end\b(?! of)|(?:wont|not|never|dont) (?:be )?wak(?:e|ing)|(?:wont|not|never) (?:be )?(?:here|around|alive|back)\b|wont be needing|wont need (?:it|them|anything)|wont (?:need|have) to wait|never coming back|not coming (?:back|down|home)|when i go\b|when im gone|after im gone|gone by|its (?:all )?(?:done|sorted|over)\b|(?:done|ready) now|(?:i am|im) ready|(?:wont|doesnt|wouldnt) matter|nothing matters|not long now|one last|(?:the |my )?last (?:time|goodbye|post|message)|final (?:goodbye|post|message|time|night)|sorry for everything|forgive me|(?:they|you|theyll|youll)(?: will)? understand|see (?:you|ya|u) on the other side|be free|how easy|let (?:myself )?go\b(?! of)|(?:want to|could|just|gonna|going to) go over(?! to| there)|if i went over|end (?:it|this|things|my life)|(?:tired|sick) of (?:everything|it all|living|life|being alive)|die|dying|dead\b(?! (?:tired|on my feet|beat))|kill(?:ing|ed)? myself|suicid\w*|overdose|pills|tablets|rope|noose)\b/;
/** Letters that go to family or friends too: "to my students and my kids", "one to my husband". */
const A_LETTER_TO_FAMILY =
  /\b(?:kids|children|husband|wife|partner|family|parents|mum|mom|mam|dad|son|daughter|boyfriend|girlfriend|bf|gf|fiance|friends|sister|brother|nan|everyone i love)\b/;
/** What keeps a high place a danger: the drop, the edge, a step, alone, a time of night, a wish to die. */
const A_HIGH_PLACE_DANGER =
  /\b(?:jump\w*|edges?|one step|step off|ledge|railings?|barrier|(?:the )?drop|fall\w*|high enough|how high|lean\w*|alone|by myself|on my own|end (?:it|this|things)|die|dying|dead|kill\w*|goodbye|last time|wont be|anymore|right now|tonight|\d{1,2} ?(?:am|pm)|middle of the night|at night|(?<!new years eve )midnight(?! on new years)|cant (?:do|take|go on)|over the (?:edge|side)|if i went|nobody would (?:notice|care|stop|miss)|would (?:it )?hurt|(?:want|wish)(?: [a-z]+){0,3} (?:to stop|to end|to disappear|gone|free))\b/;

export interface SignInPlace {
  name: string;
  excerpt: string;
  /** The sign's sentence before and after it, the whole text, and the text after the sign. */
  before: string;
  after: string;
  words: string;
  rest: string;
  /** The post says a danger is still there, or that a threat is meant. */
  dangerNow: boolean;
  meantLiterally: boolean;
}

export function isAnOrdinarySense({ name, excerpt, before, after, words, rest, dangerNow, meantLiterally }: SignInPlace): boolean {
  const sentence = `${before} ${excerpt} ${after.trim()}`;
  const signEnd = words.length - rest.length;
  const previous = previousSentence(words, signEnd);
  const next = sentenceAfter(words, signEnd + after.length);
  // The game named right after the "beat" ("at darts"), or named the sentence before and the score after it.
  const gameBefore =
    A_GAME_PLAYED.test(`${previous}. ${before}`) && !AFTER_THE_GAME.test(clauseBefore(words, signEnd - excerpt.length)) && !dangerNow;
  if (name === 'abuse' && /\bbeat/.test(excerpt) && (BEATEN_AT_A_GAME.test(rest) || gameBefore) && !HURT_DONE.test(`${sentence} ${next}`)) return true;
  // "her" or "him" groomed with an animal named: by the writer ("i groomed her one last time") anywhere in
  // the post; by anyone else only named in the sentence or the one before, and nothing that says a person.
  const groomedByTheWriter = /\bi$/.test(before) && AN_ANIMAL.test(words) && !A_CHILD_GROOMED.test(words);
  const animalNamed = AN_ANIMAL.test(`${previous} ${sentence}`) && !A_PERSON_GROOMED.test(words);
  if (name === 'abuse' && /\bgroom\w* (?:her|him)\b/.test(excerpt) && (groomedByTheWriter || animalNamed)) return true;
  // The offence in the threat's own sentence or the next, a thing and no body, weapon or meaning it.
  if ((name === 'violence_risk' || name === 'abuse') && /\bkill\b/.test(excerpt) && TRIVIAL_OFFENCE.test(`${sentence} ${next}`) && !MORE_THAN_A_THING.test(words) && !meantLiterally) return true;
  // A goodbye that is a goodnight, a promise about an ex, or a goodbye to a place, a job or a term.
  if (name === 'farewell' && /\b(?:good)?bye (?:every(?:one|body)|all|guys)$/.test(excerpt) && OFF_TO_BED.test(rest) && !SAID_AS_FINAL.test(words) && !dangerNow) return true;
  if (name === 'farewell' && /\blast time (?:ill|i will)$/.test(excerpt) && LAST_TIME_ABOUT_AN_EX.test(rest) && !SAID_AS_FINAL.test(rest) && !dangerNow) return true;
  if (name === 'suicide_plan' && /\bgoodbye forever$/.test(excerpt) && A_GOODBYE_TO_A_THING.test(rest) && !SAID_AS_FINAL.test(rest) && !dangerNow) return true;
  // Goodbye letters to a class or a job, each reading of the same words ("wrote a goodbye letter", "goodbye letter").
  if (/\bgoodbye (?:letter|note)s?$/.test(excerpt) && A_LEAVING_LETTER.test(rest) && !A_LETTER_THAT_SAYS_GONE.test(words) && !A_LETTER_TO_FAMILY.test(words) && !SAID_AS_FINAL.test(words) && !dangerNow) return true;
  // Funeral wishes that are a parent's, or a form everyone fills in, with no date, means or "when im gone".
  if (name === 'farewell' && /\bfuneral wishes$/.test(excerpt) && (SOMEONE_ELSES.test(before) || A_FORM_EVERYONE_FILLS.test(words)) && !FUNERAL_SOON.test(words) && !SAID_AS_FINAL.test(words) && !dangerNow) return true;
  // On a roof, a bridge or the tallest building for a repair, fireworks, a view or a birthday, and nothing of the drop.
  if (
    (name === 'suicide_plan' || name === 'place_context') &&
    /\b(?:roof|rooftop|bridge|tallest building|highest building)$/.test(excerpt) &&
    A_REASON_TO_BE_UP_THERE.test(words) &&
    !A_HIGH_PLACE_DANGER.test(words) &&
    !SAID_AS_FINAL.test(words) &&
    !dangerNow
  )
    return true;
  return false;
}
