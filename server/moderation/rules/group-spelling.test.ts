import { describe, expect, it } from 'vitest';
import { readGroupSpelling, splitBeforeKeyWord, splitRunTogether } from './group-spelling.js';

describe('readGroupSpelling', () => {
  it.each([
    ['letters swapped', 'i hate wmoen and muslmis and jwes', 'i hate women and muslims and jews'],
    ['a letter or the vowels dropped', 'immigrnts and mslms and blck ppl', 'immigrants and muslims and black ppl'],
    ['digits the word form left', '1 h8 p30ple', 'i hate people'],
    ['spaced-out group words', 'g a y people and j e w s', 'gay people and jews'],
    ['spaced-out words with digits', 'those n 1 g g 3 r s', 'those n1gg3rs'],
    ['words run together', 'killallmuslims gaypeople womenarea', 'kill all muslims gay people women are a'],
    ['text speak', 'they shud b deported', 'they should be deported'],
    ['contractions the word form joined', 'theyre theyd theyll', 'they are they would they will'],
    ['voice-transcript fillers and restarts', 'they should all be, like, rounded up. im, im sure', 'they should all be rounded up. im sure'],
    ['a spelling repeated in brackets', 'romanians (r0manians) are', 'romanians are'],
  ])('%s', (_, written, read) => {
    expect(readGroupSpelling(written)).toBe(read);
  });

  it('leaves real words, and a bracket that changes the meaning, as written', () => {
    expect(readGroupSpelling('the tarns by the lake, a back road, refuges, transport, menace, ramen')).toBe(
      'the tarns by the lake, a back road, refuges, transport, menace, ramen',
    );
    expect(readGroupSpelling('tarns people')).toBe('trans people');
    expect(readGroupSpelling('muslims are great (jk)')).toBe('muslims are great (jk)');
  });

  it('splits a run-together word only into known words with a group word among them', () => {
    expect(splitRunTogether('hatejews')).toBe('hate jews');
    expect(readGroupSpelling('ihatejews')).toBe('i hate jews');
    expect(splitRunTogether('therapists')).toBeUndefined();
    expect(splitRunTogether('blackout')).toBeUndefined();
    expect(splitRunTogether('menfolk')).toBeUndefined();
  });

  it('splits a word of the hate patterns from the word run into it, only where the whole is no word', () => {
    expect(splitBeforeKeyWord('areparasites')).toBe('are parasites');
    expect(splitBeforeKeyWord('arevermin')).toBe('are vermin');
    expect(splitBeforeKeyWord('therapists')).toBeUndefined();
    expect(splitBeforeKeyWord('ashamed')).toBeUndefined();
    expect(readGroupSpelling('migrants aregarbage')).toBe('migrants are garbage');
  });
});
