/**
 * Whose words these are. Members often repeat what was said to them ("he told me I'm worthless",
 * "people keep saying trans people are a disease") to share the hurt or push back against it; the
 * hate and harsh-words rules read those as reports, not as the writer's own words.
 */

const REPORTING_WORDS =
  /\b(?:say|says|said|saying|tell|tells|told|telling|call|calls|called|calling|claim|claims|claimed|claiming|think|thinks|thought|believe|believes|believed|feel|reckon|assume|assumes|assumed|assuming|post|posts|posted|posting|comment|comments|commented|yell|yells|yelled|yelling|shout|shouts|shouted|shouting|scream|screams|screamed|screaming|chant|chants|chanted|write|writes|wrote|written|joke|jokes|joked|joking|hear|hears|heard|hearing|read|reads|reading|seeing people|stereotypes?|stereotyped|myths?|lies that|lie that|idea that|notion that|narrative|rhetoric|propaganda|accuse|accuses|accused|spread|spreads|spreading|pretend|pretends|act like|acts like|acting like|as if|insist|insists|insisted|argue|argues|argued|preach|preaches|teach|teaches|taught|raised to believe|compare|compares|compared|comparing|imply|implies|implying|suggest|suggests|suggesting|repeat|repeats|repeated|the word|words like|slurs?|tweet|tweets|tweeted|texted|messaged|memes?|scrawled|sprayed|spray painted|painted|graffitied|graffiti|carved|etched|keyed|not true|isnt true|untrue|false that|wrong that|mean|means|meant|know|bet|swear|guess)\b/g;

/** "I think", "I said", "I swear": the writer stating their own view, which still counts. */
const OWN_VIEW = new Set(['think', 'thought', 'believe', 'feel', 'reckon', 'say', 'said', 'call', 'mean', 'meant', 'know', 'bet', 'swear', 'guess']);
/** These only report when someone else says them: "I know" or "I mean" are the writer's own view, "my dad thinks" is a report. */
const REPORTING_ONLY_FOR_OTHERS = new Set(['mean', 'means', 'meant', 'know', 'bet', 'swear', 'guess', 'feel']);
const FIRST_PERSON_LEAD = /\b(?:i|we|id|ill|i would|i will|i must|i have to|i gotta|i can|i cant help but|im gonna|im going to|my honest opinion is|my view is|in my view|in my opinion)(?: (?:really|honestly|truly|still|do|genuinely|personally|kinda|kind of|firmly|just|always|literally|seriously|fully|totally|100%))*$/;

/** Set phrases that announce the writer's own words: "i hate to say it but...". */
const SAYING_IT_MYSELF =
  /\b(?:i hate to say (?:it|this)|i have to say|i must say|i gotta say|ill (?:just )?say it|im (?:just )?(?:gonna |going to )?say(?:ing)?(?: it)?|just saying|let me say|needless to say|that said|having said that|not gonna lie|to be honest|so ?-?called|dont you (?:think|agree|reckon|find|feel)|wouldnt you (?:say|agree)|(?:everyone|everybody|we all|you all) knows?|as we all know|its common knowledge|(?:does )?anyone else (?:think|feel|find|reckon)|am i the only one (?:who|that) (?:thinks|feels|finds)|is it just me or|say what (?:everyone|everybody|we all) (?:thinks|knows))\b/g;

/**
 * True when the words before a phrase in its sentence hand it to someone else: "people say",
 * "someone told me", "stop calling", "I don't think". The writer's own "I think" or "I say" is not
 * a report, so "i think X are a plague" still counts.
 */
export function isReportedSpeech(sentenceStart: string): boolean {
  const ownWords = sentenceStart.replace(SAYING_IT_MYSELF, ' ');
  const last = [...ownWords.matchAll(REPORTING_WORDS)].pop();
  if (!last) return false;
  const word = last[0];
  const lead = ownWords.slice(0, last.index).trimEnd();
  const firstPerson = FIRST_PERSON_LEAD.test(lead);
  if (firstPerson && OWN_VIEW.has(word)) return false;
  if (REPORTING_ONLY_FOR_OTHERS.has(word)) return !firstPerson && /\b(?:he|she|they|people|someone|somebody|everyone|my \w+|his|her|their)$/.test(lead);
  return true;
}

const NEGATORS = /\b(?:not|never|dont|doesnt|didnt|wont|wouldnt|shouldnt|cant|cannot|couldnt|isnt|arent|wasnt|werent|no|nobody|noone|no one|nothing|none|neither|nor|stop|stopped|quit|without|against|instead of|rather than|refuse to|refused to)\b/;

/** A negator or an order to stop anywhere in the words before a phrase in its clause. */
export function isNegatedLead(clauseStart: string): boolean {
  return NEGATORS.test(clauseStart);
}

/**
 * Negations that assert rather than deny: "don't you think", "isn't it obvious that", "no offence
 * but", "i'm not racist but", and a question put with "aren't" or "isn't" ("aren't immigrants
 * just invaders?").
 */
