import type { Locale } from '@mvno/contract';
import type { ComponentType } from 'react';
import { loadChunk } from '../chunk/load-chunk.ts';
import type { Prefetch } from '../api/prefetch.ts';
import { prefetchLoader } from './route-data.ts';
import {
  formCatalogPathOf,
  getPageLocale,
  loadCatalog,
  loadFormMessages,
  type CatalogModules,
} from '../i18n/page-locale.ts';

/** A screen's module: the screen, and for a server-rendered page the calls it is drawn from. */
export interface PageModule {
  default: ComponentType;
  prefetch?: Prefetch;
}

export interface LazyPage {
  (): Promise<{ Component: ComponentType; loader?: ReturnType<typeof prefetchLoader> }>;
  /** The module's path from the web app's root, as the build manifest names its chunk. */
  modulePath: string;
  /** The feature's catalogues in a language (its own, and the contract's forms if it has any), by the same kind of path. */
  catalogPathsOf(locale: Locale): string[];
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
  /** Whether its screens have forms or flows: they load what the contract's rules say too. */
  { hasForms = false }: { hasForms?: boolean } = {},
) {
  const loadCatalogs = (locale: Locale) =>
    Promise.all([loadCatalog(catalogs, locale, feature), hasForms ? loadFormMessages(locale) : undefined]);
  return (page: string): LazyPage => {
    const load = modules[`./pages/${page}.tsx`];
    if (load === undefined) throw new Error(`No screen at src/features/${feature}/pages/${page}.tsx`);
    const lazy = async () => {
      const [module] = await Promise.all([loadChunk(load), loadChunk(() => loadCatalogs(getPageLocale()))]);
      return {
        Component: module.default,
        ...(module.prefetch === undefined ? {} : { loader: prefetchLoader(module.prefetch) }),
      };
    };
    return Object.assign(lazy, {
      modulePath: `src/features/${feature}/pages/${page}.tsx`,
      catalogPathsOf: (locale: Locale) => [
        `src/features/${feature}/locales/${locale}.ts`,
        ...(hasForms ? [formCatalogPathOf(locale)] : []),
      ],
      loadCatalog: async (locale: Locale) => {
        await loadCatalogs(locale);
      },
    });
  };
}
