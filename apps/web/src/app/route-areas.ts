import type { RouteObject } from 'react-router';
import { pathWithoutLocale } from '@mvno/contract';
import { addCallAddresses } from '../shared/api/client.ts';

/**
 * A part of the site (a feature, or the logged-in self-care) whose route table loads when the visitor first
 * goes there (React Router's route discovery): the pages everyone opens first do not carry its screens'
 * titles, layout flags or chunks (docs/server-rendering.md).
 */
export interface RouteArea {
  /** The id of the route the area's screens are under: the same in the browser and on the server. */
  readonly id: string;
  /** Whether a path (without its language prefix) is one of the area's screens. */
  isIn(path: string): boolean;
  /** Loads the area's routes, and makes its calls reachable by name (shared/api/client.ts). */
  load(): Promise<RouteObject[]>;
}

/**
 * An area whose screens are whole paths: `prefixes` and the paths below them (`/plan` holds `/plan/all` and
 * `/plan/3`, not `/plans`).
 */
function area(id: string, prefixes: readonly string[], load: () => Promise<RouteObject[]>): RouteArea {
  return {
    id,
    isIn: (path) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    load,
  };
}

/** The subscriber's own line and money (spec §2.2 /my-page…, /my-page-v2…, and the payment popup's return). */
export const selfCareArea: RouteArea = area(
  'self-care',
  ['/my-page', '/my-page-v2', '/payment'],
  async () => {
    const { selfCareRoutes, selfCareCallAddresses } = await import('./self-care-routes.ts');
    addCallAddresses(selfCareCallAddresses);
    return selfCareRoutes;
  },
);

/**
 * Every area of the site, each a feature's route table (features/<feature>/routes.tsx): what the page a
 * visitor opens first carries of a feature is its paths and where its table is, so a new feature adds one
 * line here and nothing more to the home page (its budget, e2e/budget.test.ts).
 */
export const routeAreas: readonly RouteArea[] = [
  area('plans', ['/plan'], async () => (await import('../features/plans/routes.tsx')).planRoutes),
  area(
    'add-services',
    ['/add-service'],
    async () => (await import('../features/add-services/routes.tsx')).addServiceRoutes,
  ),
  area(
    'events',
    ['/event', '/preview'],
    async () => (await import('../features/events/routes.tsx')).eventRoutes,
  ),
  area('usim', ['/usim'], async () => (await import('../features/usim/routes.tsx')).usimRoutes),
  area(
    'customer',
    ['/customer'],
    async () => (await import('../features/customer/routes.tsx')).customerRoutes,
  ),
  area('search', ['/search'], async () => (await import('../features/search/routes.tsx')).searchRoutes),
  area('terms', ['/terms'], async () => (await import('../features/terms/routes.tsx')).termsRoutes),
  area(
    'account',
    ['/user', '/mobil-card'],
    async () => (await import('../features/account/routes.tsx')).accountRoutes,
  ),
  selfCareArea,
];

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
