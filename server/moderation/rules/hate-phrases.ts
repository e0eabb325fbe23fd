import { AMBIGUOUS_ADJECTIVES, GROUP_ADJECTIVES } from './group-terms.js';

/**
 * What hate says about a group, read on the `words` form. Patterns named `…_AFTER` are matched
 * right after a group mention ("muslims| are all liars"); `…_BEFORE` patterns end right before it
 * ("i hate |gay people"). Threats and calls to exclude are in `hate-threats.ts`.
 */

const DEROGATORY = [
  'lazy|stupid|dumb|thick|brainless|mindless|clueless|idiotic|unintelligent|less (?:intelligent|evolved|capable|civili[sz]ed|clever|human|worthy)|(?:not|never) as (?:clever|smart|intelligent|civili[sz]ed|capable|good) as (?:us|the rest of us|white (?:people|ppl)|normal people|everyone else)|lesser|lower race|inferior race|inferior|incapable of (?:thinking|logic|empathy|love|learning|working|anything|basic|reason|understanding|change)',
  'mental illness|mentally ill|mentally (?:broken|defective|unwell|deficient|unstable|retarded)|sick in the head|wrong in the head|deluded|deranged|delusional|insane|crazy|psychos?|hysterical',
  'objects|property|livestock|cattle|sheep|drones|robots|robotic|vegetables|toddlers|overgrown toddlers|broken (?:robots|toys|computers|machines)|walking wombs|baby factories|breeding machines|breeders',
  'a sin|sinners|sinful|idiots?|morons?|retarded|retards|liars?|thief|thieves|pickpockets?|scammers?|fraudsters?|criminals?|crooks?|terrorists?|extremists?|fanatics?|jihadis?|rapists?|wife beaters?',
  'pedophiles?|paedophiles?|pedos?|paedos?|nonces?|groomers?|predators?|predatory|child (?:abusers?|molesters?|predators?)|molesters?|perverts?|perverted|degenerates?|freaks?|circus freaks|weirdos?|creeps?|creepy',
  'abhorrent|despicable|unpleasant|repellent|repugnant|lousy|purposeless|good for nothing|unbearable|insufferable|selfish|self-centred|self-centered|arrogant|brash|sex objects|sexual objects|(?:subpar|sub par|inferior|lower|lesser) (?:species|beings|creatures|races?|humans|people)|second class (?:citizens|humans|people)',
  'abominations?|evil|disgusting|gross|revolting|repulsive|vile|nasty|rotten|worthless|useless|pointless|pathetic|inferior|ugly|smelly|stinky|greedy|sneaky|copycats?|spies',
  'violent|aggressive|dangerous|backwards?|barbaric|barbarians?|primitive|uncivili[sz]ed|brainwashed|burdens?|drains?|dead weight|problem|the worst|worst (?:thing|people|ppl|kind)|mistakes?|jokes?|disgraces?|embarrassments?|curse',
  'waste of (?:space|oxygen|air|money|skin|resources|time|a womb)|useless eaters|weak|whores?|sluts?|hoes|bitches|hags|gold diggers?|manipulative|inbred|illiterate|uneducated|cowards?|traitors?|invaders?|invasion',
  'drug dealers?|dealers|drug mules?|gangsters?|hookers?|prostitutes?|beggars?|stone age|savage|',
  'scroungers?|spongers?|addicts|snobs?|nightmares?|rude|heartless|annoying|lower than (?:us|the rest of us|white people|everyone else)|moochers?|freeloaders?|fakers?|frauds?|losers?|untrustworthy|dishonest|cheats?|cheaters?|drunks?|druggies|junkies|thugs?|gangbangers?|bums|dirty|attention seekers?|attention seeking',
  'absent fathers|deadbeats?|too (?:emotional|hormonal|irrational|sensitive)|sick (?:freaks|perverts|people|ppl|individuals|animals|puppies|bastards|fucks|in the head)|sick(?= and (?:should|need|must|twisted|dangerous|disgusting|perverted|evil|deluded|wrong|depraved))',
  'spoiled brats?|brats|unnatural|abnormal|defective|defects?|man haters?|(?<!the )shit|pieces? of shit|sacks? of shit|cunts?|bastards?|assholes?|arseholes?|dickheads?|wankers?|twats?|pricks?|fuckers?|motherfuckers?|tossers?|bellends?|shitheads?|scumbags?',
].join('|');
const DEHUMANISING = [
  'vermin|rats?|animals?|beasts?|cockroach(?:es)?|roach(?:es)?|parasites?|parasitic|sub ?-?humans?|trash|rubbish|garbage|scum|plagues?|diseases?|diseased|cancer|virus|infection|contagion|filth|filthy',
  'insects?|ants|bugs|pests?|lice|leech(?:es)?|maggots?|locusts|termites|vultures|apes?|monkeys?|pigs?|dogs?|savages?|swine|creatures?|infestation|mutants?|demons?|monsters|devils|snakes?|rodents?|zombies?|stain|sickness|rot|blight',
  'reptiles|dirt|worse than (?:pigs|animals|rats|dogs|vermin|cockroaches|parasites|insects|apes|monkeys)|(?:not|less than|barely|hardly) (?:even )?(?:fully )?(?:human|humans|people)|closer to (?:apes|animals|monkeys)|(?:a )?different species|rabid|feral',
].join('|');
const COPULA = 'are|r|=|is|were|was|be|will always be|have always been|always have been|seem|seem to be|become|remain|(?:have|has) to be';
const MODIFIERS =
  'all|just|always|the most|most|literally|so|soo|such|really|absolutely|completely|totally|utterly|merely|entirely|fundamentally|incredibly|deeply|fucking|fkn|fuckin|nothing but|nothing more than|basically|honestly|truly|naturally|genetically|biologically|inherently|by nature|the|a|an|bunch of|total|complete|absolute|pure|like|no better than|little|mostly|probably|definitely|clearly|obviously|actually|too|very|extremely|super|tbh|ngl|imo|lowkey|kinda|kind of|sort of|pack of|race of|nation of|load of|group of|swarm of|herd of|born|biggest|worst|disgusting|filthy|dirty|stupid|dumb|lazy|worthless|useless|ugly|evil|sick|nasty|vile|greedy|bloody|damn|utter|pretty|still|only|simply|straight up|frankly|seriously|genuinely|of them|every one of them|every single one of them|more|same|genetic|weird|fat|loud|bitter|confused|oppressed|helpless|ghetto|thieving|lying|scrounging|cheating|[a-z]+-[a-z]+|man[ -]hating|societys|the scum of|of the earth|to (?:humanity|society|the world)';
