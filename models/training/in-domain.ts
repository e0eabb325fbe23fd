/**
 * Kindred's own corpus: posts and replies written in members' voice (`models/training/corpus/*.csv`),
 * each with one category of the kindness check, and each assigned for good to a split by the hash of
 * its normalized words (`splitKey`): `train` (60 %), `dev` (20 %, thresholds are chosen here) or `test` (20 %, never trained or
 * tuned on; the floors in kindness-floors.test.ts and the figures in models/README.md come from it).
 * A row's split never changes when rows are added, so the test split stays honest as the corpus grows.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, type Category } from '../kindness-categories.js';
import { normalizeText } from '../../server/moderation/rules/normalize.js';
import { readCsvRecords } from './csv.js';

export type Split = 'train' | 'dev' | 'test';

export interface InDomainExample {
  text: string;
  category: Category;
  split: Split;
  /** The CSV file it came from, e.g. `crisis-a.csv`. */
  file: string;
}

export const CORPUS_DIRECTORY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');

/** The first wave's own labels, mapped onto the categories of the check. */
const FIRST_WAVE_CATEGORIES: Record<string, Category> = {
  insult: 'harsh',
  hostile: 'harsh',
  condescending: 'condescending',
  dismissive: 'condescending',
  sarcastic: 'sarcastic',
  kind: 'supportive',
  civil: 'supportive',
  sharing: 'sharing',
  not_crisis: 'sharing',
  crisis: 'crisis',
};

/** The kindred-written set calls harsh replies `toxic`. */
const ALIASES: Record<string, Category> = { toxic: 'harsh' };

function categoryOf(label: string, file: string): Category {
  const mapped = file === 'first-wave.csv' ? FIRST_WAVE_CATEGORIES[label] : (ALIASES[label] ?? label);
  if (!mapped || !(CATEGORIES as readonly string[]).includes(mapped)) throw new Error(`${file}: unknown category "${label}"`);
  return mapped as Category;
}

/** Our sharing and crisis rows are written as posts; every other category as a reply to someone. */
export function contextOf(category: Category): 'post' | 'reply' {
  return category === 'sharing' || category === 'crisis' ? 'post' : 'reply';
}

/**
 * Case, spacing, punctuation and obfuscation do not make a new text ("Keep crying, snowflake." and "keep
 * crying snowflake", "piss off" and "p.i.s.s o.f.f"): all copies land in the same split.
 */
export function splitKey(text: string): string {
  return normalizeText(text)
    .words.replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function splitOf(text: string): Split {
  const bucket = createHash('sha256').update(splitKey(text), 'utf8').digest().readUInt32BE(0) % 100;
  if (bucket < 60) return 'train';
  return bucket < 80 ? 'dev' : 'test';
}

/** Every corpus file, in name order; a text written twice is kept once (its first label). */
export async function loadInDomainCorpus(directory = CORPUS_DIRECTORY): Promise<InDomainExample[]> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.csv')).sort();
  const seen = new Set<string>();
  const examples: InDomainExample[] = [];
  for (const file of files) {
    for (const record of await readCsvRecords(path.join(directory, file))) {
      const text = record.text?.trim() ?? '';
      const key = splitKey(text);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      examples.push({ text, category: categoryOf(record.category ?? '', file), split: splitOf(text), file });
    }
  }
  return examples;
}
