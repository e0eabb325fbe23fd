import { DETERMINERS } from './hate-phrases.js';

/**
 * Threats against a group and calls to shut it out, read on the `words` form like `hate-phrases.ts`:
 * `…_AFTER` right after the mention ("gay people| should be shot"), `…_BEFORE` ending right before it
 * ("kill all |muslims"). Whose words they are, and whether they are a call, is decided in `group-hate.ts`.
 */

const VIOLENCE = [
  'shot|shot on sight|hanged|hung|strung up|killed|gassed|burned|burnt|burned alive|burnt alive|burnt out of their \\w+|burned out of their \\w+|lynched|exterminated|executed|eradicated|be stoned|beaten|beaten to death',
  'kicked to death|whipped|flogged|stabbed|slapped|punched|attacked|hunted|hunted down|hunted for sport|wiped out|wiped off the (?:map|earth|planet)|put down|put out of their misery',
  'put in camps|sent to camps|sent to the gas chambers?|thrown in (?:ovens?|gas chambers?|the sea|the river)|thrown off (?:buildings|a building|roofs|a roof|bridges|a bridge|cliffs|a cliff)',
  'drowned|left to (?:drown|die|rot|starve|freeze|burn)|gunned down|machine gunned|mowed down|run over|run down|set on fire|set alight|sterili[sz]ed|castrated|euthani[sz]ed|aborted',
  'punished|tortured|raped|raped straight|beaten straight|murdered|slaughtered|massacred|butchered|beheaded|decapitated|crucified|nuked|bombed|eliminated|culled|purged|cleansed|sunk|die already|drop dead',
  'kill themselves|kill themself|rot in hell|burn in hell|get shot|get killed|get raped|get hurt|get beaten|get what they deserve|taught a lesson|put in their place',
].join('|');
/** Modals that call for something to happen to the group: "should", "deserve to", "need to". */
const CALL_MODALS = 'should|must|need to|needs to|deserve to|ought to|oughta|gotta|better|should all|must all|all need to|all deserve to|should have|should have been|should of|shouldve';
/** Verbs that mean something harmless when a particle follows: "hang out", "burn out", "die down". */
const NOT_HARM_AFTER = '(?! (?:out|in there|on|around|down|through|up)\\b)';
/** Bare verbs ("should die", "can rot") count only where the clause ends or a threat goes on. */
const CLAUSE_ENDS = '(?= *(?:$|[^a-z ]| (?:and|already|alive|in hell|in a fire|for (?:it|this|that|all i care)|slowly|horribly|painfully|lol|tbh|honestly|every one|all of them|the lot|asap|now)\\b))';
export const THREAT_AFTER = new RegExp(
  [
    `^ (?:all )?(?:${CALL_MODALS})(?: (?:all|just|really|honestly|literally|fucking|simply|be|been|go|have|quietly|publicly))* (?:${VIOLENCE})\\b${NOT_HARM_AFTER}`,
    `^ (?:all )?(?:${CALL_MODALS}|can|can all|can just|can go)(?: (?:all|just|go|fucking))* (?:die|rot|burn|drown|starve|suffer|hang|drop dead|rot in hell|burn in hell|kill themselves)${CLAUSE_ENDS}`,
    String.raw`^ (?:all )?deserved? (?:everything (?:that|thats|they get|theyve got|coming to them)|death|a bullet|bullets|to die|the death penalty|the gas chamber|the rope|a noose|another holocaust|a holocaust|every beating|what (?:they get|theyre getting|they got|happened to them)(?= *(?:$|[^a-z ]| and\b))|a slap|a beating|a kicking|a good hiding|to be (?:hit|beaten|shot|hanged|hurt|raped|killed|punished|slapped|attacked))\b`,
    String.raw`^ (?:all )?(?:need|needs|could use|could do with) (?:a bullet|bullets|a rope|a noose|a (?:good )?(?:beating|kicking|slap|hiding|smack))\b`,
    String.raw`^ (?:all )?(?:will|are going to|gonna) (?:burn|rot) in hell\b`,
    String.raw`^ (?:all )?(?:better watch (?:their|your) backs?|better be (?:scared|afraid))\b`,
  ].join('|'),
);
const SHUT_OUT = [
  'deported|banned|kicked out|sent back|sent home|sent away|sent packing|removed|segregated|locked up|locked away|locked in|kept out|kept away|kept (?:indoors|inside|at home|quiet|off|in their place)',
  'rounded up|expelled|thrown out|banished|erased|silenced|shut up|jailed|imprisoned|interned|forced to register|moved on|driven out|run out of|turned away|turned back',
  'shipped (?:out|off|back|home|to|off to)|dumped back|have to register|register with the police|be registered with the police|made to (?:register|wear)|wear (?:badges|armbands|a star|stars)|put back (?:in the closet|on (?:the|their) boats?)|stripped of|barred from|banned from|excluded from|denied|fired|sacked|taken (?:off|away from|from) their (?:parents|families|mums|mothers)|taken into care',
  'put (?:in|into|on) (?:camps|cages|homes|institutions|prison|jail|an island|one island|boats)|kept (?:locked away|locked up|away from (?:kids|children|the public|normal people|us))|ashamed (?:of themselves|to exist)',
].join('|');
export const EXCLUSION_AFTER = new RegExp(
  [
    String.raw`^ (?:all )?(?:dont|do not|doesnt|does not) (?:even )?belong\b`,
    String.raw`^ (?:all )?(?:shouldnt|should not|should never|must not|mustnt|cant|cannot|should no longer) (?:ever )?(?:have been )?(?:be )?(?:allowed|permitted|let(?! down)|given (?:the vote|a vote|rights|citizenship|jobs|houses|homes|benefits|a voice|power))\b(?! to (?:suffer|struggle|die|starve|go without|go hungry|fall through|slip through|be (?:bullied|hurt|harassed|attacked|abused|discriminated|mistreated|treated|left|ignored|forgotten|excluded|homeless)))`,
    String.raw`^ (?:all )?(?:shouldnt|should not|should never|must not|mustnt) (?:ever )?(?:get|receive|be given) (?:any |a single |one )?(?:healthcare|treatment|rights|benefits|money|help|housing|a penny|penny|support|surgery|care)\b`,
    String.raw`^ (?:all )?(?:shouldnt|should not|should never|must never) (?:ever )?be (?:(?:left )?alone with|around|near|teaching|teachers|managers|leaders|doctors|surgeons|pilots|police|in charge|in power|in management|in politics|in government|in (?:our|my|the) (?:schools|country|hospitals|toilets|changing rooms|military)|out in public|out)\b`,
    `^ (?:all )?(?:${CALL_MODALS})(?: (?:all|just|really|fucking|simply|be|been|have))* (?:(?:be |been )?(?:${SHUT_OUT})|go back\\b(?! to (?:school|work|bed|sleep|normal))|go back in the closet|go home|leave (?:this|our|the|my) country|get out|disappear|go extinct|stay (?:in the closet|in their (?:own )?(?:country|countries|lane|homes?|place)|in the kitchen|(?:at )?home|indoors|inside|out of sight|out of (?:our|my|the) \\w+)|lose (?:the vote|their rights|the right|their jobs|their citizenship)|know their place|not (?:exist|be allowed|have rights|vote|have kids|have children|marry|adopt|be here))\\b`,
    String.raw`^ (?:all )?(?:shouldnt|should not|should never|dont deserve to|do not deserve to|have no right to|dont have the right to|shouldnt get to|should not get to) (?:even )?(?:exist|vote|have (?:rights|kids|children|babies|jobs|relationships)|marry|get married|adopt|breed|reproduce|work|be here|live|be citizens|have a say|be teachers|teach|raise kids|serve|be in the military|use (?:the |our )?(?:bathroom|bathrooms|toilets)|get (?:citizenship|benefits|housing|visas|rights|a vote|jobs|the vote))\b`,
    String.raw`^ (?:all )?(?:shouldnt|should not|should never) get (?:citizenship|benefits|housing|visas|rights|a vote|the vote|jobs)\b`,
    String.raw`^ (?:all )?(?:should|must) have no (?:rights|say|vote|place)\b|^ (?:all )?(?:should|must) have their own (?:schools|buses|toilets|areas|countries|country|island|shops|neighbou?rhoods|hospitals)\b`,
    String.raw`^ (?:all )?deserve (?:a cell|prison|jail|a cage|to be (?:locked up|deported|jailed|caged|kicked out|thrown out))\b|^ (?:all )?deserve no (?:rights|place|home|future)\b|^ (?:all )?have no right to (?:be here|exist|live here)\b`,
    String.raw`^ (?:all )?(?:dont|do not) deserve (?:rights|to live|to exist|equal rights|human rights|respect|to be here)\b`,
    String.raw`^ (?:all )?(?:need to|needs to|have to|has to|must|gotta|got to) go(?= *(?:$|[^a-z ]| back| home| away| now))`,
    String.raw`^ (?:are |r )?(?:not|arent) welcome(?= *(?:$|[^a-z ]| (?:here|around here|round here|anymore|in (?:this|my|our) (?:country|town|city|street|house|home|area|neighbou?rhood|pub|shop|bar|club|school))\b))`,
    String.raw`^ (?:shouldnt|should not|dont deserve to|do not deserve to) be alive\b`,
    String.raw`^ (?:go (?:home|back)|get out|fuck off|piss off)(?= *(?:$|[^a-z ]| (?:now|already|you)\b))`,
    String.raw`^ out(?= *(?:$|[^a-z ]| of (?:here|this country|our country|my country)\b))`,
  ].join('|'),
);

