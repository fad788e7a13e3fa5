/**
 * Where each call is answered and how it is sent: the one place its method and path are written. Free of
 * zod, so the web's client reaches any call by name (apps/web/src/shared/api/client.ts) without loading a
 * schema; the registry (calls/index.ts) adds each call's schemas, caller and failures to the same entry.
 * The site's calls are here; the self-care area's, which only its screens make, in self-care-addresses.ts,
 * loaded by the web's client the first time one is made (docs/performance.md).
 */
export interface CallAddress {
  method: 'GET' | 'POST';
  /** The path under /api as the spec writes it: `product/plan/{id}`. */
  path: string;
  /**
   * `form` for the one form-encoded call (spec §7 common/account), `multipart` for common/upload; JSON
   * otherwise.
   */
  bodyType?: 'json' | 'form' | 'multipart';
  /**
   * The call moves money or changes a line, an order or an application: it takes the `Idempotency-Key`
   * header, acts once per key and answers every repeat of the same request with its first answer.
   */
  isIdempotent?: true;
  /** Success is a file's bytes (common/download) rather than the envelope. */
  isFileAnswer?: true;
}

export const siteCallAddresses = {
  join: { method: 'POST', path: 'user/join' },
  startSignUp: { method: 'POST', path: 'user/join/flow' },
  findSignUp: { method: 'GET', path: 'user/join/flow/{flowKey}' },
  verifySignUp: { method: 'POST', path: 'user/join/flow/{flowKey}/verify' },
  finishSignUp: { method: 'POST', path: 'user/join/flow/{flowKey}/join' },
  login: { method: 'POST', path: 'user/login' },
  findLoginUser: { method: 'GET', path: 'user' },
  checkUser: { method: 'GET', path: 'user/check' },
  changePassword: { method: 'POST', path: 'user/password' },
  registerDevice: { method: 'POST', path: 'user/push' },
  changeLine: { method: 'POST', path: 'user/line' },
  reportActivity: { method: 'POST', path: 'user/activity' },
  logout: { method: 'POST', path: 'user/logout' },
  checkRealName: { method: 'POST', path: 'third-party/check/real-name' },
  requestMobileCardAuth: { method: 'POST', path: 'third-party/mobil-card/auth/request' },
  findMobileCardUser: { method: 'GET', path: 'third-party/mobil-card/user' },
  requestSimpleAuth: { method: 'POST', path: 'third-party/auth/inicis/request' },
  findSimpleAuthResult: { method: 'POST', path: 'third-party/auth/inicis/result' },
  recordEvent: { method: 'POST', path: 'analytics/event' },
  receivePaymentWebhook: { method: 'POST', path: 'payment/webhook' },
  findPlans: { method: 'GET', path: 'product/plan' },
  findPlanGroups: { method: 'GET', path: 'product/plan/group' },
  findPlanByCode: { method: 'GET', path: 'product/plan/code/{code}' },
  findPlan: { method: 'GET', path: 'product/plan/{id}' },
  findCategories: { method: 'GET', path: 'product/category' },
  findAddServices: { method: 'GET', path: 'product/add-service' },
  findAllAddServices: { method: 'GET', path: 'product/add-service/list' },
  findAddService: { method: 'GET', path: 'product/add-service/{id}' },
  findBanners: { method: 'GET', path: 'site/banner' },
  clickBanner: { method: 'POST', path: 'site/banner/{id}/click' },
  findMainPlanGroup: { method: 'GET', path: 'site/main/group/exposure' },
  findTermsTypes: { method: 'GET', path: 'site/terms/type' },
  findTerms: { method: 'GET', path: 'site/terms' },
  findMaintenanceWindows: { method: 'GET', path: 'site/maintenance' },
  findBoards: { method: 'GET', path: 'customer/board' },
  findBoard: { method: 'GET', path: 'customer/board/{id}' },
  findApplicationForms: { method: 'GET', path: 'customer/application-form' },
  createInquiry: { method: 'POST', path: 'customer/inquiry', isIdempotent: true },
  findInquiries: { method: 'GET', path: 'customer/inquiry' },
  heartBeat: { method: 'GET', path: 'common/heart-beat' },
  findCompany: { method: 'GET', path: 'common/company' },
  findClientConfig: { method: 'GET', path: 'common/client-config' },
  findAppSetting: { method: 'GET', path: 'common/app-setting/{name}' },
  issueStorageKey: { method: 'POST', path: 'common/account', bodyType: 'form' },
  sendPhoneAuth: { method: 'POST', path: 'common/send/phone/auth' },
  checkPhoneAuth: { method: 'POST', path: 'common/check/phone/auth' },
  uploadFile: { method: 'POST', path: 'common/upload', bodyType: 'multipart' },
  downloadFile: { method: 'GET', path: 'common/download', isFileAnswer: true },
  findLatestSms: { method: 'GET', path: 'sandbox/outbox' },
  findEvents: { method: 'GET', path: 'event' },
  findEvent: { method: 'GET', path: 'event/{id}' },
  previewEvent: { method: 'GET', path: 'event/{id}/preview' },
  findEventEntries: { method: 'GET', path: 'event/{id}/join/user' },
  joinEvent: { method: 'POST', path: 'event/{id}/join/user' },
  search: { method: 'GET', path: 'search' },
  findSearchWords: { method: 'GET', path: 'search/word/list' },
  checkUsimTime: { method: 'POST', path: 'usim/check/time' },
  requestUsimPurchase: { method: 'POST', path: 'usim/purchase', isIdempotent: true },
  confirmUsimPurchase: { method: 'POST', path: 'usim/purchase/{id}', isIdempotent: true },
  retryUsimPayment: { method: 'POST', path: 'usim/purchase/{id}/payment', isIdempotent: true },
  findUsimPurchase: { method: 'GET', path: 'usim/purchase/{id}' },
  findUsimPurchases: { method: 'GET', path: 'usim/purchase' },
  cancelUsimPurchase: { method: 'POST', path: 'usim/purchase/{usimPurchaseNo}/cancel', isIdempotent: true },
} as const satisfies Record<string, CallAddress>;
