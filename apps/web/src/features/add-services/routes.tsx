import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout, serverRendered } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'add-services',
);

/** The add-on services (spec §2.2 /add-service…). Each screen with its layout flags (spec §2.1). */
export const addServiceRoutes: RouteObject[] = [
  {
    path: '/add-service',
    handle: layout({ isNav: true, titleName: msg`부가서비스` }, serverRendered),
    lazy: page('add-service-overview-page'),
  },
  {
    path: '/add-service/all',
    handle: layout({ isNav: true, isBack: true, titleName: msg`전체 부가서비스` }, serverRendered),
    lazy: page('add-service-list-page'),
  },
  {
    path: '/add-service/success',
    handle: layout({ titleName: msg`부가서비스 가입` }),
    lazy: page('add-service-success-page'),
  },
  {
    path: '/add-service/:addServiceNo',
    handle: layout({ isBack: true, titleName: msg`부가서비스 상세` }, serverRendered),
    lazy: page('add-service-detail-page'),
  },
];
