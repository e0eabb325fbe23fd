import { describe, expect, it } from 'vitest';
import { checkIdentifyingInfo } from './identifying-info.js';
import { normalizeText } from './normalize.js';

const REASON = "To protect everyone's anonymity, please don't share contact details or other identifying information.";
const check = (text: string) => checkIdentifyingInfo(normalizeText(text));

describe('checkIdentifyingInfo blocks contact details', () => {
  it.each([
    ['US phone with dashes', 'Call me at 555-123-4567 if you ever want to talk.'],
    ['US phone with parentheses', 'my number is (555) 123 4567, text anytime'],
    ['US phone with dots', 'you can reach me on 555.867.5309 tonight'],
    ['US phone with country code', 'I am at +1 415 555 0199 most evenings'],
    ['seven-digit local number', 'just call 555-0147 after work'],
    ['ten digits run together', 'here is my cell 4155550199'],
    ['UK mobile', 'text me on 07700 900123 when you land'],
    ['international with plus', 'whatsapp +44 7700 900123'],
    ['German number', 'ring me, 0049 30 1234567'],
    ['digits spaced one by one', 'it is 5 5 5 1 2 3 4 if you need it'],
    ['spoken digits from a voice transcript', 'my number is five five five one two three four'],
    ['spoken digits in groups', 'five five five, one two three, four five six seven'],
    ['spoken digits with oh and double', 'call oh seven seven double oh nine one two three four five'],
    ['spoken tens', 'it is five five five twelve thirty four'],
    ['e-mail address', 'email me at jane.doe@gmail.com and we can talk'],
    ['e-mail spoken out', "I'm jane dot doe at gmail dot com"],
    ['e-mail with bracketed at', 'write to sadpanda [at] outlook [dot] com'],
    ['e-mail at a known provider', 'send it to sadpanda at hotmail'],
    ['https link', 'I wrote about it here: https://myblog.example.com/post/12'],
    ['www link', 'go to www.mysite.net for my story'],
    ['short link', 'bit.ly/abc123 has the rest'],
    ['bare domain', 'see mysadstory.com for more'],
    ['domain spoken out', 'look up janedoe dot com'],
    ['Telegram link', 't.me/lonelyfox'],
    ['at-handle', 'find me, I am @sadgirl_22'],
    ['my insta is', 'my insta is sunflower.jen'],
    ['add me on snap', 'add me on snap if you want to talk more'],
    ['platform with colon', 'snap: jenny.k'],
    ['discord label', 'discord: lonelywolf#1234'],
    ['my discord is', 'my discord is nightowl_99 so hmu'],
    ['follow me on', 'follow me on tiktok, I post about this'],
    ['reddit user', 'dm u/quiet_river_22 on reddit'],
    ['street address', 'I live at 42 Oak Street with my mom'],
    ['famous address', 'we were at 1600 Pennsylvania Ave that night'],
    ['address with abbreviation', 'come by 12b Baker St.'],
    ['apartment number', 'Apt 4B, the blue door'],
    ['suite number', 'the office is at suite 300'],
    ['my address is', 'my address is on the card'],
    ['living on a named street', 'I live on Maple Drive, near the school'],
    ['PO box', 'write to PO Box 1234'],
    ['zip code', 'my zip code is 90210'],
    ['full name', 'my full name is Jordan Avery Smith'],
  ])('%s', (_label, text) => {
    const result = check(text);
    expect(result).toMatchObject({ check: 'identifying_info', blocked: true, reason: REASON });
    expect(result.score).toBeGreaterThan(0.8);
    expect(result.matches.length).toBeGreaterThan(0);
  });
});

