/**
 * npm run models:train
 *
 * Trains Kindred's kindness heads (L2 logistic regression on standardised USE-Lite embeddings) on
 * training-licensed data only, picks the L2 strength by 5-fold cross-validation and the thresholds from
 * out-of-fold scores, then reports held-out figures and writes models/heads/<name>.json.
 * Deterministic: fixed seed, exact Newton solver. Embeddings are cached in KINDRED_MODELS_DIR.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKindnessHead, HEAD_FORMAT, parseHeadFile, type HeadFile, type HeadName } from './heads.js';
import { findModel } from './manifest.js';
import { modelsDirectory } from './resolve.js';
import { USE_LITE_DIMENSIONS } from './use-lite.js';
import { DATA_SOURCES, dataDirectory, loadCorpus, type Example } from './training/datasets.js';
import { embedTexts } from './training/embed-corpus.js';
import { aucFigure, flaggedShare, heldOutRowsSeenInTraining, heldOutSlices, recallAtFalseFlagRate, round4, type Slice } from './training/evaluation.js';
import { compareHiddenLayer, type HiddenLayerTrial } from './training/compare-hidden-layer.js';
import { buildTrainingSet, crossValidate, fitHead, scoreWith, stratifiedFolds, type CrossValidationResult, type FittedHead, type TrainingSet } from './training/fit-head.js';
import { HEAD_RECIPES, matches, type HeadRecipe } from './training/head-recipes.js';
import { percent, rocAuc, shareAtOrAbove, thresholdForRecall, thresholdForShare } from './training/metrics.js';
import { SeededRandom } from './training/seeded-random.js';

const SEED = 20250601;
const FOLDS = 5;
const L2_GRID = [10, 30, 100, 300, 1000, 3000];
const HEADS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'heads');
const COMPARE_HIDDEN_LAYER = process.argv.includes('--compare-hidden-layer');

const print = (line = '') => process.stdout.write(`${line}\n`);
const sixDigits = (value: number) => Number(value.toPrecision(6));

interface TrainedHead {
  recipe: HeadRecipe;
  set: TrainingSet;
  cv: CrossValidationResult;
  thresholds: Record<string, number>;
  fitted: FittedHead;
  /** Probability for every corpus example (training rows included, for the held-out slices). */
  scores: Float64Array;
  trainingFigures: Record<string, unknown>;
}

function outOfFoldFigures(recipe: HeadRecipe, set: TrainingSet, cv: CrossValidationResult, block: number) {
  const scoresOf = (keep: (example: Example) => boolean) => set.examples.flatMap((example, row) => (keep(example) ? [cv.outOfFold[row]!] : []));
  const groups = [...recipe.positives.map((s) => ({ s, kind: 'recall' })), ...recipe.negatives.map((s) => ({ s, kind: 'flagged' }))];
  return groups.map(({ s, kind }) => {
    const scores = scoresOf((example) => matches(example, s));
    const figure: Record<string, unknown> = { rows: `${s.sources.join('+')}: ${s.categories.join('|')}`, count: scores.length, [kind]: round4(shareAtOrAbove(scores, block)) };
    if (kind === 'recall') {
      // Against the negatives of the same sources: does the head learn this source's own distinction?
      const sameSourceNegatives = scoresOf((example) => s.sources.includes(example.source) && recipe.negatives.some((n) => matches(example, n)));
      if (sameSourceNegatives.length > 0) figure.rocAucWithinSource = round4(rocAuc(scores, sameSourceNegatives));
    }
    return figure;
  });
}

