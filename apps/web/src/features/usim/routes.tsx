import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout, serverRendered } from '../../shared/routing/route-layout.ts';
import { USIM_COMPLETE_PATH, USIM_LIST_PATH, USIM_PATH } from './usim-paths.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'usim',
  { hasForms: true },
);

/**
 * Buying a SIM card or an eSIM (spec §2.2 /usim…, docs/usim-orders.md), member or not: /usim is drawn on the
 * server for its first view (kinds and prices), the order's own screens in the browser. Each screen with its layout flags (spec §2.1); /usim is a tab of the
 * mobile tab bar.
 */
export const usimRoutes: RouteObject[] = [
  {
    path: USIM_PATH,
    handle: layout({ isNav: true, titleName: msg`유심 구매` }, serverRendered),
    lazy: page('usim-page'),
  },
  {
    path: USIM_COMPLETE_PATH,
    handle: layout({ titleName: msg`주문 완료` }),
    lazy: page('usim-complete-page'),
  },
  {
    path: USIM_LIST_PATH,
    handle: layout({ isBack: true, titleName: msg`주문 내역` }),
    lazy: page('usim-list-page'),
  },
];