/** After "no": "no muslims allowed", "no gays welcome here", "no homos at church". */
export const NOT_ALLOWED_AFTER = /^ (?:are )?(?:allowed|welcome)(?= *(?:$|[^a-z ]| (?:here|in|on|at)\b))|^ (?:in|at|on) (?:my|our|this|church|school)(?: \w+)?(?= *(?:$|[.!?,]))/;
export const BETTER_WITHOUT_BEFORE =
  /\b(?:world|country|society|everyone|everybody|we|earth|planet|life|the uk|america|europe|this place|things)(?: (?:would|will|is|was|were|d))? (?:be )?(?:so much |much |a lot |way |far )?(?:better|safer|nicer|cleaner|happier) (?:off )?without(?: (?:all|the|those|these|any))*$/;
/** "no more refugees.", "better with no gay people in it". */
export const NO_MORE_BEFORE = /\bno more$/;
export const NO_MORE_AFTER = /^(?: (?:please|thanks|thank you|period|full stop|end of|ever|allowed))*(?: *[.!;]|$)/;
/** "no jew should ever be allowed to run a bank". */
export const NONE_ALLOWED_AFTER =
  /^ (?:should|must|shall) (?:ever |even )?be (?:allowed|permitted|let)\b(?! to (?:suffer|struggle|die|starve|go without|go hungry|be (?:bullied|hurt|harassed|attacked|abused|discriminated|mistreated|treated|left|ignored|forgotten|excluded|homeless|afraid|scared)))/;