/** What may follow the insult in its clause: "are lazy af", "are scum honestly", "are rats breeding", but not "are dog lovers". */
const CLAUSE_GOES_ON =
  '(?=$|[^a-z -]|-(?![a-z])| [a-z]+ing\\b| (?:and|or|but|who|that|which|to|in|of|from|with|without|for|like|as|af|lol|lmao|honestly|tbh|imo|imho|fr|ngl|all|too|anyway|i|they|we|you|it|because|cause|cuz|bc|period|seriously|literally|everywhere|here|there|now|today|though|tho|man|bro|dude|smh|ffs|just|always|when|if|so|this|the|these|those|on|at|by|than|then|no|not|every|really|omg|ugh|ok|okay|people|ppl|end|full stop|sorry|change my mind|everyone knows|my|your|his|her|their|our|its|thats|theyre|were|shes|hes|im|ive|id|ill|she|he|me|them|him|us|guess|survive|spread)\\b)';
/** Said of a group as a statement only: "are a danger to patients", but not "a danger to themselves" or "a threat to nobody". */
const MENACE = 'dangers?(?! to (?:themselves|themself|ourselves|myself|yourself|anyone|anybody|nobody|no one))|threats?(?! to (?:themselves|anyone|anybody|nobody|no one))|menaces?';
const INSULT = `(?:(?<dehumanising>${DEHUMANISING})|(?<derogatory>${DEROGATORY}|${MENACE}))${CLAUSE_GOES_ON}`;

/** "are (all) lazy", "are a plague", "r literally vermin"; the insult is named `dehumanising` or `derogatory`. */
/** Insults after which one unknown adjective may stand: "are groomed little freaks". */
const PLAIN_INSULT_NOUNS =
  'freaks|perverts|parasites|savages|vermin|scum|cockroaches|leeches|degenerates|subhumans|thugs|criminals|terrorists|liars|thieves|idiots|morons|bastards|cunts|predators|abominations|monsters';
