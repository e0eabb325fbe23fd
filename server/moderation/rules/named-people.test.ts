import { describe, expect, it } from 'vitest';
import { findNamedPeople } from './named-people.js';
import { normalizeText } from './normalize.js';
import { findFullNames } from './person-names.js';

const namedPeople = (text: string) => findNamedPeople(normalizeText(text).plain);
const fullNames = (text: string) => findFullNames(normalizeText(text).plain).map(({ excerpt, cue }) => [excerpt, cue]);

describe('findFullNames reads a first and last name in lower-case text', () => {
  it.each([
    ['a capitalised name after a relation', 'my cousin Declan Moriarty never calls', [['declan moriarty', 'relation']]],
    ['a lower-case name after "is called"', 'the lad is called kwame asante', [['kwame asante', 'named']]],
    ['a self-introduction', "hiya, i'm Siobhan Keane", [['siobhan keane', 'self']]],
    ['fillers after "my name is"', 'my name is, um, like, Yusuf Demir', [['yusuf demir', 'self']]],
    ['a title before a name not on the list', 'Dr Ngozi Okonkwo helped me', [['ngozi okonkwo', 'named']]],
    ['a middle name', 'her name is sarah jane whitlock', [['sarah jane whitlock', 'named']]],
    ['a hyphenated surname', 'my neighbour Karen Ashby-Lowe', [['karen ashby-lowe', 'relation']]],
    ['an accented first name', 'i am Zoë Lindqvist', [['zoë lindqvist', 'self']]],
    ['a word-like first name after a name cue', 'my sponsor is Mark Hollis', [['mark hollis', 'named']]],
  ])('%s', (_label, text, expected) => {
    expect(fullNames(text)).toEqual(expected);
  });

  it.each([
    ['a first name and a verb', 'my friend sam said it gets easier'],
    ['a first name and an age', "I'm Jake, 19, from Leeds"],
    ['a first name and "and"', 'my name is jake and i am new here'],
    ['a word-like first name without a cue', 'i hope grace hill is kinder this year'],
    ['a word-like first name after a bare relation', 'my wife will pick up the kids'],
    ['a title and one name', 'Dr Google says i am dying lol'],
    ['a hospital named after a person', 'they moved him to the John Radcliffe hospital'],
    ['a shop named after a person', 'the John Lewis advert made me cry again'],
    ['a saint', 'we lit a candle at St James'],
    ['a list of first names', 'i told john alex and gabriel about it'],
    ['a possessive after "i\'m"', "i'm jake paul's biggest fan honestly"],
    ['a first name with a possessive', "emma's mum picked us up"],
    ['a first name and an adverb', 'sarah really helped me'],
  ])('%s', (_label, text) => {
    expect(fullNames(text).filter(([, cue]) => cue === 'self' || cue === 'named')).toEqual([]);
  });
});

describe('findNamedPeople blocks a full name with where to find the person', () => {
  it.each([
    ['a self-introduction alone', 'hello everyone, my name is Tariq Haddad', 'full_name'],
    ['a lower-case self-introduction', 'im chloe okonkwo btw', 'full_name'],
    ['a word-like first name introduced, with a place', 'im ash kowalczyk, in Larchfield halls if anyone wants a brew', 'named_person'],
    ['a title after an introduction', "I'm Reverend Alan Pryce, everyone's welcome", 'full_name'],
    ['a name and a named school', 'my son Oliver Brennan is in year 6 at Westmoor Primary', 'named_person'],
    ['a name and a clinic on a street', 'my counsellor is Dr Helen Achebe at the Cedarbank Practice on Mill Lane', 'named_person'],
    ['a name and a workplace', 'my ex darren walsh works at the lidl in fenwick, tell him i said hi', 'named_person'],
    ['a name and a street', 'her name is priti shah and she lives on orchard road', 'named_person'],
    ['a name and a saint-named parish', 'ask for Father Brendan Hale at St Columba’s', 'named_person'],
    ['a name and an invitation', 'that man, graham doyle, everyone should know what he did', 'named_person'],
    ['a name and a room in halls', 'my flatmate Megan Price is in block d room 14', 'named_person'],
    ['a name and a job in a town', "my stepdad's name is lee barker, he's a taxi driver in Hollinwood", 'named_person'],
    ['a name and a platform', 'my facebook is Aoife Brennan-Hart, the one with the horse', 'named_person'],
  ])('%s', (_label, text, signal) => {
    const findings = namedPeople(text);
    expect(findings.map((finding) => finding.signal)).toContain(signal);
    expect(Math.max(...findings.map((finding) => finding.score))).toBeGreaterThanOrEqual(0.9);
  });
});

describe('findNamedPeople lets people and places in a life story through', () => {
  it.each([
    ['a first name and a hospital', "my mum Linda passed at St Mary's hospital in March"],
    ['a full name where someone died', 'my grandad Peter Hughes died at St Luke’s hospice last year'],
    ['a full name where we met', 'i met my husband Tom Avery at the Crown pub in 2009'],
    ['a full name with no place', 'my best friend Chloe Bennett is the only one who checks on me'],
    ['a generic workplace', 'my brother Tom Walker works at a hospital and never sleeps'],
    ['a job in the past', 'my dad Peter Hughes was a miner in Barnsley'],
    ['working at a school', 'i work at a school and the kids keep me going'],
    ['a first-name introduction', "Hi, I'm Jake, 19, from Leeds, first time posting"],
    ['a famous person quoted', 'Robin Williams said the saddest people try hardest to make others happy'],
    ['a famous person and a stadium', 'Taylor Swift at Wembley was the first time i felt alive in months'],
    ['an author recommended', 'Kristin Neff has a lovely book on self-compassion, look her up'],
    ['a public figure on social media', 'Dr Julie Smith on tiktok explains this so well, follow her'],
    ['a shop', 'went to Tesco and cried in the cereal aisle'],
    ['a pub', 'we used to go to the Crown pub every friday'],
    ['a station', 'I had a panic attack at St Pancras station'],
    ['Jesus', 'Jesus Christ, this week has been too much'],
    ['a first name and a school', "my son Oliver starts at Kingsgate Primary next week and i'm terrified"],
    ['a cinema with a friend', 'my friend Sam Jones and I went to the cinema and it helped'],
    ['a charity named after a person', 'the Marie Curie nurses were so kind to my dad'],
    ['a frank therapist', 'my therapist is frank with me and i need that'],
    ['a name in a kind reply', 'Sending love Sarah, you are not alone in this'],
    ['a home in a general way', 'she is at home with my nan now'],
    ['a school someone went to', 'i went to Ravenswood school with a girl called Jess Morgan, she would have been 30 today'],
    ['a double first name and a school', 'my sister Lily Rose starts at Kingsgate Primary on monday'],
    ['a word-like first name after "i\'m"', "i'm ivy league educated and still unemployed"],
    ['a famous name after "i\'m"', "I'm Tom Hardy levels of tired at work today"],
    ['a hospital room', "i'm at the hospital with my dad, he's in room 4"],
  ])('%s', (_label, text) => {
    expect(namedPeople(text)).toEqual([]);
  });
});
