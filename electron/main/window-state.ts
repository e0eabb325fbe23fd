/**
 * The window opens where the member left it, at the size they left it, and always on a screen that is
 * still there.
 *
 * Exports:
 * - `windowBoundsFor(saved, workAreas)`: where to open the window. A first launch gets a desktop size
 *   (1280×860, or what fits) centred on the primary screen's work area (`workAreas[0]`); a remembered one
 *   goes back on the screen it overlaps most, shrunk to fit and moved fully inside it; a window whose
 *   screen was unplugged comes back centred on the primary screen.
 * - `loadWindowState(directory)`, `saveWindowState(directory, state)`: `window-state.json`, written atomically.
 * - `trackWindowState(window, save)`: saves the normal bounds and maximised state on resize and move
 *   (debounced) and on close.
 * - `DEFAULT_WINDOW_SIZE`, `MIN_WINDOW_SIZE`, `Rect`, `WindowState`.
 */
import path from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFileAtomic } from './json-file.js';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState extends Rect {
  maximized: boolean;
}

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 860 } as const;
export const MIN_WINDOW_SIZE = { width: 360, height: 560 } as const;
const WINDOW_STATE_FILE = 'window-state.json';
const SAVE_DELAY_MS = 500;

const windowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
});

function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

function centred(area: Rect, width: number, height: number): Rect {
  return { x: Math.round(area.x + (area.width - width) / 2), y: Math.round(area.y + (area.height - height) / 2), width, height };
}

/** A size no smaller than the minimum unless the screen itself is smaller, and never bigger than the screen. */
function fittedSize(area: Rect, width: number, height: number) {
  return {
    width: Math.min(Math.max(width, MIN_WINDOW_SIZE.width), area.width),
    height: Math.min(Math.max(height, MIN_WINDOW_SIZE.height), area.height),
  };
}

export function windowBoundsFor(saved: WindowState | undefined, workAreas: readonly Rect[]): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_WINDOW_SIZE };
  if (!saved) {
    const { width, height } = fittedSize(primary, DEFAULT_WINDOW_SIZE.width, DEFAULT_WINDOW_SIZE.height);
    return { ...centred(primary, width, height), maximized: false };
  }
  const [best] = workAreas.map((area) => ({ area, shared: overlap(saved, area) })).sort((a, b) => b.shared - a.shared);
  const { width, height } = fittedSize(best && best.shared > 0 ? best.area : primary, saved.width, saved.height);
  if (!best || best.shared === 0) return { ...centred(primary, width, height), maximized: saved.maximized };
  const area = best.area;
  return {
    x: clamp(saved.x, area.x, area.x + area.width - width),
    y: clamp(saved.y, area.y, area.y + area.height - height),
    width,
    height,
    maximized: saved.maximized,
  };
}

export const loadWindowState = (directory: string): WindowState | undefined => readJsonFile(path.join(directory, WINDOW_STATE_FILE), windowStateSchema);

export const saveWindowState = (directory: string, state: WindowState): void => writeJsonFileAtomic(path.join(directory, WINDOW_STATE_FILE), state);

/** The part of Electron's BrowserWindow the tracker uses. */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'close', listener: () => void): unknown;
  getNormalBounds(): Rect;
  isMaximized(): boolean;
}

export function trackWindowState(window: TrackedWindow, save: (state: WindowState) => void): void {
  let timer: NodeJS.Timeout | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    const { x, y, width, height } = window.getNormalBounds();
    save({ x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height), maximized: window.isMaximized() });
  };
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(saveNow, SAVE_DELAY_MS);
  };
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('close', saveNow);
}
