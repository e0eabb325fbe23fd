import { describe, expect, it } from 'vitest';
import { findGroupMentions, readGroupSpelling } from './group-terms.js';
import { findOffensiveWords, restoreMaskedWords } from './offensive-terms.js';

const mentions = (words: string) => findGroupMentions(words).map(({ text, generality, viaPronoun }) => ({ text, generality, viaPronoun }));

describe('findGroupMentions', () => {
  it('finds plural nouns, adjective + person noun, "the" + adjective and "people with"', () => {
    expect(mentions('muslims and black women and the elderly and people with disabilities').map((mention) => mention.text)).toEqual([
      'muslims',
      'black women',
      'the elderly',
      'people with disabilities',
    ]);
  });

  it('tells the whole group from particular people and from a denial', () => {
    expect(mentions('all immigrants')[0].generality).toBe('general');
    expect(mentions('some immigrants')[0].generality).toBe('specific');
    expect(mentions('the immigrants at my work')[0].generality).toBe('specific');
    expect(mentions('not all immigrants')[0].generality).toBe('denied');
    expect(mentions('a trans woman')[0].generality).toBe('specific');
    expect(mentions('every trans woman')[0].generality).toBe('general');
  });

  it('does not read ordinary words as groups', () => {
    expect(mentions('black rats and old dogs and the blinds')).toEqual([]);
  });

  it('resolves a pronoun only when nobody else could be meant', () => {
    expect(mentions('i met some muslims. they are nice').at(-1)).toEqual({ text: 'they', generality: 'specific', viaPronoun: true });
    expect(mentions('my parents hate gay people. they are mean').filter((mention) => mention.viaPronoun)).toEqual([]);
  });
});

describe('readGroupSpelling', () => {
  it('splits run-together words and corrects swapped or single letters', () => {
    expect(readGroupSpelling('womenare wmoen imigrants asains ihate theyre')).toBe('women are women immigrants asians i hate they are');
  });

  it('leaves real words alone', () => {
    expect(readGroupSpelling('transport menace refuges golden')).toBe('transport menace refuges golden');
  });
});

describe('offensive terms', () => {
  it('restores masked words without moving anything', () => {
    expect(restoreMaskedWords('go f*** yourself, f*g, *hugs*')).toBe('go fuck yourself, fag, *hugs*');
  });

  it('tells identity slurs from profanity and insults, and ignores intensifiers', () => {
    const found = findOffensiveWords('you 1d10t, fucking bitch, chink, flame retardant');
    expect(found.map(({ word, kind }) => [word, kind])).toEqual([
      ['1d10t', 'insult'],
      ['bitch', 'profanity'],
      ['chink', 'identity_slur'],
    ]);
  });
});
