/**
 * `npm run eval:moderation`: the whole kindness check (every check in the registry, default thresholds
 * unless MODERATION_THRESHOLDS says otherwise) over the fixed test split of our own corpus and over the
 * public sets, printing per category what was held, blocked and published, and the issue's targets.
 * `--split dev` reads the dev split instead; `--no-public` skips the public sets; `--respelled` reads each
 * row of the split in a second, phone-typed spelling (members-spelling.ts): the same words as members
 * type them, which no row of the corpus is written in. Our functional hate probe (`hate-probe.ts`) is
 * printed by halves.
 */
import { parseArgs } from 'node:util';
import { dataDirectory } from '../../../models/training/datasets.js';
import { loadInDomainCorpus, type Split } from '../../../models/training/in-domain.js';
import { membersSpelling } from '../../../models/training/members-spelling.js';
import { SeededRandom } from '../../../models/training/seeded-random.js';
import { extraDataDirectory } from '../../../models/training/public-training-data.js';
import { loadConfig } from '../../config.js';
import { createKindnessCheck } from '../kindness-check.js';
import { loadHateProbe, probeTotals, type ProbeHalf } from './hate-probe.js';
import { createInProcessClassifier } from './in-process-classifier.js';
import { cssrsUsers, loadPublicSets } from './public-sets.js';
import { figuresByLabel, labelledFromCorpus, targetFigures, TARGETS, type LabelFigures, type LabelledText } from './figures.js';

const { values: flags } = parseArgs({ options: { split: { type: 'string', default: 'test' }, 'no-public': { type: 'boolean', default: false }, respelled: { type: 'boolean', default: false } } });
const split = flags.split as Split;
const dataDir = dataDirectory();
const extraDir = extraDataDirectory();
const config = loadConfig();
const log = (line = '') => console.log(line);
/** Fixed, so the respelled figures repeat from run to run. */
const RESPELLING_SEED = 7;
const pct = (value: number) => `${(value * 100).toFixed(1).padStart(5)} %`;

function printFigures(figures: LabelFigures[]): void {
  log(`  ${'label'.padEnd(34)} ${'rows'.padStart(5)}   held    blocked  published  expected → right   decided by`);
  for (const f of figures) {
    const decidedBy = Object.entries(f.decidedBy).map(([check, count]) => `${check} ${count}`).join(', ');
    log(`  ${f.label.padEnd(34)} ${String(f.rows).padStart(5)} ${pct(f.held / f.rows)} ${pct(f.blocked / f.rows)} ${pct(f.published / f.rows)}  ${f.expected.padEnd(7)} ${pct(f.correct / f.rows)}   ${decidedBy}`);
  }
}

async function main(): Promise<void> {
  const random = new SeededRandom(RESPELLING_SEED);
  const corpus = (await loadInDomainCorpus())
    .filter((example) => example.split === split)
    .map((example) => (flags.respelled ? { ...example, text: membersSpelling(example.text, random) } : example));
  const own = labelledFromCorpus(corpus);
  const publicSets = flags['no-public'] ? [] : await loadPublicSets(dataDir, extraDir);
  const users = flags['no-public'] ? [] : await cssrsUsers(dataDir);
  const probe = { first: await loadHateProbe('first'), second: await loadHateProbe('second') };
  const texts: LabelledText[] = [...own, ...probe.first, ...probe.second, ...publicSets.flatMap((set) => set.rows)];
  const classifier = await createInProcessClassifier(config.modelsDir, [...texts.map((t) => t.text), ...users.flatMap((u) => u.posts)], (line) => log(line));
  const check = createKindnessCheck(classifier, config.moderationThresholds);
  const reading = await classifier.score(own[0]!.text);
  const inForce = { ...reading.thresholds, ...config.moderationThresholds };
  log(`\nThresholds in force: crisis ≥ ${inForce.crisis}, unkind ≥ ${inForce.unkind}, hate ≥ ${inForce.hate}` + (Object.keys(config.moderationThresholds).length ? ' (MODERATION_THRESHOLDS)' : ' (calibrated on the dev split)'));

  log(`\nKindred's own corpus, ${split} split${flags.respelled ? ', each row in a second spelling' : ''} (${own.length} rows; never trained on${split === 'test' ? ' or tuned on' : ''})`);
  const figures = await figuresByLabel(check, own);
  printFigures(figures);
  const targets = targetFigures(figures);
  log('\n  targets');
  for (const [name, value] of Object.entries(targets) as [keyof typeof TARGETS, number][]) {
    const target = TARGETS[name];
    const met = target.at === 'least' ? value >= target.value : value <= target.value;
    log(`    ${name.padEnd(24)} ${pct(value)}  (target ${target.at === 'least' ? '≥' : '≤'} ${pct(target.value).trim()})  ${met ? 'met' : `NOT met, by ${pct(Math.abs(value - target.value)).trim()}`}`);
  }

  for (const half of ['first', 'second'] as ProbeHalf[]) {
    const read = half === 'first' ? 'rules were written from its misses' : 'its misses not looked at';
    log(`\nHate probe, ${half} half (${probe[half].length} rows; ${read}; never trained on)`);
    const halfFigures = await figuresByLabel(check, probe[half]);
    printFigures(halfFigures);
    const totals = probeTotals(halfFigures);
    log(`  hateful blocked ${pct(totals.hatefulBlocked).trim()}, harmless published ${pct(totals.harmlessPublished).trim()}`);
  }

  for (const set of publicSets) {
    log(`\n${set.title}`);
    printFigures(await figuresByLabel(check, set.rows));
  }
  if (users.length > 0) {
    log(`\nReddit C-SSRS, ${users.length} users sampled (a user is held when any of their posts is)`);
    const byLabel = new Map<string, { users: number; held: number }>();
    for (const user of users) {
      const verdicts = await Promise.all(user.posts.map((post) => check.moderate(post, 'post')));
      const tally = byLabel.get(user.label) ?? { users: 0, held: 0 };
      tally.users += 1;
      if (verdicts.some((verdict) => verdict.crisis)) tally.held += 1;
      byLabel.set(user.label, tally);
    }
    for (const [label, tally] of byLabel) log(`  ${label.padEnd(12)} ${String(tally.held).padStart(3)}/${String(tally.users).padEnd(3)} held (${pct(tally.held / tally.users).trim()})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