/** "no disabled person deserves respect", "not one refugee is worth helping": worth denied to every one of them. */
export const NONE_DESERVING_AFTER =
  /^ (?:deserves?|is worth|has ever (?:earned|deserved)|should (?:get|have|be given)|has (?:a |the |any )?right)(?: (?:any|a single|an ounce of|a shred of))? (?:respect|rights|kindness|dignity|a job|a vote|a chance|trust|sympathy|pity|help|helping|saving|anything|to live(?= *(?:$|[.!?,;]))|to be here(?= *(?:$|[.!?,;]))|to be (?:treated as (?:an )?equals?|respected|heard|listened to|taken seriously|treated with (?:respect|dignity|kindness)))\b/;
/** "no black person should ever be a teacher", "no gay man should adopt": a role or a right denied to every member. */
export const NONE_SHOULD_AFTER =
  /^ (?:should|must|shall|can) (?:ever |ever again |be allowed to )?(?:be trusted\b|be (?:(?:a|an|the) (?!(?:victim|target|punchline|statistic|prisoner|slave|afterthought|outcast|joke|second class)\b)|allowed\b)|become|teach|adopt|have (?:kids|children|a job|rights|a say)|marry|vote|work (?:in|with|as|near)|hold|run for|live (?:here|in (?:this|our|my|the uk|britain|england)|near)|get (?:a job|benefits|housing|a house))\b/;
