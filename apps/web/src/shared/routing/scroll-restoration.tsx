import { useLayoutEffect, useRef } from 'react';
import { NavigationType } from 'react-router';
import { useSiteRouter, useSiteRouterState } from './site-router.tsx';

/** Where the window stood on each history entry of this tab, by the entry's key (kept across reloads). */
const POSITIONS_NAME = 'scrollPositions';
let positions: Record<string, number> | undefined;

function positionsOfTab(): Record<string, number> {
  if (positions !== undefined) return positions;
  positions = {};
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(POSITIONS_NAME) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null)
      for (const [key, value] of Object.entries(parsed))
        if (typeof value === 'number' && Number.isFinite(value)) positions[key] = value;
  } catch {
    // Storage switched off or damaged: positions live for this page only.
  }
  return positions;
}

function keepPositions(): void {
  try {
    window.sessionStorage.setItem(POSITIONS_NAME, JSON.stringify(positionsOfTab()));
  } catch {
    // As above.
  }
}

/**
 * The window's place as a visitor expects it: back and forward put it where it was on that entry (the kept
 * screen of spec §2.4 too), a reload where it was before, a new address at its top, or at its #section, and a
 * navigation that keeps the place (a filter, a tab: `preventScrollReset`) leaves it.
 */
export function ScrollRestoration() {
  const router = useSiteRouter();
  const { location, historyAction, preventScrollReset } = useSiteRouterState();

  useLayoutEffect(() => {
    if (router.isStatic) return undefined;
    window.history.scrollRestoration = 'manual';
    let shownKey = router.state.location.key;
    const save = () => {
      positionsOfTab()[shownKey] = window.scrollY;
    };
    // A navigation starts while the screen it leaves is still shown.
    const stop = router.subscribe((state) => {
      if (state.navigation.state === 'loading') save();
      else shownKey = state.location.key;
    });
    const leave = () => {
      save();
      keepPositions();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', leave);
    return () => {
      stop();
      window.removeEventListener('pagehide', leave);
    };
  }, [router]);

  const isFirst = useRef(true);
  useLayoutEffect(() => {
    if (router.isStatic) return;
    const saved = positionsOfTab()[location.key];
    if (isFirst.current) {
      // The page's first address: only a reload of an entry has a place of its own to return to.
      isFirst.current = false;
      if (saved !== undefined && location.key !== 'default') window.scrollTo(0, saved);
      return;
    }
    if (historyAction === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash !== '') {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target !== null) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
    // Once per address shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