describe('checkIdentifyingInfo lets the numbers of a life story through', () => {
  it.each([
    ['ages', 'I was 15 when it started and now I am 32'],
    ['a year', 'Back in 2019 everything changed for me'],
    ['a year range', 'from 2015 to 2019 I was married'],
    ['several years', 'in 2019 2020 and 2021 I lost three people'],
    ['a spoken year', 'he was born in nineteen ninety nine'],
    ['days sober', "I've been 90 days sober today"],
    ['a duration', '3 years ago my mom passed away'],
    ['a time', 'we are meeting at 5:30 to talk'],
    ['a time range', 'I work 9-5 and come home empty'],
    ['money', 'it cost me $1,500 and I still owe 2,000 dollars'],
    ['a large sum', 'we lost $250,000 when the business failed'],
    ['crisis numbers', 'you can call 988 or 911 anytime, they are there 24/7'],
    ['the old lifeline number', 'call 1-800-273-8255 if you need someone tonight'],
    ['crisis text line', 'text HOME to 741741'],
    ['an eating-disorder help line', "the eating disorder charity's helpline is 0808 801 0677, they were lovely"],
    ['a commute', 'the new school is 2 buses each way. i cry on the second one'],
    ['a count that ends a sentence', 'i took 8 in 24 hours. i had way too many'],
    ['a crisis site', 'https://988lifeline.org has a chat too'],
    ['a percentage', '90% of my days are bad lately'],
    ['a date', 'on 12/05/2023 he left without a word'],
    ['a dotted date', 'since 05.11.2022 I have not slept well'],
    ['distance down the road', 'I walked 3 miles down the road to clear my head'],
    ['hours on the highway', 'I spent 3 hours on the highway crying'],
    ['blocks from', 'we lived 2 blocks from the beach'],
    ['years down the road', 'maybe 5 years down the road it will hurt less'],
    ['an apartment and years', 'I moved into my apartment 3 years ago'],
    ['ages listed', 'my kids are five, seven and nine'],
    ['counting breaths', 'I count one two three four five six seven eight when I breathe'],
    ['a medication dose', 'they put me on 50 mg and then 100 mg'],
    ['a weight', 'I dropped from 180 to 140 pounds'],
    ['a grade', 'I got 2 out of 10 on the test'],
    ['talking about a platform', 'my instagram feed makes me feel worse about myself'],
    ['a private account', 'my instagram is private now.'],
    ['deleting social media', 'I deleted my facebook.'],
    ['ig as "I guess"', "ig i'm just tired"],
    ['missing space after a period', "I tried.it didn't help at all"],
    ['missing space before me', 'look at him.me too honestly'],
    ['at used as a word', 'see you @ 5 then'],
    ['at with a time', 'therapy @5pm today'],
    ['bottom line with a colon', 'the bottom line: I need to rest'],
    ['an email in general', 'I got an email from my boss and cried'],
    ['living on the street', 'I lived on the street for a year'],
    ['dotted initialisms', 'in the u.s. it is different, e.g. the costs'],
    ['a version number', 'the app is on version 2.0.1'],
  ])('%s', (_label, text) => {
    const result = check(text);
    expect(result).toEqual({ check: 'identifying_info', score: 0, blocked: false, matches: [] });
  });
});

describe('checkIdentifyingInfo blocks a named person who can be found, postcodes and asking for details', () => {
  it.each([
    ['introducing oneself by full name', "hi all, I'm Gwen Tallis and I'm new", 'full_name: "gwen tallis"'],
    ['full name and workplace in lower case', 'my ex is craig dobson, he works at the aldi in whitby', 'named_person: "craig dobson (workplace: aldi)"'],
    ['full name, school and class', 'the girl who bullies my son is called Ruby Kerr, she is at Moorfield Academy', 'named_person: "ruby kerr (named_place: moorfield academy)"'],
    ['full name and an invitation', 'my sponsor is Alan Greaves, ask for him at the tuesday meeting', 'named_person: "alan greaves (invitation: ask for him)"'],
    ['a UK postcode alone', 'cards welcome at the house, YO31 7PQ', 'postcode: "yo31 7pq"'],
    ['a US ZIP after a town', 'mail goes to Bend, OR 97701', 'postcode: "bend, or 97701"'],
    ['an Australian postcode after a suburb', 'we are in Carlton VIC 3053', 'postcode: "carlton vic 3053"'],
    ['a room in halls', 'Harker halls, block e room 9, knock any time', 'room_number: "halls, block e room 9"'],
    ['asking for a handle', "what's your insta? i'll follow you", 'contact_request: "what\'s your insta"'],
  ])('%s', (_label, text, match) => {
    const result = check(text);
    expect(result).toMatchObject({ check: 'identifying_info', blocked: true, reason: REASON });
    expect(result.score).toBeGreaterThan(0.8);
    expect(result.matches).toContain(match);
  });
});

describe('checkIdentifyingInfo lets the people and places of a life story through', () => {
  it.each([
    ['a first name and a hospital', 'my dad Graham passed at St Thomas hospital on sunday'],
    ['working at a school', 'i teach at a primary school and i love the kids'],
    ['a friend by first name', 'my friend Priya stayed up with me all night'],
    ['dr google', 'Dr Google says it could be anything lol'],
    ['a first name, an age and a town', "I'm Megan, 22, from Swansea, first post here"],
    ['a first name in lower case', 'im megan and im so tired at work'],
    ['a famous person', 'Lady Gaga talking about her pain helped me feel less alone'],
    ['a famous full name', 'Matt Haig wrote the book that kept me alive'],
    ['Jesus', 'Jesus, I did not see that coming'],
    ['a supermarket', 'had a panic attack in Tesco today'],
    ['a named pub', 'the Red Lion pub quiz is the only night i go out'],
    ['a station', 'missed my train at St Pancras station and just sat and cried'],
    ['a full name where someone died', 'my nan Joan Fielding died at St Luke’s hospice in may'],
    ['a full name and no place', "my brother Callum Reid hasn't spoken to me in a year"],
    ['a kind reply with a name', "Kira, you're doing so well, be proud of yourself"],
    ['an author to look up', 'Brene Brown has a talk on shame, look her up'],
  ])('%s', (_label, text) => {
    expect(check(text)).toEqual({ check: 'identifying_info', score: 0, blocked: false, matches: [] });
  });
});

describe('checkIdentifyingInfo reports what fired', () => {
  it('names each kind of detail for the admin queue', () => {
    const result = check('call 555-123-4567 or mail me@example.org');
    expect(result.matches).toEqual(['phone_number: "555-123-4567"', 'email: "me@example.org"']);
  });
});
