import { useSyncExternalStore } from 'react';

/**
 * Where the wide (desktop) layout starts: side navigation, a wider feed and the replies beside it.
 * CSS cannot read a custom property in a media query, so styles/wide-layout.css writes this width as
 * `@media (min-width: 1024px)`; e2e/wide-layout.spec.ts checks at 1023 and 1024 px that the stylesheet
 * and this hook switch together.
 */
export const WIDE_LAYOUT_MIN_WIDTH_PX = 1024;
export const WIDE_LAYOUT_QUERY = `(min-width: ${WIDE_LAYOUT_MIN_WIDTH_PX}px)`;

/** The query's list, or null where there is no matchMedia (jsdom, very old engines): the phone layout. */
function wideLayoutQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_LAYOUT_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = wideLayoutQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isWide = () => wideLayoutQuery()?.matches ?? false;

/**
 * Whether the window is wide enough for the desktop layout, following resizes. Only for what CSS cannot
 * do alone (the replies as a side panel instead of a modal sheet); layout itself belongs in the stylesheets.
 */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