export const BETTER_WITH_NONE_BEFORE =
  /\b(?:world|country|society|everyone|everybody|we|earth|planet|life|the uk|america|europe|this place|things)(?: (?:would|will|is|was|were|d))? (?:be )?(?:so much |much |a lot |way |far )?(?:better|safer|nicer|cleaner|happier) (?:off )?with (?:no|zero|fewer|less)$/;

export const VIOLENCE_VERB_BEFORE = new RegExp(
  `(?<lead>.*?)\\b(?<verb>kill|murder|shoot|shoot up|hang|lynch|gas|burn|stab|knife|glass|strangle|choke|smash|smack|slap|kick|hit|batter|bash|thump|deck|knock out|exterminate|eradicate|wipe out|genocide|slaughter|massacre|nuke|bomb|blow up|beat up|beat|hurt|attack|rape|genoside|end every|end all|behead|execute|eliminate|purge|run over|run down|drive into|drive my car into|drive a car into|run my car into|plough into|plow into|ram|punch|torture|drown|hunt down|hunt|put down|line up and shoot|cull|euthani[sz]e|poison|torch|set fire to)${DETERMINERS}$`,
);
export const EXCLUSION_VERB_BEFORE = new RegExp(
  `(?<lead>.*?)\\b(?<verb>deport|ban|expel|banish|send back|get rid of|round up|segregate|lock up|sterili[sz]e|castrate|intern|remove|kick out|throw out|keep out|evict|silence|strip|put a curfew on|impose a curfew on)${DETERMINERS}$`,
);
/** "kick (all the) muslims out", "send them back", "keep gay teachers away from children". */
export const SEND_AWAY_BEFORE = new RegExp(`(?<lead>.*?)\\b(?<verb>kick|throw|keep|get|send|boot|ship|drive|run|chase|hound)${DETERMINERS}$`);
export const SEND_AWAY_AFTER = /^ (?:all )?(?:out|back|away|home|off (?:the|our|my))\b(?! (?:from|to (?:school|work)))/;
/** "line the jews up against a wall", "put all the immigrants on an island". */
export const LINE_UP_BEFORE = new RegExp(`(?<lead>.*?)\\b(?<verb>line|put|lock|herd|pack|load)${DETERMINERS}$`);
export const LINE_UP_AFTER = /^ (?:all )?(?:up against (?:a|the) wall|in (?:camps|cages|ovens|gas chambers)|on (?:an|one|a) island|on (?:boats|a boat|planes|a plane) (?:and|home|back|out)|(?:in|into) (?:cattle trucks|trains|ghettos))\b/;
/** "let them all die", "let the refugees drown". */
export const LET_BEFORE = new RegExp(`(?<lead>.*?)\\b(?<verb>let|leave)${DETERMINERS}$`);
export const LET_HARM_AFTER = /^ (?:all )?(?:die|drown|rot|starve|freeze|burn|suffer|sink|bleed out)\b/;
export const WISH_BEFORE = /\b(?:i|we) (?:really |just |honestly |sincerely |fucking |truly )*(?:hope|wish|pray)(?: that)?(?: (?:all|all the|the|those|these|every|every single))*$/;
export const WISHED_HARM_AFTER = /^(?: (?:would|will|d|could))? (?:all )?(?:just )?(?:die|drop dead|get (?:shot|killed|cancer|aids|raped|hurt|run over|beaten|deported)|burn|rot|suffer|drown|starve|were dead|was dead|would (?:all )?die)\b/;
export const WISHED_GONE_AFTER = /^(?: (?:would|will|d|could))? (?:all )?(?:just )?(?:disappear|vanish|go extinct|didnt exist|did not exist|never existed|never been born|go away|get deported|were gone|leave)\b/;
/** "id love to see them all dead", "i want every one of them gone". */
export const SEE_HARMED_BEFORE = new RegExp(
  `\\b(?:i|we|id|i would|wed|we would)(?: (?:love to|like to|happily|gladly|really|just|cant wait to|want to|wanna|would|d|pay to|live to))+ see${DETERMINERS}$`,
);
export const SEE_HARMED_AFTER = /^ (?:all )?(?:dead|gone|die|burn|hang|hanged|suffer|deported|shot|wiped out|locked up|thrown out|kicked out|rot|drown|in camps|in cages|beaten|strung up|gassed)\b/;
export const WANT_GONE_BEFORE = new RegExp(`\\b(?:i|we)(?: (?:really|just|honestly|fucking))* (?:want|need|would like|wanna see)${DETERMINERS}$`);
export const WANT_GONE_AFTER =
  /^ (?:all )?(?:gone|dead|deported|removed|wiped out|out)(?= *(?:$|[^a-z ]| of (?:here|this country|this town|the country|(?:my|our) (?:\w+ )?(?:street|town|city|school|schools|country|neighbou?rhood|area|estate|building|office|gym)|the (?:uk|west|school|schools))\b| (?:now|asap|already|for good|by)\b))/;
