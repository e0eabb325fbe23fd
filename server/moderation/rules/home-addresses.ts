import type { Finding } from './findings.js';
import { isSurname } from './person-names.js';
import { WORD_LIKE_STREET_TYPES } from './street-words.js';

/**
 * Addresses the street-address rule leaves to this one: British street words that are also everyday
 * words after a house number and a name ("7 quarry view", "5 fennel row"), numbered American streets
 * ("210 west 85th st"), and a room in halls ("greenhill halls, block c room 214").
 */

/** "we live at 7 quarry view", "my address: 12 old mill close": an address after "at" or a colon; "a 5 min walk" is not one. */
const NUMBERED_STREET = new RegExp(
  `(?:\\b(?:at|address is)|:) \\d{1,4}[a-z]? ((?:[a-z][a-z'-]* ){1,2})(?:${WORD_LIKE_STREET_TYPES.join('|')})\\b(?=[ ,.!]|$)`,
  'g',
);
const NUMBERED_AVENUE = /(?<![\w$€£.,:/-])\d{1,5} (?:(?:north|south|east|west|n|s|e|w)\.? )?\d{1,3}(?:st|nd|rd|th) (?:street|st|avenue|ave|road|rd)\b/g;
const ROOM_IN_HALLS = /\b(?:halls|dorm|block [b-hj-z])\b[^.!?\n]{0,40}\b(?:room|flat) \d{1,4}[a-z]?\b|\b(?:room|flat) \d{1,4}[a-z]?\b[^.!?\n]{0,40}\b(?:halls|dorm)\b/g;

export function findHomeAddresses(plain: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of plain.matchAll(NUMBERED_STREET)) {
    if (match[1]!.trim().split(' ').every(isSurname)) findings.push({ signal: 'street_address', excerpt: match[0], score: 0.9 });
  }
  for (const match of plain.matchAll(NUMBERED_AVENUE)) findings.push({ signal: 'street_address', excerpt: match[0], score: 0.9 });
  for (const match of plain.matchAll(ROOM_IN_HALLS)) findings.push({ signal: 'room_number', excerpt: match[0], score: 0.9 });
  return findings;
}
