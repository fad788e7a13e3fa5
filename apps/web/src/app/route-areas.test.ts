import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { selfCareCallAddresses } from '@mvno/contract/self-care-call-addresses';
import { siteCallAddresses } from '@mvno/contract/site-call-addresses';
import { areaOf, routeAreas, selfCareArea } from './route-areas.ts';
import { publicRoutes } from './routes.tsx';
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
  it('hold every self-care screen, in both languages', () => {
    for (const path of pathsOf(selfCareRoutes)) {
      expect(areaOf(path), path).toBe(selfCareArea);
      expect(areaOf(`/en${path}`), path).toBe(selfCareArea);
    }
  });

  it('leave every public screen to the table the page starts with', () => {
    for (const path of pathsOf(publicRoutes)) expect(areaOf(path), path).toBeUndefined();
  });

  it.each([
    ['/my-page', true],
    ['/my-page-v2/my-info', true],
    ['/payment/result', true],
    ['/my-pages', false],
    ['/plan', false],
    ['/en/main', false],
  ])('place %s in the self-care area: %s', (path, isIn) => {
    expect(areaOf(path) === selfCareArea).toBe(isIn);
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
