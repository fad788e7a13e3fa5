import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout, serverRendered } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'terms',
);

/** The terms and policies (spec §2.2 /terms). Each screen with its layout flags (spec §2.1). */
export const termsRoutes: RouteObject[] = [
  {
    path: '/terms',
    handle: layout({ isBack: true, titleName: msg`약관 및 정책` }, serverRendered),
    lazy: page('terms-page'),
  },
];