export const DESCRIPTION_AFTER = new RegExp(
  `^ (?:all )?(?:${COPULA})(?: (?:${MODIFIERS}|${DEROGATORY}|${DEHUMANISING}))*(?: (?:${INSULT})| (?!(?:not|never|no|nothing|hardly|barely|arent|isnt|against|like|unlike|called|labelled|labeled|treated|seen|portrayed|painted)\\b)[a-z]+(?: (?:${MODIFIERS}))* (?<unknownAdjective>${PLAIN_INSULT_NOUNS})${CLAUSE_GOES_ON})`,
);
/** "why are women |so stupid": the same insult after the question put the verb first. */
export const QUESTIONED_DESCRIPTION_AFTER = new RegExp(
  `^(?: (?:${MODIFIERS}|even|ever))* (?:(?<dehumanising>${DEHUMANISING}|human|(?:count as|considered) (?:people|human|humans|persons))|(?<derogatory>${DEROGATORY}|obsessed with (?:money|sex|power|control|their own|shoving|pushing|forcing|converting|grooming|kids|children)|allowed to (?:exist|breed)|even exist|(?:even|still) alive|even a thing|shut up|stop (?:whining|complaining|moaning|crying|breeding|lying)|(?:even )?get to (?:exist|live|breed|vote)|just (?:die|drop dead|disappear|fuck off|piss off)(?= *(?:$|[.!?,])|(?: already| off| out)\\b)))${CLAUSE_GOES_ON}`,
);
export const QUESTION_BEFORE = /(?:\b(?:why|how come)(?: (?:are|r|is|do|does|must|cant|dont|should|would))?|^(?:are|r|arent|do|does|should))(?: (?:all|all the|the|those|these|so many|every|we (?:still )?(?:let|keep)))?$/;
/** "are not real women", "arent even human": denying people their personhood is hate, though negated. */
export const PERSONHOOD_DENIED_AFTER =
  /^ (?:arent|isnt|werent|are not|r not|is not|were not|will never be|are never|can never be)(?: (?:even|real|actual|proper|true|fully|really))* (?:(?<people>human|humans|people|persons|human beings)|(?<gender>(?:real|actual|proper|true|biological) (?:women|men|girls|boys|females|males)))(?= *(?:$|[^a-z ]| (?:and|but|lol|period|they|theyre|just|so|at all|anymore|to me|end of)\b))/;
/** "trans women are just men": misgendering a whole group, matched only after the mention it contradicts. */
export const TRANS_WOMEN_MISGENDERED_AFTER =
  /^ (?:are|r|=)(?: (?:all|just|really|still|actually|only|nothing but|biologically|simply|basically|always|perverted|confused|deluded|mentally ill|sick|creepy))+ (?:men|blokes|males|dudes|guys|boys)\b/;
export const TRANS_MEN_MISGENDERED_AFTER =
  /^ (?:are|r|=)(?: (?:all|just|really|still|actually|only|nothing but|biologically|simply|basically|always|confused|deluded|mentally ill|sick|mixed up|messed up))+ (?:women|girls|females|lesbians)\b/;
