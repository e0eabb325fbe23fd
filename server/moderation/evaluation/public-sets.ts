/**
 * The public labelled sets the evaluation reads, each row with the outcome a careful moderator would
 * choose. None of these rows is trained on (Davidson, Jigsaw and the CounselChat train split are, and
 * are left out here), and each set is sampled to a fixed size with a fixed seed so runs compare.
 */
import path from 'node:path';
import { readCsvRecords } from '../../../models/training/csv.js';
import { loadCorpus } from '../../../models/training/datasets.js';
import { parsePythonStringList } from '../../../models/training/python-list.js';
import { SeededRandom } from '../../../models/training/seeded-random.js';
import type { LabelledText } from './figures.js';

export interface PublicSet {
  title: string;
  rows: LabelledText[];
}

const SAMPLE = 400;
const sample = <T>(items: T[], seed = 20261124) => new SeededRandom(seed).sample(items, SAMPLE);

function labelled(text: string, label: string, expected: LabelledText['expected'], context: LabelledText['context']): LabelledText {
  return { text, label, expected, context };
}

async function dynaHate(extraDir: string): Promise<PublicSet> {
  const records = await readCsvRecords(path.join(extraDir, 'dynahate', 'db_test.csv'));
  const rows = records.map((r) => labelled(r.text ?? '', `dynahate ${r.label}`, r.label === 'hate' ? 'block' : 'publish', 'post'));
  return { title: 'DynaHate test (adversarial hate vs not-hate; never trained on)', rows: [...sample(rows.filter((r) => r.expected === 'block')), ...sample(rows.filter((r) => r.expected === 'publish'))] };
}

async function dreaddit(extraDir: string): Promise<PublicSet> {
  const records = await readCsvRecords(path.join(extraDir, 'dreaddit', 'dreaddit-test.csv'));
  const rows = records.filter((r) => r.label === '1').map((r) => labelled(r.text ?? '', 'dreaddit stressed post', 'publish', 'post'));
  return { title: 'Dreaddit stressed posts (sad sharing that should be published)', rows: sample(rows) };
}

async function fromModerationCorpus(dataDir: string): Promise<PublicSet[]> {
  const { examples } = await loadCorpus(dataDir, 0);
  const pick = (keep: (e: (typeof examples)[number]) => boolean) => examples.filter(keep);
  const impermium = pick((e) => e.source === 'impermium').map((e) => labelled(e.text, `impermium ${e.category}`, e.category === 'insult' ? 'block' : 'publish', 'reply'));
  const ucc = pick((e) => e.source === 'ucc')
    .map((e) => {
      const attributes = e.attributes ?? [];
      if (e.category === 'healthy') return labelled(e.text, 'ucc healthy', 'publish', 'reply');
      if (attributes.includes('condescending') || attributes.includes('sarcastic')) return labelled(e.text, 'ucc condescending/sarcastic', 'block', 'reply');
      return undefined;
    })
    .filter((row): row is LabelledText => row !== undefined);
  const empathic = pick((e) => e.source === 'epitome' && e.category === 'empathic').map((e) => labelled(e.text, 'epitome empathic reply', 'publish', 'reply'));
  const counsel = pick((e) => e.source === 'counselchat' && e.heldOut).map((e) => labelled(e.text, 'counselchat answer (held out)', 'publish', 'reply'));
  return [
    { title: 'Impermium insults (never trained on)', rows: [...sample(impermium.filter((r) => r.expected === 'block')), ...sample(impermium.filter((r) => r.expected === 'publish'))] },
    { title: 'UCC unhealthy comments (never trained on)', rows: [...sample(ucc.filter((r) => r.expected === 'block')), ...sample(ucc.filter((r) => r.expected === 'publish'))] },
    { title: 'EPITOME empathic replies (never trained on)', rows: sample(empathic) },
    { title: 'CounselChat answers, held-out split', rows: counsel },
  ];
}

export async function loadPublicSets(dataDir: string, extraDir: string): Promise<PublicSet[]> {
  return [...(await fromModerationCorpus(dataDir)), await dynaHate(extraDir), await dreaddit(extraDir)];
}

export interface CssrsUser {
  label: string;
  posts: string[];
}

/** Reddit C-SSRS: per-user labels from psychiatrists; a user counts as flagged when any post is held. */
export async function cssrsUsers(dataDir: string, users = 150): Promise<CssrsUser[]> {
  const records = await readCsvRecords(path.join(dataDir, 'reddit_cssrs_suicide_risk_500users.csv'));
  const all = records.map((record) => ({
    label: record.label ?? '',
    // 28 users' cells were cut in the source and do not parse as a list: their text is still read whole.
    posts: record.posts_parse_ok === '1' ? parsePythonStringList(record.Post ?? '') : [record.Post ?? ''],
  }));
  return new SeededRandom(20261124).sample(all, users);
}
