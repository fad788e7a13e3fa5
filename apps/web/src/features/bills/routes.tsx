import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { CatalogModule } from '../../shared/i18n/page-locale.ts';
import { lazyPages, type PageModule } from '../../shared/routing/lazy-page.ts';
import { layout } from '../../shared/routing/route-layout.ts';

const page = lazyPages(
  import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']),
  import.meta.glob<CatalogModule>('./locales/*.ts'),
  'bills',
  // The confirmation's range is a form (the shared select's words come with the forms' catalogue).
  { hasForms: true },
);

/** Bills of the subscriber's accounts (spec §2.2 /my-page/bill…) and the payment popup's return page. Each screen with its layout flags (spec §2.1). */
export const billRoutes: RouteObject[] = [
  {
    path: '/my-page/bill',
    handle: layout({ isBack: true, titleName: msg`요금 조회` }),
    lazy: page('bill-page'),
  },
  {
    path: '/my-page/bill/fee',
    handle: layout({ isBack: true, titleName: msg`청구서 상세` }),
    lazy: page('bill-fee-page'),
  },
  {
    // The payment confirmation opens in a popup window of its own (spec §2.1): no header, no footer.
    path: '/my-page/bill/fee/popup',
    handle: layout({ isHeader: false, isFooter: false, titleName: msg`납부확인서` }),
    lazy: page('bill-fee-popup-page'),
  },
  {
    path: '/my-page/bill/pay',
    handle: layout({ isBack: true, titleName: msg`요금 납부` }),
    lazy: page('bill-pay-page'),
  },
  {
    path: '/my-page/bill/pay/immediate',
    handle: layout({ isBack: true, titleName: msg`지금 납부하기` }),
    lazy: page('bill-pay-immediate-page'),
  },
  {
    path: '/my-page/bill/pay/immediate/success',
    handle: layout({ isBack: false, titleName: msg`납부 완료` }),
    lazy: page('bill-pay-success-page'),
  },
  ...['/my-page', '/my-page-v2'].flatMap((base) => [
    {
      path: `${base}/bill/pay-method`,
      handle: layout({ isBack: true, titleName: msg`납부 방법` }),
      lazy: page('pay-method-page'),
    },
    {
      path: `${base}/bill/pay-method/change`,
      handle: layout({ isBack: true, titleName: msg`납부 방법 바꾸기` }),
      lazy: page('pay-method-change-page'),
    },
    {
      path: `${base}/bill/pay-method/success`,
      handle: layout({ isBack: false, titleName: msg`납부 방법 변경` }),
      lazy: page('pay-method-success-page'),
    },
  ]),
  {
    // Where the gateway's billing-auth window returns the popup (spec §2.4): no header, footer or back.
    path: '/payment/billing-result',
    handle: layout({ isHeader: false, isFooter: false, titleName: msg`카드·계좌 등록 결과` }),
    lazy: page('billing-result-page'),
  },
  {
    // Where the payment gateway returns the payment popup (spec §2.4): no header, footer or back.
    path: '/payment/result',
    handle: layout({ isHeader: false, isFooter: false, titleName: msg`결제 결과` }),
    lazy: page('payment-result-page'),
  },
];
