import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize.js';
import { checkPeerNotTherapist } from './peer-not-therapist.js';
import type { MessageContext } from './types.js';

const DIAGNOSIS =
  "Our pledge is to speak as a peer, not a therapist, so please don't diagnose anyone. Sharing how their words touched you, or what you've lived through, helps more.";
const MEDICATION =
  "Our pledge is to speak as a peer, not a therapist, so please leave medication advice to their doctor. You're welcome to share your own experience instead.";
const DIRECTIVE =
  "Our pledge is to speak as a peer, not a therapist, so please don't tell someone what they should do. Try offering validation, or sharing what helped you.";

const check = (text: string, context: MessageContext = 'reply') => checkPeerNotTherapist(normalizeText(text), { context });

describe('checkPeerNotTherapist blocks diagnoses', () => {
  it.each([
    'You clearly have bipolar disorder.',
    "Sounds like you're a narcissist, honestly.",
    'you have BPD, that is why you push people away',
    'Honestly it sounds like you have depression.',
    "You've got textbook ADHD.",
    'You obviously suffer from an eating disorder.',
    'ur such a psychopath',
    "you're so OCD about everything",
    'you show all the signs of a personality disorder',
    'your ex sounds like a narcissist',
    'your mom is clearly bipolar',
    "I bet he's a sociopath",
  ])('%s', (text) => {
    expect(check(text)).toMatchObject({ check: 'peer_not_therapist', blocked: true, reason: DIAGNOSIS });
  });
});

describe('checkPeerNotTherapist blocks medication advice', () => {
  it.each([
    "Stop taking your antidepressants, they're poison.",
    'You should up your dose.',
    'Try Xanax, it helped me sleep.',
    'just get off your meds',
    'you need to be on meds',
    'honestly just double your lexapro',
    'maybe skip your pills for a few days and see',
    'you should switch to zoloft',
    "You don't need meds, you need fresh air.",
    'antidepressants are a scam',
    'smoke some weed, it helps more than therapy',
    'everyone should quit taking ssris',
  ])('%s', (text) => {
    expect(check(text)).toMatchObject({ blocked: true, reason: MEDICATION });
  });

  it('blocks medication advice inside a post too, since it is aimed at others', () => {
    expect(check('Everyone reading this: stop taking your meds, they numb you.', 'post')).toMatchObject({ blocked: true, reason: MEDICATION });
  });
});

describe('checkPeerNotTherapist blocks directives and dismissals in replies', () => {
  it.each([
    'You should leave him.',
    'You need to stop crying about it.',
    'You have to forgive her.',
    'Just get over it.',
    'Snap out of it!',
    'Man up.',
    'Stop being so dramatic.',
    'you just need to go to the gym more',
    'You should just move on',
    'honestly you need to break up with her',
    'leave him, you deserve better',
    'You need to get over it and grow up.',
    'You should be grateful you even have a job.',
    'you gotta toughen up',
    'Quit whining, others have it worse.',
    'Seriously, you need to tell your boss off.',
    'You must confront him tomorrow.',
    'dump her',
    'just calm down',
    'You really need to let it go.',
  ])('%s', (text) => {
    expect(check(text)).toMatchObject({ blocked: true, reason: DIRECTIVE });
  });
});

describe('checkPeerNotTherapist lets peer language through', () => {
  it.each([
    'You should be proud of yourself.',
    "You should know you're not alone.",
    "You shouldn't have to go through this alone.",
    'You deserve to feel safe.',
    'What helped me was walking every morning.',
    'Maybe it could help to write things down.',
    'Have you thought about talking to someone you trust?',
    'You must be exhausted.',
    'You must have been so scared.',
    "You don't have to have it all figured out.",
    'You should talk to someone you trust, or call 988.',
    'If you feel unsafe, you should call 911.',
    'You need to be gentle with yourself right now.',
    'you need to know that you matter',
    "You shouldn't feel guilty for needing help.",
    'you should take care of yourself tonight',
    'Please don\'t stop your meds without talking to your doctor.',
    'Did you stop taking your meds?',
    'talk to your doctor before you change your dose',
    'People who tell you to just get over it have never been there.',
    'It is not as simple as "snap out of it".',
    "You'll get over it in time, be patient with yourself.",
    'If you have depression, mornings can be so hard.',
    'Do you think you might have ADHD?',
    "You're not a narcissist for wanting space.",
    "I'm sorry your dad is an alcoholic.",
    'You should give yourself credit.',
    'You need to take it one day at a time.',
    'You need to hear this: you are loved.',
    'I think you should talk to a counselor about it.',
    'Maybe you should try journaling?',
    "You don't need to apologize.",
    'You should never have been treated like that.',
    'What you need to do first is rest, the rest can wait.',
    'You should stop blaming yourself.',
    'It might help to ask yourself what you need.',
    'You have to decide what feels right for you.',
    'Perhaps you could look into a support group.',
    'I had to learn to stop apologizing for my feelings.',
    'My therapist told me to stop taking on everyone else\'s problems.',
    'You might have been through more than you realize.',
    'Whether you should leave is your call, and I trust you.',
    'You have to be so tired of fighting.',
  ])('%s', (text) => {
    expect(check(text)).toMatchObject({ blocked: false });
  });
});

describe("checkPeerNotTherapist reads a member's own post as sharing", () => {
  it.each([
    'I should have called her that night.',
    'Should I talk to someone?',
    'I need to get better, for my kids.',
    'My doctor says I have bipolar disorder.',
    "I stopped taking my meds and I'm scared.",
    'I want to stop taking my meds but I am afraid to ask.',
    'My ex was a narcissist and I am still recovering.',
    'Everyone keeps telling me to just get over it.',
    'I need to snap out of it, I know.',
    'When you have depression, you need to fight for every small thing.',
    'You have to understand, I was only sixteen.',
    'My mom says I should leave him.',
  ])('%s', (text) => {
    expect(check(text, 'post')).toMatchObject({ blocked: false });
  });

  it('still blocks a diagnosis aimed at the reader', () => {
    expect(check('To whoever reads this: you clearly have BPD.', 'post')).toMatchObject({ blocked: true, reason: DIAGNOSIS });
  });
});

describe('checkPeerNotTherapist scoring', () => {
  it('keeps a soft directive in the score and matches without blocking', () => {
    const result = check('You need to write it all down.');
    expect(result.blocked).toBe(false);
    expect(result.score).toBeGreaterThan(0);
    expect(result.matches).toEqual(['directive: "you need to write it all down"']);
  });

  it('gives the medication reason when medication advice and a directive come together', () => {
    expect(check('You should leave him and stop taking your meds.')).toMatchObject({ blocked: true, reason: MEDICATION });
  });

  it('returns no reason and no matches for kind words', () => {
    expect(check('I hear you. That sounds so heavy, and I am glad you shared it.')).toEqual({
      check: 'peer_not_therapist',
      score: 0,
      blocked: false,
      matches: [],
    });
  });
});
