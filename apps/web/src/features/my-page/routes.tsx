import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'my-page',
  { hasForms: true },
);

/** The my-page (spec §2.2 /my-page…). Each screen with its layout flags (spec §2.1). */
export const myPageRoutes: RouteObject[] = [
  {
    path: '/my-page',
    handle: layout({ isNav: true, titleName: msg`마이페이지` }),
    lazy: page('my-page'),
  },
];
