import { useEffect, useEffectEvent, useState } from 'react';

/** Start loading a little before the end of the list comes into view, so scrolling rarely waits. */
const NEAR_END_MARGIN = '600px 0px';

/**
 * Calls `onVisible` when the element given to the returned ref comes near the viewport, while `enabled`.
 * Without IntersectionObserver nothing happens; the caller keeps a button as the other way.
 */
export function useWhenVisible(onVisible: () => void, enabled: boolean) {
  const [element, setElement] = useState<Element | null>(null);
  const handleVisible = useEffectEvent(onVisible);

  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) handleVisible();
      },
      { rootMargin: NEAR_END_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);

  return setElement;
}