/** "black people arent trustworthy", "gay families are not natural": a good quality denied to the whole group. */
export const QUALITY_DENIED_AFTER = new RegExp(
  `^ (?:all |just |simply |really )*(?:arent|are not|r not|isnt|is not|will never be|can never be|never will be|are never|r never|are not ever)(?: (?:even|very|really|as|that|remotely|ever|truly))* (?:trustworthy|clean|civili[sz]ed|intelligent|smart|clever|bright|normal|natural|capable|worth (?:anything|saving|the effort|it)|to be trusted|any good|good for anything|of any use|(?:worth (?:(?:anyones|anybodys|my|our|your|the) (?:time|respect|effort|breath)|respecting|knowing|listening to)|real (?:women|men|people|humans)|human|people)(?! (?:to|for|in the eyes of|according to) (?:my|his|her|their|our|the|some|many|most|a lot of|him|them|me|us)\\b))${CLAUSE_GOES_ON}`,
);
export const DISTRUST_AFTER = /^ (?:all )?(?:can(?:not|t| not)|should never|shouldnt|will never|must never) be trusted\b|^ (?:are|r) (?:never|not) to be trusted\b/;
export const NEVER_TRUST_BEFORE = /\b(?:never|dont|do not|cant|cannot|can not|you cant|you should never|you can never) (?:ever )?trust(?: (?:a|an|any|the|those|these|all|them|one of them))*$/;
/** Stereotypes told as what the whole group does: "always lie", "control the banks", "spread disease", "contribute nothing". */
export const HABIT_AFTER = new RegExp(
  `^ (?:all |just |literally |really |always |constantly |only |still |have |has |have to |got to |gotta |seem to |tend to |basically |honestly )*(?:${[
    '(?:always|constantly|only ever|never stop|all) (?:lie|lying|steal|stealing|cheat|cheating|smell|stink|whine|whining|complain|complaining)',
    '(?:always |love |all )?play(?:ing)? the victim|(?:know how|are taught|are trained|are raised|are born|taught|trained|raised|born) to (?:steal|lie|cheat|hate|beg|pickpocket|kill)',
    'commit (?:all|most) (?:of )?(?:the )?(?:crimes?|murders|rapes|violence)|eat (?:dogs|cats|bats|rats)|spread like (?:a )?(?:disease|plague|virus|cancer|rats|cockroaches)',
    'smell (?:so |really )?(?:bad|awful|terrible|disgusting|like shit)',
    'ruin(?:s|ed)? (?:everything|everywhere|every|this|our|the|my|it|areas|neighbou?rhoods|communities|countries|cities|towns)',
    '(?:are )?(?:ruining|destroying|wrecking|infecting|polluting|diluting|replacing) (?:this|our|the|everything|every|my)',
    'destroy (?:this|our|everything)|take our jobs|steal our jobs|groom (?:kids|children)|rape (?:our|women|kids|children)',
    '(?:control|run|own) (?:the banks|the media|the world|everything|hollywood|the government|all the money)',
    'spread (?:disease|diseases|aids|hiv|sickness|their filth)|shove it in (?:our|everyones|your|peoples|my) faces?',
    '(?:contribute|add|bring|give back) nothing|never (?:contribute|work|pay (?:tax|taxes|for anything)|invented anything|do anything)',
    '(?:dont|do not|never) (?:pay (?:tax|taxes|for anything|their way)|work for anything|contribute anything|stick around)',
    'have no (?:morals|souls|brains|shame|loyalty|culture|manners|self control|empathy)',
    'have no place (?:in|among) (?:(?:a|our|this|the|any|decent|civilised|civilized|modern|western|normal) )*(?:society|country|world|community|sports?|military|army|schools?|politics|government|britain|england|america|europe|the west|civili[sz]ation|people|humans)',
    'have no business (?:being|in|near|around|with|teaching|raising)',
    '(?:only )?exist (?:only )?(?:to|for) (?:serve|breed|please|cook|clean|make babies|pop out|be used)',
    '(?:are|r) only good for|are good for nothing|(?:only )?come here (?:for|to) (?:the )?(?:free|benefits|handouts|money|scrounge|sponge|steal|take)',
    '(?:have )?turned (?:my|our|this|the|every) (?:\\w+ ){1,2}into (?:a )?(?:slum|dump|shithole|sewer|war zone|hellhole|ghetto|toilet)',
    '(?:are )?the reason (?:why )?(?:this|our|my|the|everything|every) ?[a-z ]{0,20} (?:is|are|went|has gone|turns?|turned) (?:so )?(?:bad|shit|crap|a dump|a shithole|to shit|to hell|to trash|falling apart|going to hell|ruined|broken|unsafe|dangerous|dying)',
    'stab (?:everyone|us|you|their|others)(?: else)? in the back|killed (?:christ|jesus)|did 9 ?11|live like (?:animals|rats|pigs)',
    '(?:get to )?live off (?:us|the state|benefits|the taxpayer|taxpayers|everyone|our taxes)|(?:just )?(?:need|havent met|have not met) (?:a real man|the right man|a good man|a good hiding)',
    '(?:all )?look the same(?= *(?:$|[^a-z ]| to me| anyway| lol))',
    '(?:like to |love to |always )?(?:fiddle with|molest|prey on|groom|abuse) (?:kids|children|little (?:boys|girls))|love (?:killing|raping|stealing|lying|violence|bombing|blowing (?:things|stuff|people) up)',
    'hate (?:us|the west|our (?:country|way of life|values|freedom)|this country|everything we stand for|white people|women|christians|jews)',
    'suck(?= *(?:$|[^a-z ]| (?:so|ass|balls|lol|tbh|honestly|anyway)\\b))',
  ].join('|')})\\b`,
);
/** "asians can't be trusted with money", "women can't think logically". */
export const INCAPABLE_AFTER =
  /^ (?:all )?(?:just )?(?:cant|cannot|can not|will never|are unable to|r unable to|never) (?:ever )?(?:be trusted|think (?:for themselves|straight|logically|properly)|control themselves|behave|handle (?:anything|any job|pressure|responsibility|money|power|the truth|a real job)|do anything (?:right|properly|useful)|contribute anything|be civili[sz]ed|be reasoned with|be faithful|be loyal|commit|assimilate|integrate|fit in)\b/;
