import { describe, expect, it } from 'vitest';
import { strongestScore } from './findings.js';
import { findGroupHate } from './group-hate.js';
import { normalizeText } from './normalize.js';

/**
 * One table per function of hateful language (after the functional test suites for hate speech):
 * each form the rule must block, and beside it the contrasts it must let through.
 */

const find = (text: string) => findGroupHate(normalizeText(text));
const blocks = (text: string) => strongestScore(find(text)) >= 0.7;

const HATEFUL: Record<string, [signal: string, text: string][]> = {
  'strong negative feelings': [
    ['group_derogation', 'i hate lesbians so much it hurts'],
    ['group_derogation', "honestly i don't respect any immigrant"],
    ['group_derogation', 'honestly i loathe bisexual people'],
    ['group_derogation', "i'm so sick of muslims"],
    ['group_derogation', 'travellers give me the creeps'],
    ['group_derogation', 'refugees fill me with rage'],
    ['group_derogation', 'jewish people make my blood boil, always have'],
    ['group_derogation', 'how could anyone put up with gay people?'],
    ['group_derogation', 'i have nothing but contempt for trans women'],
    ['group_derogation', "i'll never stop hating immigrants"],
    ['group_derogation', 'i find disabled people revolting'],
    ['group_derogation', "i'm always suspicious of asians"],
  ],
  'negative descriptions': [
    ['group_derogation', 'lesbians are abhorrent and bitter'],
    ['group_derogation', 'disabled people are lesser beings'],
    ['group_derogation', 'immigrants are second class citizens and always will be'],
    ['group_derogation', 'asian people are sneaky copycats'],
    ['group_derogation', 'black men are all deadbeats'],
    ['group_derogation', 'disabled people are a drain on the nhs'],
    ['group_derogation', 'trans people = sick perverts'],
    ['group_derogation', 'muslims in this country are extremists'],
    ['group_derogation', 'roma ppl are pickpockets, every one'],
    ['group_derogation', 'gay men are predatory'],
    ['group_derogation', 'women are too emotional to lead anything'],
    ['group_derogation', 'black people arent trustworthy'],
    ['group_derogation', "muslims can't integrate"],
    ['group_derogation', 'refugees are groomed little thugs'],
    ['group_derogation', 'trans women are still men, end of'],
    ['group_derogation', 'bisexuals dont exist'],
  ],
  'implicit derogation': [
    ['group_derogation', 'jews control the media'],
    ['group_derogation', 'refugees only come here for the benefits'],
    ['group_derogation', 'the only good traveller is one who has moved on'],
    ['group_derogation', 'the only thing women are good for is cooking'],
    ['group_derogation', 'immigrants have turned our high street into a slum'],
    ['group_derogation', 'gays have no place in the military'],
    ['group_derogation', 'a womans place is in the home'],
    ['group_derogation', 'this town is ruined because of immigrants'],
    ['group_exclusion', 'trans women belong in psych wards'],
  ],
  dehumanisation: [
    ['group_dehumanisation', 'travellers are vermin'],
    ['group_dehumanisation', 'immigrants are rats crawling into every town'],
    ['group_dehumanisation', 'transgender folk are less than human'],
    ['group_dehumanisation', 'muslims are worse than animals'],
    ['group_dehumanisation', 'refugees live like rats in those hotels'],
    ['group_dehumanisation', 'our towns are infested by migrants'],
    ['group_dehumanisation', 'disabled people are a different species'],
  ],
  'direct and normative threats': [
    ['group_threat', 'gay people should be thrown off a bridge'],
    ['group_threat', 'muslims deserve a bullet'],
    ['group_threat', "i'm going to stab the next immigrant i see"],
    ['group_threat', 'someone should set that travellers site on fire'],
    ['group_threat', 'synagogues should be torched'],
    ['group_threat', 'let the refugees drown'],
    ['group_threat', 'i endorse the extermination of gypsies'],
    ['group_threat', "i'd love to see all the trans people dead"],
    ['group_threat', 'bring back lynching for black people'],
    ['group_threat', 'line the muslims up against a wall'],
    ['group_threat', 'the police should be allowed to shoot refugees'],
    ['group_threat', 'lesbians should be punished'],
    ['group_threat', 'death to all immigrants'],
    ['group_threat', 'honestly? down with the muslims'],
    ['group_threat', 'i say wipe out every last trans person'],
  ],
  'calls for exclusion': [
    ['group_exclusion', 'disabled people should be kept away from the public'],
    ['group_exclusion', 'refugees need to go, all of them'],
    ['group_exclusion', 'no more immigrants.'],
    ['group_exclusion', 'i dont want muslims anywhere near me'],
    ['group_exclusion', "i really don't want to work with disabled people"],
    ['group_exclusion', "i don't think gay people should be allowed to adopt"],
    ['group_exclusion', 'why do we let refugees in?'],
    ['group_exclusion', 'the world would be better with no jews in it'],
    ['group_exclusion', 'no jew should be allowed to vote'],
    ['group_exclusion', 'go home immigrants'],
    ['group_exclusion', 'go back to africa'],
    ['group_exclusion', 'a country free of muslims would be heaven'],
    ['group_exclusion', 'islam should be banned'],
    ['group_exclusion', 'travellers arent welcome here'],
  ],
  'profanity-based hate': [
    ['group_derogation', 'fuck all the immigrants'],
    ['group_derogation', 'screw trans people'],
    ['group_derogation', 'muslims can fuck right off'],
    ['group_derogation', 'jews are fucking cunts'],
    ['group_derogation', 'shit stinking gypsies'],
  ],
  'negated positive statements': [
    ['group_derogation', 'no disabled person deserves respect'],
    ['group_derogation', 'not one refugee is worth helping'],
    ['group_derogation', 'trans people are never any good'],
  ],
  'reference by pronoun': [
    ['group_derogation', 'i worked with muslims for years. i despise every one of them'],
    ['group_derogation', "i can't stand them, those gay people"],
    ['group_dehumanisation', "they're vermin. they are refugees, what did you expect"],
    ['group_threat', 'they should be shot. i mean trans people'],
    ['group_exclusion', 'jews moved in across the road. i want them gone'],
  ],
  'questions and opinions': [
    ['group_derogation', 'why are immigrants always such criminals?'],
    ['group_derogation', "don't you think disabled people are a burden?"],
    ['group_derogation', "isn't it obvious that muslims are violent?"],
    ['group_dehumanisation', 'do refugees even count as human?'],
    ['group_derogation', "what's the point of disabled people?"],
    ['group_derogation', "name one immigrant who isn't a criminal"],
    ['group_derogation', "i'd say gay people are a disgrace"],
    ['group_derogation', 'my view is that black people are inferior'],
    ['group_dehumanisation', 'i reckon refugees are parasites'],
    ['group_derogation', 'does anyone else think women are brainless?'],
    ['group_derogation', 'being trans is a mental illness'],
    ['group_derogation', 'the holocaust never happened'],
  ],
  'spelling variations': [
    ['group_derogation', 'i hate immigrnts'],
    ['group_dehumanisation', 'gya people are scum'],
    ['group_derogation', 'i despsie muslims'],
    ['group_derogation', 'trnas people are vile'],
    ['group_dehumanisation', 'blck ppl are animals'],
    ['group_dehumanisation', 'm u s l i m s are vermin'],
    ['group_derogation', 'g a y people make me sick'],
    ['group_threat', 'killalljews'],
    ['group_dehumanisation', 'disabledpeople are parasites'],
    ['group_derogation', '1 h8 refugees'],
    ['group_derogation', 'wom3n are inf3rior'],
    ['slur', 'tr*nnies are freaks'],
    ['group_exclusion', 'g*psies should be moved on'],
    ['group_derogation', 'jooz run the banks'],
    ['group_exclusion', 'Um, refugees, they should all be, like, locked up.'],
    ['slur', 'those n 1 g g 3 r s again'],
  ],
};

