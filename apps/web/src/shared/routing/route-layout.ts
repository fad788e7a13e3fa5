import type { MessageDescriptor } from '@lingui/core';
import { useSiteRouterState } from './site-router.tsx';

/** Layout flags each route carries (spec §2.1). */
export interface RouteLayout {
  isHeader: boolean;
  isBack: boolean;
  isNav: boolean;
  isFooter: boolean;
  /** The screen's name (msg`…`), worded where it is shown: the back bar and the page's default title. */
  titleName: MessageDescriptor | undefined;
}

const defaults: RouteLayout = {
  isHeader: true,
  isBack: false,
  isNav: false,
  isFooter: true,
  titleName: undefined,
};

/** What a route's `handle` carries. */
export interface RouteHandle {
  layout: RouteLayout;
  /**
   * A public page the server draws with its data (docs/server-rendering.md); other routes (behind the
   * login, the flows, popups) start from the shell and are drawn in the browser.
   */
  isServerRendered: boolean;
}

/** Marks a route as one the server draws: `layout({ … }, serverRendered)`. */
export const serverRendered = { isServerRendered: true } as const;

export function layout(
  flags: Partial<RouteLayout> = {},
  options: { isServerRendered?: boolean } = {},
): RouteHandle {
  return { layout: { ...defaults, ...flags }, isServerRendered: options.isServerRendered ?? false };
}

/** Whether the route's handle marks it as server-rendered. */
export function isServerRenderedHandle(handle: unknown): boolean {
  return hasLayout(handle) && (handle as Partial<RouteHandle>).isServerRendered === true;
}

function hasLayout(handle: unknown): handle is { layout: RouteLayout } {
  return typeof handle === 'object' && handle !== null && 'layout' in handle;
}

/** The flags of the deepest matched route that declares them. */
export function useRouteLayout(): RouteLayout {
  const { matches } = useSiteRouterState();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle as unknown;
    if (hasLayout(handle)) return handle.layout;
  }
  return defaults;
}