export const KITCHEN_AFTER = /^ (?:all )?(?:belong|should (?:stay|be)|need to (?:stay|be)|should go back|were happier|are happier|go back)(?: (?:back|barefoot|only|just))* in the kitchen\b/;
export const SWARM_AFTER = /^ (?:all )?(?:are )?(?:invading|infesting|swarming|flooding|overrunning|breeding like|breed like|multiply like|infest|invade|swarm|crawl out)\b(?: (?:rats|rabbits|cockroaches|roaches|animals|flies|vermin)\b)?/;
export const DISGUST_AFTER = new RegExp(
  `^ (?:really |just |honestly |all |literally |seriously |fucking |so |genuinely |always )*(?:${[
    'disgust me|repulse me|sicken me|revolt me|appal me|appall me|creep me out|freak me out|gross me out|give me the creeps',
    'makes? me (?:feel )?(?:so |physically |actually |fucking )?(?:sick|ill|want to (?:puke|vomit|throw up|hurl|scream)|gag|furious|livid|want to kill)',
    'make (?:my )?(?:skin crawl|blood boil|stomach turn)|make my (?:skin crawl|blood boil|stomach turn)',
    'fill me with (?:so much )?(?:disgust|hate|hatred|rage|contempt|revulsion)',
  ].join('|')})\\b`,
);
/** "live twelve to a house like rats": likened to vermin, unless the words before say how they are treated. */
export const LIKE_VERMIN_AFTER =
  /^(?: (?!(?:are |were |is |was |being |getting |got |get )*(?:dont|do not|doesnt|arent|are not|not|never|isnt|no longer|wont|treated|caged|hunted|herded|killed|slaughtered|portrayed|painted|described|seen|viewed|talked|spoken|depicted|handled|shot|housed|kept|packed|crammed|penned|dumped|left|rounded)\b)[a-z0-9]+){0,6} like (?:the )?(?:rats|animals|vermin|cockroaches|roaches|pigs|savages|parasites|insects|locusts|rabbits|apes|monkeys|beasts|leeches|dogs in heat)\b/;
/** "belong in cages": the places that cast a group out of society. */
export const BELONG_IN_AFTER =
  /^ (?:all )?(?:belong|belongs|should be|need to be|ought to be|should all be|should go|should be (?:put|left|kept|locked|dumped))(?: (?:back|only|just|be|left|kept|put|locked|dumped))* (?:in|on) (?:a |the |an |their |some )?(?:cages?|chains|camps?|concentration camps?|detention (?:camps?|centres?|centers?)|prisons?|jails?|zoos?|asylums?|mental (?:hospitals?|asylums?|institutions?|wards?)|psych wards?|institutions?|the kitchen|kitchens|the bin|bins|the trash|the gutter|the sewer|gas chambers?|ovens?|the ground|graves?|the sea|the closet|hell|the past|the desert|the jungle|the fields|(?:a )?circus|cells?|separate (?:schools|classes|buildings|buses|areas)|the boats?|boats|their own (?:country|countries|island|schools|buses|areas)|(?:a )?madhouse|loony bins?|nuthouses?)\b/;
