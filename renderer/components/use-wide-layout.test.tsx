import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubWindowWidth } from '../test-support/fake-match-media.js';
import { useWideLayout, WIDE_LAYOUT_QUERY } from './use-wide-layout.js';

describe('useWideLayout', () => {
  it('asks for the wide layout from 1024 px', () => {
    const { matchMedia } = stubWindowWidth(1280);
    renderHook(() => useWideLayout());

    expect(WIDE_LAYOUT_QUERY).toBe('(min-width: 1024px)');
    expect(matchMedia).toHaveBeenCalledWith(WIDE_LAYOUT_QUERY);
  });

  it.each([
    [390, false],
    [1023, false],
    [1024, true],
    [1280, true],
  ])('at %i px answers %s', (width, wide) => {
    stubWindowWidth(width);
    expect(renderHook(() => useWideLayout()).result.current).toBe(wide);
  });

  it('follows the window across the breakpoint, both ways', async () => {
    const window = stubWindowWidth(1280);
    const { result } = renderHook(() => useWideLayout());

    await window.resizeTo(800);
    expect(result.current).toBe(false);
    await window.resizeTo(1100);
    expect(result.current).toBe(true);
  });

  it('stops listening once unmounted', () => {
    const { matchMedia } = stubWindowWidth(1280);
    const { unmount } = renderHook(() => useWideLayout());
    const lists = matchMedia.mock.results.map((result) => result.value as MediaQueryList);
    const removals = lists.map((list) => vi.spyOn(list, 'removeEventListener'));

    unmount();

    expect(removals.flatMap((spy) => spy.mock.calls.map(([type]) => type))).toEqual(['change']);
  });

  it('is the phone layout where there is no matchMedia', () => {
    expect(window.matchMedia).toBeUndefined();
    expect(renderHook(() => useWideLayout()).result.current).toBe(false);
  });
});
