/**
 * The public labelled data the classifier learns from or is measured on, with each file's licence.
 * Kindred's own corpus is read by in-domain.ts.
 *
 * Only sources whose licence allows use in a product with a paid tier are `training`; the rest are
 * `evaluation` only and never reach an optimiser or a threshold choice.
 */
import path from 'node:path';
import { readCsvRecords } from './csv.js';
import { parsePythonStringList } from './python-list.js';
import { SeededRandom } from './seeded-random.js';

export type SourceId =
  | 'davidson'
  | 'jigsaw-subset'
  | 'jigsaw-ibm'
  | 'counselchat'
  | 'isarcasmeval'
  | 'impermium'
  | 'ucc'
  | 'epitome'
  | 'reddit-cssrs';

export interface DataSource {
  id: SourceId;
  file: string;
  licence: string;
  use: 'training' | 'evaluation' | 'training (train split) + held-out evaluation (other split)';
}

export const DATA_SOURCES: readonly DataSource[] = [
  { id: 'davidson', file: 'davidson_hate_offensive_sample.csv', licence: 'MIT (t-davidson/hate-speech-and-offensive-language)', use: 'training' },
  { id: 'jigsaw-subset', file: 'jigsaw_toxic_test_subset.csv', licence: 'CC0 (Jigsaw test set as stated by the IBM mirror; this mirror states none)', use: 'training' },
  { id: 'jigsaw-ibm', file: 'jigsaw_toxic_test_ibm_max_examples.csv', licence: 'CC0 (IBM/MAX-Toxic-Comment-Classifier samples)', use: 'training' },
  { id: 'counselchat', file: 'counselchat_therapist_replies_sample.csv', licence: 'MIT (nbertagnolli/counsel-chat)', use: 'training (train split) + held-out evaluation (other split)' },
  { id: 'isarcasmeval', file: 'isarcasmeval_en_sample.csv', licence: 'MIT (iabufarha/iSarcasmEval)', use: 'training (train split) + held-out evaluation (other split)' },
  { id: 'impermium', file: 'impermium_insults_test_sample.csv', licence: 'none stated (Kaggle 2012)', use: 'evaluation' },
  { id: 'ucc', file: 'ucc_unhealthy_comments_test_sample.csv', licence: 'CC BY-NC-SA 4.0', use: 'evaluation' },
  { id: 'epitome', file: 'epitome_reddit_empathy_full.csv', licence: 'non-commercial academic licence', use: 'evaluation' },
  { id: 'reddit-cssrs', file: 'reddit_cssrs_suicide_risk_500users.csv', licence: 'none stated', use: 'evaluation' },
];

export interface Example {
  text: string;
  source: SourceId;
  /** The dataset's own label (or our documented mapping of it). */
  category: string;
  /** True for rows no head may train on (evaluation-only sources and held-out splits). */
  heldOut: boolean;
  attributes?: string[];
}

export function dataDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.KINDRED_MODERATION_DATA || path.join('..', 'shared', 'data', 'moderation'));
}

function sourceFile(id: SourceId, dataDir: string): string {
  return path.join(dataDir, DATA_SOURCES.find((candidate) => candidate.id === id)!.file);
}

function decodeHtmlEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function davidson(dataDir: string): Promise<Example[]> {
  const records = await readCsvRecords(sourceFile('davidson', dataDir));
  return records.map((record) => ({ text: decodeHtmlEntities(record.tweet!), source: 'davidson', category: record.label!, heldOut: false }));
}

async function jigsaw(id: 'jigsaw-subset' | 'jigsaw-ibm', dataDir: string): Promise<Example[]> {
  const records = await readCsvRecords(sourceFile(id, dataDir));
  return records.map((record) => ({ text: record.comment_text!, source: id, category: record.label!, heldOut: false }));
}

async function counselChat(dataDir: string): Promise<Example[]> {
  const records = await readCsvRecords(sourceFile('counselchat', dataDir));
  return records.map((record) => ({ text: record.answerText!, source: 'counselchat', category: 'supportive_reply', heldOut: record.split !== 'train' }));
}

async function iSarcasmEval(dataDir: string): Promise<Example[]> {
  const records = await readCsvRecords(sourceFile('isarcasmeval', dataDir));
  const examples: Example[] = [];
  for (const record of records) {
    const heldOut = record.split !== 'train';
    examples.push({ text: record.text!, source: 'isarcasmeval', category: record.label!, heldOut });
    if (record.rephrase?.trim()) examples.push({ text: record.rephrase, source: 'isarcasmeval', category: 'rephrase', heldOut });
  }
  return examples;
}

async function impermium(dataDir: string): Promise<Example[]> {
  const records = await readCsvRecords(sourceFile('impermium', dataDir));
  return records.map((record) => ({ text: record.comment_text!, source: 'impermium', category: record.label!, heldOut: true }));
}

async function ucc(dataDir: string): Promise<Example[]> {
  const records = await readCsvRecords(sourceFile('ucc', dataDir));
  return records.map((record) => ({
    text: record.comment!,
    source: 'ucc',
    category: record.label!,
    heldOut: true,
    attributes: record.attributes ? record.attributes.split('|').filter(Boolean) : [],
  }));
}

async function epitome(dataDir: string): Promise<Example[]> {
  const records = await readCsvRecords(sourceFile('epitome', dataDir));
  const examples: Example[] = records.map((record) => ({ text: record.response_post!, source: 'epitome', category: record.label!, heldOut: true }));
  const seekerPosts = new Set(records.map((record) => record.seeker_post!));
  for (const post of seekerPosts) examples.push({ text: post, source: 'epitome', category: 'seeker_post', heldOut: true });
  return examples;
}

/** A seeded sample of individual posts: sharing, often in crisis, for the evaluation. */
async function redditCssrs(dataDir: string, sampleSize: number): Promise<Example[]> {
  const records = await readCsvRecords(sourceFile('reddit-cssrs', dataDir));
  const posts: Example[] = [];
  for (const record of records) {
    if (record.posts_parse_ok !== '1') continue;
    for (const post of parsePythonStringList(record.Post!)) {
      if (post.trim()) posts.push({ text: post, source: 'reddit-cssrs', category: record.label!, heldOut: true });
    }
  }
  return new SeededRandom(20250601).sample(posts, sampleSize);
}

export interface Corpus {
  examples: Example[];
  sources: readonly DataSource[];
}

export async function loadCorpus(dataDir = dataDirectory(), cssrsSample = 1_000): Promise<Corpus> {
  const groups = await Promise.all([
    davidson(dataDir),
    jigsaw('jigsaw-subset', dataDir),
    jigsaw('jigsaw-ibm', dataDir),
    counselChat(dataDir),
    iSarcasmEval(dataDir),
    impermium(dataDir),
    ucc(dataDir),
    epitome(dataDir),
    redditCssrs(dataDir, cssrsSample),
  ]);
  const examples = groups.flat().filter((example) => example.text.trim() !== '');
  for (const example of examples) {
    const source = DATA_SOURCES.find((candidate) => candidate.id === example.source)!;
    if (source.use === 'evaluation' && !example.heldOut) throw new Error(`${example.source} is evaluation-only`);
  }
  return { examples, sources: DATA_SOURCES };
}
