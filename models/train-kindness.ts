/**
 * npm run models:train
 *
 * Trains Kindred's kindness classifier (a small softmax network over USE-Lite embeddings, blended with a
 * softmax regression over the text's words) on the train
 * split of our own corpus plus a few permissively licensed public sets, chooses its two thresholds on the
 * dev split against the product's targets, prints dev figures, and writes models/heads/kindness.json.
 * The test split is never read here. Deterministic for the seed; embeddings are cached in KINDRED_MODELS_DIR.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeText } from '../server/moderation/rules/normalize.js';
import { asMeant } from '../server/moderation/rules/typing.js';
import { classifierSegments } from '../server/moderation/segments.js';
import { overruledByDenial } from '../server/moderation/checks/classifier-checks.js';
import { KINDNESS_CHECKS } from '../server/moderation/checks/registry.js';
import { runChecks } from '../server/moderation/kindness-check.js';
import { CATEGORIES, expectedOutcome, type Category } from './kindness-categories.js';
import { createKindnessModel, KINDNESS_MODEL_FORMAT, parseKindnessModelFile, type KindnessModelFile } from './kindness-model.js';
import { LEXICAL_BUCKETS, lexicalFeatures } from './lexical-features.js';
import { findModel } from './manifest.js';
import { quantizeRows } from './quantized-rows.js';
import { modelsDirectory } from './resolve.js';
import { calibrate, type DevRow } from './training/calibration.js';
import { embedTexts } from './training/embed-corpus.js';
import { contextOf, loadInDomainCorpus, splitKey, type InDomainExample } from './training/in-domain.js';
import { membersSpelling } from './training/members-spelling.js';
import { fitStandardisation, standardise } from './training/standardisation.js';
import { loadPublicTrainingGroups } from './training/public-training-data.js';
import { SeededRandom } from './training/seeded-random.js';
import { trainSoftmaxMlp } from './training/softmax-mlp.js';
import { trainSparseSoftmax } from './training/sparse-softmax.js';

const SEED = Number(process.env.KINDRED_TRAIN_SEED ?? 20261124);
const HYPERPARAMETERS = { hiddenUnits: 256, l2: 1e-3, epochs: 20, batchSize: 32, learningRate: 1e-3 };
/**
 * Twice the epochs at twice the step of the first version: on random halves of the dev split it held 0.4
 * points more crises at the same sad sharing, blocked 0.6 more unkind replies and 2 more of hate, and
 * published 0.5 more kind replies; the words model had been stopping short of what the data could teach it.
 */
const LEXICAL = { buckets: LEXICAL_BUCKETS, epochs: 30, learningRate: 0.2, l2: 1e-4 };
/** Chosen on the dev split: the blend caught the most crises and unkind replies at the same false holds and blocks. */
const EMBEDDING_SHARE = 0.35;
/**
 * Networks trained alike from different seeds and averaged. One network's operating point moved by up
 * to 6 points (unkind blocked) from one seed to the next on the dev split, far more than most changes
 * of data; the average of four is steadier and is what ships.
 */
const ENSEMBLE = Number(process.env.KINDRED_TRAIN_ENSEMBLE ?? 4);
/** Each of our own training rows is also learned in a second, phone-typed spelling (members-spelling.ts). */
const SECOND_SPELLING = process.env.KINDRED_TRAIN_SECOND_SPELLING !== '0';
/**
 * `groupMentionsPublished` carries a margin over the product's 95 %: the hate threshold rests on a few
 * hundred dev mentions, and set on random halves of dev for 97.5 % it still published ≥ 95 % of the other
 * half in 9 draws of 10 (96.3 % did so in fewer than 9 of 10).
 */
const TARGETS = { sharingHeld: 0.045, published: 0.958, groupMentionsPublished: 0.975 };
const UNCALIBRATED = { crisis: 1, unkind: 1, hate: 1 };
const RULE_CHECKS = KINDNESS_CHECKS.filter((entry) => !entry.needsClassifier);
const OUTPUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'heads', 'kindness.json');

const print = (line = '') => process.stdout.write(`${line}\n`);
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const sixDigits = (value: number) => Number(value.toPrecision(6));

interface TrainingRow {
  text: string;
  category: Category;
  group: string;
  share: number;
}

