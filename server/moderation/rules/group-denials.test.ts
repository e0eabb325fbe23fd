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
    ['a denial laughed off', 'immigrants arent criminals lol'],
    ['a second group given the slander', 'women are not vermin, gay people are'],
    ['sarcasm', 'oh sure, muslims are not terrorists 🙄'],
    ['negated praise', "Transgender people are not worth anyone's time."],
    ['negated praise', 'no gay person deserves respect'],
    ['exclusion said with "no"', 'no muslim should be allowed in'],
    ['a fate nobody is spared', 'No gay person deserves to be treated as an equal.'],
    ['a sentence beside it that names no group', 'immigrants are not criminals. they are worse'],
    ['no group named', 'this printer is not trash'],
    ['a condition after it', 'Immigrants are not a problem if they stay in their own country'],
    ['a limit after it', 'Jews are not a threat in small numbers'],
    ['a second claim after it', 'Black people are not inherently stupid, their culture makes them stupid'],
    ['"not all"', 'Muslims are not all terrorists, most are'],
    ['an insult turned on the reader', 'women arent stupid, you are'],
    ['an intensifier read as a denial', 'i cant hate muslims enough'],
    ['a threat after it', 'we will never fear immigrants, we will crush them'],
    ['a fate that is not a harm', 'no muslim deserves this country'],
    ['a fate that is not a harm', 'No gay person deserves to be treated like a human being.'],
    ['a fate that is not a harm', 'no trans person should be called a woman'],
    ['a worse fate after it', 'no muslim deserves to die quickly, they deserve to suffer'],
  ])('does not read %s as a denial: %s', (_, text) => {
    expect(denies(text)).toBe(false);
  });
});
