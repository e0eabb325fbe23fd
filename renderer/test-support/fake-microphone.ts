import { afterEach, vi } from 'vitest';

/** Installs navigator.mediaDevices.getUserMedia for one test; removed again after it. */
export function stubGetUserMedia(getUserMedia: (constraints: MediaStreamConstraints) => Promise<unknown>) {
  const mock = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: mock }, configurable: true });
  return mock;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

export function aFakeStream(trackCount = 2) {
  const tracks = Array.from({ length: trackCount }, () => ({ stop: vi.fn() }));
  return { tracks, stream: { getTracks: () => tracks } };
}
