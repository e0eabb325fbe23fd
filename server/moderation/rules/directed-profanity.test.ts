import { describe, expect, it } from 'vitest';
import { findDirectedProfanity } from './directed-profanity.js';
import { strongestScore } from './findings.js';
import { normalizeText } from './normalize.js';

const find = (text: string) => findDirectedProfanity(normalizeText(text));

describe('findDirectedProfanity finds profanity and insults aimed at a person', () => {
  it.each([
    ['profanity_at_person', 'fuck you'],
    ['profanity_at_person', 'fuck u'],
    ['profanity_at_person', 'f*ck you'],
    ['profanity_at_person', 'fuuuuck youuu'],
    ['profanity_at_person', 'go f*** yourself'],
    ['profanity_at_person', 'fuck off'],
    ['profanity_at_person', 'screw you'],
    ['profanity_at_person', 's t f u'],
    ['profanity_at_person', 'stfu nobody asked'],
    ['profanity_at_person', 'shut the fuck up'],
    ['profanity_at_person', 'ur a stupid bitch'],
    ['profanity_at_person', 'you piece of shit'],
    ['profanity_at_person', 'you dumb fuck'],
    ['profanity_at_person', 'you look like shit'],
    ['profanity_at_person', 'you fucking cunt'],
    ['profanity_at_person', "you're retarded"],
    ['insult_at_person', 'shut up you idiot'],
    ['insult_at_person', "you're pathetic"],
    ['insult_at_person', 'you absolute moron'],
    ['insult_at_person', 'y0u 1d10t'],
    ['insult_at_person', "you're such a loser"],
    ['insult_at_person', 'you are worthless'],
    ['insult_at_person', 'ur so annoying'],
    ['insult_at_person', "you're a joke"],
    ['insult_at_person', 'you guys are idiots'],
    ['insult_at_person', 'your a moron'],
    ['insult_at_person', "you're disgusting"],
    ['insult_at_person', 'are you stupid or something'],
    ['insult_at_person', 'you people are trash'],
    ['insult_at_person', 'get lost you loser'],
    ['insult_at_person', 'you suck'],
    ['insult_at_person', "you're a f*cking idiot"],
    ['insult_at_person', 'you useless piece of garbage'],
    ['insult_at_person', 'u r a clown'],
    ['insult_at_person', 'i think you are so ugly'],
    ['insult_at_person', 'kys'],
    ['insult_at_person', 'go kill yourself'],
  ])('%s: %s', (signal, text) => {
    const findings = find(text);
    expect(findings.map((finding) => finding.signal)).toContain(signal);
    expect(strongestScore(findings)).toBeGreaterThanOrEqual(0.55);
  });

  it('reports the words aimed at the person', () => {
    expect(find('shut up you idiot')).toEqual([{ signal: 'insult_at_person', excerpt: 'you idiot', score: 0.75 }]);
    expect(find('go f*** yourself')).toEqual([{ signal: 'profanity_at_person', excerpt: 'go fuck yourself', score: 0.95 }]);
  });

  it('scores a curse at a person above a mild insult', () => {
    expect(strongestScore(find('fuck you'))).toBeGreaterThan(strongestScore(find('ur so annoying')));
  });
});

describe('findDirectedProfanity leaves venting, denials and friendly words alone', () => {
  it.each([
    // at a situation
    'this fucking week',
    'fuck cancer',
    'fuck you cancer',
    "that's so fucked up, you didn't deserve that",
    "you didn't deserve that shit",
    'this shit is hard',
    'holy shit you did it!',
    "fuck, you're so right",
    "you're not alone, that sounds shit",
    // at oneself
    "i'm such an idiot for texting him",
    'i feel like an idiot',
    "don't call yourself an idiot",
    'i used to think i was worthless',
    // at someone absent
    'my boss is a dick honestly',
    'what an idiot my brother is',
    'your ex sounds like a total asshole',
    'fuck that guy honestly',
    'you deserve better than that jerk',
    'your stupid boss should apologise',
    'screw the haters, you were so brave',
    // denials and reports
    "you're not stupid",
    'you are not pathetic for crying',
    "you're not a loser for feeling this way",
    "i don't think you're stupid at all",
    "crying doesn't make you weak or pathetic",
    "nobody should tell you you're worthless",
    "anyone who says you're worthless is wrong",
    'people who call you ugly are jealous',
    'my ex called me a stupid bitch and i believed him',
    'he said "you\'re pathetic" and walked out',
    "my mom always says you're useless and i believe her",
    'i told him to fuck off and he did',
    "please don't kill yourself",
    // friendly and warm
    "shut up that's amazing 😭",
    'shut up no way!!',
    "shut up!! i'm crying 😭",
    "stfu i'm so happy for you 😭",
    'stfu omg congrats!!',
    "fuck off that's so cute",
    "you're fucking amazing",
    "you're so fucking brave",
    "you're the shit",
    'you lucky bastard',
    "you're killing it!",
    'you are so strong',
    'damn you look good',
    'you poor thing',
    'are you okay?',
  ])('%s', (text) => {
    expect(find(text)).toEqual([]);
  });
});