function trainHead(recipe: HeadRecipe, examples: Example[], vectors: Float32Array[], hiddenLayerTrials: Map<HeadName, HiddenLayerTrial[]>): TrainedHead {
  print(`\n== head "${recipe.name}" ==`);
  const set = buildTrainingSet(recipe, examples, vectors);
  const positives = set.labels.reduce((sum, label) => sum + label, 0);
  print(`training rows: ${set.labels.length} (${positives} ${recipe.labels.positive}, ${set.labels.length - positives} ${recipe.labels.negative})`);
  for (const group of set.groupSizes) print(`  ${group.label ? '+' : '-'} ${group.rows.toString().padStart(4)}  ${group.selector}`);

  const folds = stratifiedFolds(set.labels, FOLDS, new SeededRandom(SEED));
  const cv = crossValidate(set, folds, FOLDS, L2_GRID, print);
  print(`L2 grid (mean fold ROC AUC): ${cv.grid.map((g) => `${g.l2}: ${g.meanFoldAuc.toFixed(4)}`).join(', ')}`);
  print(`chosen L2 ${cv.bestL2}; out-of-fold ROC AUC ${cv.outOfFoldAuc.toFixed(4)}`);
  if (COMPARE_HIDDEN_LAYER) hiddenLayerTrials.set(recipe.name, compareHiddenLayer(set, folds, FOLDS, SEED, print));

  const thresholds: Record<string, number> = {};
  for (const rule of recipe.thresholds) {
    const groupScores = rule.groups.map((selector) => set.examples.flatMap((example, row) => (matches(example, selector) ? [cv.outOfFold[row]!] : [])));
    // Rounded down for a recall rule, so the shipped threshold never holds fewer examples than chosen.
    thresholds[rule.name] =
      'minRecall' in rule
        ? Math.floor(Math.min(...groupScores.map((scores) => thresholdForRecall(scores, rule.minRecall))) * 1e6) / 1e6
        : sixDigits(Math.max(...groupScores.map((scores) => thresholdForShare(scores, rule.maxShare))));
    print(`threshold ${rule.name} = ${thresholds[rule.name]} (${rule.description})`);
  }
  const primary = thresholds.block ?? thresholds.supportive ?? thresholds.crisis!;
  const groupFigures = outOfFoldFigures(recipe, set, cv, primary);
  for (const figure of groupFigures) print(`  out of fold at ${primary}: ${JSON.stringify(figure)}`);

  const fitted = fitHead(set, Array.from({ length: set.labels.length }, (_, row) => row), cv.bestL2);
  const scores = scoreWith(fitted, vectors);
  return {
    recipe,
    set,
    cv,
    thresholds,
    fitted,
    scores,
    trainingFigures: {
      crossValidation: { folds: FOLDS, seed: SEED, l2Grid: cv.grid.map((g) => ({ l2: g.l2, meanFoldRocAuc: round4(g.meanFoldAuc) })), chosenL2: cv.bestL2, outOfFoldRocAuc: round4(cv.outOfFoldAuc) },
      outOfFoldAtPrimaryThreshold: groupFigures,
    },
  };
}

function heldOutFigures(heads: Map<HeadName, TrainedHead>, slices: Record<string, Slice>) {
  const insult = heads.get('insult')!;
  const unhealthy = heads.get('unhealthy')!;
  const supportive = heads.get('supportive')!;
  const crisis = heads.get('crisis')!;
  const benignSlices = [slices.counselChatHeldOut!, slices.epitomeEmpathic!, slices.epitomeNoEmpathy!, slices.epitomeSeekerPosts!, slices.cssrsPosts!, slices.uccHealthy!, slices.impermiumNotInsult!];
  const falseBlocks = (head: TrainedHead) => benignSlices.map((slice) => flaggedShare(head.scores, slice, head.thresholds.block!));
  const blockedByEither = (row: number) => Math.max(insult.scores[row]! - insult.thresholds.block!, unhealthy.scores[row]! - unhealthy.thresholds.block!);
  return {
    insult: {
      impermium: aucFigure(insult.scores, slices.impermiumInsult!, slices.impermiumNotInsult!),
      impermiumRecallAtBlock: flaggedShare(insult.scores, slices.impermiumInsult!, insult.thresholds.block!),
      falseBlocksAtBlock: falseBlocks(insult),
      uccUnhealthy: aucFigure(insult.scores, slices.uccUnhealthy!, slices.uccHealthy!),
    },
    unhealthy: {
      uccCondescendingOrSarcastic: aucFigure(unhealthy.scores, slices.uccCondescendingOrSarcastic!, slices.uccHealthy!),
      uccUnhealthy: aucFigure(unhealthy.scores, slices.uccUnhealthy!, slices.uccHealthy!),
      uccCondescendingOrSarcasticRecallAtBlock: flaggedShare(unhealthy.scores, slices.uccCondescendingOrSarcastic!, unhealthy.thresholds.block!),
      uccCondescendingOrSarcasticRecallAtReview: flaggedShare(unhealthy.scores, slices.uccCondescendingOrSarcastic!, unhealthy.thresholds.review!),
      uccHealthyFlaggedAtReview: flaggedShare(unhealthy.scores, slices.uccHealthy!, unhealthy.thresholds.review!),
      diagnosticRecallAtTenPercentUccFalseBlocks: recallAtFalseFlagRate(unhealthy.scores, slices.uccCondescendingOrSarcastic!, slices.uccHealthy!, 0.1),
      iSarcasmEvalTest: aucFigure(unhealthy.scores, slices.iSarcasmTestSarcastic!, slices.iSarcasmTestNotSarcastic!),
      impermium: aucFigure(unhealthy.scores, slices.impermiumInsult!, slices.impermiumNotInsult!),
      falseBlocksAtBlock: falseBlocks(unhealthy),
    },
    insultOrUnhealthyAtBlock: {
      falseBlocks: benignSlices.map((slice) => flaggedShare(blockedByEither, slice, 0)),
      uccCondescendingOrSarcasticRecall: flaggedShare(blockedByEither, slices.uccCondescendingOrSarcastic!, 0),
      uccUnhealthyRecall: flaggedShare(blockedByEither, slices.uccUnhealthy!, 0),
      impermiumRecall: flaggedShare(blockedByEither, slices.impermiumInsult!, 0),
    },
    supportive: {
      epitomeEmpathicVsNoEmpathy: aucFigure(supportive.scores, slices.epitomeEmpathic!, slices.epitomeNoEmpathy!),
      calledSupportive: [slices.counselChatHeldOut!, slices.epitomeEmpathic!, slices.epitomeNoEmpathy!, slices.uccUnhealthy!, slices.impermiumInsult!].map((slice) =>
        flaggedShare(supportive.scores, slice, supportive.thresholds.supportive!),
      ),
    },
    crisis: {
      // Per post, not per user: the per-user C-SSRS recall comes from `npm run eval:moderation`.
      heldAtCrisis: [slices.counselChatHeldOut!, slices.epitomeEmpathic!, slices.epitomeSeekerPosts!, slices.cssrsPosts!].map((slice) => flaggedShare(crisis.scores, slice, crisis.thresholds.crisis!)),
    },
  };
}

