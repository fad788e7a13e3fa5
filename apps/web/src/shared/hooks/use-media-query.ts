import { useCallback, useSyncExternalStore } from 'react';

function hasMatchMedia(): boolean {
  // Test environments (jsdom) and very old browsers have no matchMedia: every query then reads as not matching.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * Whether a media query matches now, re-rendering when it starts or stops matching. Width rules are read
 * here rather than kept in state set by a resize effect, so a layout follows the window without a reload.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => hasMatchMedia() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** `prefers-reduced-motion: reduce`: no autoplay and no sliding animations. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