function trainingRows(corpus: InDomainExample[], publicGroups: Awaited<ReturnType<typeof loadPublicTrainingGroups>>): TrainingRow[] {
  // pii is left to the rules: digits and addresses are not what a sentence encoder reads well.
  const own = corpus.filter((e) => e.split === 'train' && e.category !== 'pii').map((e) => ({ text: e.text, category: e.category, group: 'kindred', share: 1 }));
  // Seeded by the text itself, so a row keeps its second spelling (and its cached embedding) as rows are added.
  const respelled = SECOND_SPELLING ? own.map((row) => ({ ...row, text: membersSpelling(row.text, new SeededRandom(SEED ^ textSeed(row.text))) })) : [];
  // A public text that is also one of our dev or test rows would leak into training.
  const heldOut = new Set(corpus.filter((e) => e.split !== 'train').map((e) => splitKey(e.text)));
  const external = publicGroups.flatMap((group) =>
    group.texts.filter((text) => splitKey(text) && !heldOut.has(splitKey(text))).map((text) => ({ text, category: group.category, group: group.name, share: group.share })),
  );
  return [...own, ...respelled, ...external];
}

function textSeed(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

/** Every category carries the same total weight; inside it, each public group its share, our own rows the rest. */
function sampleWeights(rows: TrainingRow[]): Float64Array {
  const groupSizes = new Map<string, number>();
  for (const row of rows) groupSizes.set(`${row.category}|${row.group}`, (groupSizes.get(`${row.category}|${row.group}`) ?? 0) + 1);
  const groupShares = new Map<string, { category: Category; share: number }>();
  for (const row of rows) if (row.group !== 'kindred') groupShares.set(row.group, { category: row.category, share: row.share });
  const publicShare = new Map<Category, number>();
  for (const { category, share } of groupShares.values()) publicShare.set(category, (publicShare.get(category) ?? 0) + share);
  return Float64Array.from(rows, (row) => {
    const size = groupSizes.get(`${row.category}|${row.group}`)!;
    const share = row.group === 'kindred' ? 1 - (publicShare.get(row.category) ?? 0) : row.share;
    return (share * 1000) / size;
  });
}

/** Thresholds chosen on the dev split (rules counted in), the dev figures and the crisis trade-off, printed. */
function calibrateOnDev(file: KindnessModelFile, dev: InDomainExample[], devSegments: string[][], devVectors: Float32Array[]) {
  const model = createKindnessModel({ ...file, thresholds: UNCALIBRATED });

  let next = 0;
  const devRows: DevRow[] = dev.map((example, index) => {
    const count = devSegments[index]!.length;
    const scores = model.scoreMessage(devSegments[index]!.map((words, offset) => ({ words, embedding: devVectors[next + offset]! })));
    next += count;
    const text = asMeant(normalizeText(example.text));
    // The rules see the classifier's reading, as in the server: a weak crisis rule needs it to agree.
    const ruleRuns = runChecks({ text, context: contextOf(example.category), classifier: { ...scores, thresholds: UNCALIBRATED } }, RULE_CHECKS);
    // As in the server, a denial of hate is never blocked by the readings it overrules.
    const overruled = overruledByDenial(text, scores.strongestUnkind);
    return {
      category: example.category,
      ruleCrisis: ruleRuns.some(({ entry, outcome }) => entry.kind === 'crisis' && outcome.fired),
      ruleBlock: ruleRuns.some(({ entry, outcome }) => entry.kind === 'block' && outcome.fired),
      crisis: scores.categories.crisis,
      unkind: overruled.tone ? 0 : scores.unkind,
      hate: overruled.hate ? 0 : scores.categories.hate,
    };
  });
  const thresholds = calibrate(devRows, TARGETS);
  print('crisis trade-off on dev (for MODERATION_THRESHOLDS=crisis=<p>):');
  const tradeOff = [0.02, 0.045, 0.08, 0.1, 0.15, 0.2].map((sharingHeld) => {
    const { crisis } = calibrate(devRows, { sharingHeld, published: 0, groupMentionsPublished: 0 });
    const crises = devRows.filter((row) => row.category === 'crisis');
    const recall = crises.filter((row) => row.ruleCrisis || row.crisis >= crisis).length / crises.length;
    print(`  crisis=${crisis}: ${pct(recall)} of dev crises held, at most ${pct(sharingHeld)} of sad sharing held`);
    return { crisis, recall, sharingHeld };
  });
  print(`thresholds chosen on dev: crisis ≥ ${thresholds.crisis}, unkind ≥ ${thresholds.unkind}, hate ≥ ${thresholds.hate}`);
  const devFigures = Object.fromEntries(
    CATEGORIES.map((category) => {
      const of = devRows.filter((row) => row.category === category);
      const held = of.filter((row) => row.ruleCrisis || row.crisis >= thresholds.crisis).length;
      const blocked = of.filter((row) => !(row.ruleCrisis || row.crisis >= thresholds.crisis) && (row.ruleBlock || row.unkind >= thresholds.unkind || row.hate >= thresholds.hate)).length;
      print(`  dev ${category.padEnd(14)} ${String(of.length).padStart(4)} rows: held ${pct(held / of.length)}, blocked ${pct(blocked / of.length)}, published ${pct((of.length - held - blocked) / of.length)} (should be ${expectedOutcome(category)})`);
      return [category, { rows: of.length, held: held / of.length, blocked: blocked / of.length }];
    }),
  );

  return { thresholds, devFigures, tradeOff };
}

/** The softmax regression over the rows' words (lexical-features.ts), as the file stores it. */
function trainWordsModel(rows: TrainingRow[], inputs: string[]): KindnessModelFile['lexical'] {
  const started = Date.now();
  const labels = Int32Array.from(rows, (row) => CATEGORIES.indexOf(row.category));
  const model = trainSparseSoftmax(inputs.map((words) => lexicalFeatures(words)), labels, CATEGORIES.length, { ...LEXICAL, sampleWeights: sampleWeights(rows), random: new SeededRandom(SEED) });
  print(`words model trained on ${rows.length} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { buckets: model.buckets, weights: quantizeRows(model.weights, model.classes, model.buckets), bias: Array.from(model.bias, sixDigits) };
}

async function main(): Promise<void> {
  const modelsDir = modelsDirectory();
  const corpus = await loadInDomainCorpus();
  const publicGroups = await loadPublicTrainingGroups();
  const rows = trainingRows(corpus, publicGroups);
  const dev = corpus.filter((e) => e.split === 'dev');
  print(`corpus: ${corpus.length} rows of our own (${['train', 'dev', 'test'].map((s) => `${s} ${corpus.filter((e) => e.split === s).length}`).join(', ')}), training on ${rows.filter((row) => row.group === 'kindred').length} of ours (second spellings included) and ${rows.filter((row) => row.group !== 'kindred').length} public rows`);

  const trainInputs = rows.map((row) => classifierSegments(row.text)[0]!);
  const devSegments = dev.map((e) => classifierSegments(e.text));
  const vectors = await embedTexts([...trainInputs, ...devSegments.flat()], modelsDir, print);
  const trainVectors = vectors.slice(0, trainInputs.length);

  const standardisation = fitStandardisation(trainVectors);
  const matrix = standardise(trainVectors, standardisation);
  const labels = Int32Array.from(rows, (row) => CATEGORIES.indexOf(row.category));
  const weights = sampleWeights(rows);
  const lexical = trainWordsModel(rows, trainInputs);
  const members = Array.from({ length: ENSEMBLE }, (_, member) => {
    const started = Date.now();
    const mlp = trainSoftmaxMlp(matrix, labels, CATEGORIES.length, { ...HYPERPARAMETERS, sampleWeights: weights, random: new SeededRandom(SEED + member) });
    print(`member ${member + 1}/${ENSEMBLE} trained on ${rows.length} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return {
      hidden: { weights: quantizeRows(mlp.hiddenWeights, mlp.hiddenUnits, mlp.inputs), bias: Array.from(mlp.hiddenBias, sixDigits) },
      output: {
        weights: Array.from({ length: mlp.classes }, (_, c) => Array.from(mlp.outputWeights.subarray(c * mlp.hiddenUnits, (c + 1) * mlp.hiddenUnits), sixDigits)),
        bias: Array.from(mlp.outputBias, sixDigits),
      },
    };
  });

  const unrounded: KindnessModelFile = {
    format: KINDNESS_MODEL_FORMAT,
    embedder: `use-lite@${findModel('use-lite').files.find((f) => f.path === 'model.json')!.sha256.slice(0, 12)}`,
    dimensions: trainVectors[0]!.length,
    classes: [...CATEGORIES],
    standardisation: { mean: Array.from(standardisation.mean, sixDigits), scale: Array.from(standardisation.scale, sixDigits) },
    members,
    lexical,
    embeddingShare: EMBEDDING_SHARE,
    thresholds: UNCALIBRATED,
  };
  const devVectors = vectors.slice(trainInputs.length);
  const calibrated = calibrateOnDev(unrounded, dev, devSegments, devVectors);
  const file: KindnessModelFile = {
    ...unrounded,
    thresholds: calibrated.thresholds,
    description: 'Kindred kindness classifier: softmax over the check\'s categories on USE-Lite embeddings, blended with a softmax regression over the text\'s words; long texts are also read passage by passage.',
    hyperparameters: { embedding: { ...HYPERPARAMETERS, ensemble: ENSEMBLE }, lexical: LEXICAL },
    seed: SEED,
    calibration: { split: 'dev', targets: TARGETS, rule: 'crisis: the lowest threshold that holds at most the target share of dev sad sharing, rules included; hate: the lowest threshold on P(hate) that still publishes the target share of dev group mentions; unkind: the lowest threshold that still publishes the target share of dev rows that should be published' },
    trainedOn: [
      { data: 'models/training/corpus/*.csv, train split, each row also in a second spelling (members-spelling.ts)', licence: "Kindred's own", rows: rows.filter((row) => row.group === 'kindred').length },
      ...publicGroups.map((group) => ({ data: group.name, licence: group.licence, category: group.category, weightShare: group.share, rows: group.texts.length })),
    ],
    devFigures: calibrated.devFigures,
    crisisTradeOff: calibrated.tradeOff,
  };
  await writeModelFile(file);
}

