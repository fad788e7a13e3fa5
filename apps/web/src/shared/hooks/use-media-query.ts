import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

function hasMatchMedia(): boolean {
  // Test environments (jsdom) and very old browsers have no matchMedia: every query then reads as not matching.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * The window width a server-drawn page is laid out for: a phone's or a desktop's, guessed from the request
 * (docs/server-rendering.md). The browser hydrates with the same width, then follows its own window, so a
 * phone or a desktop never sees its layout move; only a window between the two re-lays out once.
 */
export const DrawingWidthContext = createContext<number>(0);

export const PHONE_DRAWING_WIDTH = 390;
export const DESKTOP_DRAWING_WIDTH = 1280;

const widthFeature = /\((min|max)-width:\s*(\d+)px\)/g;

/**
 * Whether a query matches at the given width, for the width queries the site writes (`(min-width: Npx)`,
 * `(max-width: Npx)`, joined by `and`); any other feature (reduced motion) reads as not matching.
 */
export function matchesAtWidth(query: string, width: number): boolean {
  const features = [...query.matchAll(widthFeature)];
  const rest = query
    .replace(widthFeature, '')
    .replace(/\band\b/g, '')
    .trim();
  if (features.length === 0 || rest !== '') return false;
  return features.every(([, kind, pixels]) =>
    kind === 'min' ? width >= Number(pixels) : width <= Number(pixels),
  );
}

/**
 * Whether a media query matches now, re-rendering when it starts or stops matching. Width rules are read
 * here rather than kept in state set by a resize effect, so a layout follows the window without a reload.
 */
export function useMediaQuery(query: string): boolean {
  const drawingWidth = useContext(DrawingWidthContext);
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
  return useSyncExternalStore(subscribe, getSnapshot, () => matchesAtWidth(query, drawingWidth));
}

/** `prefers-reduced-motion: reduce`: no autoplay and no sliding animations. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
