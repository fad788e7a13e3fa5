import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout, serverRendered } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'home',
);

/** The home page (spec §2.2 /main). Each screen with its layout flags (spec §2.1). */
export const homeRoutes: RouteObject[] = [
  {
    path: '/main',
    handle: layout({ isNav: true }, serverRendered),
    lazy: page('home-page'),
  },
];
