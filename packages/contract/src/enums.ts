import type { Message } from './i18n/translate.ts';
// Enumerations of spec §3. Codes are what travels over the wire; labels are what a screen shows.

export const bannerTypes = ['MAIN', 'ADS', 'TIP', 'POPUP'] as const;
export type BannerType = (typeof bannerTypes)[number];

/** S = move inside the site (SELF), P = open a new window (POPUP). */
export const linkMoveTypes = ['S', 'P'] as const;
export type LinkMoveType = (typeof linkMoveTypes)[number];

export const bannerContentTypes = ['TEXT', 'IMAGE'] as const;
export type BannerContentType = (typeof bannerContentTypes)[number];

export const boardTypes = ['NOTICE', 'FAQ'] as const;
export type BoardType = (typeof boardTypes)[number];

export const faqCategories = ['USIM', 'REGISTER', 'SELF', 'PLAN', 'AMOUNT', 'PAYMENT', 'ETC'] as const;
export type FaqCategory = (typeof faqCategories)[number];
export const faqCategoryLabels: Record<FaqCategory, Message> = {
  USIM: /*i18n*/ { id: 'faqCategory.USIM', message: '유심' },
  REGISTER: /*i18n*/ { id: 'faqCategory.REGISTER', message: '가입/변경/해지' },
  SELF: /*i18n*/ { id: 'faqCategory.SELF', message: '셀프개통' },
  PLAN: /*i18n*/ { id: 'faqCategory.PLAN', message: '요금제/부가서비스' },
  AMOUNT: /*i18n*/ { id: 'faqCategory.AMOUNT', message: '요금/청구' },
  PAYMENT: /*i18n*/ { id: 'faqCategory.PAYMENT', message: '소액결제' },
  ETC: /*i18n*/ { id: 'faqCategory.ETC', message: '기타' },
};

export const planNetworkFilters = ['all', '4G', '5G'] as const;
export type PlanNetworkFilter = (typeof planNetworkFilters)[number];

export const networkTypes = ['5G', '4G'] as const;
export type NetworkType = (typeof networkTypes)[number];
/** 4G is sold as LTE. */
export const networkTypeLabels: Record<NetworkType, string> = { '5G': '5G', '4G': 'LTE' };

export const planDataBuckets = ['UNDER_2GB', 'FROM_2GB_TO_5GB', 'FROM_5GB_TO_8GB', 'OVER_8GB'] as const;
export type PlanDataBucket = (typeof planDataBuckets)[number];
export const planDataBucketLabels: Record<PlanDataBucket, Message> = {
  UNDER_2GB: /*i18n*/ { id: 'planDataBucket.UNDER_2GB', message: '2GB 미만' },
  FROM_2GB_TO_5GB: /*i18n*/ { id: 'planDataBucket.FROM_2GB_TO_5GB', message: '2GB~5GB' },
  FROM_5GB_TO_8GB: /*i18n*/ { id: 'planDataBucket.FROM_5GB_TO_8GB', message: '5GB~8GB' },
  OVER_8GB: /*i18n*/ { id: 'planDataBucket.OVER_8GB', message: '8GB 이상' },
};

export const planFeeBuckets = ['UNDER_20000', 'FROM_20000_TO_50000', 'OVER_50000'] as const;
export type PlanFeeBucket = (typeof planFeeBuckets)[number];
export const planFeeBucketLabels: Record<PlanFeeBucket, Message> = {
  UNDER_20000: /*i18n*/ { id: 'planFeeBucket.UNDER_20000', message: '2만원 미만' },
  FROM_20000_TO_50000: /*i18n*/ { id: 'planFeeBucket.FROM_20000_TO_50000', message: '2만원~5만원' },
  OVER_50000: /*i18n*/ { id: 'planFeeBucket.OVER_50000', message: '5만원 이상' },
};

export const planAgeFilters = ['all'] as const;
export type PlanAgeFilter = (typeof planAgeFilters)[number];

