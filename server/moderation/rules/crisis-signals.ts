/**
 * The crisis lexicon, read on the `words` form (lower-case, no apostrophes: "im", "dont").
 * Scores: 0.85+ is explicit, 0.5-0.8 is a clear but softer sign (both flag alone), below 0.5 is a
 * hopeless tone that flags only together with another sign.
 */

export type CrisisSignalName =
  | 'suicide_attempt'
  | 'suicide_plan'
  | 'suicidal_ideation'
  | 'passive_ideation'
  | 'hopelessness'
  | 'self_harm'
  | 'abuse'
  | 'violence_risk'
  | 'psychiatric_emergency'
  | 'someone_else_at_risk'
  | 'lethal_means'
  | 'overdose'
  | 'farewell'
  | 'eating_disorder_danger'
  | ContextName;

/**
 * Context: a sign too common on its own (drunk, a bridge, pills at hand, a goodbye). Each kind of
 * context counts once, so a message flags on context only when two different kinds meet.
 */
export type ContextName = `${'intoxicated' | 'cover_story' | 'target' | 'bleeding' | 'self_harm' | 'means' | 'access' | 'rumination' | 'place' | 'medical' | 'eating_disorder' | 'overdose' | 'intent' | 'mixing' | 'farewell' | 'unreachable' | 'minor' | 'fear' | 'weapon' | 'finality' | 'secrecy' | 'danger' | 'plea' | 'low_mood' | 'alone' | 'calm'}_context`;

/**
 * Whose words these are. `built_in`: the phrase names its person ("kill myself", "he hits me").
 * `unless_someone_else`: a verb without a subject ("want to die") is the speaker's unless the
 * sentence names someone else or the listener. `speaker_named`: a noun ("suicidal thoughts",
 * "self-harm") counts only after "I", "me" or "my", since it is as often a topic as a confession.
 */
export type SubjectRule = 'built_in' | 'unless_someone_else' | 'speaker_named';

export interface CrisisSignal {
  name: CrisisSignalName;
  score: number;
  pattern: RegExp;
  subject: SubjectRule;
}

const KIN =
  'husband|wife|partner|bf|gf|boyfriend|girlfriend|mom|mother|mum|dad|father|stepdad|stepfather|stepmom|stepmother|ex|brother|sister|uncle|aunt|cousin|grandpa|grandfather|grandma|grandmother|parents|family|roommate|son|daughter|friend|best friend|fiance|fiancee';
const HARMED_PERSON = `(?:he|she|they|my (?:${KIN}))`;
const PERSON_AT_RISK = `(?:he|she|my (?:${KIN}))`;
const VICTIM = `(?:him|her|them|someone|somebody|people|everyone|everybody|my (?:\\w+s )?(?:${KIN}|boss|teacher|coworker|classmates?)|the (?:guy|man|woman|kid|kids|teacher|boss)|that (?:guy|man|woman|kid|bitch|bastard|asshole))`;
const NOT_AN_IDIOM = '(?! (?:of|from) (?:embarrassment|laughter|laughing|cringe|boredom|shame|happiness|cuteness))';
/** "overdosed on christmas films", "overdosing on chocolate": too much of a good thing. */
export const NOT_ON_A_TREAT = String.raw`(?! on (?:\w+ )?(?:films|movies|tv|telly|netflix|christmas|sugar|chocolate|caffeine|coffee|sweets|cake|content|carbs|cheese)\b)`;
const UNTIL_NO_MORE = '(?: (?:anymore|any more|any longer|much longer))';
const BODY_PARTS = '(?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?)';
const FIREARM = '(?:gun|guns|pistol|handgun|revolver|shotgun|rifle|glock|357|38|45|9mm)';
const LETHAL_OBJECT = `(?:${FIREARM}|barrel|knife|blade|razor)`;
/** "i relapsed last night. gambling.": a relapse into something other than self-harm, named in the next words. */
const NOT_ANOTHER_RELAPSE = String.raw`(?![.,]? (?:on |with |into |the )?(?:gambling|drinking|drink|booze|alcohol|smoking|vaping|weed|cocaine|coke|porn|betting|sugar|binge(?:ing)?|my diet)\b(?![^.!?\n]*\b(?:cut|cutting|blades?|razors?|sh|self ?harm|burn\w*)\b))`;
const AT_ME = '(?:head|throat|wrists?|temple|chest|mouth|chin|face)';

