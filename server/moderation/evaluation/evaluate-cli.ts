/**
 * `npm run eval:moderation`: the whole kindness check (rules, then heads) over every labelled file in
 * ../shared/data/moderation, with the figures the kindness-check issue asks for.
 */
import path from 'node:path';
import { loadCorpus, type Example } from '../../../models/training/datasets.js';
import { readCsvRecords } from '../../../models/training/csv.js';
import { rocAuc } from '../../../models/training/metrics.js';
import { parsePythonStringList } from '../../../models/training/python-list.js';
import { loadConfig } from '../../config.js';
import { createKindnessCheck } from '../kindness-check.js';
import type { ModerationContext, Verdict } from '../verdict.js';
import { createInProcessClassifier } from './in-process-classifier.js';

const dataDir = path.resolve(process.env.KINDRED_MODERATION_DATA ?? path.join('..', 'shared', 'data', 'moderation'));
const config = loadConfig();
const log = (line: string) => console.log(line);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

/** One continuous "how unkind" score per verdict, for ROC AUC: the strongest blocking signal. */
function unkindness(verdict: Verdict): number {
  const { insult = 0, unhealthy = 0, identifying_info = 0, peer_not_therapist = 0 } = verdict.scores;
  return Math.max(insult, unhealthy, identifying_info, peer_not_therapist);
}

interface FileSpec {
  title: string;
  source: Example['source'];
  context: ModerationContext;
  /** Which rows should be blocked; undefined means "all should be approved". */
  shouldBlock?: (example: Example) => boolean;
  keep?: (example: Example) => boolean;
}

const FILES: FileSpec[] = [
  { title: 'Jigsaw toxic subset (trained on)', source: 'jigsaw-subset', context: 'reply', shouldBlock: (e) => e.category === 'toxic' },
  { title: 'Jigsaw IBM examples (trained on)', source: 'jigsaw-ibm', context: 'reply', shouldBlock: (e) => e.category === 'toxic' },
  { title: 'Davidson hate/offensive (trained on)', source: 'davidson', context: 'post', shouldBlock: (e) => e.category !== 'neither' },
  { title: 'Impermium insults (never trained on)', source: 'impermium', context: 'reply', shouldBlock: (e) => e.category === 'insult' },
  { title: 'UCC unhealthy comments (never trained on)', source: 'ucc', context: 'reply', shouldBlock: (e) => e.category === 'unhealthy' },
  { title: 'iSarcasmEval, test split (held out)', source: 'isarcasmeval', context: 'post', shouldBlock: (e) => e.category === 'sarcastic', keep: (e) => e.heldOut && e.category !== 'rephrase' },
  { title: 'CounselChat answers, val+test split (held out)', source: 'counselchat', context: 'reply', keep: (e) => e.heldOut },
  { title: 'EPITOME empathic responses (never trained on)', source: 'epitome', context: 'reply', keep: (e) => e.category === 'empathic' },
];

async function cssrsUsers(): Promise<{ label: string; posts: string[] }[]> {
  const records = await readCsvRecords(path.join(dataDir, 'reddit_cssrs_suicide_risk_500users.csv'));
  return records.map((record) => ({
    label: record.label ?? '',
    // 28 users' cells were cut in the source and do not parse as a list: their text is still read whole.
    posts: record.posts_parse_ok === '1' ? parsePythonStringList(record.Post ?? '') : [record.Post ?? ''],
  }));
}

async function main(): Promise<void> {
  const { examples } = await loadCorpus(dataDir);
  const selections = FILES.map((file) => ({ file, rows: examples.filter((e) => e.source === file.source && (file.keep?.(e) ?? true)) }));
  const users = await cssrsUsers();
  const texts = [...selections.flatMap(({ rows }) => rows.map((row) => row.text)), ...users.flatMap((user) => user.posts)];
  const classifier = await createInProcessClassifier(config.modelsDir, texts, log);
  const check = createKindnessCheck(classifier, config.moderationThresholds);

  for (const { file, rows } of selections) {
    const verdicts = await Promise.all(rows.map((row) => check.moderate(row.text, file.context)));
    const rejected = verdicts.map((verdict) => verdict.decision === 'reject');
    const held = verdicts.filter((verdict) => verdict.decision === 'hold').length;
    log(`\n${file.title}: ${rows.length} rows, ${pct(rejected.filter(Boolean).length / rows.length)} blocked, ${held} held as crisis`);
    if (!file.shouldBlock) {
      log(`  false blocks on supportive text: ${pct(rejected.filter(Boolean).length / rows.length)} (target ≤ 3 %)`);
      const byRule = new Map<string, number>();
      verdicts.forEach((verdict) => verdict.decision === 'reject' && byRule.set(verdict.reason ?? '', (byRule.get(verdict.reason ?? '') ?? 0) + 1));
      for (const [reason, count] of byRule) log(`    ${count} × "${reason.slice(0, 70)}…"`);
      continue;
    }
    const positive = rows.map((row) => file.shouldBlock!(row));
    const truePositives = positive.filter((p, i) => p && rejected[i]).length;
    const predicted = rejected.filter(Boolean).length;
    const positives = positive.filter(Boolean).length;
    const scores = verdicts.map(unkindness);
    const auc = rocAuc(scores.filter((_, i) => positive[i]), scores.filter((_, i) => !positive[i]));
    log(`  precision ${pct(truePositives / Math.max(predicted, 1))}, recall ${pct(truePositives / positives)}, ROC AUC ${auc.toFixed(3)}`);
    log(`  false blocks on the rows that should pass: ${pct(rejected.filter((r, i) => r && !positive[i]).length / (rows.length - positives))}`);
    if (file.source === 'ucc') {
      const targeted = rows.map((row) => (row.attributes ?? []).some((a) => a === 'condescending' || a === 'sarcastic'));
      const healthy = rows.map((row) => row.category === 'healthy');
      const recall = targeted.filter((t, i) => t && rejected[i]).length / targeted.filter(Boolean).length;
      const falseBlocks = healthy.filter((h, i) => h && rejected[i]).length / healthy.filter(Boolean).length;
      log(`  condescending + sarcastic recall ${pct(recall)} at ${pct(falseBlocks)} false blocks on healthy comments (targets ≥ 60 %, ≤ 10 %)`);
    }
  }

  log('\nReddit C-SSRS users (per user: held as crisis if any post is)');
  const byLabel = new Map<string, { users: number; flagged: number }>();
  for (const user of users) {
    const verdicts = await Promise.all(user.posts.map((post) => check.moderate(post, 'post')));
    const tally = byLabel.get(user.label) ?? { users: 0, flagged: 0 };
    tally.users += 1;
    if (verdicts.some((verdict) => verdict.crisis)) tally.flagged += 1;
    byLabel.set(user.label, tally);
  }
  for (const [label, { users: count, flagged }] of byLabel) log(`  ${label}: ${flagged}/${count} flagged (${pct(flagged / count)})`);
  const atRisk = ['Ideation', 'Behavior', 'Attempt'].map((label) => byLabel.get(label) ?? { users: 0, flagged: 0 });
  const recall = atRisk.reduce((sum, t) => sum + t.flagged, 0) / atRisk.reduce((sum, t) => sum + t.users, 0);
  log(`  crisis recall on Ideation + Behavior + Attempt: ${pct(recall)} (target ≥ 95 %)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
