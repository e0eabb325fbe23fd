import type { ToastInput } from './toast-store.js';

const PENDING_TOAST_KEY = 'kindred.pendingToast';

/** Keeps a toast across a full reload (e.g. "Account deleted"), so the member still sees it. */
export function queueToastAfterReload(input: ToastInput): void {
  try {
    window.sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(input));
  } catch {
    // Without session storage the reload simply happens without the toast.
  }
}

export function takeToastQueuedBeforeReload(): ToastInput | null {
  try {
    const stored = window.sessionStorage.getItem(PENDING_TOAST_KEY);
    window.sessionStorage.removeItem(PENDING_TOAST_KEY);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return isToastInput(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isToastInput(value: unknown): value is ToastInput {
  return typeof value === 'object' && value !== null && typeof (value as ToastInput).title === 'string';
}