async function writeModelFile(file: KindnessModelFile): Promise<void> {
  const json = `${JSON.stringify(parseKindnessModelFile(file))}\n`;
  await writeFile(OUTPUT, json);
  print(`wrote ${OUTPUT}`);
  print(`manifest: kindnessClassifier(${Buffer.byteLength(json)}, '${createHash('sha256').update(json).digest('hex')}')`);
}

/**
 * `--recalibrate`: the written networks kept, only the thresholds, dev figures and trade-off chosen again,
 * for when the rules changed (they are counted in the calibration) and the data did not.
 */
async function recalibrate(): Promise<void> {
  // Thresholds are about to be chosen again, so a file written before a threshold existed still loads.
  const file = parseKindnessModelFile({ ...(JSON.parse(await readFile(OUTPUT, 'utf8')) as object), thresholds: UNCALIBRATED });
  const dev = (await loadInDomainCorpus()).filter((e) => e.split === 'dev');
  const devSegments = dev.map((e) => classifierSegments(e.text));
  const devVectors = await embedTexts(devSegments.flat(), modelsDirectory(), print);
  const calibrated = calibrateOnDev(file, dev, devSegments, devVectors);
  await writeModelFile({ ...file, thresholds: calibrated.thresholds, devFigures: calibrated.devFigures, crisisTradeOff: calibrated.tradeOff });
}

