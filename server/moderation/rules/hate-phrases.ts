import { AMBIGUOUS_ADJECTIVES, GROUP_ADJECTIVES } from './group-terms.js';

/**
 * What hate says about a group, read on the `words` form. Patterns named `…_AFTER` are matched
 * right after a group mention ("muslims| are all liars"); `…_BEFORE` patterns end right before it
 * ("i hate |gay people").
 */

const DEROGATORY =
  'lazy|stupid|dumb|mental illness|mentally ill|objects|property|a sin|sinners|idiots?|morons?|retarded|retards|liars?|thief|thieves|criminals?|crooks?|terrorists?|rapists?|pedophiles?|paedophiles?|pedos?|groomers?|predators?|perverts?|perverted|degenerates?|freaks?|abominations?|evil|disgusting|gross|revolting|repulsive|vile|nasty|worthless|useless|inferior|ugly|smelly|stinky|greedy|sneaky|violent|dangerous|backwards?|primitive|uncivili[sz]ed|brainwashed|crazy|psychos?|insane|delusional|mentally ill|sick in the head|burdens?|problem|worst|mistakes?|jokes?|waste of (?:space|oxygen|air|money|skin)|useless eaters|weak|whores?|sluts?|hoes|bitches|gold diggers?|manipulative|inbred|illiterate|uneducated|cowards?|traitors?|invaders?|scroungers?|moochers?|freeloaders?|losers?|untrustworthy|dishonest|cheats?|cheaters?|druggies|junkies|thugs?|bums|dirty';
const DEHUMANISING =
  'vermin|rats?|animals?|beasts?|cockroach(?:es)?|roach(?:es)?|parasites?|parasitic|sub ?-?humans?|trash|garbage|scum|plagues?|diseases?|diseased|cancer|virus|filth|filthy|insects?|bugs|pests?|lice|leech(?:es)?|maggots?|apes?|monkeys?|pigs?|dogs?|savages?|swine|creatures?|infestation|mutants?|demons?|snakes?|rodents?|zombies?|stain|(?:not|less than) (?:even )?(?:fully )?(?:human|humans|people)';
const COPULA = 'are|r|is|were|was|be|will always be|have always been|always have been|seem|seem to be|become|remain';
const MODIFIERS =
  'all|just|always|literally|so|soo|such|really|fucking|fkn|fuckin|nothing but|nothing more than|basically|honestly|truly|naturally|genetically|inherently|by nature|the|a|an|bunch of|total|complete|absolute|pure|like|no better than|little|mostly|probably|definitely|clearly|obviously|actually|too|very|extremely|super|tbh|ngl|imo|lowkey|kinda|kind of|sort of|pack of|race of|load of|group of|born|biggest|worst|disgusting|filthy|dirty|stupid|dumb|lazy|worthless|useless|ugly|evil|sick|nasty|vile|greedy|bloody|damn|utter|pretty|still|only|simply|straight up|frankly|seriously|genuinely|of them|every one of them|every single one of them';
/** What may follow the insult in its clause: "are lazy af", "are scum honestly", but not "are dog lovers". */
const CLAUSE_GOES_ON =
  '(?=$|[^a-z ]| (?:and|or|but|who|that|which|to|in|of|from|with|for|like|as|af|lol|lmao|honestly|tbh|imo|imho|fr|ngl|all|too|anyway|i|they|we|you|it|because|cause|cuz|bc|period|seriously|literally|everywhere|here|there|now|today|though|tho|man|bro|dude|smh|ffs|just|always|when|if|so|this|the|these|those|on|at|by|than|then|no|not|every|really|omg|ugh|ok|okay)\\b)';

/** "are (all) lazy", "are a plague", "r literally vermin"; the insult is named `dehumanising` or `derogatory`. */
export const DESCRIPTION_AFTER = new RegExp(
  `^ (?:all )?(?:${COPULA})(?: (?:${MODIFIERS}|${DEROGATORY}|${DEHUMANISING}))* (?:(?<dehumanising>${DEHUMANISING})|(?<derogatory>${DEROGATORY}))${CLAUSE_GOES_ON}`,
);
/** "why are women |so stupid": the same insult after the question put the verb first. */
export const QUESTIONED_DESCRIPTION_AFTER = new RegExp(`^(?: (?:${MODIFIERS}|even))* (?:(?<dehumanising>${DEHUMANISING}|human)|(?<derogatory>${DEROGATORY}))${CLAUSE_GOES_ON}`);
export const QUESTION_BEFORE = /(?:\b(?:why|how come)(?: (?:are|r|is|do|does|must|cant|dont))?|^(?:are|r|arent))(?: (?:all|all the|the|those|these))?$/;
/** "are not real women", "arent even human": denying people their personhood is hate, though negated. */
export const PERSONHOOD_DENIED_AFTER =
  /^ (?:arent|isnt|werent|are not|r not|is not|were not|will never be|are never|can never be)(?: (?:even|real|actual|proper|true|fully|really))* (?:(?<people>human|humans|people|persons|human beings)|(?<gender>(?:real|actual|proper|true|biological) (?:women|men|girls|boys|females|males)))(?= *(?:$|[^a-z ]| and\b| but\b| lol\b| period\b))/;