/** Lookahead: the phrase ends its clause ("i'm done." but not "i'm done with this job"). */
export const END_OF_CLAUSE = String.raw`(?= *(?:$|[.!?,;:\n"']))`;
/** The same, also before a trailing tag ("it's time lol", "i'm fine honestly"). */
export const END_OF_CLAUSE_OR_TAG = String.raw`(?= *(?:$|[.!?,;:\n"']| lol| tbh| tho| though| anyway| honestly| i guess| apparently))`;

export const signal = (name: CrisisSignalName, score: number, subject: SubjectRule, source: string): CrisisSignal => ({
  name,
  score,
  subject,
  pattern: new RegExp(source, 'g'),
});

export const CRISIS_SIGNALS: CrisisSignal[] = [
  signal('suicide_attempt', 0.95, 'built_in', String.raw`\b(?:tried|attempted|trying|attempting) to (?:kill\s?my\s?self|end (?:my (?:own )?life|it all)|take my (?:own )?life|off myself|hang myself)\b`),
  signal('suicide_attempt', 0.95, 'unless_someone_else', String.raw`\b(?:tried|attempted|trying|attempting) to (?:commit suicide|overdose|od)\b`),
  signal('suicide_attempt', 0.95, 'unless_someone_else', String.raw`\b(?:attempted suicide|suicide attempts?|survived (?:my|an|a|the) (?:suicide )?attempt|failed (?:suicide )?attempt|my (?:first|second|third|last|latest|recent|previous|most recent) attempt(?! (?:at|to)\b))\b`),
  signal('suicide_attempt', 0.9, 'unless_someone_else', String.raw`\b(?:took|swallowed|downed|ingested|taken) (?:over |like |about |around |at least |almost )?(?:a bunch of|all (?:of )?my|too many|a handful of|a bottle of|an overdose of|the whole bottle of|a whole bottle of|an entire bottle of|\d{2,}(?: to \d{2,})?|[a-z]+ty|a hundred|hundreds of)(?: [a-z]+){0,3} (?:pills|tablets|meds|sleeping pills|painkillers|killers|capsules)\b`),
  signal('suicide_attempt', 0.9, 'unless_someone_else', String.raw`\b(?:overdosed${NOT_ON_A_TREAT}|stomach pumped|the (?:noose|rope) (?:broke|snapped))\b`),
  signal('suicide_attempt', 0.9, 'built_in', String.raw`\b(?:hanged myself|slit my (?:wrists?|throat))\b`),
  signal('suicide_attempt', 0.7, 'unless_someone_else', String.raw`\bwoke up in (?:the )?(?:hospital|icu|er|psych ward)\b`),
  signal('suicide_attempt', 0.85, 'unless_someone_else', String.raw`\b(?:my|the) ${FIREARM} (?:jammed|misfired|didnt (?:go off|fire)|wasnt loaded)\b|\bthe safety (?:was|ended up being) on\b`),
  signal('psychiatric_emergency', 0.55, 'unless_someone_else', String.raw`\b(?:(?:in|into|to|from|out of) (?:a |the )?(?:psych ward|psychiatric (?:ward|hospital|unit)|mental (?:hospital|institution)|inpatient)|on a (?:psychiatric|psych|involuntary) hold|5150|on suicide watch|checked myself (?:in|into))\b`),

  signal('suicide_plan', 0.95, 'built_in', String.raw`\b(?:im|i am|i will|ill|i have decided to|ive decided to) (?:going to |gonna |about to |ready to |planning to |planning on |finally going to |going to finally )?(?:kill\s?my\s?self|end (?:it all|my life|it tonight|it today|everything)|take my (?:own )?life|commit suicide|off myself|hang myself|overdose|jump off)\b`),
  signal('suicide_plan', 0.95, 'built_in', String.raw`\b(?:my plan to (?:kill myself|end (?:it|my life)|die|commit suicide)|my suicide (?:plan|note|letter)|(?:wrote|writing|written|left|leaving|drafted) (?:a|my) (?:suicide|goodbye) (?:note|letter))\b`),
  signal('suicide_plan', 0.9, 'speaker_named', String.raw`\b(?:a plan to (?:kill myself|end (?:it|my life)|die|commit suicide)|suicide plan|exit plan|suicide (?:note|letter))\b`),
  signal('suicide_plan', 0.9, 'unless_someone_else', String.raw`\b(?:this is (?:my )?goodbye|(?:final|last) goodbye|goodbye (?:everyone|world|forever(?! to (?:that|this|the|my|our) (?!world|life|earth|everyone)[a-z]+)|cruel world)|saying (?:my )?goodbyes to everyone|giv(?:e|ing|en) away (?:all )?my (?:stuff|things|belongings|possessions))\b`),
  signal('suicide_plan', 0.95, 'unless_someone_else', String.raw`\b(?:(?:how many|what) pills (?:would it take|does it take|to (?:die|overdose|kill))|(?:painless|quickest|fastest|surest|least painful) (?:way|ways|method|methods) to (?:die|kill myself|end it|commit suicide)|how (?:to|do i|can i|would i|should i) (?:kill myself|commit suicide|end my life|end it all)|(?:tied|tying|bought|got) (?:a|the) noose|${LETHAL_OBJECT} (?:to|against|in|into|at) my ${AT_ME}|aim(?:ed|ing|s)? (?:it|the gun|my gun|a gun|the barrel) at my ${AT_ME})\b`),
  signal('suicide_plan', 0.75, 'unless_someone_else', String.raw`\b(?:(?:spend|spending|spent) my (?:last|final) (?:day|days|night|hours|moments)|(?:this is|today is|tonight is|its) my (?:last|final) (?:day|night|post|message)(?! (?:at|of|in|before|on|as|with|off|for (?:a while|now|today|tonight|the (?:day|night|week))|until)\b)|check(?:ing)? out (?:a (?:bit|little) )?(?:early|for good|permanently)|(?:stockpil|hoard)(?:e|es|ed|ing) (?:my |up )?(?:pills|meds|medication|tablets|sleeping pills)|(?:saving|saved) up (?:my |enough )?(?:pills|meds|medication|tablets|sleeping pills))\b`),
  signal('suicide_plan', 0.45, 'unless_someone_else', String.raw`\b(?:its|it is) time for me to (?:go|leave|check out)(?= *(?:$|[.!?,;\n]| now| forever| for good| for real))`),
  signal('suicide_plan', 0.85, 'unless_someone_else', String.raw`\b(?:(?:standing|sitting|stood|sat) on (?:the|a) (?:ledge|edge of (?:the|a) (?:bridge|roof|building)|bridge|roof|railing)|wont be (?:here|around|alive) (?:much longer|tomorrow|for long|by)|(?:tonight|today) is the (?:night|day) i|leave this (?:world|earth|life))\b`),

  signal('suicidal_ideation', 0.9, 'built_in', String.raw`\b(?:kill(?:ed|ing|s)?\s?my\s?self|off(?:ed|ing)? myself|end(?:ing)? my (?:own )?life|tak(?:e|ing) my (?:own )?life(?! (?:one day|a day|back|in my (?:own )?hands|seriously|into))|unaliv(?:e|ing) (?:myself|me)|kms|do(?:ing)? myself in|(?:hang|hanging|shoot|shooting|poison|poisoning|electrocute|suffocate|suffocating|gas) myself|(?:drown|drowning) myself(?! in (?:(?:this|the|a|all|some|my) )?(?:(?:bath|pile|bottle|glass|load|mountain|sea) of )?(?:paperwork|work|emails|revision|coursework|coffee|tea|wine|gin|chocolate|ice cream|cake|netflix|books|admin|forms|sorrows|bubbles|perfume|fake tan|glitter)\b)|slit(?:ting)? my (?:wrists?|throat)|throw myself (?:off|in front of))\b`),
  signal('suicidal_ideation', 0.85, 'unless_someone_else', String.raw`\b(?:self[- ]?delete|sewer ?slide|end(?:ing)? it all|put an end to (?:it all|my life|my suffering|everything)|(?<!bungee )jump(?:ing)? (?:off|from) (?:a|the|my) (?:bridge|building|roof|cliff|balcony|overpass|parking garage)|(?:step|walk|jump|jumping) in front of (?:a |the )?(?:train|car|bus|truck))\b`),
  signal('suicidal_ideation', 0.85, 'unless_someone_else', String.raw`\b(?:feel|feeling|felt|am|im|been|was|get|getting|got|so|very|really|kinda|kind of|pretty|extremely|severely|actively|passively|chronically|more|still) suicidal\b|\bsuicidal again\b`),
  signal('suicidal_ideation', 0.85, 'speaker_named', String.raw`\b(?:suicidal (?:thoughts|ideation|urges|feelings|tendencies|idea|ideas|mood|episode|thinking|spell|phase|period|state|fantasies)|(?:suicide|death|suicidal) (?:fantasies|wishes|wish)|(?:commit|committed|committing) suicide)\b`),
  signal('suicidal_ideation', 0.85, 'unless_someone_else', String.raw`\b(?:the )?only (?:way out|exit|escape|option|answer|way)(?: (?:i can see|i see|left|i have|i can think of))? (?:is|would be|seems to be) (?:death|dying|to die|being dead|not being here|ending it)\b`),
  signal('suicidal_ideation', 0.85, 'unless_someone_else', String.raw`\bsuicide (?:is|seems|feels like|was|would be) (?:the|my|an) (?:only |best |right |easiest )?(?:option|answer|way|way out|choice|solution|decision)\b`),
  signal('suicidal_ideation', 0.85, 'unless_someone_else', String.raw`\b(?:(?:thinking|thought|thoughts|think|dreaming|fantasi[sz]ing|obsessing|obsessed) (?:about|of|with)|(?:considering|considered|contemplating|contemplated|consider|contemplate|planning|researching|researched|looking up|looked up|googling|googled|romantici[sz]ing)(?: about)?) (?:suicide|committing suicide|killing myself|ending (?:my life|it all)|ways to die|how to die|overdosing)\b`),
  signal('suicidal_ideation', 0.8, 'built_in', String.raw`\b(?:planning|plan|(?:prepare|preparing|prepared) for|thinking about|think about|thought about|fantasi[sz]e about|fantasi[sz]ing about|dream about|dreaming about|imagining|imagine|welcome|wish for|long for|waiting for|look forward to|looking forward to) my (?:own )?(?:death|suicide|funeral|demise)\b`),
  signal('suicidal_ideation', 0.8, 'unless_someone_else', String.raw`\b(?:close|closer|so close|this close|thisclose|on the verge|on the brink|on the edge) (?:to|of) (?:suicide|ending it|killing myself|ending my life|taking my life)\b`),
  signal('suicidal_ideation', 0.85, 'unless_someone_else', String.raw`\b(?:want|wants|wanna|wanted|wanting|wish|wishing|need|deserve|deserved|ready|longing|long|hope|hoping|pray|praying) (?:to )?(?:just )?(?:die${NOT_AN_IDIOM}|be dead|not be alive|stop existing|cease to exist|sleep forever|go to sleep forever|be gone forever)\b`),
  signal('suicidal_ideation', 0.75, 'unless_someone_else', String.raw`\b(?:should|might as well|may as well) (?:just )?die${NOT_AN_IDIOM}\b|\b(?:just )?let me die\b|\bdont deserve to (?:live|be alive|exist)\b`),
  signal('suicidal_ideation', 0.85, 'unless_someone_else', String.raw`\bwish (?:i (?:was|were|could|would|had) )?(?:just )?(?:be |have )?(?:dead|die${NOT_AN_IDIOM}|died|never (?:been born|born|existed|woken up|wake up)|not (?:alive|here|born|exist))\b|\bwish i (?:wasnt|werent) (?:alive|here|born|around|living)\b|\bwish i didnt exist\b`),
  signal('suicidal_ideation', 0.85, 'unless_someone_else', String.raw`\b(?:better off dead|worth more dead than alive)\b`),
  signal('suicidal_ideation', 0.75, 'unless_someone_else', String.raw`\b(?:want|wanna|need)(?: [a-z]+){0,3}(?: is)? to end it(?= *(?:$|[.!?,;\n]| all| now| tonight| today| already| soon| for good))`),
  signal('suicidal_ideation', 0.85, 'built_in', String.raw`\b(?:would|will|are|is|d|would all|all|be) better off without me\b`),
  signal('suicidal_ideation', 0.75, 'unless_someone_else', String.raw`\b(?:overdos(?:e|ing)|od(?:ing)?) on (?:my|pills|sleeping pills|meds|tylenol|paracetamol|insulin)\b`),

  signal('passive_ideation', 0.8, 'unless_someone_else', String.raw`\b(?:dont|do not|dont really|no longer|never) (?:want|wanna|wish) (?:to )?(?:live|be alive|exist|wake up|keep living)\b(?! (?:in|with|at|there|near|together|without|off|on|under|through|out of)\b)`),
  signal('passive_ideation', 0.6, 'unless_someone_else', String.raw`\b(?:dont|do not|no longer) (?:want|wanna) (?:to )?(?:be here|go on|keep going|continue|do this)${UNTIL_NO_MORE}\b`),
  signal('passive_ideation', 0.8, 'unless_someone_else', String.raw`\b(?:(?:no|not any|not a single) (?:reason|point|purpose) (?:(?:to|in|of|for) )?(?:live|living|being alive|go on|going on|stay|staying alive|existing|exist)|nothing (?:left )?to live for|(?:lost|losing|no|have no|dont have the) (?:the |my )?will to live)\b`),
  signal('passive_ideation', 0.6, 'built_in', String.raw`\b(?:why (?:should|would|do|must|even) i (?:even )?(?:live|stay alive|go on|be alive|bother living|keep living|exist)\b(?! (?:in|with|at|there|here|near|together|like|on|for)\b)|if i (?:ever )?(?:choose|chose|decide|decided) to (?:live|stay alive|keep living|stick around)\b)`),
  signal('passive_ideation', 0.6, 'unless_someone_else', String.raw`\b(?:(?:im not|i am not|im no longer|i am no longer|ive never been|i was never|i wasnt|no longer) (?:even )?(?:afraid|scared) (?:of|to) (?:die|dying|death)\b)`),
  signal('passive_ideation', 0.8, 'unless_someone_else', String.raw`\b(?:(?:go to sleep|fall asleep|sleep) and (?:never|not) wake up|hope (?:i )?(?:dont|never|do not|wont) wake up|not existing (?:sounds?|seems|feels|would be) (?:good|nice|better|peaceful|appealing)|(?:never|not) (?:to )?wake up (?:again|tomorrow|in the morning))\b`),
  signal('passive_ideation', 0.7, 'unless_someone_else', String.raw`\b(?:tired of (?:living(?! out of\b)|being alive|existing|being here)|feel like dying|death (?:would be|sounds|seems|feels like) (?:a relief|better|peaceful|nice|easier|like a relief|welcoming)|(?:welcome|look forward to|longing for|long for|crave|craving|wish for) death|(?:want|wanna|ready) to (?:be gone|go away forever|leave this world))\b`),
  signal('passive_ideation', 0.6, 'unless_someone_else', String.raw`\b(?:tired of life|not worth living|life (?:is|isnt) not worth (?:it|living)|life isnt worth (?:it|living)|the only way out|(?:whats|what is) the point (?:of|in) (?:living|life|being alive|staying alive|carrying on|waking up|going on|existing|me being here|my life)|(?:theres|there is) (?:just|only) a way out|done with (?:life|living|this life|this world|existing)|give up on (?:life|living)|gave up on (?:life|living)|giving up on (?:life|living)|want (?:it|this|the pain|everything|it all) to (?:end|stop) (?:forever|for good|permanently)|want (?:it all|everything|this|my life|life) to be over|end (?:my|the) (?:suffering|pain) (?:forever|for good|permanently|once and for all))\b`),
  signal('passive_ideation', 0.6, 'unless_someone_else', String.raw`\b(?:no one|nobody|noone) (?:would|will|is going to|gonna) (?:even )?(?:miss me|notice (?:if|when) (?:im|i am|i was|i) (?:gone|dead|died|disappeared)|care (?:if|when) i (?:died|die|was gone|disappeared|killed myself|was dead))\b`),
  signal('passive_ideation', 0.55, 'unless_someone_else', String.raw`\b(?:(?:want|wanna|wish i could|need) (?:to )?(?:disappear|vanish|not exist|fade away)(?! for a)|(?:im|i am|feel like im|feel like a|i feel like a) (?:such )?(?:a )?(?:burden|waste of (?:space|oxygen|air|life))|(?:a )?burden (?:to|on) (?:everyone|everybody|my family|people|them|my friends|my parents)|(?:being alive|existing|every day (?:im|i am) alive|my existence) (?:is|feels like|feels) (?:torture|hell|agony|unbearable|a punishment|a curse|too painful)|hate (?:being alive|existing|living)|(?:(?:not )?(?:brave|strong) enough|(?:too )?(?:scared|afraid|cowardly|chicken)|(?:too much of )?a coward|(?:(?:dont|do not|didnt|did not|never|havent) (?:have |had |got )?)?(?:the courage|the guts|the balls|what it takes)) to (?:end it|go through with it|pull the trigger|kill myself|pick up the ${FIREARM}|use (?:the|my) ${FIREARM}|swallow (?:the|all the|those|all my|all of my) (?:pills|meds|tablets)|jump)|(?:id|i would|i want to|i wanna|ready to|going to|gonna) pull the trigger)\b`),

  signal('lethal_means', 0.45, 'built_in', String.raw`\b(?:i|ive|i do|i still|i just|i already) (?:have|own|bought|got|keep|carry) (?:a|my|the|my dads|my \w+s|a loaded) ${FIREARM}\b`),
  signal('lethal_means', 0.45, 'unless_someone_else', String.raw`\b(?:pick(?:ed|ing)? up|grab(?:bed|bing)?|load(?:ed|ing)?|holding|held|staring at|stare at|looking at|look at|cleaning|clean) (?:the|my|a|my dads|dads|a loaded) ${FIREARM}\b`),
  signal('hopelessness', 0.45, 'unless_someone_else', String.raw`\b(?:(?:cant|cannot|can not) (?:go on|keep going|do this|take (?:it|this|this pain|the pain|living|life)|handle (?:it|this|life|living)|live like this|keep living|bear (?:it|this)|stay here|be here|cope)${UNTIL_NO_MORE}|no way out|(?:dont|cant|do not) see (?:a|any) way out|(?:whats|what is) the point (?:of|in) (?:anything|even trying|trying|it all|any of this)|done with (?:everything|it all)|tired of fighting|done fighting|no fight left|give up on everything|giving up on everything|wish (?:it|everything|this|life|the pain|it all) would (?:end|stop))\b`),
  signal('hopelessness', 0.25, 'unless_someone_else', String.raw`\b(?:hopeless|worthless|no future|cant see a future|dont see a future|see no future|nothing matters anymore|empty inside|numb inside|dead inside)\b`),

  signal('self_harm', 0.85, 'built_in', String.raw`\b(?:cut|cutting|cuts|carve|carving|carved|harm|harming|harmed|starve|starving|injure|injuring|mutilate|mutilating) myself\b`),
  signal('self_harm', 0.85, 'built_in', String.raw`\b(?:want|wanna|wanted|urge|urges|going|gonna|need|tempted|thinking about|feel like|itching) (?:to )?(?:cut|hurt|harm|burn|punish|hit|punch|scratch|bleed) (?:myself|my ${BODY_PARTS})\b`),
  signal('self_harm', 0.85, 'built_in', String.raw`\b(?:my (?:self[- ]?harm|sh|cutting)|cutting my ${BODY_PARTS}|cut my ${BODY_PARTS})\b`),
  signal('self_harm', 0.85, 'speaker_named', String.raw`\b(?:self[- ]?harm(?:ing|ed)?|self[- ]?injur(?:y|e|ing)|sh (?:urges|again|relapse|scars)|(?:relapsed|relapse) (?:on|into|with) (?:sh|self ?harm|cutting)|cutting again)\b`),
  signal('self_harm', 0.8, 'built_in', String.raw`\b(?:i cut (?:again|last night|yesterday|today|tonight|this morning)|i relapsed (?:again|last night|yesterday|today|tonight|this morning)${NOT_ANOTHER_RELAPSE}|(?:first|last) time i cut|i (?:was|am) a cutter|im a cutter|(?:cuts?|carving|scars?|blades?|razors?|burns?) (?:on|into) my ${BODY_PARTS})\b`),
  signal('self_harm', 0.85, 'unless_someone_else', String.raw`\b(?:been|started|start|back to|went back to|began|relapsed and|keep|kept) cutting(?= *(?:$|[.!?,;\n]| again| and))`),
  signal('self_harm', 0.6, 'built_in', String.raw`\b(?:(?:burn|burned|burnt|burning|hurt|hurting|hit|hitting|punch|punching|punched|scratch|scratching|bite|biting|choke|choking|strangle|strangling) myself(?! (?:at|on|in|while|playing|lifting|running|cooking|by accident|accidentally))|(?:fresh|new|deep) (?:cuts|scars|wounds) on my|bang(?:ing|ed)? my head (?:against|on|into)|make myself (?:throw up|vomit|sick|purge)|purging again)\b`),

  signal('abuse', 0.8, 'built_in', String.raw`\b${HARMED_PERSON} (?:still |always |keeps |constantly |often |sometimes |regularly )?(?:(?:hits|beats|chokes|strangles|punches|kicks|slaps|abuses|rapes|molests|burns|whips|shoves|batters) me(?! at\b)|touches me inappropriately|locks me (?:in|up|out))\b`),
  signal('abuse', 0.65, 'built_in', String.raw`\b${HARMED_PERSON} (?:hit|beat|choked|strangled|punched|kicked|slapped|abused|raped|molested|whipped|attacked|assaulted) me\b`),
  signal('abuse', 0.75, 'built_in', String.raw`\b(?:i (?:was|got|am|have been)|im|ive been) (?:being )?(?:raped|molested|sexually (?:abused|assaulted)|abused|beaten|assaulted|strangled|choked)\b`),
  signal('abuse', 0.75, 'speaker_named', String.raw`\b(?:being|getting) (?:raped|molested|sexually (?:abused|assaulted)|abused|beaten up|beaten|assaulted)\b`),
  signal('abuse', 0.9, 'built_in', String.raw`\b(?:(?:afraid|scared|terrified|frightened|fear|worried)(?: that)? ${HARMED_PERSON} (?:will|is going to|are going to|gonna|might|could|ll|is gonna|would) (?:kill|hurt|hit|beat|rape|shoot|stab) me|afraid for my life|fear for my (?:life|safety)|(?:threatened|threatens|threatening|threaten) to (?:kill|hurt|beat|shoot|stab) me)\b`),
  signal('abuse', 0.8, 'unless_someone_else', String.raw`\b(?:not|dont feel|do not feel|never feel|never) safe (?:at home|in my (?:own )?(?:home|house)|with (?:him|her|them|my (?:${KIN})))\b`),
  // Not the work or the field named after it ("a domestic abuse advocate").
  signal('abuse', 0.6, 'speaker_named', String.raw`\b(?:domestic (?:violence|abuse)(?! (?:advocate|charity|services?|worker|awareness|training|course|refuge|helpline|support|survivors?)\b)|abusive (?:relationship|home|household|marriage|partner|husband|wife|boyfriend|girlfriend|parents?|dad|mom|father|mother|stepdad|stepfather))\b`),

  signal('violence_risk', 0.85, 'built_in', String.raw`\b(?:i|im|ill|id|i will|i am|i really|i just|i seriously|sometimes i) ?(?:want to|wanna|am going to|going to|gonna|will|could|might|feel like i could|have urges to|have the urge to|keep thinking about|fantasi[sz]e about|plan to|planning to|am planning to) (?:kill|murder|stab|shoot|strangle|beat up|hurt|harm|attack|poison) ${VICTIM}\b`),
  signal('violence_risk', 0.95, 'unless_someone_else', String.raw`\b(?:shoot up (?:the|my|a) (?:school|class|office|workplace|church|mall)|(?:bring|take|bringing|taking) (?:a|my|the) (?:gun|knife|weapon) to (?:school|work|class))\b`),
  signal('violence_risk', 0.8, 'speaker_named', String.raw`\b(?:homicidal|violent (?:thoughts|urges|fantasies) (?:about|towards|toward|of))\b`),

  signal('someone_else_at_risk', 0.6, 'built_in', String.raw`\b${PERSON_AT_RISK} (?:is|has been|seems|keeps|was)(?: being| talking about| saying)? (?:suicidal|talking about (?:suicide|killing (?:himself|herself|themselves)|ending (?:it|his life|her life|their life)))\b`),
  signal('someone_else_at_risk', 0.65, 'built_in', String.raw`\b${PERSON_AT_RISK} (?:wants?|is going|is planning|threatened|threatens|tried|attempted|is trying|keeps trying) to (?:kill|hurt|harm|cut) (?:himself|herself|themselves|themself)\b`),
];