/**
 * `--words`: the written networks kept, the words model trained again on the current corpus, then the
 * thresholds chosen again. The words model takes minutes where the networks take most of an hour, and
 * networks trained on more rows are not always better (models/README.md, round 20).
 */
async function retrainWords(): Promise<void> {
  const file = parseKindnessModelFile({ ...(JSON.parse(await readFile(OUTPUT, 'utf8')) as object), thresholds: UNCALIBRATED });
  const corpus = await loadInDomainCorpus();
  const rows = trainingRows(corpus, await loadPublicTrainingGroups());
  const lexical = trainWordsModel(rows, rows.map((row) => classifierSegments(row.text)[0]!));
  const dev = corpus.filter((e) => e.split === 'dev');
  const devSegments = dev.map((e) => classifierSegments(e.text));
  const devVectors = await embedTexts(devSegments.flat(), modelsDirectory(), print);
  const retrained = { ...file, lexical, embeddingShare: EMBEDDING_SHARE, hyperparameters: { ...(file.hyperparameters as object), lexical: LEXICAL }, wordsModelTrainedOn: `${rows.filter((row) => row.group === 'kindred').length} of our rows (second spellings included) and the same public rows; the networks on what trainedOn says` };
  const calibrated = calibrateOnDev(retrained, dev, devSegments, devVectors);
  await writeModelFile({ ...retrained, thresholds: calibrated.thresholds, devFigures: calibrated.devFigures, crisisTradeOff: calibrated.tradeOff });
}

const mode = process.argv.includes('--recalibrate') ? recalibrate : process.argv.includes('--words') ? retrainWords : main;
mode().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
