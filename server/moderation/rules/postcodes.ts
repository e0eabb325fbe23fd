import type { Finding } from './findings.js';
import { NOT_SURNAMES } from './not-surnames.js';

/**
 * Postcodes, which find a home on their own: UK ("hw2 8lp"), a US state and ZIP after a town
 * ("springfield, il 62701"), an Australian state and postcode after a suburb ("fitzroy vic 3065").
 */

/**
 * Outward code (area letters without q/v/x first or i/j/z second, a district) and inward code (a digit and two
 * letters, never c/i/k/m/o/v), with the space people type, so "vitamin b12 3mg" or "ps4 2tb" is not read as one.
 */
const UK_POSTCODE = /(?<![\p{L}\d])([a-pr-uwyz][a-hk-y]?\d[a-z\d]?) (\d([abd-hjlnp-uw-z]{2}))(?![\p{L}\d])/gu;
/** Inward codes that are an ordinal or a unit: "a1 2nd", "b12 3rd", "mp3 4gb", "5 ft". */
const NOT_INWARD_LETTERS = new Set(['st', 'nd', 'rd', 'th', 'gb', 'tb', 'hz', 'ft', 'lb', 'hr', 'yd', 'pt']);

const US_STATES =
  'al|ak|az|ar|ca|co|ct|de|dc|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy';
/** A town set off by a comma, then a state and a ZIP: "springfield, il 62701", "po box 9, bend or 97701". */
const US_ZIP = new RegExp(`(?<!\\p{L})([a-z][a-z.'-]*)(,?) (?:${US_STATES}),? \\d{5}(?:-\\d{4})?(?!\\d)`, 'gu');

/** The first digits each Australian state's postcodes start with, so "nsw 2019" as a year is still read with care. */
const AU_POSTCODE_STARTS: Record<string, RegExp> = {
  nsw: /^[12]/,
  act: /^2[69]/,
  vic: /^[38]/,
  qld: /^[49]/,
  sa: /^5/,
  wa: /^6/,
  tas: /^7/,
  nt: /^0[89]/,
};
const AU_POSTCODE = /(?<![\p{L}\d])([a-z][a-z'-]+),? (nsw|act|vic|qld|sa|wa|tas|nt) (\d{4})(?!\d)/gu;
/** Words before a state that are not a suburb: "in nsw 2019", "the act 2006". */
const NOT_A_SUBURB = new Set(['in', 'the', 'of', 'from', 'to', 'and', 'at', 'health', 'mental', 'since', 'until', 'by']);

export function findPostcodes(plain: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of plain.matchAll(UK_POSTCODE)) {
    if (!NOT_INWARD_LETTERS.has(match[3]!)) findings.push({ signal: 'postcode', excerpt: match[0], score: 0.9 });
  }
  for (const match of plain.matchAll(US_ZIP)) {
    const [, town, commaAfterTown] = match;
    const commaBeforeTown = /, ?$/.test(plain.slice(0, match.index));
    if ((commaAfterTown || commaBeforeTown) && !NOT_SURNAMES.has(town!)) findings.push({ signal: 'postcode', excerpt: match[0], score: 0.9 });
  }
  for (const match of plain.matchAll(AU_POSTCODE)) {
    const [, suburb, state, code] = match;
    if (!NOT_A_SUBURB.has(suburb!) && AU_POSTCODE_STARTS[state!]!.test(code!)) findings.push({ signal: 'postcode', excerpt: match[0], score: 0.9 });
  }
  return findings;
}
