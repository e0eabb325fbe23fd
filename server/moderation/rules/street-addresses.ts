import type { Finding } from './findings.js';

const STREET_TYPES =
  'street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|place|pl|terrace|circle|cir|highway|hwy|parkway|pkwy|square|sq|trail|crescent|close|alley|plaza|way';
const NUMBERED_STREET = new RegExp(`(?<![\\w$€£.,:/-])\\d{1,6}[a-z]? ((?:[a-z][a-z.'-]* ){1,3})(?:${STREET_TYPES})\\b\\.?`, 'g');
/** Words that turn "3 years down the road" or "2 hours on the highway" into a story, not an address. */
const NOT_A_STREET_NAME = new Set(
  `the a an my your his her our their this that these those down up across along on in at of to from by for and or with more
  other different new old whole long short wrong right same next last few many lot lots
  mile miles km kilometers kms meter meters metres blocks block minutes minute mins hours hour hrs days day weeks week months month
  years year yrs times time feet foot ft steps step houses doors lanes lane ways kids people friends cars car exits stops turns
  us me him them we you i it each every was had is are buses bus trains train stops`.split(/\s+/),
);
const UNIT = /\b(?:apt|apartment|suite|ste)\.? ?#? ?(\d{1,5}[a-z]?)\b(?! ?(?:years?|yrs?|months?|weeks?|days?|hours?|minutes?|times?|people|of)\b)/g;
const PO_BOX = /\bp\.? ?o\.? box \d+/g;
const POSTAL_CODE = /\b(?:zip|zip code|zipcode|postcode|postal code)(?: is)?:? ?\d{5}(?:-\d{4})?\b/g;
const ADDRESS_SHARED = /\bmy (?:home |street |full |exact )?address(?: is|:)/g;
const LIVING_ON_A_STREET = new RegExp(`\\b(?:i live|we live|i am staying|i'm staying|im staying) (?:at|on) ((?:[a-z]+ ){1,3})(?:${STREET_TYPES})\\b`, 'g');

export function findStreetAddresses(plain: string): Finding[] {
  const findings: Finding[] = [];
  for (const pattern of [NUMBERED_STREET, LIVING_ON_A_STREET]) {
    for (const match of plain.matchAll(pattern)) {
      if (isStreetName(match[1])) findings.push({ signal: 'street_address', excerpt: match[0], score: 0.9 });
    }
  }
  for (const pattern of [UNIT, PO_BOX, POSTAL_CODE, ADDRESS_SHARED]) {
    for (const match of plain.matchAll(pattern)) findings.push({ signal: 'street_address', excerpt: match[0], score: 0.9 });
  }
  return findings;
}

function isStreetName(words: string): boolean {
  const names = words.trim().split(' ');
  // "8 in 24 hours. i had way too many": a full stop inside ends the sentence, so no street name runs across it.
  return names.every((word) => !NOT_A_STREET_NAME.has(word)) && !names.slice(0, -1).some((word) => word.endsWith('.') && word.length > 3);
}
