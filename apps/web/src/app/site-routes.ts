import type { RouteObject } from 'react-router';
import { areaRoutes, selfCareArea } from './route-areas.ts';
import { publicRoutes, routeTree } from './routes.tsx';
import { selfCareCallAddresses, selfCareRoutes } from './self-care-routes.ts';

export { selfCareCallAddresses };

/** Every screen of the site at once: what the server draws from, and what tests walk. */
export const siteRoutes: RouteObject[] = routeTree([
  ...publicRoutes,
  ...areaRoutes(new Map([[selfCareArea.id, selfCareRoutes]])),
]);
