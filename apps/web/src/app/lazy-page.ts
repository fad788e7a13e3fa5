import type { ComponentType } from 'react';
import { loadChunk } from '../shared/chunk/load-chunk.ts';
import type { Prefetch } from '../shared/api/prefetch.ts';
import { prefetchLoader } from './route-data.ts';

/** A screen's module: the screen, and for a server-rendered page the calls it is drawn from. */
export interface PageModule {
  default: ComponentType;
  prefetch?: Prefetch;
}

// Every screen is a chunk of its own, found by its file name (src/features/<feature>/pages/<name>.tsx).
const pageModules = import.meta.glob<PageModule>([
  '../features/*/pages/*.tsx',
  '!../features/*/pages/*.test.tsx',
]);

export interface LazyPage {
  (): Promise<{ Component: ComponentType; loader?: ReturnType<typeof prefetchLoader> }>;
  /** The module's path from the web app's root, as the build manifest names its chunk. */
  modulePath: string;
}

/**
 * A route's screen, loaded as its own chunk. A chunk that fails or has not arrived in 120 s is a load error
 * (§8): the route's error element says so inside the page's layout, with a reload button.
 *
 * @param page the screen's file below src/features without its extension: 'plans/pages/plan-detail-page'
 */
export function lazyPage(page: string): LazyPage {
  const importPath = `../features/${page}.tsx`;
  const load = pageModules[importPath];
  if (load === undefined) throw new Error(`No screen at src/features/${page}.tsx`);
  const lazy = async () => {
    const module = await loadChunk(load);
    return {
      Component: module.default,
      ...(module.prefetch === undefined ? {} : { loader: prefetchLoader(module.prefetch) }),
    };
  };
  return Object.assign(lazy, { modulePath: `src/features/${page}.tsx` });
}
