import { describe, expect, it } from 'vitest';
import { deniesEveryGroupClaim } from './group-denials.js';
import { normalizeText } from './normalize.js';

const denies = (text: string) => deniesEveryGroupClaim(normalizeText(text));

describe('deniesEveryGroupClaim', () => {
  it.each([
    'Black people are not animals.',
    'women arent vermin',
    'Immigrants are not the problem.',
    'gay people are not a disease',
    'refugees are never criminals.',
    'No migrant deserves to drown.',
    'no refugee should have to live in fear',
    "I don't hate trans people.",
    'Disabled people are not a burden. Trans people are not freaks.',
  ])('reads a denial of hate: %s', (text) => {
    expect(denies(text)).toBe(true);
  });

  it.each([
    ['hate itself', 'Black people are animals.'],
    ['a denial turned round', 'Women are not vermin. They are worse.'],
    ['a denial turned round in the same sentence', 'women are not vermin, gay people are'],
    ['a denial laughed off', 'immigrants arent criminals lol'],
    ['sarcasm', 'oh sure, muslims are not terrorists 🙄'],
    ['negated praise', "Transgender people are not worth anyone's time."],
    ['negated praise', 'no gay person deserves respect'],
    ['exclusion said with "no"', 'no muslim should be allowed in'],
    ['a fate nobody is spared', 'No gay person deserves to be treated as an equal.'],
    ['a sentence beside it that names no group', 'immigrants are not criminals. they are worse'],
    ['no group named', 'this printer is not trash'],
  ])('does not read %s as a denial: %s', (_, text) => {
    expect(denies(text)).toBe(false);
  });
});
