import { isPagePath, type PagePath } from '@mvno/contract';
import type { SiteRouter } from '../shared/routing/site-router.tsx';
import { recordPageView } from '../features/analytics/api/record-page-view.ts';
import {
  isTrackingRefused,
  loadTrackingChoice,
  type PrivacySignals,
} from '../shared/analytics/tracking-choice.ts';
import { followOtherTabs } from '../shared/storage/encrypted-storage.ts';

type RouterState = SiteRouter['state'];

/** The matched routes, outermost first, as far as their paths go. */
type RouteChain = ReadonlyArray<{ route: { path?: string } }>;

/** The matched routes' paths joined into one pattern: '/plan/:planNo', '/*' for the not-found page. */
export function joinRoutePaths(matches: RouteChain): string {
  let pattern = '';
  for (const { route } of matches) {
    const path = route.path;
    if (path === undefined || path === '') continue;
    pattern = path.startsWith('/') ? path : `${pattern.replace(/\/$/, '')}/${path}`;
  }
  return pattern === '' ? '/' : pattern;
}

/**
 * What a page view names: the route pattern of the screen shown, never the address itself, whose ids,
 * search words and query strings may say who is looking. A pattern the contract does not list is not
 * reported (a web test keeps the route table and the list equal).
 */
export function routePatternOf(matches: RouteChain): PagePath | undefined {
  const pattern = joinRoutePaths(matches);
  return isPagePath(pattern) ? pattern : undefined;
}

export interface AnalyticsWiringOptions {
  /** The browser's privacy signals; `navigator` unless a test gives its own. */
  privacySignals?: PrivacySignals;
}

/**
 * Sends a page view after each route change (spec §7): once a navigation has settled on a new screen,
 * i.e. a new pathname; a changed query alone (a filter, a tab) is the same screen. Never for a visitor who
 * refused tracking, and never in the way: the call is quiet, not awaited, and its failure is ignored.
 * Returns the function that undoes it.
 */
export function connectAnalytics(router: SiteRouter, options: AnalyticsWiringOptions = {}): () => void {
  loadTrackingChoice(options.privacySignals);
  const stopFollowing = followOtherTabs((key) => {
    if (key === 'isTrackingRefused') loadTrackingChoice();
  });

  let reportedPathname: string | undefined;
  const report = (state: RouterState) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    if (state.location.pathname === reportedPathname) return;
    reportedPathname = state.location.pathname;
    if (isTrackingRefused()) return;
    const path = routePatternOf(state.matches);
    if (path !== undefined) recordPageView(path).catch(() => undefined);
  };

  report(router.state);
  const stopRouting = router.subscribe(report);
  return () => {
    stopRouting();
    stopFollowing();
  };
}
