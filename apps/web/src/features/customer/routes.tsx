import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout, serverRendered } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'customer',
  { hasForms: true },
);

/** The customer centre (spec §2.2 /customer…). Each screen with its layout flags (spec §2.1). */
export const customerRoutes: RouteObject[] = [
  {
    path: '/customer/notice',
    handle: layout({ isBack: true, titleName: msg`공지사항` }, serverRendered),
    lazy: page('notice-list-page'),
  },
  {
    path: '/customer/notice/:boardNo',
    handle: layout({ isBack: true, titleName: msg`공지사항` }, serverRendered),
    lazy: page('notice-detail-page'),
  },
  {
    path: '/customer/faq',
    handle: layout({ isBack: true, titleName: msg`자주 묻는 질문` }, serverRendered),
    lazy: page('faq-page'),
  },
  {
    path: '/customer/inquiry',
    handle: layout({ isBack: true, titleName: msg`1:1 문의` }),
    lazy: page('inquiry-page'),
  },
  {
    path: '/customer/download',
    handle: layout({ isBack: true, titleName: msg`신청서 다운로드` }, serverRendered),
    lazy: page('application-form-page'),
  },
];
