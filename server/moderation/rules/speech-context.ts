/**
 * Whose words these are. Members often repeat what was said to them ("he told me I'm worthless",
 * "people keep saying trans people are a disease") to share the hurt or push back against it; the
 * hate and harsh-words rules read those as reports, not as the writer's own words.
 */

const REPORTING_WORDS =
  /\b(?:say|says|said|saying|tell|tells|told|telling|call|calls|called|calling|claim|claims|claimed|claiming|think|thinks|thought|believe|believes|believed|feel|reckon|assume|assumes|assumed|assuming|post|posts|posted|posting|comment|comments|commented|yell|yells|yelled|yelling|shout|shouts|shouted|shouting|scream|screams|screamed|screaming|chant|chants|chanted|write|writes|wrote|written|joke|jokes|joked|joking|hear|hears|heard|read|reads|stereotypes?|stereotyped|myths?|lies that|lie that|idea that|notion that|narrative|rhetoric|propaganda|accuse|accuses|accused|spread|spreads|spreading|pretend|pretends|act like|acts like|acting like|as if|insist|insists|insisted|argue|argues|argued|preach|preaches|teach|teaches|taught|raised to believe|compare|compares|compared|comparing|imply|implies|implying|suggest|suggests|suggesting|repeat|repeats|repeated|the word|words like|slurs?|tweet|tweets|tweeted|texted|messaged|memes?|not true|isnt true|untrue|false that|wrong that|mean|means|meant|know|bet|swear|guess)\b/g;

/** "I think", "I said", "I swear": the writer stating their own view, which still counts. */
const OWN_VIEW = new Set(['think', 'thought', 'believe', 'feel', 'reckon', 'say', 'said', 'call', 'mean', 'meant', 'know', 'bet', 'swear', 'guess']);
/** These only report when someone else says them: "I know" or "I mean" are the writer's own view, "my dad thinks" is a report. */
const REPORTING_ONLY_FOR_OTHERS = new Set(['mean', 'means', 'meant', 'know', 'bet', 'swear', 'guess', 'feel']);
const FIRST_PERSON_LEAD = /\b(?:i|we)(?: (?:really|honestly|truly|still|do|genuinely|personally|kinda|kind of|firmly|just|always|literally|seriously|fully|totally|100%))*$/;

/** Set phrases that announce the writer's own words: "i hate to say it but...". */
const SAYING_IT_MYSELF =
  /\b(?:i hate to say (?:it|this)|i have to say|i must say|i gotta say|ill (?:just )?say it|im (?:just )?saying|just saying|let me say|needless to say|that said|having said that|not gonna lie|to be honest)\b/g;

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
 * What follows a repeated insult and shows the writer opposes it: "...is racist", "...and it hurt
 * so much", "...which is a lie".
 */
const OPPOSED_AFTER =
  /\b(?:is|was|its|thats|that is|sounds?|which is|seems) (?:so |really |just |fucking |very |super |absolutely |completely |totally |such |pretty |beyond |deeply |incredibly )*(?:a |an )?(?:racist|sexist|misogynistic|misogynist|homophobic|transphobic|xenophobic|islamophobic|antisemitic|anti semitic|ableist|ageist|bigoted|bigotry|bigot|hateful|hate speech|wrong|not (?:ok|okay|true|fair|right|cool|acceptable|funny)|disgusting|gross|messed up|fucked up|unacceptable|lie|bullshit|bs|false|untrue|ignorant|harmful|hurtful|awful|horrible|vile|sick|stereotype|myth|dehumani[sz]ing|cruel|evil|violence)\b|\b(?:it|that|which|this) (?:really |still |so )?(?:hurt|hurts|stung|stings|broke my heart|made me cry|makes me cry|crushed me|destroyed me)\b|\bhurt so much\b|\band i (?:cried|hate it|hated it|felt (?:so )?(?:awful|sick|horrible|small|terrible))\b/;

/** True when the rest of the sentence after a phrase pushes back against it. */
export function isOpposedAfter(sentenceRest: string): boolean {
  return OPPOSED_AFTER.test(sentenceRest);
}