export const DISTRUST_AFTER = /^ (?:all )?(?:can(?:not|t| not)|should never|shouldnt|will never|must never) be trusted\b|^ (?:are|r) (?:never|not) to be trusted\b/;
export const NEVER_TRUST_BEFORE = /\b(?:never|dont|do not|cant|cannot|can not|you cant|you should never|you can never) (?:ever )?trust(?: (?:a|an|any|the|those|these|all))*$/;
export const HABIT_AFTER =
  /^ (?:all )?(?:just |literally |really )*(?:(?:always|constantly|only ever|never stop|all) (?:lie|lying|steal|stealing|cheat|cheating|smell|stink|whine|whining|complain|complaining|play the victim)|ruin(?:s)? everything|ruin (?:this|our|the)|are (?:ruining|destroying) (?:this|our|the|everything)|destroy (?:this|our|everything)|take our jobs|groom (?:kids|children)|rape (?:our|women|kids|children))\b/;
export const KITCHEN_AFTER = /^ (?:all )?(?:belong|should (?:stay|be)|need to (?:stay|be)|should go back) in the kitchen\b/;
export const SWARM_AFTER = /^ (?:all )?(?:are )?(?:invading|infesting|swarming|flooding|overrunning|breeding like|breed like|multiply like|infest|invade|swarm)\b(?: (?:rats|rabbits|cockroaches|roaches|animals|flies|vermin)\b)?/;
export const DISGUST_AFTER =
  /^ (?:really |just |honestly |all |literally |seriously |fucking |so |genuinely )*(?:disgust me|make me (?:so |physically )?(?:sick|ill|want to (?:puke|vomit|throw up)|gag)|make my skin crawl|gross me out|repulse me|sicken me)\b/;

const VIOLENCE =
  'shot|hanged|hung|killed|gassed|burned|burnt|burned alive|lynched|exterminated|executed|eradicated|stoned|beaten|wiped out|wiped off the (?:map|earth|planet)|put down|put in camps|sent to camps|sterili[sz]ed|castrated|tortured|raped|murdered|slaughtered|nuked|bombed|eliminated|culled|die|die already|drop dead|burn|rot|suffer|hang|kill themselves|kill themself|rot in hell|burn in hell|drown|starve|get shot|get killed|get raped|get hurt';
export const THREAT_AFTER = new RegExp(
  `^ (?:all )?(?:should|must|need to|needs to|deserve to|ought to|oughta|gotta|have to|better|can|can all|should all|must all|all need to|all deserve to)(?: (?:all|just|really|honestly|literally|fucking|simply|be|get|go))* (?:${VIOLENCE})\\b|^ (?:all )?deserve (?:death|a bullet|to die|the death penalty|the gas chamber)\\b|^ (?:all )?(?:will|are going to|gonna) (?:burn|rot) in hell\\b`,
);
export const EXCLUSION_AFTER = new RegExp(
  [
    String.raw`^ (?:all )?(?:dont|do not|doesnt|does not) (?:even )?belong\b`,
    String.raw`^ (?:all )?(?:shouldnt|should not|should never|must not|mustnt|cant|cannot|should no longer) (?:ever )?be (?:allowed|permitted|let)\b`,
    String.raw`^ (?:all )?(?:should|must|need to|needs to|ought to|have to|gotta|better)(?: (?:all|just|really|fucking|simply))* (?:be (?:deported|banned|kicked out|sent back|removed|segregated|locked up|kept out|kept away|rounded up|expelled|thrown out|banished|erased)|go back\b(?! to (?:school|work|bed|sleep|normal))|go home|leave (?:this|our|the) country|get out|disappear|go extinct|stay (?:in the closet|in their (?:own )?(?:country|countries|lane)|in the kitchen)|not (?:exist|be allowed|have rights|vote|have kids|have children|marry|adopt|be here))\b`,
    String.raw`^ (?:all )?(?:shouldnt|should not|should never|dont deserve to|do not deserve to|have no right to|dont have the right to) (?:even )?(?:exist|vote|have (?:rights|kids|children|babies|jobs)|marry|get married|adopt|work|be here|live|be citizens|have a say|be teachers|teach|raise kids|serve|be in the military|use (?:the |our )?(?:bathroom|bathrooms|toilets))\b`,
    String.raw`^ (?:all )?(?:have|deserve) no (?:rights|place|home|future)\b`,
    String.raw`^ (?:all )?(?:dont|do not) deserve (?:rights|to live|to exist|equal rights|human rights|respect|to be here)\b`,
    String.raw`^ (?:are |r )?not welcome\b`,
    String.raw`^ out(?= *(?:$|[^a-z ]| of (?:here|this country|our country|my country)\b))`,
  ].join('|'),
);

/** After "no": "no muslims allowed", "no gays welcome here". */
export const NOT_ALLOWED_AFTER = /^ (?:are )?(?:allowed|welcome)(?= *(?:$|[^a-z ]| (?:here|in|on|at)\b))/;

