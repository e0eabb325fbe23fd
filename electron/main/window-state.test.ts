import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WINDOW_SIZE, loadWindowState, saveWindowState, trackWindowState, windowBoundsFor, type Rect, type WindowState } from './window-state.js';

const laptop: Rect = { x: 0, y: 25, width: 1440, height: 875 };
const external: Rect = { x: 1440, y: 0, width: 2560, height: 1415 };
const small: Rect = { x: 0, y: 0, width: 1024, height: 740 };

describe('windowBoundsFor', () => {
  it('opens a first launch at a desktop size, centred on the primary screen', () => {
    expect(windowBoundsFor(undefined, [laptop, external])).toEqual({ x: 80, y: 33, ...DEFAULT_WINDOW_SIZE, maximized: false });
  });

  it('fits a first launch on a screen smaller than the default size', () => {
    expect(windowBoundsFor(undefined, [small])).toEqual({ x: 0, y: 0, width: 1024, height: 740, maximized: false });
  });

  it('puts a remembered window back where it was', () => {
    const saved: WindowState = { x: 1600, y: 100, width: 1300, height: 900, maximized: true };
    expect(windowBoundsFor(saved, [laptop, external])).toEqual(saved);
  });

  it('moves a window hanging off the edge fully onto the screen it mostly covers', () => {
    expect(windowBoundsFor({ x: 3500, y: 1000, width: 1000, height: 800, maximized: false }, [laptop, external])).toEqual({ x: 3000, y: 615, width: 1000, height: 800, maximized: false });
    expect(windowBoundsFor({ x: -300, y: -50, width: 900, height: 700, maximized: false }, [laptop, external])).toEqual({ x: 0, y: 25, width: 900, height: 700, maximized: false });
  });

  it('brings back a window whose screen was unplugged, centred on the primary screen and shrunk to fit', () => {
    expect(windowBoundsFor({ x: 1600, y: 100, width: 2000, height: 1200, maximized: false }, [laptop])).toEqual({ x: 0, y: 25, width: 1440, height: 875, maximized: false });
    expect(windowBoundsFor({ x: 5000, y: 100, width: 800, height: 600, maximized: true }, [laptop])).toEqual({ x: 320, y: 163, width: 800, height: 600, maximized: true });
  });

  it('never restores a window smaller than the minimum', () => {
    expect(windowBoundsFor({ x: 10, y: 40, width: 50, height: 20, maximized: false }, [laptop])).toEqual({ x: 10, y: 40, width: 360, height: 560, maximized: false });
  });
});

describe('the window-state file', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const dir = () => {
    const created = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-window-'));
    dirs.push(created);
    return created;
  };

  it('round-trips, and a damaged file means a first launch', () => {
    const directory = dir();
    expect(loadWindowState(directory)).toBeUndefined();
    const state = { x: 12, y: 34, width: 1300, height: 900, maximized: false };
    saveWindowState(directory, state);
    expect(loadWindowState(directory)).toEqual(state);
    fs.writeFileSync(path.join(directory, 'window-state.json'), '{"x": "left"}');
    expect(loadWindowState(directory)).toBeUndefined();
  });
});

describe('trackWindowState', () => {
  it('saves once after a burst of moves, and at once on close', () => {
    vi.useFakeTimers();
    try {
      const window = Object.assign(new EventEmitter(), { bounds: { x: 0, y: 0, width: 1280, height: 860 }, maximized: false });
      const saved: WindowState[] = [];
      trackWindowState({ on: (event, listener) => window.on(event, listener), getNormalBounds: () => window.bounds, isMaximized: () => window.maximized }, (state) => saved.push(state));
      for (let x = 1; x <= 5; x += 1) {
        window.bounds = { ...window.bounds, x: x * 10.4 };
        window.emit('move');
      }
      expect(saved).toEqual([]);
      vi.advanceTimersByTime(600);
      expect(saved).toEqual([{ x: 52, y: 0, width: 1280, height: 860, maximized: false }]);
      window.maximized = true;
      window.emit('resize');
      window.emit('close');
      vi.advanceTimersByTime(600);
      expect(saved).toEqual([saved[0], { x: 52, y: 0, width: 1280, height: 860, maximized: true }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
