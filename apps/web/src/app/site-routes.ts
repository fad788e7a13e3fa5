import type { RouteObject } from 'react-router';
import { areaRoutes, routeAreas } from './route-areas.ts';
import { routeTree, startingRoutes } from './routes.tsx';

export { selfCareCallAddresses } from './self-care-routes.ts';

/** Every area's route table, loaded: what the server draws from, and what tests walk. */
export async function loadSiteRoutes(): Promise<RouteObject[]> {
  const loaded = await Promise.all(routeAreas.map(async (area) => [area.id, await area.load()] as const));
  return routeTree([...startingRoutes, ...areaRoutes(new Map(loaded))]);
}

/** Every screen of the site at once. */
export const siteRoutes: RouteObject[] = await loadSiteRoutes();