/** "wouldnt it be better if all muslims were gone". */
export const BETTER_IF_BEFORE =
  /\b(?:(?:would(?:nt| not)?|will|d|wont) (?:it|things|life|the world|this country|the country|everything|we all|everyone) be (?:so much |much |a lot |way |far )?(?:better|nicer|safer|great|good|best)|it (?:would|d) be (?:so much |much |a lot )?(?:better|nicer|safer|great|good|best)|(?:id|i would|wed|we would) (?:love|like|prefer) it|(?:id|i would) be (?:so )?(?:happy|happier|glad)) (?:if|when)(?: (?:all|the|those|these|every|every single|every last))*$/;
export const BETTER_IF_AFTER = /^ (?:all )?(?:were |was |are |would |just |got |all )*(?:be )?(?:dead|gone|deported|wiped out|extinct|locked up|shot|killed|removed|banned|disappeared|vanished|died|didnt exist|never existed|went away|left)\b/;
/** "im glad those migrants drowned". */
export const GLAD_BEFORE = /\b(?:im|i am|so|really|honestly)? ?glad(?: that)?(?: (?:those|the|these|all|all the|some|more))*$/;
export const GLAD_AFTER = /^ (?:all )?(?:drowned|died|are dying|get killed|got (?:killed|shot|beaten|attacked|deported|hurt|what they deserved)|were (?:killed|shot|beaten|attacked|deported|hurt|gassed)|burned|burnt)\b/;
/** "i dont want homos in my dressing room". */
export const DONT_WANT_BEFORE = /\b(?:i|we)(?: (?:really|just|honestly|seriously|fucking))* (?:dont|do not|dont ever|never) (?:want|need)(?: (?:any|any more|more|those|these|them|the|a|an|a single))*$/;
/** "i dont want to work with black people". */
export const DONT_WANT_TO_BEFORE =
  /\b(?:i|we)(?: (?:really|just|honestly|seriously|fucking))* (?:dont|do not|never|wouldnt) (?:want|wanna|like) to (?:work|live|associate|deal|hang out|go to school|share (?:a|my|our) \w+|sit|study|be friends) (?:with|near|next to|around|alongside)(?: (?:any|those|these|the|them))*$/;
