// Kept apart from the request schema: the web's first screen uses these, and a schema module would bring zod
// into that first download.

// Tracking of spec §7 ("after each route, conversion and page-view tracking calls go to an analytics
// service"), docs/analytics.md. Nothing here names a person: a page is its route pattern, never the
// address the visitor typed, and a conversion is only its kind.

export const analyticsEventKinds = ['PAGE_VIEW', 'CONVERSION'] as const;
export type AnalyticsEventKind = (typeof analyticsEventKinds)[number];

/**
 * What the business counts as won. Each is recorded by the server, in the service that performs it,
 * after it succeeded: a client cannot report one. SIGN_UP is `user/join`; USIM_ORDER (the SIM purchase),
 * ACTIVATION_SUBMITTED (a self or counselor activation sent in) and PLAN_CHANGE (`change/product`) are
 * recorded by their services when those are built.
 */
export const conversions = ['SIGN_UP', 'USIM_ORDER', 'ACTIVATION_SUBMITTED', 'PLAN_CHANGE'] as const;
export type Conversion = (typeof conversions)[number];

/**
 * The route patterns of the site's route table (apps/web/src/app/routes.tsx), which a page view names:
 * `/plan/:planNo` rather than `/plan/12`, so no id, search or query string a visitor typed is ever
 * sent. A screen added to the route table adds its pattern here (a web test holds the two together);
 * the closed list also keeps the daily counts to a known number of rows, whatever a script sends.
 * `/*` is the not-found page, whatever address led there.
 */
export const pagePaths = [
  '/',
  '/main',
  '/plan',
  '/plan/all',
  '/plan/compare',
  '/plan/:planNo',
  '/add-service',
  '/add-service/all',
  '/add-service/success',
  '/add-service/:addServiceNo',
  '/event',
  '/event/:eventNo',
  '/preview',
  '/preview/event',
  '/usim',
  '/usim/complete',
  '/usim/list',
  '/customer/notice',
  '/customer/notice/:boardNo',
  '/customer/faq',
  '/search',
  '/search/mo',
  '/search/view',
  '/terms',
  '/customer/inquiry',
  '/customer/download',
  '/user/login',
  '/user/login/simple',
  '/user/login/password',
  '/user/find',
  '/user/find/form',
  '/mobil-card/auth',
  '/my-page',
  '/my-page-v2',
  '/my-page/usage',
  '/my-page/usage/fee',
  '/my-page/usage/alert',
  '/my-page/bill',
  '/my-page/bill/fee',
  '/my-page/bill/fee/popup',
  '/my-page/my-info',
  '/my-page-v2/my-info',
  '/my-page/my-info/service',
  '/my-page/plan',
  '/my-page/add-service',
  '/my-page/payment/use',
  '/my-page/payment/use/history',
  '/my-page/payment/limit',
  '/my-page/payment/limit/success',
  '/my-page/payment/block',
  '/my-page/payment/block/auth',
  '/my-page/payment/block/success',
  '/my-page/my-info/marketing',
  '/my-page/bill/pay',
  '/my-page/bill/pay/immediate',
  '/my-page/bill/pay/immediate/success',
  '/payment/result',
  '/payment/billing-result',
  '/my-page/bill/pay-method',
  '/my-page/bill/pay-method/change',
  '/my-page/bill/pay-method/success',
  '/my-page-v2/bill/pay-method',
  '/my-page-v2/bill/pay-method/change',
  '/my-page-v2/bill/pay-method/success',
  '/my-page/my-info/service/pause',
  '/my-page/my-info/service/pause/form',
  '/my-page/my-info/service/pause/success',
  '/my-page-v2/my-info/service/pause',
  '/my-page-v2/my-info/service/pause/form',
  '/my-page-v2/my-info/service/pause/success',
  '/my-page/my-info/service/pause/loss',
  '/my-page/my-info/service/pause/loss/form',
  '/my-page/my-info/service/pause/loss/success',
  '/my-page/my-info/service/cancel',
  '/my-page/my-info/service/cancel/success',
  '/my-page/my-info/service/number',
  '/my-page/my-info/service/number/success',
  '/my-page/my-info/plan',
  '/my-page/my-info/plan/change',
  '/my-page/my-info/plan/success',
  '/my-page/my-info/add-service',
  '/my-page/my-info/add-service/cancel',
  '/my-page/my-info/add-service/cancel/success',
  '/my-page-v2/my-info/add-service',
  '/my-page-v2/my-info/add-service/cancel',
  '/my-page-v2/my-info/add-service/cancel/success',
  '/*',
] as const;
export type PagePath = (typeof pagePaths)[number];

export function isPagePath(value: string): value is PagePath {
  return pagePaths.some((path) => path === value);
}

/**
 * Sent on every call by a visitor who refused tracking (the footer switch, or the browser's Global Privacy
 * Control or Do Not Track): the server then counts nothing for that request, conversions included. The
 * browser's own `Sec-GPC: 1` and `DNT: 1` headers count the same; they cannot be set by a script.
 */
export const TRACKING_REFUSED_HEADER = 'tracking-refused';
