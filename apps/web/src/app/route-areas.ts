import type { RouteObject } from 'react-router';
import { pathWithoutLocale } from '@mvno/contract';
import { addCallAddresses } from '../shared/api/client.ts';

/**
 * A part of the site only a logged-in subscriber uses, whose route table loads when the visitor first
 * goes there (React Router's route discovery): the pages everyone opens first do not carry it
 * (docs/performance.md).
 */
export interface RouteArea {
  /** The id of the route the area's screens are under: the same in the browser and on the server. */
  readonly id: string;
  /** Whether a path (without its language prefix) is one of the area's screens. */
  isIn(path: string): boolean;
  /** Loads the area's routes, and makes its calls reachable by name (shared/api/client.ts). */
  load(): Promise<RouteObject[]>;
}

/** The subscriber's own line and money (spec §2.2 /my-page…, /my-page-v2…, and the payment popup's return). */
export const selfCareArea: RouteArea = {
  id: 'self-care',
  isIn: (path) => /^\/(my-page|my-page-v2|payment)(\/|$)/.test(path),
  load: async () => {
    const { selfCareRoutes, selfCareCallAddresses } = await import('./self-care-routes.ts');
    addCallAddresses(selfCareCallAddresses);
    return selfCareRoutes;
  },
};

export const routeAreas: readonly RouteArea[] = [selfCareArea];

/**
 * The areas' routes, each in its own place whether its screens are loaded or not, so that every screen's
 * route has the same id in the browser as on the server that drew the page.
 */
export function areaRoutes(loaded: ReadonlyMap<string, RouteObject[]>): RouteObject[] {
  return routeAreas.map((area) => ({ id: area.id, children: loaded.get(area.id) ?? [] }));
}

/** The area a path (with or without its language prefix) is in, if any. */
export function areaOf(pathname: string): RouteArea | undefined {
  const path = pathWithoutLocale(pathname);
  return routeAreas.find((area) => area.isIn(path));
}
