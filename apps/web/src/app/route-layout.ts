import { useMatches } from 'react-router';

/** Layout flags each route carries (spec §2.1). */
export interface RouteLayout {
  isHeader: boolean;
  isBack: boolean;
  isNav: boolean;
  isFooter: boolean;
  titleName: string;
}

const defaults: RouteLayout = { isHeader: true, isBack: false, isNav: false, isFooter: true, titleName: '' };

export function layout(flags: Partial<RouteLayout> = {}): { layout: RouteLayout } {
  return { layout: { ...defaults, ...flags } };
}

function hasLayout(handle: unknown): handle is { layout: RouteLayout } {
  return typeof handle === 'object' && handle !== null && 'layout' in handle;
}

/** The flags of the deepest matched route that declares them. */
export function useRouteLayout(): RouteLayout {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (hasLayout(handle)) return handle.layout;
  }
  return defaults;
}