/** "the only good muslim is a dead one". */
export const ONLY_GOOD_BEFORE = /\bthe only good$/;
export const ONLY_GOOD_AFTER = /^ (?:is|are)\b/;
/** "the only thing black lads are good for". */
export const ONLY_THING_BEFORE = /\bthe only (?:thing|things)$/;
export const ONLY_THING_AFTER = /^ (?:are|is|r) (?:good|useful) for\b/;
/** "name one muslim who isnt a terrorist". */
export const NONE_WITHOUT_AFTER = new RegExp(`^ (?:who|that) (?:isnt|is not|aint|wasnt) (?:a |an )?${INSULT}`);
/** "bisexuals dont exist", "nonbinary people arent real". */
export const ERASED_AFTER = /^ (?:dont|do not|doesnt) (?:really |even |actually )?exist(?= *(?:$|[^a-z ]| (?:and|but|lol|they|theyre|its|just)\b))|^ (?:arent|are not|isnt|is not) (?:even )?(?:real|a thing|valid)(?= *(?:$|[^a-z ]| (?:and|but|lol|they|theyre|its|just)\b))/;
/** "i find muslims disgusting", "anyone else find asians creepy". */
export const FIND_BEFORE = /\b(?:i|we|anyone else|does anyone else|who else|do you) (?:find|finds|consider|considers)(?: (?:all|the|those|these))*$/;
export const FIND_AFTER = new RegExp(`^(?: (?:${MODIFIERS}))* (?:${DEROGATORY}|${DEHUMANISING}|creepy)${CLAUSE_GOES_ON}`);
/** "what makes them such parasites". */
export const WHAT_MAKES_BEFORE = /\b(?:what|which) makes(?: (?:all|the|those|these))*$/;
export const WHAT_MAKES_AFTER = new RegExp(`^ (?:so|such)(?: (?:${MODIFIERS}))* ${INSULT}`);
/** "our culture is being infected by foreigners". */
export const OVERRUN_BY_BEFORE = /\b(?:being |been |getting |got |get )?(?:infected|infested|overrun|invaded|polluted|contaminated) (?:by|with)(?: (?:all|the|these|those|filthy|dirty))*$/;
/** "death to", "down with": a call for the group's end, the writer's own unless quoted or reported. */
export const DEATH_TO_BEFORE = /(?:^|[.!?,;:] ?|\b(?:i say|so|just|yes|yeah|honestly)\s)(?:death to|down with|wipe out|exterminate|eradicate|gas)(?: (?:all|the|all the|every|every last|those|these|filthy|dirty))*$/;
/** "bring back lynching for blacks". */
export const BRING_BACK_BEFORE =
  /\bbring back (?:lynching|lynchings|segregation|slavery|the camps|camps|the gas chambers|gas chambers|the ovens|apartheid|jim crow|hanging|sterili[sz]ation) (?:for|on)(?: (?:the|all|those|these))*$/;
/** "i endorse the genocide of", "we should support the deportation of". */
export const SUPPORT_HARM_BEFORE =
  /\b(?:i|we)(?: (?:\w+))? (?:encourage|endorse|support|promote|advocate|call for|am all for|am for|would support|back|want|demand) (?:the )?(?:murder|killing|genocide|extermination|elimination|eradication|attacking|lynching|execution|sterili[sz]ation|gassing|beating|slaughter|cleansing|persecution|shooting|hanging|burning)s? of(?: (?:all|the|those|these|every))*$/;
export const SUPPORT_REMOVAL_BEFORE =
  /\b(?:i|we)(?: (?:\w+))? (?:encourage|endorse|support|promote|advocate|call for|am all for|am for|would support|back|want|demand) (?:the )?(?:deportation|removal|expulsion|banning|segregation|rounding up|internment|registration|ban) of(?: (?:all|the|those|these|every))*$/;
/** "a world free of bisexuals". */
export const WORLD_WITHOUT_BEFORE = /\b(?:a|the|our|this) (?:world|country|society|planet|town|city|nation|europe|britain|america) (?:free of|without any|rid of|cleansed of|purged of|with no more)(?: (?:all|the|those|these))*$/;
/** "this country is ruined because of immigrants". */
export const RUINED_BY_BEFORE =
  /\b(?:ruined|unsafe|no longer (?:safe|great|ours)|a dump|a shithole|dangerous|gone downhill|going downhill|worse|full|overrun|finished|dying|not safe) (?:now |anymore |these days )?(?:because of|thanks to|due to)(?: (?:all|the|these|those))*$/;
