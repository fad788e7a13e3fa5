import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'usage',
  { hasForms: true },
);

/**
 * Usage and micro-payments of the line in use (spec §2.2 /my-page/usage…, /my-page/payment/use…): my-page's
 * sub-screens, with header, footer and the back bar (spec §2.1).
 */
export const usageRoutes: RouteObject[] = [
  {
    path: '/my-page/usage',
    handle: layout({ isBack: true, titleName: msg`사용량 조회` }),
    lazy: page('usage-page'),
  },
  {
    path: '/my-page/usage/alert',
    handle: layout({ isBack: true, titleName: msg`데이터 알림과 요금 상한` }),
    lazy: page('usage-alert-page'),
  },
  {
    path: '/my-page/usage/fee',
    handle: layout({ isBack: true, titleName: msg`이번 달 요금` }),
    lazy: page('usage-fee-page'),
  },
  {
    path: '/my-page/payment/use',
    handle: layout({ isBack: true, titleName: msg`소액결제 이용 내역` }),
    lazy: page('payment-use-page'),
  },
  {
    path: '/my-page/payment/limit',
    handle: layout({ isBack: true, titleName: msg`소액결제 한도 변경` }),
    lazy: page('payment-limit-page'),
  },
  {
    path: '/my-page/payment/limit/success',
    handle: layout({ titleName: msg`소액결제 한도 변경` }),
    lazy: page('payment-limit-success-page'),
  },
  {
    path: '/my-page/payment/block',
    handle: layout({ isBack: true, titleName: msg`소액결제 차단` }),
    lazy: page('payment-block-page'),
  },
  {
    path: '/my-page/payment/block/auth',
    handle: layout({ isBack: true, titleName: msg`소액결제 차단 풀기` }),
    lazy: page('payment-block-auth-page'),
  },
  {
    path: '/my-page/payment/block/success',
    handle: layout({ titleName: msg`소액결제 차단` }),
    lazy: page('payment-limit-success-page'),
  },
  {
    path: '/my-page/payment/use/history',
    handle: layout({ isBack: true, titleName: msg`한도 변경 내역` }),
    lazy: page('payment-history-page'),
  },
];
