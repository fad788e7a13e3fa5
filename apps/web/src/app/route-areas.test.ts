import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { selfCareCallAddresses } from '@mvno/contract/self-care-call-addresses';
import { siteCallAddresses } from '@mvno/contract/site-call-addresses';
import { areaOf, routeAreas, selfCareArea } from './route-areas.ts';
import { startingRoutes } from './routes.tsx';
import { selfCareRoutes } from './self-care-routes.ts';
import { siteRoutes } from './site-routes.ts';

/** Every path a route table names, its children's included. */
function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...pathsOf(route.children ?? []),
  ]);
}

describe('route areas', () => {
  it.each(routeAreas.map((area) => [area.id, area] as const))(
    '%s holds every screen of its table, in both languages, and no other area does',
    async (_id, area) => {
      const paths = pathsOf(await area.load());
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        expect(areaOf(path), path).toBe(area);
        expect(areaOf(`/en${path}`), path).toBe(area);
      }
    },
  );

  it('leave the entry, the home page and the not-found page to the table the page starts with', () => {
    expect(pathsOf(startingRoutes)).toEqual(['/', '/main', '*']);
    for (const path of pathsOf(startingRoutes)) expect(areaOf(path), path).toBeUndefined();
  });

  it.each([
    ['/my-page', 'self-care'],
    ['/my-page-v2/my-info', 'self-care'],
    ['/payment/result', 'self-care'],
    ['/my-pages', undefined],
    ['/plan', 'plans'],
    ['/plan/all', 'plans'],
    ['/plans', undefined],
    ['/preview/event', 'events'],
    ['/mobil-card/auth', 'account'],
    ['/en/customer/faq', 'customer'],
    ['/en/main', undefined],
  ])('place %s in the area %s', (path, id) => {
    expect(areaOf(path)?.id).toBe(id);
  });

  it('are each drawn whole by the server, in its own place', () => {
    const screens = siteRoutes[0]?.children?.[0]?.children ?? [];
    for (const area of routeAreas) {
      const route = screens.find((candidate) => candidate.id === area.id);
      expect(route?.children?.length, area.id).toBeGreaterThan(0);
    }
  });

  it('bring their calls: self-care calls are not among the site’s, and the area loads them', async () => {
    for (const name of Object.keys(selfCareCallAddresses))
      expect(Object.hasOwn(siteCallAddresses, name)).toBe(false);
    await expect(selfCareArea.load()).resolves.toEqual(selfCareRoutes);
  });
});