function headFile(head: TrainedHead, heldOut: Record<string, unknown>): HeadFile {
  const sources = new Set([...head.recipe.positives, ...head.recipe.negatives].flatMap((selector) => selector.sources));
  return {
    format: HEAD_FORMAT,
    name: head.recipe.name,
    description: head.recipe.description,
    embedder: 'use-lite',
    dimensions: USE_LITE_DIMENSIONS,
    labels: head.recipe.labels,
    standardisation: { mean: Array.from(head.fitted.standardisation.mean, sixDigits), scale: Array.from(head.fitted.standardisation.scale, sixDigits) },
    weights: Array.from(head.fitted.model.weights, sixDigits),
    bias: sixDigits(head.fitted.model.bias),
    thresholds: head.thresholds,
    thresholdRules: head.recipe.thresholds.map(({ name, description }) => ({ name, description })),
    model: { kind: 'logistic regression, L2 on standardised features, Newton/IRLS', l2: head.cv.bestL2, sampleWeighting: 'classes balanced; within a class every row group (below) carries an equal share' },
    training: {
      seed: SEED,
      groups: head.set.groupSizes,
      data: DATA_SOURCES.filter((source) => sources.has(source.id)).map(({ id, file, licence }) => ({ id, file, licence })),
      neverTrainedOn: DATA_SOURCES.filter((source) => source.use === 'evaluation').map(({ id, licence }) => ({ id, licence })),
      ...head.trainingFigures,
    },
    heldOutFigures: heldOut,
  };
}

async function writeHead(file: HeadFile, expected: TrainedHead): Promise<{ bytes: number; sha256: string }> {
  const body = `${JSON.stringify(file)}\n`;
  // Rounding to 6 significant digits must not move any verdict noticeably: compare with the exact model.
  const reloaded = createKindnessHead(parseHeadFile(JSON.parse(body)));
  let largestDifference = 0;
  const exact = scoreWith(expected.fitted, expected.set.vectors);
  expected.set.vectors.forEach((vector, row) => {
    largestDifference = Math.max(largestDifference, Math.abs(reloaded.score(vector) - exact[row]!));
  });
  print(`  ${file.name}.json: ${body.length} bytes, largest score change from rounding ${largestDifference.toExponential(2)}`);
  await mkdir(HEADS_DIR, { recursive: true });
  await writeFile(path.join(HEADS_DIR, `${file.name}.json`), body);
  return { bytes: Buffer.byteLength(body), sha256: createHash('sha256').update(body).digest('hex') };
}

