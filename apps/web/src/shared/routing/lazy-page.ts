import type { ComponentType } from 'react';
import { loadChunk } from '../chunk/load-chunk.ts';
import type { Prefetch } from '../api/prefetch.ts';
import { prefetchLoader } from './route-data.ts';

/** A screen's module: the screen, and for a server-rendered page the calls it is drawn from. */
export interface PageModule {
  default: ComponentType;
  prefetch?: Prefetch;
}

export interface LazyPage {
  (): Promise<{ Component: ComponentType; loader?: ReturnType<typeof prefetchLoader> }>;
  /** The module's path from the web app's root, as the build manifest names its chunk. */
  modulePath: string;
}

/**
 * A feature's screens, each loaded as its own chunk when its route is first visited. A feature's route file
 * gives its own pages (`import.meta.glob('./pages/*.tsx')`, which only Vite can expand, so each feature writes
 * it) and its folder name; `page(name)` is then a route's `lazy`. A chunk that fails or has not arrived in
 * 120 s is a load error (§8): the route's error element says so inside the page's layout, with a reload
 * button.
 *
 * @param feature the feature's folder below src/features: 'plans'
 */
export function lazyPages(modules: Record<string, () => Promise<PageModule>>, feature: string) {
  return (page: string): LazyPage => {
    const load = modules[`./pages/${page}.tsx`];
    if (load === undefined) throw new Error(`No screen at src/features/${feature}/pages/${page}.tsx`);
    const lazy = async () => {
      const module = await loadChunk(load);
      return {
        Component: module.default,
        ...(module.prefetch === undefined ? {} : { loader: prefetchLoader(module.prefetch) }),
      };
    };
    return Object.assign(lazy, { modulePath: `src/features/${feature}/pages/${page}.tsx` });
  };
}
