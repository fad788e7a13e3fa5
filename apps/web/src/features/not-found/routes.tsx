import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout, serverRendered } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'not-found',
);

/** Any other address: the not-found page, drawn by the server with HTTP 404. Each screen with its layout flags (spec §2.1). */
export const notFoundRoutes: RouteObject[] = [
  {
    path: '*',
    handle: layout({ titleName: msg`페이지를 찾을 수 없습니다` }, serverRendered),
    lazy: page('not-found-page'),
  },
];
