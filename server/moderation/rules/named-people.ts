import type { Finding } from './findings.js';
import { findWhereToFind } from './findable-places.js';
import { findFullNames } from './person-names.js';

/**
 * A full name is identifying when the writer introduces themself by it ("my name is zoe adeyemi"), or
 * when the text also says where the person can be found or asks readers to find them ("mark davies
 * works at the tesco on high street", "dr anna kessler ... ask for her"). A full name alone ("sylvia
 * plath", "my friend sam jones said") and a first name with a place ("my mum linda passed at st mary's")
 * pass.
 */
/** How far from a name, in characters, a place or an invitation still speaks of that person (a sentence or two). */
const NEAR = 150;

export function findNamedPeople(plain: string): Finding[] {
  const names = findFullNames(plain);
  if (names.length === 0) return [];
  const clues = findWhereToFind(plain)
    .filter((clue) => !names.some((name) => clue.start < name.end && name.start < clue.end))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const findings: Finding[] = [];
  for (const name of names) {
    const clue = clues.find((candidate) => candidate.start < name.end + NEAR && name.start - NEAR < candidate.end);
    if (name.cue === 'self') findings.push({ signal: 'full_name', excerpt: name.excerpt, score: 0.9 });
    else if (clue) findings.push({ signal: 'named_person', excerpt: `${name.excerpt} (${clue.signal}: ${clue.excerpt})`, score: 0.9 });
  }
  return findings;
}
