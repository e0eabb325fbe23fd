import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize.js';
import { findPostcodes } from './postcodes.js';

const postcodes = (text: string) => findPostcodes(normalizeText(text).plain).map((finding) => finding.excerpt);

describe('findPostcodes finds a postcode on its own', () => {
  it.each([
    ['a UK postcode in capitals', 'cards to Kestrel House, Brackley NN13 6PX please', 'nn13 6px'],
    ['a London postcode with a letter district', 'we are in EC1A 1BB now', 'ec1a 1bb'],
    ['a lower-case UK postcode', 'my postcode is ls6 3qa if that helps', 'ls6 3qa'],
    ['a US town, state and ZIP', 'mail it to 40 Pine Hollow, Dayton, OH 45402', 'dayton, oh 45402'],
    ['a US ZIP+4', 'box 7, Bend, OR 97701-1234', 'bend, or 97701-1234'],
    ['an Australian suburb, state and postcode', "we're in Fitzroy VIC 3065 if anyone's nearby", 'fitzroy vic 3065'],
    ['an Australian postcode after a comma', 'Toowong, QLD 4066', 'toowong, qld 4066'],
  ])('%s', (_label, text, excerpt) => {
    expect(postcodes(text)).toEqual([excerpt]);
  });

  it.each([
    ['a vitamin dose', 'my gp put me on b12 3mg a day'],
    ['a console and its storage', 'sold my ps4 2tb to pay rent'],
    ['an ordinal after a grid reference', 'it was my a1 2nd attempt at the exam'],
    ['a height', 'he is 6 2ft taller than me lol'],
    ['a state and a year', 'the fires in nsw 2019 took our house'],
    ['a law and a year', 'sectioned under the mental health act 1983'],
    ['"in" and a number', "i'm in 12000 pieces today"],
    ['a state and a price', 'moved to wa, 60000 a year is not enough'],
    ['a time and a place', 'see you at 9 in the morning'],
  ])('%s', (_label, text) => {
    expect(postcodes(text)).toEqual([]);
  });
});
