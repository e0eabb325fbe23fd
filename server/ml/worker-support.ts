/**
 * What every model worker thread does the same way: load its model once and keep it, and report a
 * warm-up's outcome as data (an error loses its class crossing the thread boundary).
 */
import { ModelUnavailableError } from '../../models/resolve.js';
import type { ModelStatus } from './model-status.js';

/** `load` runs once and its result is kept; a failed load is retried by the next call (files may have been fetched meanwhile). */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
}

/** Runs a warm-up and says how it went: missing or corrupt files are "missing", anything else "failed". */
export async function warmUpStatus(warmUp: () => Promise<unknown>): Promise<ModelStatus> {
  try {
    await warmUp();
    return { state: 'ready' };
  } catch (error) {
    return { state: error instanceof ModelUnavailableError ? 'missing' : 'failed', detail: (error as Error).message };
  }
}