export const DONT_WANT_AFTER = /^ (?:(?:in|near|around|on|at|living in|moving into|next to) (?:my|our|this|the|their|positions? of power|power|charge|academia|government|office|politics|sports?)|near me|around me|anywhere near)\b(?![^.,!?;]* to (?:suffer|feel|be|get|struggle|go through|think))/;
/** "never hire a muslim", "dont rent to immigrants". */
export const NEVER_HIRE_BEFORE = /\b(?:never|dont|do not|wouldnt|would never|dont ever|i wont|we wont) (?:ever )?(?:hire|employ|rent to|sell to|serve)(?: (?:a|an|any|those|these|the|them))*$/;
/** "i dont think black people should be allowed to adopt": the negation asks for exclusion. */
export const DOUBTED_RIGHTS_BEFORE = /\b(?:i|we) (?:dont|do not|really dont|just dont|honestly dont) (?:think|believe|reckon)(?: that)?(?: (?:all|the|those|these))*$/;
export const DOUBTED_RIGHTS_AFTER = /^ (?:should (?:be allowed|have (?:the right|rights|kids|children)|get (?:to|rights|citizenship|benefits)|vote|marry|adopt|exist|be here|teach)|deserve (?:rights|to (?:live|exist|be here|vote|marry)|respect|equal|human rights)|belong (?:here|in))\b(?! to be (?:bullied|hurt|harassed|attacked|abused|discriminated|mistreated|treated badly|left out|excluded|ignored|fired|evicted|abandoned|neglected))/;
/** "why do we let muslims in". */
export const LET_IN_BEFORE = /\b(?:why|how come) (?:do|did|does|are|should) (?:we|they|you|the government|govt)(?: (?:even|still|keep|keep on))* (?:let|letting|allow|allowing)(?: (?:all|these|those|the|any|more|so many))*$/;
export const LET_IN_AFTER = /^ (?:in|into|come in|come here|stay|over here|here)\b/;
/** "go home mexicans", "go back to africa": the order given to the group itself. */
export const GO_HOME_BEFORE = /\b(?:go (?:home|back)(?: to (?:your|ur) (?:own )?(?:country|countries))?|get out(?: of (?:my|our|this) country)?|fuck off(?: home| back)?)(?: you| u| ya)?$/;
export const GO_BACK_TO =
  /\bgo back to (?:africa|asia|china|mexico|india|pakistan|the jungle|the desert|your (?:own )?(?:country|countries|island|village|cave|hut|tribe|jungle|desert)|ur (?:own )?(?:country|countries)|where (?:you|u|ya) (?:came|come) from|where (?:you|u|ya) belong)(?=$|[^a-z ]| (?:you|u|ya|if|and|nobody|no one|then)\b)/g;

const GROUP_PLACES =
  'mosques?|synagogues?|temples?|gurdwaras?|churche?s?|gay bars?|gay clubs?|pride (?:parade|march|event)s?|refugee (?:camps?|centers?|centres?|shelters?|hotels?|boats?)|asylum (?:hotels?|centers?|centres?)|migrant (?:boats?|camps?|hotels?|centres?|centers?)|small boats|shuls?|mandirs?|travell?ers? (?:camps?|sites?|caravans?)|g[iy]psy (?:camps?|sites?|caravans?)|halting sites?';
