/**
 * npm run models:fetch [ids…]   download missing model files into KINDRED_MODELS_DIR, verified by sha256
 * npm run models:fetch -- --list   show where each model is found (ready / missing / corrupt)
 */
import { fetchModel, hubUrlFromEnvironment, ModelFetchError } from './fetch.js';
import { findModel, MODELS, totalBytes, type ModelEntry } from './manifest.js';
import { createProgressReporter } from './progress.js';
import { modelsDirectory, resolveModel } from './resolve.js';

function usage(): string {
  const ids = MODELS.map((model) => `  ${model.id.padEnd(24)} ${model.role.padEnd(16)} ${(totalBytes(model) / 1e6).toFixed(1).padStart(7)} MB${model.remote ? '' : '  (ships with the repo or npm)'}`);
  return [
    'Usage: npm run models:fetch [-- [--list] [ids…]]',
    'Without ids, fetches every downloadable model that is not already present and verified',
    '(models marked optional, like the zero-shot NLI model, only when named).',
    '',
    'Models:',
    ...ids,
    '',
    `Models dir: ${modelsDirectory()} (KINDRED_MODELS_DIR)`,
    `Hub: ${hubUrlFromEnvironment()} (KINDRED_MODELS_HUB_URL)`,
  ].join('\n');
}

async function listModels(): Promise<void> {
  for (const model of MODELS) {
    const resolution = await resolveModel(model);
    const where = resolution.state === 'ready' ? `${resolution.source}: ${resolution.directory}` : resolution.detail;
    console.log(`${model.id.padEnd(24)} ${resolution.state.padEnd(8)} ${where}`);
  }
}

function selectModels(ids: string[]): ModelEntry[] {
  if (ids.length > 0) return ids.map(findModel);
  return MODELS.filter((model) => model.remote && model.fetchByDefault !== false);
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage());
    return 0;
  }
  if (argv.includes('--list')) {
    await listModels();
    return 0;
  }
  const unknown = argv.filter((arg) => arg.startsWith('-'));
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}\n\n${usage()}`);
    return 2;
  }
  let models: ModelEntry[];
  try {
    models = selectModels(argv);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const progress = createProgressReporter(process.stderr);
  let failures = 0;
  for (const model of models) {
    try {
      const outcome = await fetchModel(model, { progress });
      if (outcome.status === 'already-present') progress.note(`${model.id}: ready (${outcome.source}: ${outcome.directory})`);
      else progress.note(`${model.id}: ready in ${outcome.directory} (${outcome.files.length} file(s) downloaded)`);
    } catch (error) {
      failures += 1;
      const message = error instanceof ModelFetchError ? error.message : String(error);
      console.error(`${model.id}: ${message}`);
    }
  }
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