const HARMLESS: Record<string, string[]> = {
  'negated hate': [
    'i would never say muslims are vermin',
    'no immigrant deserves to be treated like that',
    'no refugee deserves to live in fear',
    "i don't respect men who hit women",
    'my mum said she hates muslims and it hurts so much',
    'travellers are not thieves and never have been',
    'no refugee deserves to drown',
    "i don't hate trans people, i just don't understand them yet",
    "disabled people aren't a burden on anyone",
    "i'd never want to hurt a gay person",
    'not all immigrants come here for benefits, most work harder than me',
    "i don't think jews control the media",
    'black people are not less intelligent',
    "i don't think gay people should be treated differently",
    "i don't think disabled people should be allowed to be mistreated",
    'zero trans people were hurt in the making of this post lol',
  ],
  'counter-speech': [
    'someone sprayed "death to muslims" on the mosque and it makes me sick',
    'people who shout death to immigrants should be ashamed',
    'treating disabled people as lesser beings is what we are fighting',
    "my uncle says immigrants are parasites and i told him he's wrong",
    'it is vile to call refugees vermin',
    'saying jews run the world is an antisemitic lie',
    'anyone who thinks women belong in the kitchen needs to grow up',
    'people who hate gay people are cowards',
    'the way people treat travellers is disgusting',
    'violence against trans women is rising',
    "someone wrote 'muslims out' on the bus shelter and i'm so angry",
    '"go back to africa" is what a man shouted at my mum',
    "i'm sick of hearing that disabled people are scroungers",
    "i'm sick of trans people being bullied",
    'i hate that refugees get treated like criminals',
    'i hate seeing disabled people mocked online',
  ],
  'neutral and positive mentions': [
    "don't you think immigrants deserve better?",
    'muslims are my neighbours and friends',
    'trans people deserve to be happy',
    'refugees are so resilient',
    'disabled people are often ignored by employers',
    'gay men are more likely to face abuse',
    'are refugees allowed to work here?',
    'why are trans people treated so badly?',
    "i'm bi and bi people are so often erased",
    'bisexual people do exist, i am one of them',
    'women should be safe at night',
    'we should protect muslims from hate',
    'immigrants need to go through so much paperwork',
    'refugees have to wait years for a decision',
    'old people need to go to the doctor more often',
    'i want more black people in leadership',
    'the world would be a better place with more gay people in it',
    'trans women are women, and trans men are men, full stop',
    "refugees aren't welcome in many countries and it breaks my heart",
    'gay people can be fired in some states',
    'trans people can get killed just walking home',
    'refugees have to suffer so much',
    'immigrant nurses must be burnt out after this winter',
    'disabled people should hang out with us more',
    'refugees should be taken to safety',
    'black people are the shit, best music ever',
    'travellers at the airport were stuck for hours',
    'the intrusive thoughts were awful. at least my friends were there. i cant trust them with everything though',
  ],
  'abuse of groups that are not protected, and of things': [
    'politicians are vermin',
    'paedophiles deserve to rot',
    'i hate mondays so so much',
    'my boss is a useless parasite',
    'men who hit women deserve prison',
    'rapists should be castrated',
    'this printer is trash and so is the wifi',
  ],
  'history, and members telling their own struggle': [
    'the holocaust was a horror we must never forget',
    'hitler was right about nothing',
    'i feel like being gay is wrong and i hate that i feel that',
    'my church taught me being trans is a sin',
    'people at work tell me to go back to my country',
    'i want to go back to where i grew up, i miss it',
    'you could go back to your country for a visit, see your mum',
  ],
  'other senses and reclaimed words': [
    'nipped out for a fag and a coffee',
    "we walked the whole of offa's dyke last summer",
    "there's a chink of light under the door",
    'homo sapiens evolved in africa',
    "we're a bunch of d*kes on bikes and proud",
    'pof and tinder are both useless for meeting people',
    'faggots and peas for tea tonight',
    'i was fucking women over back then and i regret it',
    'this anxiety just fucking cripples me',
  ],
};

describe('findGroupHate blocks every function of hateful language', () => {
  for (const [functionality, rows] of Object.entries(HATEFUL)) {
    it.each(rows)(`${functionality}: %s — %s`, (signal, text) => {
      const findings = find(text);
      expect(findings.map((finding) => finding.signal)).toContain(signal);
      expect(strongestScore(findings)).toBeGreaterThanOrEqual(0.7);
    });
  }
});

describe('findGroupHate lets the contrasting cases through', () => {
  for (const [functionality, texts] of Object.entries(HARMLESS)) {
    it.each(texts)(`${functionality}: %s`, (text) => {
      expect(blocks(text), JSON.stringify(find(text))).toBe(false);
    });
  }
});