export const planSorts = ['RECOMMEND', 'DATA_ROW', 'DATA_HIGH', 'AMOUNT_ROW', 'AMOUNT_HIGH'] as const;
export type PlanSort = (typeof planSorts)[number];
export const planSortLabels: Record<PlanSort, Message> = {
  RECOMMEND: /*i18n*/ { id: 'planSort.RECOMMEND', message: '추천순' },
  DATA_ROW: /*i18n*/ { id: 'planSort.DATA_ROW', message: '데이터 적은순' },
  DATA_HIGH: /*i18n*/ { id: 'planSort.DATA_HIGH', message: '데이터 많은순' },
  AMOUNT_ROW: /*i18n*/ { id: 'planSort.AMOUNT_ROW', message: '낮은 가격순' },
  AMOUNT_HIGH: /*i18n*/ { id: 'planSort.AMOUNT_HIGH', message: '높은 가격순' },
};

export const planIcons = ['RECOMMEND', 'EVENT', 'BEST', 'NEW'] as const;
export type PlanIcon = (typeof planIcons)[number];
export const planIconLabels: Record<PlanIcon, Message> = {
  RECOMMEND: /*i18n*/ { id: 'planIcon.RECOMMEND', message: '추천' },
  EVENT: /*i18n*/ { id: 'planIcon.EVENT', message: '이벤트' },
  BEST: /*i18n*/ { id: 'planIcon.BEST', message: '베스트' },
  NEW: /*i18n*/ { id: 'planIcon.NEW', message: '신규' },
};

export const eventTypes = ['BASIC', 'DRAW', 'FIRST', 'ADVANCE_BOOKING', 'NAVER_PAY'] as const;
export type EventType = (typeof eventTypes)[number];
export const eventTypeLabels: Record<EventType, Message> = {
  BASIC: /*i18n*/ { id: 'eventType.BASIC', message: '일반' },
  DRAW: /*i18n*/ { id: 'eventType.DRAW', message: '추첨' },
  FIRST: /*i18n*/ { id: 'eventType.FIRST', message: '선착순' },
  ADVANCE_BOOKING: /*i18n*/ { id: 'eventType.ADVANCE_BOOKING', message: '사전예약' },
  NAVER_PAY: /*i18n*/ { id: 'eventType.NAVER_PAY', message: '네이버페이' },
};

export const usimKinds = ['NFC', 'NORMAL', 'ONECHIP', 'ESIM', 'NORMAL_TEST'] as const;
export type UsimKind = (typeof usimKinds)[number];

/** P paid, C cancelled, S shipping, F finished. */
export const usimOrderStatuses = ['P', 'C', 'S', 'F'] as const;
export type UsimOrderStatus = (typeof usimOrderStatuses)[number];