/** "there are too many immigrants here". */
export const TOO_MANY_BEFORE = /\b(?:there are|theres|there is|got|far|way|so|just) too many$/;
export const TOO_MANY_AFTER = /^(?: (?:here|around here|round here|now|these days|living here|everywhere|in (?:this|my|our) (?:country|town|city|area|street|neighbou?rhood|school)))*(?= *(?:$|[.!?;]|,? (?:now|honestly|tbh|its|it is|they|and (?:its|it is|they))\b))/;
/** "what is it with black people and stealing". */
export const WHAT_IS_IT_WITH_BEFORE = /\bwhat is it with$|\bwhats with$|\bwhats the deal with$/;
export const WHAT_IS_IT_WITH_AFTER = /^ and (?:stealing|lying|crime|violence|knives|guns|drugs|terror|terrorism|bombs|money|smelling|the smell|breeding|benefits|welfare)\b/;
/** "what's the point of disabled people", "is there any point keeping them alive". */
export const NO_POINT_BEFORE = /\b(?:whats|what is|what even is)(?: even)? the (?:point|use) (?:of|in)(?: (?:all|the|those|these|having|keeping))*$|\bany point (?:in )?keeping(?: (?:all|the|those|these))*$/;

export const DETERMINERS =
  '(?: (?:all|all of|the|those|these|every|every single|each|any|the next|every last|you|u|ya|more|some|a|an|them|one of|every one of|each one of|every single one of|each of|the lot of|group of|bunch of|crowd of|load of|couple of))*';
const BEING_NEAR = '(?: (?:being|living|working|sitting|standing) (?:near|around|with|next to)| the (?:sight|smell|stench|look|likes|arrogance|attitude|noise|presence) of| looking at| seeing| hearing)?';
export const HATE_VERB_BEFORE = new RegExp(
  `(?<lead>.*?)\\b(?<verb>hate|hated|despise|despised|detest|loathe|abhor|cant stand|cannot stand|can not stand|cant bear|cannot bear|cant tolerate|(?:am|im) disgusted by|(?:am|im) (?:always |so |very )?suspicious of|have no respect for|have zero respect for|(?:dont|do not|cant|could never|would never|never) respect|contempt for|hatred for|have no time for|will never respect|never stop hating|will never stop hating|wont ever stop hating|(?:am|im)(?: so| really| fucking| just)? (?:sick|sick to death|tired|fed up) (?:of|with))${BEING_NEAR}${DETERMINERS}$`,
);
/** "how can anyone stand jews": contempt asked as a question. */
export const STAND_QUESTION_BEFORE = new RegExp(`\\bhow (?:can|could|do|does) (?:anyone|you|u|people|anybody) (?:stand|bear|tolerate|put up with)${BEING_NEAR}${DETERMINERS}$`);
/** "fuck all muslims", "screw the gays": profanity thrown at the group itself. */
export const PROFANE_BEFORE = new RegExp(`(?<lead>.*?)\\b(?<verb>fuck|fck|fuk|fk|screw|to hell with|piss on)${DETERMINERS}$`);
export const PROFANE_AFTER = /^ (?:all )?(?:can|should|need to|must|just|please)(?: (?:all|just|go|fucking))* (?:fuck off|fuck right off|go fuck themselves|get fucked|go to hell|piss off|rot|burn|get lost|do one)\b/;
export const TYPICAL_BEFORE = /\btypical(?: of)?(?: (?:a|an|the|those|these|fucking|damn|stupid))*$/;
const SCORNFUL_ADJECTIVES =
  'filthy|dirty|disgusting|stupid|dumb|lazy|fucking|fuckin|fkn|effing|damn|damned|bloody|smelly|stinking|stinky|greedy|sneaky|vile|nasty|worthless|useless|degenerate|inbred|godless|savage|retarded|subhuman|goddamn|scummy|ugly|thieving|lying|scrounging|shit|shitty|uppity|feral|rat faced|rat-faced';
export const SCORNFUL_ADJECTIVE_BEFORE = new RegExp(`\\b(?:${SCORNFUL_ADJECTIVES})(?: ass)?(?: (?:${SCORNFUL_ADJECTIVES}))*$`);

const UNAMBIGUOUS_ADJECTIVES = GROUP_ADJECTIVES.split('|').filter((adjective) => !AMBIGUOUS_ADJECTIVES.has(adjective)).join('|');
/** "muslim scum", "gay trash": a group word used as the label for vermin. */
export const GROUP_AS_VERMIN = new RegExp(
  `\\b(?:${UNAMBIGUOUS_ADJECTIVES}|immigrants|refugees|migrants|gays|jews|muslims|trannies|travellers|gypsies|foreigners) (?:scum|vermin|rats|trash|filth|cockroaches|roaches|parasites|animals|pigs|dogs|apes|monkeys|savages|subhumans|garbage|freaks|degenerates|pests|leeches|maggots|scumbags|perverts|bastards|cunts)\\b`,
  'g',
);
