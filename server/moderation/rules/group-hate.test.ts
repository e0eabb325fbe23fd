import { describe, expect, it } from 'vitest';
import { strongestScore } from './findings.js';
import { findGroupHate } from './group-hate.js';
import { normalizeText } from './normalize.js';

const find = (text: string) => findGroupHate(normalizeText(text));
const signalsOf = (text: string) => find(text).map((finding) => finding.signal);

describe('findGroupHate finds hate against protected groups', () => {
  it.each([
    // contempt
    ['group_derogation', 'i hate muslims'],
    ['group_derogation', 'i despise gay people'],
    ['group_derogation', "i can't stand trans people"],
    ['group_derogation', 'i fucking hate immigrants'],
    ['group_derogation', 'honestly hate lesbians so much'],
    ['group_derogation', 'i hate all jews'],
    ['group_derogation', 'i hate u muslims'],
    ['group_derogation', 'women disgust me'],
    ['group_derogation', 'immigrants make me sick'],
    ['group_derogation', 'gay people make me want to puke'],
    // insults stated as a fact about the group
    ['group_derogation', 'black people are all lazy'],
    ['group_derogation', 'jews are liars'],
    ['group_derogation', 'women are stupid'],
    ['group_derogation', "muslims can't be trusted"],
    ['group_derogation', 'never trust a gypsy'],
    ['group_derogation', 'all jews are greedy'],
    ['group_derogation', 'blacks are criminals'],
    ['group_derogation', 'the elderly are a burden'],
    ['group_derogation', 'every muslim is a terrorist'],
    ['group_derogation', 'hindus are disgusting'],
    ['group_derogation', 'christians are brainwashed idiots'],
    ['group_derogation', 'blind people are useless'],
    ['group_derogation', 'roma are thieves'],
    ['group_derogation', 'trans people are a mental illness'],
    ['group_derogation', 'trans women are not real women'],
    ['group_derogation', 'the gays are destroying this country'],
    ['group_derogation', 'women belong in the kitchen'],
    ['group_derogation', 'typical woman, cant even park'],
    ['group_derogation', "that's so typical of men"],
    ['group_derogation', 'fucking immigrants ruin everything'],
    ['group_derogation', 'autistic people are retarded'],
    // a member standing for the group: a role named with it, or "every … i know"
    ['group_derogation', 'every indian doctor is a fraud'],
    ['group_derogation', 'every sikh i know is a snob'],
    ['group_derogation', 'every trans person i see makes me feel physically ill'],
    ['group_derogation', 'immigrants are less civilised than us'],
    ['group_derogation', 'black people arent as clever as white people'],
    ['group_derogation', 'nonbinary people are the most annoying pathetic people alive'],
    ['group_derogation', 'why dont old people just die?'],
    // unpunctuated, the way members type: the insult ends its clause where the next one starts
    ['group_derogation', 'poles are thieves my bike got nicked twice'],
    ['group_derogation', 'women are so thick its unbelievable'],
    ['group_derogation', 'why cant women ever just shut up'],
    // questions and opinions
    ['group_derogation', 'why are women so stupid?'],
    ['group_derogation', 'why do jews always lie?'],
    ['group_dehumanisation', 'are immigrants even human?'],
    ['group_dehumanisation', 'i think immigrants are a plague'],
    ['group_dehumanisation', 'in my opinion gays are scum'],
    ['group_derogation', 'i hate to say it but immigrants are lazy'],
    // dehumanisation
    ['group_dehumanisation', 'refugees are vermin'],
    ['group_dehumanisation', 'gay people are animals'],
    ['group_dehumanisation', 'immigrants are cockroaches'],
    ['group_dehumanisation', 'disabled people are parasites'],
    ['group_dehumanisation', 'trans people are subhuman'],
    ['group_dehumanisation', 'mexicans are trash'],
    ['group_dehumanisation', 'muslims are a plague'],
    ['group_dehumanisation', 'roma are filth'],
    ['group_dehumanisation', 'arabs are savages'],
    ['group_dehumanisation', 'white people are a disease'],
    ['group_dehumanisation', 'asylum seekers are leeches'],
    ['group_dehumanisation', 'muslims breed like rats'],
    ['group_dehumanisation', 'muslim scum'],
    ['group_dehumanisation', 'jews r rats'],
    // threats and calls for violence
    ['group_threat', 'kill all muslims'],
    ['group_threat', 'kill all the gays'],
    ['group_threat', 'we should kill all the muslims'],
    ['group_threat', 'gay people should be shot'],
    ['group_threat', 'trans people should be hanged'],
    ['group_threat', 'gas the jews'],
    ["group_threat", "i'm going to hurt the next muslim i see"],
    ["group_threat", "i'm going to beat up every gay i see"],
    ['group_threat', 'someone should burn their mosque'],
    ['group_threat', 'someone needs to shoot up that synagogue'],
    ['group_threat', 'old people should just die already'],
    ['group_threat', 'refugees deserve to die'],
    ['group_threat', 'trannies should kill themselves'],
    ['group_threat', 'i hope all refugees drown'],
    // exclusion and denial of rights
    ['group_exclusion', 'immigrants are ruining everything. deport them all'],
    ['group_exclusion', 'deport all immigrants'],
    ['group_exclusion', 'ban muslims from this country'],
    ['group_exclusion', 'kick all the immigrants out'],
    ['group_exclusion', 'lets get rid of all the refugees'],
    ['group_exclusion', "refugees don't belong here"],
    ['group_exclusion', "women shouldn't be allowed to vote"],
    ['group_exclusion', "disabled people shouldn't be allowed to have kids"],
    ['group_exclusion', 'muslims should go back to where they came from'],
    ['group_exclusion', 'no muslims allowed in this country'],
    ['group_exclusion', 'the world would be better without jews'],
    ['group_exclusion', 'immigrants are parasites and they should be deported'],
    ['group_exclusion', 'no black person should ever be a teacher'],
    ['group_exclusion', 'no muslim should live in this country'],
    ['group_exclusion', 'trans people shouldnt get any healthcare for their delusions'],
    // slurs
    ['slur', 'go back to your country you fucking chink'],
    ['slur', 'f*gs are disgusting'],
    ['slur', 'pakis should go home'],
    ['slur', 'look at that tr@nny lmao'],
  ])('%s: %s', (signal, text) => {
    const findings = find(text);
    expect(findings.map((finding) => finding.signal)).toContain(signal);
    expect(strongestScore(findings)).toBeGreaterThanOrEqual(0.7);
  });

  it('scores clear hate at 0.8 or more', () => {
    for (const text of ['i hate muslims', 'refugees are vermin', 'kill all muslims', "women shouldn't be allowed to vote", 'black people are all lazy']) {
      expect(strongestScore(find(text))).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('reads chat spelling: run-together words, swapped letters, leetspeak and masks', () => {
    expect(signalsOf('womenare so dumb')).toEqual(['group_derogation']);
    expect(signalsOf('wmoen are so dumb')).toEqual(['group_derogation']);
    expect(signalsOf('the asains are all liars')).toEqual(['group_derogation']);
    expect(signalsOf('ihate muslims')).toEqual(['group_derogation']);
    expect(signalsOf('imigrants are a plague')).toEqual(['group_dehumanisation']);
    expect(signalsOf('musl1ms are tr4sh')).toEqual(['group_dehumanisation']);
    expect(signalsOf('m*slims are vermin')).toEqual(['group_dehumanisation']);
  });

  it('follows a pronoun back to the group named earlier in the message', () => {
    expect(find('i met some muslims today. they are all liars')).toEqual([{ signal: 'group_derogation', excerpt: 'they are all liars', score: 0.8 }]);
    expect(signalsOf("immigrants? they're all rats")).toEqual(['group_dehumanisation']);
  });

  it('reports the words that fired', () => {
    expect(find('honestly i think refugees are vermin')).toEqual([{ signal: 'group_dehumanisation', excerpt: 'refugees are vermin', score: 0.9 }]);
    expect(find('kill all muslims')).toEqual([{ signal: 'group_threat', excerpt: 'kill all muslims', score: 0.95 }]);
  });
});

describe('findGroupHate leaves negation, counter-speech and ordinary talk alone', () => {
  it.each([
    // negated hate
    "i don't hate muslims",
    'i dont hate gay people, i just dont understand them',
    'immigrants are not vermin',
    'no trans person deserves to die',
    'not all men are trash',
    "women aren't inferior to anyone",
    'muslims are not terrorists',
    'disabled people are not a burden',
    'nobody should hurt trans kids',
    'no woman should be a victim of that',
    'no immigrant should live in fear',
    'no trans person should ever have to hide who they are',
    'no disabled person should be treated like that',
    'why dont old people just leave the house more?',
    'why cant trans people just live in peace',
    'the indian doctor i saw today was so kind',
    'every sikh i know is so generous',
    'i would never hurt a muslim',
    "i don't think women are stupid at all",
    // counter-speech and reports
    'nobody should say disabled people are worthless',
    "someone told me 'jews are scum' and it hurt so much",
    'calling refugees animals is disgusting',
    "i'm sick of people saying black people are lazy",
    'stop saying trans people are a disease',
    "it's not true that immigrants are criminals",
    "my dad thinks muslims are dangerous and i don't know how to talk to him",
    "i'm jewish and people keep telling me jews are greedy",
    "i'm gay and my dad says gays are disgusting",
    'he said all muslims should be deported and i walked out',
    'my parents hate gay people and it scares me',
    'my parents hate gay people. they are all so ignorant',
    'people want to kill trans people and it terrifies me',
    'someone tried to burn our mosque and we are scared',
    "i used to think gay people were disgusting, now i'm ashamed",
    'why do people hate jews so much?',
    // neutral and positive mentions, self-identification, questions
    'i love my muslim neighbours',
    'as a trans woman i feel so alone',
    'we need more disabled people in tech',
    'black people deserve better',
    'how can i support my gay son?',
    "i'm a black woman and i'm so tired",
    "i'm autistic and autistic people are so misunderstood",
    'why are trans people treated so badly?',
    'are gay people more likely to be depressed?',
    'why are muslims always portrayed as terrorists?',
    'refugees are people too',
    'trans women are women',
    'gay people should be allowed to marry',
    'the elderly deserve respect',
    'my grandma is old and i love old people',
    'old people are so wise',
    'deaf people are amazing',
    'lesbians deserve to feel safe',
    'immigrants make this city so vibrant',
    'trans people die every day because of hate',
    'women are paid less for the same work',
    'i hate how people treat immigrants',
    'i hate being gay sometimes, its so hard',
    'i met some muslims today. they were really kind',
    'the women at my work are so lazy honestly',
    'girls in my class are mean to me',
    // reclaimed words
    "i'm queer and proud",
    'queer people are my whole community',
    "i'm a proud dyke",
    // hate of things that are not protected groups
    'i hate mondays',
    'mosquitoes are vermin',
    'politicians are parasites',
    'my boss is trash',
    'rats are disgusting, i found one in my kitchen',
    "i can't stand my coworkers",
    'black rats are everywhere in this city',
    'the blinds are broken again',
    'wash your whites separately lol',
    // slurs someone else used
    'people at school call me a f*g and i hate it',
    'he called me a tranny and i cried all night',
    'the word "retard" is so hurtful',
    'im so tired of being called a retard at school',
  ])('%s', (text) => {
    expect(find(text)).toEqual([]);
  });
});