function printHeldOut(figures: ReturnType<typeof heldOutFigures>): void {
  print('\n== held-out figures (never trained on; thresholds fixed beforehand) ==');
  const line = (label: string, value: unknown) => print(`${label.padEnd(58)} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  line('insult ROC AUC, Impermium (target >= 0.92)', figures.insult.impermium.rocAuc.toFixed(4));
  line('insult recall on Impermium insults at block', percent(figures.insult.impermiumRecallAtBlock.shareFlagged));
  for (const f of figures.insult.falseBlocksAtBlock) line(`insult flags, ${f.slice}`, percent(f.shareFlagged));
  line('unhealthy ROC AUC, UCC condescending|sarcastic vs healthy', figures.unhealthy.uccCondescendingOrSarcastic.rocAuc.toFixed(4));
  line('unhealthy ROC AUC, UCC unhealthy vs healthy', figures.unhealthy.uccUnhealthy.rocAuc.toFixed(4));
  line('unhealthy ROC AUC, iSarcasmEval test', figures.unhealthy.iSarcasmEvalTest.rocAuc.toFixed(4));
  line('unhealthy recall, UCC condescending|sarcastic at block (>= 0.6)', percent(figures.unhealthy.uccCondescendingOrSarcasticRecallAtBlock.shareFlagged));
  line('unhealthy recall, UCC condescending|sarcastic at review', percent(figures.unhealthy.uccCondescendingOrSarcasticRecallAtReview.shareFlagged));
  line('unhealthy flags on UCC healthy at review', percent(figures.unhealthy.uccHealthyFlaggedAtReview.shareFlagged));
  line('diagnostic: recall at 10% UCC false blocks (eval-chosen)', figures.unhealthy.diagnosticRecallAtTenPercentUccFalseBlocks);
  for (const f of figures.unhealthy.falseBlocksAtBlock) line(`unhealthy flags, ${f.slice}`, percent(f.shareFlagged));
  for (const f of figures.insultOrUnhealthyAtBlock.falseBlocks) line(`either head blocks, ${f.slice} (<= 3%)`, percent(f.shareFlagged));
  line('either head blocks, UCC condescending|sarcastic', percent(figures.insultOrUnhealthyAtBlock.uccCondescendingOrSarcasticRecall.shareFlagged));
  line('either head blocks, UCC unhealthy', percent(figures.insultOrUnhealthyAtBlock.uccUnhealthyRecall.shareFlagged));
  line('either head blocks, Impermium insults', percent(figures.insultOrUnhealthyAtBlock.impermiumRecall.shareFlagged));
  line('supportive ROC AUC, EPITOME empathic vs not', figures.supportive.epitomeEmpathicVsNoEmpathy.rocAuc.toFixed(4));
  for (const f of figures.supportive.calledSupportive) line(`supportive, ${f.slice}`, percent(f.shareFlagged));
  for (const f of figures.crisis.heldAtCrisis) line(`crisis head holds, ${f.slice}`, percent(f.shareFlagged));
}

async function main(): Promise<void> {
  const modelsDir = modelsDirectory();
  print(`data: ${dataDirectory()}   models dir: ${modelsDir}`);
  const corpus = await loadCorpus();
  const vectors = await embedTexts(
    corpus.examples.map((example) => example.text),
    modelsDir,
    print,
  );
  const heads = new Map<HeadName, TrainedHead>();
  const hiddenLayerTrials = new Map<HeadName, HiddenLayerTrial[]>();
  for (const recipe of HEAD_RECIPES) heads.set(recipe.name, trainHead(recipe, corpus.examples, vectors, hiddenLayerTrials));
  if (COMPARE_HIDDEN_LAYER) {
    // Comparison only: the heads written below stay logistic unless this shows a clear gain.
    print('\nhidden layer vs logistic (mean fold ROC AUC, same folds):');
    for (const [name, trials] of hiddenLayerTrials) {
      const logistic = Math.max(...heads.get(name)!.cv.grid.map((g) => g.meanFoldAuc));
      print(`  ${name}: logistic ${logistic.toFixed(4)}; ${trials.map((t) => `${t.hiddenUnits} units L2 ${t.l2}: ${t.meanFoldAuc.toFixed(4)}`).join('; ')}`);
    }
  }

  const slices = heldOutSlices(corpus.examples);
  print(`\nheld-out rows also present verbatim in training data (left out of every figure): ${heldOutRowsSeenInTraining(corpus.examples)}`);
  const figures = heldOutFigures(heads, slices);
  printHeldOut(figures);

  print('\n== writing models/heads ==');
  const manifestLines: string[] = [];
  for (const [name, head] of heads) {
    const written = await writeHead(headFile(head, figures[name]), head);
    const entry = findModel(`head-${name}`).files[0]!;
    const upToDate = entry.bytes === written.bytes && entry.sha256 === written.sha256;
    manifestLines.push(`${name}: ${written.bytes} bytes, sha256 ${written.sha256}${upToDate ? '' : '   <- update models/manifest.ts'}`);
  }
  print('\nmanifest entries (models/manifest.ts, kindnessHead(...)):');
  for (const line of manifestLines) print(`  ${line}`);
}

await main();
