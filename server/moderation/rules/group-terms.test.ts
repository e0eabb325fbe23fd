import { describe, expect, it } from 'vitest';
import { readGroupSpelling } from './group-spelling.js';
import { findGroupMentions } from './group-terms.js';
import { findOffensiveWords, isHarmlessSense, restoreMaskedWords } from './offensive-terms.js';

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

  it('resolves a pronoun to the group named right after it, in apposition or by name', () => {
    const named = (words: string) => findGroupMentions(words).filter((mention) => mention.viaPronoun).map(({ text, referent }) => [text, referent]);
    expect(named('i hate them, those muslims')).toEqual([['them', 'muslims']]);
    expect(named('they are liars. they are refugees after all')).toEqual([['they', 'refugees'], ['they', 'refugees']]);
    expect(named('they are scum, the travellers i mean')).toEqual([['they', 'travellers']]);
    expect(named('they told me off, those nurses')).toEqual([]);
    expect(named('they are kind and refugees are welcome')).toEqual([]);
  });

  it('lets a singular mention stand for the group only when the pronoun sums them all up', () => {
    expect(mentions('i met a black lad once. they are all the same').at(-1)).toEqual({ text: 'they', generality: 'general', viaPronoun: true });
    expect(mentions('a black lad helped me. they were kind').filter((mention) => mention.viaPronoun)).toEqual([]);
  });

  it('forgets a group named more than a sentence before the pronoun', () => {
    expect(mentions('we talked about refugees. then dinner. then the film. they were awful').filter((mention) => mention.viaPronoun)).toEqual([]);
  });

  it('reads "no more" and "zero" as denying the group', () => {
    expect(mentions('no more immigrants')[0].generality).toBe('denied');
    expect(mentions('zero muslims were hurt')[0].generality).toBe('denied');
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

  it('knows the senses of a slur spelling that name no one', () => {
    const harmless = (words: string) => findOffensiveWords(words).map((word) => isHarmlessSense(words, word));
    expect(harmless('out for a fag and a coffee')).toEqual([true]);
    expect(harmless('you fag')).toEqual([false]);
    expect(harmless('the walk along offas dyke')).toEqual([true]);
    expect(harmless('a chink of light')).toEqual([true]);
    expect(harmless('homo sapiens')).toEqual([true]);
  });

  it('finds the slurs added to the dataset and their masked spellings', () => {
    const slurs = (words: string) => findOffensiveWords(restoreMaskedWords(words)).filter((word) => word.kind === 'identity_slur').map((word) => word.term);
    expect(slurs('trannies p1keys yids spazzes tards')).toEqual(['tranny', 'pikey', 'yid', 'spaz', 'tard']);
    expect(slurs('k*kes g*ppos d*kes')).toEqual(['kike', 'gyppo', 'dyke']);
    expect(slurs('pof and tinder, a pony, toons')).toEqual([]);
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
