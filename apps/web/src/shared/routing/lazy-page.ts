import type { Locale } from '@mvno/contract';
import type { ComponentType } from 'react';
import { loadChunk } from '../chunk/load-chunk.ts';
import type { Prefetch } from '../api/prefetch.ts';
import { prefetchLoader } from './route-data.ts';
import { getPageLocale, loadCatalog, type CatalogModules } from '../i18n/page-locale.ts';

/** A screen's module: the screen, and for a server-rendered page the calls it is drawn from. */
export interface PageModule {
  default: ComponentType;
  prefetch?: Prefetch;
}

export interface LazyPage {
  (): Promise<{ Component: ComponentType; loader?: ReturnType<typeof prefetchLoader> }>;
  /** The module's path from the web app's root, as the build manifest names its chunk. */
  modulePath: string;
  /** The feature's catalogue in a language, by the same kind of path. */
  catalogPathOf(locale: string): string;
  /** Loads the feature's catalogue in a language (the server draws pages in both). */
  loadCatalog(locale: Locale): Promise<void>;
}

/**
 * A feature's screens, each loaded as its own chunk when its route is first visited, with the feature's
 * message catalogue in the page's language. A feature's route file gives its own pages
 * (`import.meta.glob('./pages/*.tsx')`, which only Vite can expand, so each feature writes it), its
 * catalogues (`import.meta.glob('./locales/*.ts')`) and its folder name; `page(name)` is then a route's `lazy`. A chunk that fails or has not arrived in
 * 120 s is a load error (§8): the route's error element says so inside the page's layout, with a reload
 * button.
 *
 * @param feature the feature's folder below src/features: 'plans'
 */
export function lazyPages(
  modules: Record<string, () => Promise<PageModule>>,
  catalogs: CatalogModules,
  feature: string,
) {
  return (page: string): LazyPage => {
    const load = modules[`./pages/${page}.tsx`];
    if (load === undefined) throw new Error(`No screen at src/features/${feature}/pages/${page}.tsx`);
    const lazy = async () => {
      const [module] = await Promise.all([
        loadChunk(load),
        loadChunk(() => loadCatalog(catalogs, getPageLocale(), feature)),
      ]);
      return {
        Component: module.default,
        ...(module.prefetch === undefined ? {} : { loader: prefetchLoader(module.prefetch) }),
      };
    };
    return Object.assign(lazy, {
      modulePath: `src/features/${feature}/pages/${page}.tsx`,
      catalogPathOf: (locale: string) => `src/features/${feature}/locales/${locale}.ts`,
      loadCatalog: (locale: Locale) => loadCatalog(catalogs, locale, feature),
    });
  };
}
