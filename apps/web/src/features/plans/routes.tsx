import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout, serverRendered } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'plans',
);

/** The plans (spec §2.2 /plan…). Each screen with its layout flags (spec §2.1). */
export const planRoutes: RouteObject[] = [
  {
    path: '/plan',
    handle: layout({ isNav: true, titleName: msg`요금제` }, serverRendered),
    lazy: page('plan-overview-page'),
  },
  {
    path: '/plan/all',
    handle: layout({ isNav: true, isBack: true, titleName: msg`전체 요금제` }, serverRendered),
    lazy: page('plan-list-page'),
  },
  {
    path: '/plan/compare',
    handle: layout({ isBack: true, titleName: msg`요금제 비교` }, serverRendered),
    lazy: page('plan-compare-page'),
  },
  {
    path: '/plan/:planNo',
    handle: layout({ isBack: true, titleName: msg`요금제 상세` }, serverRendered),
    lazy: page('plan-detail-page'),
  },
];
