import { describe, expect, it } from 'vitest';
import { findBelittling } from './belittling.js';
import { normalizeText } from './normalize.js';

const signalsOf = (text: string) => findBelittling(normalizeText(text).words).map((finding) => finding.signal);

describe('findBelittling reads talking down, mockery and blame', () => {
  it.each([
    ['condescending', "I'm sure even you can work that out."],
    ['condescending', 'the rest of us figured this out at school'],
    ['condescending', 'my 5 year old handles losing at football better than you'],
    ['condescending', "it's a paper cut. you'll live"],
    ['condescending', 'not reading all that'],
    ['condescending', 'too long, didnt read'],
    ['condescending', 'Yawn.'],
    ['sarcastic', 'hold on, let me get out my tiny violin'],
    ['sarcastic', 'the worlds smallest violin is playing for you'],
    ['judgmental', 'you made your bed mate'],
    ['judgmental', 'you kept texting him after he blocked you. thats on you'],
    ['judgmental', 'hard to feel sorry for someone who lies to everyone'],
    ['judgmental', 'you should have saved instead of going to ibiza'],
    ['judgmental', 'shame on you for saying that about your mum'],
    ['judgmental', "honestly it's your own fault"],
  ])('%s: %s', (signal, text) => {
    expect(signalsOf(text)).toEqual([signal]);
  });
});

describe('findBelittling leaves kind replies alone', () => {
  it.each([
    'none of this is on you',
    "it's on you to decide what feels right, nobody else",
    "you'll live through this and come out stronger",
    "i'm not saying its your fault, it really isn't",
    'i feel like its my fault too sometimes',
    "people who tell you 'you made your bed' have never been there",
    'the tiny violin crowd can stay out of this thread, your feelings are valid',
    'i should have listened to my body sooner too, be gentle with yourself',
    "don't feel sorry for being sad, it's allowed",
  ])('%s', (text) => {
    expect(signalsOf(text)).toEqual([]);
  });
});
