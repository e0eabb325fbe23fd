import { fireEvent } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * jsdom cannot play media: this makes play()/pause() behave (events included) and lets a test report a
 * duration, move the playhead and reach the end. Spies are restored after each test by setup.ts.
 */
export function stubMediaPlayback() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  const durations = new WeakMap<HTMLMediaElement, number>();

  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return durations.get(this) ?? NaN;
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, false);
    fireEvent(this, new Event('play'));
    fireEvent(this, new Event('playing'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (paused.get(this) === false) {
      paused.set(this, true);
      fireEvent(this, new Event('pause'));
    }
  });

  return {
    play,
    pause,
    /** What the media element itself says about its length: Infinity for MediaRecorder files. */
    reportDuration(media: HTMLMediaElement, seconds: number) {
      durations.set(media, seconds);
      fireEvent(media, new Event('durationchange'));
    },
    playTo(media: HTMLMediaElement, seconds: number) {
      media.currentTime = seconds;
      fireEvent(media, new Event('timeupdate'));
    },
    reachEnd(media: HTMLMediaElement) {
      paused.set(media, true);
      fireEvent(media, new Event('pause'));
      fireEvent(media, new Event('ended'));
    },
  };
}

const replacedUrlMethods = new Map<string, PropertyDescriptor | undefined>();

/** Object URLs of recordings (jsdom has none, Node's would hold real blobs): the test sees which were made and revoked. */
export function stubObjectUrls() {
  let lastUrlNumber = 0;
  const createObjectURL = vi.fn((_blob: Blob) => `blob:recording-${++lastUrlNumber}`);
  const revokeObjectURL = vi.fn((_url: string) => {});
  for (const [name, fake] of [
    ['createObjectURL', createObjectURL],
    ['revokeObjectURL', revokeObjectURL],
  ] as const) {
    if (!replacedUrlMethods.has(name)) replacedUrlMethods.set(name, Object.getOwnPropertyDescriptor(URL, name));
    Object.defineProperty(URL, name, { value: fake, configurable: true, writable: true });
  }
  return { createObjectURL, revokeObjectURL };
}

afterEach(() => {
  for (const [name, original] of replacedUrlMethods) {
    if (original) Object.defineProperty(URL, name, original);
    else Reflect.deleteProperty(URL, name);
  }
  replacedUrlMethods.clear();
});
