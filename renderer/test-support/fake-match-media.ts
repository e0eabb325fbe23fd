import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Replaces matchMedia (jsdom has none) with one that answers `(min-width: Npx)` queries for a window of
 * `width` pixels; `resizeTo` changes the width and tells the listeners of every query whose answer changed.
 */
export function stubWindowWidth(width: number) {
  let currentWidth = width;
  const lists: FakeMediaQueryList[] = [];

  class FakeMediaQueryList extends EventTarget {
    readonly onchange = null;
    private readonly minWidth: number;
    private answered: boolean;

    constructor(readonly media: string) {
      super();
      const minWidth = /^\(min-width: (\d+)px\)$/.exec(media)?.[1];
      if (minWidth === undefined) throw new Error(`the fake matchMedia only knows (min-width: Npx), not ${media}`);
      this.minWidth = Number(minWidth);
      this.answered = this.matches;
    }

    get matches(): boolean {
      return currentWidth >= this.minWidth;
    }

    notifyIfChanged() {
      if (this.matches === this.answered) return;
      this.answered = this.matches;
      this.dispatchEvent(new Event('change'));
    }
  }

  const matchMedia = vi.fn((media: string) => {
    const list = new FakeMediaQueryList(media);
    lists.push(list);
    return list;
  });
  vi.stubGlobal('matchMedia', matchMedia);

  return {
    matchMedia,
    resizeTo: (newWidth: number) =>
      act(() => {
        currentWidth = newWidth;
        for (const list of lists) list.notifyIfChanged();
      }),
  };
}
