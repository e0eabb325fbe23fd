/**
 * Writes `server/moderation/rules/members-words.ts`: words our members use often (in the train split of
 * our own corpus) that film subtitles rarely say ("vaping", "sertraline", "situationship"), so the typing
 * reader treats them as words rather than slips. Run first by `npm run models:train`; never reads the test split.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizeText } from '../../server/moderation/rules/normalize.js';
import { isSpokenWord } from '../../server/moderation/rules/spoken-words.js';
import { oneSlipAway } from '../../server/moderation/rules/typing.js';
import { loadInDomainCorpus } from './in-domain.js';

const SEEN_AT_LEAST = 2;
/** A word four times rarer than a neighbour one slip away is a typo of it ("jwes", "vermon"), not a word. */
const TYPO_RATIO = 4;
const WORDS_PER_LINE = 14;
export const MEMBERS_WORDS_FILE = fileURLToPath(new URL('../../server/moderation/rules/members-words.ts', import.meta.url));

export async function membersWordsSource(): Promise<string> {
  const counts = new Map<string, number>();
  for (const example of await loadInDomainCorpus()) {
    if (example.split !== 'train') continue;
    for (const word of normalizeText(example.text).words.match(/[a-z]+/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const isTypo = (word: string, count: number) => [...oneSlipAway(word)].some((near) => (counts.get(near) ?? 0) >= TYPO_RATIO * count);
  const words = [...counts]
    .filter(([word, count]) => word.length >= 4 && count >= SEEN_AT_LEAST && !isSpokenWord(word) && !isTypo(word, count))
    .map(([word]) => word)
    .sort();
  const lines: string[] = [];
  for (let at = 0; at < words.length; at += WORDS_PER_LINE) lines.push(`  ${words.slice(at, at + WORDS_PER_LINE).join(' ')}`);
  return `/** Written by models/training/write-members-words.ts from the corpus's train split; do not edit by hand. */\nexport const MEMBERS_WORDS = \`\n${lines.join('\n')}\n\`;\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await membersWordsSource();
  if (source === readFileSync(MEMBERS_WORDS_FILE, 'utf8')) process.stdout.write("members' words unchanged\n");
  else {
    writeFileSync(MEMBERS_WORDS_FILE, source);
    process.stdout.write("members' words rewritten: the typing reader changed, so changed texts are embedded afresh\n");
  }
}