const ASSERTING_NEGATIONS =
  /\b(?:dont you (?:think|agree|reckon|find|feel)|doesnt (?:everyone|everybody|anyone) (?:know|think|see)|dont we all know|isnt it (?:obvious|true|clear|a fact|funny|weird|odd|strange|interesting)(?: that| how)?|wouldnt you (?:say|agree)|cant we (?:all )?agree(?: that)?|am i wrong (?:that|to think)|no offen[cs]e(?: but)?|(?:cant|cannot|can not|couldnt) (?:stand|bear|abide|stomach|tolerate)|no disrespect(?: but)?|no wonder|no surprise|no shock|not gonna lie|not being funny but|no doubt(?: about it)?|(?:im|i am) not (?:racist|sexist|homophobic|transphobic|islamophobic|a bigot|being funny|hating)(?: or anything)? but|i dont care what (?:anyone|people|you) (?:says?|thinks?)|nobody wants to (?:say|admit) it but|no one wants to (?:say|admit) it but|no matter what anyone says)\b/g;
const QUESTION_OPENING_NEGATION = /^(?:(?:why|how come) )?(?:arent|isnt|dont|doesnt|wouldnt|shouldnt|cant|wont)\b/;

/** Like `isNegatedLead`, but a negation that asserts the claim does not count. */
export function isNegatedClaim(clauseStart: string, sentenceRest: string): boolean {
  let rest = clauseStart.replace(ASSERTING_NEGATIONS, ' ').trim();
  if (/\?/.test(sentenceRest)) rest = rest.replace(QUESTION_OPENING_NEGATION, '').trim();
  return NEGATORS.test(rest);
}

/** "my mate says trans people are demons and honestly hes right": a report the writer agrees with. */
const ENDORSED_AFTER =
  /\b(?:hes|shes|theyre|he is|she is|they are|they were|he was|she was|its|thats|it is|that is) (?:\w+ )?(?:right|correct|not wrong|spot on|true|the truth|facts)\b(?! (?:to be (?:angry|upset|scared)|about me))|\b(?:i|we) (?:\w+ )?agree\b/;

export function isEndorsedAfter(sentenceRest: string): boolean {
  return ENDORSED_AFTER.test(sentenceRest) && !OPPOSED_AFTER.test(sentenceRest);
}

/**
 * What follows a repeated insult and shows the writer opposes it: "...is racist", "...and it hurt
 * so much", "...which is a lie" (not "i hate them so much it hurts", where the hurt is the hate's size).
 */
const INTENSIFIERS = '(?:so |really |just |fucking |very |super |absolutely |completely |totally |such |pretty |beyond |deeply |incredibly )*(?:a |an )?';
/** Words that can only judge the repeated words, wherever they stand in the rest of the sentence. */
const OPPOSED_AFTER = new RegExp(
  `\\b(?:is|was|its|thats|that is|sounds?|which is|seems) ${INTENSIFIERS}(?:racist|sexist|misogynistic|misogynist|homophobic|transphobic|xenophobic|islamophobic|antisemitic|anti semitic|ableist|ageist|bigoted|bigotry|bigot|hateful|hate speech|wrong|not (?:ok|okay|true|fair|right|cool|acceptable|funny)|unacceptable|lie|bullshit|bs|false|untrue|ignorant|harmful|hurtful|stereotype|myth|dehumani[sz]ing|violence)\\b|\\b(?<!\\bso much )(?:it|that|which|this) (?:really |still |so )?(?:hurt|hurts|stung|stings|broke my heart|made me cry|makes me cry|crushed me|destroyed me)\\b|\\bhurt so much\\b|\\band i (?:cried|hate it|hated it|felt (?:so )?(?:awful|sick|horrible|small|terrible))\\b`,
);
/** Words that may judge the group as well as the words ("..., its disgusting"): they oppose only when the words are their subject. */
const JUDGED_AS_SUBJECT = new RegExp(
  `^ (?:is|was|sounds|seems) ${INTENSIFIERS}(?:disgusting|gross|messed up|fucked up|awful|horrible|vile|sick|cruel|evil|vile|shameful|disgraceful|appalling)\\b`,
);

/** Words after a phrase that hand it to someone else: "... - this was the message my son got", "... is what he said". */
const REPORTED_AFTER =
  /\b(?:(?:is|was|were) what (?:he|she|they|someone|somebody|people|my \w+|the \w+) (?:said|wrote|told|called|shouted|yelled|posted|sent|texted)|(?:this|that|it) was the (?:message|text|comment|note|graffiti)|(?:were|was) (?:his|her|their) (?:words|message)|(?:he|she|they|someone) (?:said|wrote|shouted|yelled) to (?:me|us|my \w+))\b/;

export function isReportedAfter(sentenceRest: string): boolean {
  return REPORTED_AFTER.test(sentenceRest);
}

/** True when the rest of the sentence after a phrase pushes back against it. */
export function isOpposedAfter(sentenceRest: string): boolean {
  return OPPOSED_AFTER.test(sentenceRest) || JUDGED_AS_SUBJECT.test(sentenceRest) || REPORTED_AFTER.test(sentenceRest);
}