const DETERMINERS = '(?: (?:all|all of|the|those|these|every|every single|each|any|the next|every last|you|u|ya|more|some|a|an|them))*';
export const HATE_VERB_BEFORE = new RegExp(`(?<lead>.*?)\\b(?<verb>hate|hated|despise|despised|detest|loathe|abhor|cant stand|cannot stand|can not stand|am disgusted by|m disgusted by|have no respect for|will never respect)${DETERMINERS}$`);
export const VIOLENCE_VERB_BEFORE = new RegExp(
  `(?<lead>.*?)\\b(?<verb>kill|murder|shoot|hang|lynch|gas|burn|stab|exterminate|eradicate|wipe out|genocide|slaughter|massacre|nuke|bomb|beat up|beat|hurt|attack|rape|behead|execute|eliminate|purge|run over|punch|torture|drown|hunt down|hunt|put down|line up and shoot|cull)${DETERMINERS}$`,
);
export const EXCLUSION_VERB_BEFORE = new RegExp(
  `(?<lead>.*?)\\b(?<verb>deport|ban|expel|banish|send back|get rid of|round up|segregate|lock up|sterili[sz]e|castrate|intern|remove|kick out|throw out|keep out)${DETERMINERS}$`,
);
/** "kick (all the) muslims out", "send them back". */
export const SEND_AWAY_BEFORE = new RegExp(`(?<lead>.*?)\\b(?<verb>kick|throw|keep|get|send|boot|ship)${DETERMINERS}$`);
export const SEND_AWAY_AFTER = /^ (?:all )?(?:out|back|away|home)\b(?! (?:from|to (?:school|work)))/;
export const WISH_BEFORE = /\b(?:i|we) (?:really |just |honestly |sincerely |fucking |truly )*(?:hope|wish|pray)(?: that)?(?: (?:all|all the|the|those|these|every|every single))*$/;
export const WISHED_HARM_AFTER = /^ (?:all )?(?:die|drop dead|get (?:shot|killed|cancer|aids|raped|hurt|run over)|burn|rot|suffer|drown|starve|would (?:all )?die)\b/;
export const WISHED_GONE_AFTER = /^ (?:all )?(?:disappear|go extinct|didnt exist|did not exist|never existed|would (?:all )?disappear|would go away|go away|get deported)\b/;
export const BETTER_WITHOUT_BEFORE =
  /\b(?:world|country|society|everyone|everybody|we|earth|planet|life|the uk|america|europe|this place)(?: (?:would|will|is|was|were|d))? (?:be )?(?:so much |much |a lot |way |far )?(?:better|safer|nicer|cleaner|happier) (?:off )?without(?: (?:all|the|those|these|any))*$/;
export const TYPICAL_BEFORE = /\btypical(?: of)?(?: (?:a|an|the|those|these|fucking|damn|stupid))*$/;
const SCORNFUL_ADJECTIVES =
  'filthy|dirty|disgusting|stupid|dumb|lazy|fucking|fuckin|fkn|effing|damn|damned|bloody|smelly|stinking|stinky|greedy|sneaky|vile|nasty|worthless|useless|degenerate|inbred|godless|savage|retarded|subhuman|goddamn|scummy|ugly';
export const SCORNFUL_ADJECTIVE_BEFORE = new RegExp(`\\b(?:${SCORNFUL_ADJECTIVES})(?: ass)?(?: (?:${SCORNFUL_ADJECTIVES}))*$`);

const UNAMBIGUOUS_ADJECTIVES = GROUP_ADJECTIVES.split('|').filter((adjective) => !AMBIGUOUS_ADJECTIVES.has(adjective)).join('|');
/** "muslim scum", "gay trash", "tranny freaks": a group word used as the label for vermin. */
export const GROUP_AS_VERMIN = new RegExp(
  `\\b(?:${UNAMBIGUOUS_ADJECTIVES}|immigrants|refugees|migrants|gays|jews|muslims|trannies) (?:scum|vermin|rats|trash|filth|cockroaches|roaches|parasites|animals|pigs|dogs|apes|monkeys|savages|subhumans|garbage|freaks|degenerates|pests|leeches|maggots)\\b`,
  'g',
);
const GROUP_PLACES =
  'mosques?|synagogues?|temples?|gurdwaras?|churche?s?|gay bars?|gay clubs?|pride (?:parade|march|event)s?|refugee (?:camps?|centers?|centres?|shelters?|hotels?)|asylum (?:hotels?|centers?|centres?)|shuls?|mandirs?';
/** "burn their mosque": violence against the places a group gathers. */
export const PLACE_ATTACK = new RegExp(
  `\\b(?<verb>burn|bomb|torch|blow up|attack|shoot up|smash|vandali[sz]e|destroy|set fire to|firebomb|burn down)(?: down)? (?:their|the|that|this|a|every|all the|those|these|all|some) (?:${GROUP_PLACES})\\b`,
  'g',
);
