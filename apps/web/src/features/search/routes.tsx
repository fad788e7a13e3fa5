import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout, serverRendered } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'search',
);

/** The search (spec §2.2 /search…). Each screen with its layout flags (spec §2.1). */
export const searchRoutes: RouteObject[] = [
  {
    path: '/search',
    handle: layout({ titleName: msg`검색` }, serverRendered),
    lazy: page('search-page'),
  },
  {
    // The phone's search (spec §2.2): a back button in place of the footer.
    path: '/search/mo',
    handle: layout({ isBack: true, isFooter: false, titleName: msg`검색` }, serverRendered),
    lazy: page('search-page'),
  },
  {
    // Drawn in the browser: each search is counted by the visitor's own address (docs/search.md).
    path: '/search/view',
    handle: layout({ isBack: true, titleName: msg`검색 결과` }),
    lazy: page('search-results-page'),
  },
];