/** "burn their mosque", "set that travellers camp on fire": violence against the places a group gathers. */
export const PLACE_ATTACK = new RegExp(
  `\\b(?<verb>burn|bomb|torch|blow up|attack|shoot up|smash|smash up|vandali[sz]e|destroy|set fire to|firebomb|burn down|raid|bulldoze|drive through|poison|sink|set|light)(?: down)? (?:their|the|that|this|a|every|all the|those|these|all|some|any) (?:${GROUP_PLACES})\\b(?<after> (?:on fire|alight|ablaze|up|down|with them in it))?`,
  'g',
);
/** What is done to the people and the building, not building work: "the church hall should be levelled" is not here. */
const PLACE_WRECKED = 'burned|burnt|burned down|burnt down|burned to the ground|burnt to the ground|bombed|firebombed|petrol bombed|torched|blown up|shot up|set on fire|nuked';
const PLACE_DESTROYED = `${PLACE_WRECKED}|destroyed|bulldozed|razed|demolished|attacked|sunk|shut down|closed down|raided|smashed|levell?ed|flattened`;
const PLACE_RUINED = 'as (?:ashes|a pile of (?:ash|ashes|rubble)|rubble|a crater)|in (?:flames|ashes|rubble)|on fire|burning|burnt(?! (?:orange|umber|sienna|red|gold))|burned|burnt to the ground|burned to the ground';
/**
 * "the mosque car park", "the church hall floor": a part of the building, not the people who gather there;
 * "the church that abused me should burn": a survivor's anger at an institution that hurt them.
 */
const NOT_A_PART = '(?! (?:car ?parks?|halls?|floors?|roofs?|paths?|grounds|group chats?|website|walls?|windows?|doors?|gardens?|kitchens?|toilets?|boilers?|heating|carpets?|steps|ramps?|signs?|noticeboards?|newsletters?)\\b| (?:that|which|who) (?:\\w+ )?(?:abused|hurt|covered|raped|molested|kicked|threw|shunned|excommunicated|failed|protected|let)\\b)';
/** The place, then up to eight words before what should happen to it. */
const PLACE_THEN = `\\b(?:${GROUP_PLACES})${NOT_A_PART}(?: [a-z]+){0,8}?`;
/** "if that mosque got shot up": the place wrecked, in a condition. */
const IF_PLACE_WRECKED = `\\bif (?:that|the|this|a|those|these|every|all the|some|their)(?: [a-z]+){0,2} (?:${GROUP_PLACES}) (?:(?:got|gets|was|were|is|are) )?(?:${PLACE_WRECKED})`;
/** "mosques should be burned to the ground", "the synagogue would look better as ashes", "if that mosque got shot up it would fix a lot". */
export const PLACE_THREAT = new RegExp(
  [
    `${PLACE_THEN} (?:should|must|need to|needs to|deserve to|ought to) (?:all |just |be )*(?:be )?(?:${PLACE_DESTROYED})\\b`,
    `${PLACE_THEN} (?:would|d|will|wd) (?:look|be) (?:so much |much |a lot |way |far )?(?:better|nicer|nice|good|great|lovely|best|prettier) (?:${PLACE_RUINED})\\b`,
    `${PLACE_THEN} (?:need|needs|want|wants|could do with|could use) (?:a good )?(?:burning|torching|bombing|firebombing|sinking|clearing with (?:fire|petrol|bullets|guns))\\b`,
    `${PLACE_THEN} (?:should|must|needs to|need to|deserve to|can) (?:all |just )*(?:burn|go up in (?:flames|smoke)|go up with (?:them|it|everyone) (?:in|inside)|burn with (?:them|everyone) (?:in|inside))(?= *(?:$|[^a-z ]| (?:and|lol|to be honest|honestly|already|for all i care|with them)\\b))`,
    // Only where the writer welcomes it: "if the synagogue was attacked nobody would care" is counter-speech.
    `${IF_PLACE_WRECKED} (?:it would|itd|that would|id|i would|i d) (?:fix|solve|sort|be (?:good|great|no loss|a start|a good start|funny|hilarious|brilliant|happy|glad)|laugh|cheer|celebrate)\\b`,
    `${IF_PLACE_WRECKED} (?:i wouldnt|i would not|id not) (?:care|cry|mind|miss it|lose sleep)\\b`,
  ].join('|'),
  'g',
);
