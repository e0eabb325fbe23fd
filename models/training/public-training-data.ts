/**
 * Public rows the kindness classifier also learns from: only sets whose licence allows a product with a
 * paid tier, each mapped onto one category and given a fixed share of that category's weight so that
 * our own in-domain writing stays the main teacher.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Category } from '../kindness-categories.js';
import { readCsvRecords } from './csv.js';
import { dataDirectory, loadCorpus, type Example } from './datasets.js';
import { SeededRandom } from './seeded-random.js';

export interface PublicGroup {
  name: string;
  licence: string;
  category: Category;
  /** Share of the category's total training weight this group carries. */
  share: number;
  texts: string[];
}

const GROUPS: { name: string; licence: string; category: Category; share: number; keep: (example: Example) => boolean }[] = [
  { name: 'Davidson hate speech', licence: 'MIT', category: 'hate', share: 0.25, keep: (e) => e.source === 'davidson' && e.category === 'hate_speech' },
  { name: 'Jigsaw toxic comments', licence: 'CC0', category: 'harsh', share: 0.2, keep: (e) => (e.source === 'jigsaw-subset' || e.source === 'jigsaw-ibm') && e.category === 'toxic' },
  { name: 'CounselChat answers (train split)', licence: 'MIT', category: 'supportive', share: 0.2, keep: (e) => e.source === 'counselchat' && !e.heldOut },
];

/** GoEmotions ids of warm emotions (labels_original.txt): admiration, approval, caring, joy, love, optimism, relief, gratitude. */
const WARM_EMOTIONS = new Set(['0', '4', '5', '17', '18', '20', '23', '15']);

/** Ordinary warm Reddit comments: the classifier learns that everyday internet talk outside our corpus is not unkind. */
async function warmComments(extraDir: string): Promise<PublicGroup> {
  const lines = (await readFile(path.join(extraDir, 'goemotions', 'train.tsv'), 'utf8')).split('\n');
  const warm = lines.map((line) => line.split('\t')).filter(([text, labels]) => text && labels && labels.split(',').every((label) => WARM_EMOTIONS.has(label)));
  const texts = new SeededRandom(20261124).sample(warm.map(([text]) => text!), 2500);
  return { name: 'GoEmotions warm comments (train split, sampled)', licence: 'Apache-2.0', category: 'supportive', share: 0.2, texts };
}

/**
 * DynaHate's dev split (its test split stays for evaluation): adversarial hate and the not-hate rewrites
 * of it, written by the authors of the functional hate suite Kindred is measured on. The mirror states no
 * licence; the authors' release should be checked before a commercial build ships these weights.
 */
async function dynaHateDev(extraDir: string): Promise<PublicGroup[]> {
  const records = await readCsvRecords(path.join(extraDir, 'dynahate', 'db_dev.csv'));
  const licence = 'none stated in the mirror (DynaHate, Vidgen et al. 2021)';
  return [
    { name: 'DynaHate dev split, hate', licence, category: 'hate', share: 0.35, texts: records.filter((r) => r.label === 'hate').map((r) => r.text ?? '') },
    { name: 'DynaHate dev split, not hate', licence, category: 'group_mention', share: 0.35, texts: records.filter((r) => r.label === 'nothate').map((r) => r.text ?? '') },
  ];
}

export function extraDataDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.KINDRED_MODERATION_EXTRA_DATA || path.join('..', 'shared', 'data', 'moderation-extra'));
}

export async function loadPublicTrainingGroups(dataDir = dataDirectory(), extraDir = extraDataDirectory()): Promise<PublicGroup[]> {
  const { examples } = await loadCorpus(dataDir, 0);
  const fromModeration = GROUPS.map(({ keep, ...group }) => ({ ...group, texts: examples.filter((example) => !example.heldOut && keep(example)).map((example) => example.text) }));
  return [...fromModeration, await warmComments(extraDir), ...(await dynaHateDev(extraDir))];
}