export const deliveryTypes = ['BASIC', 'RIDER'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const joinTypes = ['NEW', 'MOVE'] as const;
export type JoinType = (typeof joinTypes)[number];

/** How advertising may reach a subscriber, each consented to on its own (정보통신망법 §50). */
export const marketingChannels = ['SMS', 'EMAIL', 'PUSH'] as const;
export type MarketingChannel = (typeof marketingChannels)[number];
export const marketingChannelLabels: Record<MarketingChannel, Message> = {
  SMS: /*i18n*/ { id: 'marketingChannel.SMS', message: '문자 메시지' },
  EMAIL: /*i18n*/ { id: 'marketingChannel.EMAIL', message: '이메일' },
  PUSH: /*i18n*/ { id: 'marketingChannel.PUSH', message: '앱 알림' },
};

export const billTypes = ['EMAIL', 'SMS'] as const;
export type BillType = (typeof billTypes)[number];

export const termsTypes = [
  'TERMS_SERVICE',
  'UNIQUE',
  'PRIVACY',
  'LOCATION',
  'THIRD_PARTY_PROVIDE',
  'THIRD_PARTY_CONSIGNED',
  'CREDIT',
  'REMAINING_CHARGE',
  'MARKETING',
  'LEGAL_REPRESENTATIVE',
  'USIM_PURCHASE',
] as const;
export type TermsType = (typeof termsTypes)[number];

export const portingAuthMethods = ['BANK', 'CARD', 'GIRO', 'USIM'] as const;
export type PortingAuthMethod = (typeof portingAuthMethods)[number];

/** CN card, MC phone, RA bank transfer. */
export const paymentMethods = ['CN', 'MC', 'RA'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, Message> = {
  CN: /*i18n*/ { id: 'paymentMethod.CN', message: '카드 자동납부' },
  MC: /*i18n*/ { id: 'paymentMethod.MC', message: '휴대폰 결제' },
  RA: /*i18n*/ { id: 'paymentMethod.RA', message: '계좌 자동이체' },
};

/**
 * A payment through the gateway (docs/payments.md): READY, ordered and waiting for the payer's checkout;
 * CONFIRMING, our confirm under way; PAID; PARTIALLY_CANCELLED and CANCELLED, refunded in part or whole (a
 * net cancel too); FAILED, nothing charged; UNKNOWN, the gateway did not answer, read back until settled.
 */
export const paymentStatuses = [
  'READY',
  'CONFIRMING',
  'PAID',
  'PARTIALLY_CANCELLED',
  'CANCELLED',
  'FAILED',
  'UNKNOWN',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What a payment is for: a bill now; a USIM order and a number change to come. */
export const paymentPurposes = ['BILL', 'USIM'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

export const receiptTypes = ['SELF', 'COUNSELOR'] as const;
export type ReceiptType = (typeof receiptTypes)[number];

/** C ID card, D driver's licence. */
export const identityDocuments = ['C', 'D'] as const;
export type IdentityDocument = (typeof identityDocuments)[number];

export const phoneAuthPurposes = ['USIM', 'PASSWORD', 'LOGIN', 'REAUTH'] as const;
export type PhoneAuthPurpose = (typeof phoneAuthPurposes)[number];

export const loginAuthSteps = ['PRE_AUTH', 'SEND_AUTH', 'SUCCESS_AUTH'] as const;
export type LoginAuthStep = (typeof loginAuthSteps)[number];

export const simpleAuthProviders = ['NAVER', 'PASS', 'KB', 'TOSS'] as const;
export type SimpleAuthProvider = (typeof simpleAuthProviders)[number];

/** App settings readable through common/app-setting/{name}. */
export const appSettingNames = ['SELF_OPEN_NEW_FLAG'] as const;
export type AppSettingName = (typeof appSettingNames)[number];

/** Mobile card (카드 본인확인) authentication goes through the card issuers' own app. */
export const identityVerificationKinds = ['SIMPLE_AUTH', 'MOBILE_CARD'] as const;
export type IdentityVerificationKind = (typeof identityVerificationKinds)[number];

/** State of a subscriber's line. */
export const lineStatuses = ['ACTIVE', 'PAUSED', 'LOST', 'TERMINATED'] as const;
export type LineStatus = (typeof lineStatuses)[number];
export const lineStatusLabels: Record<LineStatus, Message> = {
  ACTIVE: /*i18n*/ { id: 'lineStatus.ACTIVE', message: '사용 중' },
  PAUSED: /*i18n*/ { id: 'lineStatus.PAUSED', message: '일시정지' },
  LOST: /*i18n*/ { id: 'lineStatus.LOST', message: '분실정지' },
  TERMINATED: /*i18n*/ { id: 'lineStatus.TERMINATED', message: '해지' },
};

/** The native app's platform, sent with its device info (user/push). */
export const deviceTypes = ['ANDROID', 'IOS'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** user/login: with login ID and password, or with a LOGIN-purpose phone auth of a line's number. */
export const loginTypes = ['ID', 'PHONE'] as const;
export type LoginType = (typeof loginTypes)[number];

/** user/password: RESET after a PASSWORD-purpose phone auth (logged out), CHANGE with the current password (logged in). */
export const passwordChangeTypes = ['RESET', 'CHANGE'] as const;
export type PasswordChangeType = (typeof passwordChangeTypes)[number];

/**
 * Parts of the site a maintenance window can close (spec §8). Each has its screens and the safe page a
 * visitor is sent to (rules/maintenance.ts), and the calls that belong to it say so (calls/define.ts).
 */
export const maintenanceAreas = [
  'SELF_OPEN',
  'SELF_OPEN_V2',
  'COUNSELOR_OPEN',
  'SELF_CARE',
  'LOGIN',
  'USIM',
] as const;
export type MaintenanceArea = (typeof maintenanceAreas)[number];
export const maintenanceAreaLabels: Record<MaintenanceArea, Message> = {
  SELF_OPEN: /*i18n*/ { id: 'maintenanceArea.SELF_OPEN', message: '셀프개통' },
  SELF_OPEN_V2: /*i18n*/ { id: 'maintenanceArea.SELF_OPEN_V2', message: '셀프개통' },
  COUNSELOR_OPEN: /*i18n*/ { id: 'maintenanceArea.COUNSELOR_OPEN', message: '상담사 개통' },
  SELF_CARE: /*i18n*/ { id: 'maintenanceArea.SELF_CARE', message: '마이페이지' },
  LOGIN: /*i18n*/ { id: 'maintenanceArea.LOGIN', message: '로그인과 회원가입' },
  USIM: /*i18n*/ { id: 'maintenanceArea.USIM', message: '유심 구매' },
};

/**
 * What a staff member may do, by role (ours: the spec's staff pages are not shown; the staff console names
 * them). A call that staff make names the roles it admits (calls/define.ts).
 */
export const staffRoles = [
  'ADMINISTRATOR',
  'CONTENT_EDITOR',
  'COUNSELOR',
  'CUSTOMER_SERVICE',
  'OPERATIONS',
] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleLabels: Record<StaffRole, Message> = {
  ADMINISTRATOR: /*i18n*/ { id: 'staffRole.ADMINISTRATOR', message: '관리자' },
  CONTENT_EDITOR: /*i18n*/ { id: 'staffRole.CONTENT_EDITOR', message: '콘텐츠 편집자' },
  COUNSELOR: /*i18n*/ { id: 'staffRole.COUNSELOR', message: '상담사' },
  CUSTOMER_SERVICE: /*i18n*/ { id: 'staffRole.CUSTOMER_SERVICE', message: '고객센터 상담원' },
  OPERATIONS: /*i18n*/ { id: 'staffRole.OPERATIONS', message: '운영' },
};

/** What a usage record of the host carrier's feed counts: data in bytes, voice in seconds, texts in messages. */
export const usageKinds = ['DATA', 'VOICE', 'SMS'] as const;
export type UsageKind = (typeof usageKinds)[number];
export const usageKindLabels: Record<UsageKind, Message> = {
  DATA: /*i18n*/ { id: 'usageKind.DATA', message: '데이터' },
  VOICE: /*i18n*/ { id: 'usageKind.VOICE', message: '음성' },
  SMS: /*i18n*/ { id: 'usageKind.SMS', message: '문자' },
};

/**
 * The kinds of a bill's items (docs/billing.md). RECURRING plan fee, USAGE beyond the allowance, ADD_SERVICE
 * fee, DISCOUNT (negative), MICRO_PAYMENT and INSTALMENT (outside the VAT base), ADJUSTMENT, LATE_FEE, then
 * the VAT and the 10-won ROUNDING cut on lines of their own.
 */
export const billItemTypes = [
  'RECURRING',
  'PAUSE',
  'USAGE',
  'ADD_SERVICE',
  'DISCOUNT',
  'MICRO_PAYMENT',
  'INSTALMENT',
  'ADJUSTMENT',
  'LATE_FEE',
  'VAT',
  'ROUNDING',
] as const;
export type BillItemType = (typeof billItemTypes)[number];
export const billItemTypeLabels: Record<BillItemType, Message> = {
  RECURRING: /*i18n*/ { id: 'billItemType.RECURRING', message: '월정액' },
  PAUSE: /*i18n*/ { id: 'billItemType.PAUSE', message: '일시정지 이용료' },
  USAGE: /*i18n*/ { id: 'billItemType.USAGE', message: '기본 제공 초과 사용료' },
  ADD_SERVICE: /*i18n*/ { id: 'billItemType.ADD_SERVICE', message: '부가서비스 이용료' },
  DISCOUNT: /*i18n*/ { id: 'billItemType.DISCOUNT', message: '할인' },
  MICRO_PAYMENT: /*i18n*/ { id: 'billItemType.MICRO_PAYMENT', message: '소액결제' },
  INSTALMENT: /*i18n*/ { id: 'billItemType.INSTALMENT', message: '단말기 할부금' },
  ADJUSTMENT: /*i18n*/ { id: 'billItemType.ADJUSTMENT', message: '조정' },
  LATE_FEE: /*i18n*/ { id: 'billItemType.LATE_FEE', message: '연체가산금' },
  VAT: /*i18n*/ { id: 'billItemType.VAT', message: '부가가치세' },
  ROUNDING: /*i18n*/ { id: 'billItemType.ROUNDING', message: '원단위 절사' },
};

/** Discounts a line can hold (self-care/contract/sale): 선택약정 by rate, the plan's long-term and promotional ones by amount. */
export const discountKinds = ['CONTRACT', 'LONG_TERM', 'PROMOTION'] as const;
export type DiscountKind = (typeof discountKinds)[number];
export const discountKindLabels: Record<DiscountKind, Message> = {
  CONTRACT: /*i18n*/ { id: 'discountKind.CONTRACT', message: '선택약정 할인' },
  LONG_TERM: /*i18n*/ { id: 'discountKind.LONG_TERM', message: '장기고객 할인' },
  PROMOTION: /*i18n*/ { id: 'discountKind.PROMOTION', message: '프로모션 할인' },
};

/** Where a bill is in its life: a DRAFT may still be corrected during the grace period, FINAL is settled. */
export const invoiceStages = ['DRAFT', 'FINAL'] as const;
export type InvoiceStage = (typeof invoiceStages)[number];

/** A bill's payment status, from what was paid and its due date. */
export const billStatuses = ['UNPAID', 'PARTLY_PAID', 'PAID', 'OVERDUE'] as const;
export type BillStatus = (typeof billStatuses)[number];
export const billStatusLabels: Record<BillStatus, Message> = {
  UNPAID: /*i18n*/ { id: 'billStatus.UNPAID', message: '납부 전' },
  PARTLY_PAID: /*i18n*/ { id: 'billStatus.PARTLY_PAID', message: '일부 납부' },
  PAID: /*i18n*/ { id: 'billStatus.PAID', message: '납부 완료' },
  OVERDUE: /*i18n*/ { id: 'billStatus.OVERDUE', message: '미납' },
};

/** A line's stop: a PAUSE the subscriber asks for (일시정지), or a LOSS suspension (분실정지). */
/**
 * Where a pause stands today: REQUESTED while the carrier's order is under way, RESERVED before its first
 * day, RUNNING, ENDED after its last day (or resumed early), CANCELLED when withdrawn before it ran.
 */
export const pauseStatuses = ['REQUESTED', 'RESERVED', 'RUNNING', 'ENDED', 'CANCELLED'] as const;
export type PauseStatus = (typeof pauseStatuses)[number];
export const pauseStatusLabels: Record<PauseStatus, Message> = {
  REQUESTED: /*i18n*/ { id: 'pauseStatus.REQUESTED', message: '처리 중' },
  RESERVED: /*i18n*/ { id: 'pauseStatus.RESERVED', message: '예약' },
  RUNNING: /*i18n*/ { id: 'pauseStatus.RUNNING', message: '정지 중' },
  ENDED: /*i18n*/ { id: 'pauseStatus.ENDED', message: '종료' },
  CANCELLED: /*i18n*/ { id: 'pauseStatus.CANCELLED', message: '취소' },
};

export const pauseKinds = ['PAUSE', 'LOSS'] as const;
export type PauseKind = (typeof pauseKinds)[number];
export const pauseKindLabels: Record<PauseKind, Message> = {
  PAUSE: /*i18n*/ { id: 'pauseKind.PAUSE', message: '일시정지' },
  LOSS: /*i18n*/ { id: 'pauseKind.LOSS', message: '분실정지' },
};

/** Who issues a means of payment: a card company or a bank (self-care/corp/code). */
export const corpTypes = ['CARD', 'BANK'] as const;
export type CorpType = (typeof corpTypes)[number];
