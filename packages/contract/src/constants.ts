import type { UsimKind } from './enums.ts';

// Business constants and limits of spec §9, one place each.

export const INACTIVITY_LOGOUT_SECONDS = 1200;
/**
 * How long a confirmation of the password (user/reauth) lets a session make money- or security-sensitive
 * changes: a new automatic payment method, a higher micro-payment limit, lifting a block or a loss
 * suspension, a new number, cancelling the line.
 */
export const REAUTH_VALID_SECONDS = 300;
export const INACTIVITY_CHECK_INTERVAL_MS = 1000;
/** How long before the auto-logout the visitor is warned and may stay logged in (KWCAG 2.2.1 asks for 20 s or more). */
export const INACTIVITY_WARNING_SECONDS = 120;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SPINNER_HIDE_DELAY_MS = 100;
export const RECENT_SEARCH_MAX = 10;
/** The longest search a person types; longer text is refused rather than cut, like the FAQ search. */
export const SEARCH_WORD_MAX_LENGTH = 50;
export const KEPT_ALIVE_PAGES_MAX = 2;
export const FOOTER_NOTICE_LIMIT = 1;
/** Posts per page of the notice board and of the FAQ. Ours: the spec leaves the page size to the screen. */
export const NOTICE_PAGE_SIZE = 10;
/** Events per page of /event. Ours. */
export const EVENT_PAGE_SIZE = 12;
export const FAQ_PAGE_SIZE = 20;
export const EVENT_WINNER_LIST_LIMIT = -1;
export const EVENT_PRIVACY_RETENTION_MONTHS = 6;
export const ACCOUNT_RANDOM_STRING_LENGTH = 12;
export const BANNER_PAGE_SIZE = 10;
export const HOME_EVENT_LIMIT = 4;
export const MAIN_BANNER_AUTOPLAY_MS = 5000;
export const EVENT_CAROUSEL_AUTOPLAY_MS = 5000;
export const EVENT_CAROUSEL_TRANSITION_MS = 500;
export const MOBILE_PLAN_CAROUSEL_AUTOPLAY_MS = 3000;
export const MOBILE_PLAN_CAROUSEL_MAX_WIDTH = 744;
export const PLAN_CAROUSEL_SLIDES = 3;
/** Plans side by side on /plan/compare, and in the comparison tray. Ours: the spec has no comparison. */
export const PLAN_COMPARE_MAX = 3;
export const PLAN_CAROUSEL_SINGLE_SLIDE_BELOW_WIDTH = 1024;
export const THUMBNAIL_STRIP_SIZE = 4;
export const MOBILE_MODE_MAX_BODY_WIDTH = 1000;
export const FADE_SLIDE_BREAKPOINT = 744;
export const THUMBNAIL_LINK_BREAKPOINT = 1140;
export const POPUP_WINDOW_WIDTH = 400;
export const POPUP_WINDOW_HEIGHT = 620;
export const ADDRESS_MODAL_MIN_HEIGHT_PX = 444;
/**
 * The postcode search of the address modal (spec §2.4) is Kakao's widget: this script, which draws the search
 * in a frame. The page's content security policy lets in exactly these origins, and nothing else of theirs.
 */
export const POSTCODE_SCRIPT_URL = 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
/** The widget has been served under both names; its script loads its parts from the one it came from. */
export const POSTCODE_SCRIPT_ORIGINS = ['https://t1.kakaocdn.net', 'https://t1.daumcdn.net'] as const;
export const POSTCODE_FRAME_ORIGINS = [
  'https://postcode.map.kakao.com',
  'https://postcode.map.daum.net',
] as const;
/** A script that has neither loaded nor failed by then counts as unreachable: the modal offers typing instead. */
export const POSTCODE_LOAD_TIMEOUT_MS = 8000;
export const ORDER_KEY_DATE_START = 2;
export const ORDER_KEY_DATE_LENGTH = 14;
export const EARTH_RADIUS_KM = 6371;
export const WIN_POPUP_TYPES = [1, 3, 6] as const;
export const ALLIANCE_HIDE_LAYOUT = 'ALAC1026';

/**
 * Response header carrying the session token; the client sends it back in a request header of the same name
 * (spec §6). Here, with no schema beside it, so the browser imports it without loading zod.
 */
export const LOGIN_TOKEN_HEADER = 'login-token';

/**
 * Request header of every call that moves money or changes a line, an order or an application: a key the
 * client makes for one submission and sends again with each retry of it, so the server acts once and answers
 * every retry with the first answer (docs/once-and-audit.md). Ours: the spec names no such header.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The header a visitor without a login proves a verified number with (an authKey of purpose USIM). */
export const PHONE_AUTH_KEY_HEADER = 'phone-auth-key';
/** The header the payment gateway signs its webhooks with (payment/webhook). */
export const PAYMENT_WEBHOOK_SIGNATURE_HEADER = 'payment-signature';
/** A payment webhook's body is a short notice: anything larger is not the gateway's. */
export const PAYMENT_WEBHOOK_BODY_LIMIT_BYTES = 16 * 1024;
/** How long a received webhook's event id is kept, so that the notice sent again is received once. */
export const PAYMENT_WEBHOOK_KEEP_DAYS = 30;
export const IDEMPOTENCY_KEY_LENGTH = { min: 16, max: 300 } as const;
/** How long a key and its first answer are kept: a retry later than this acts again. */
export const IDEMPOTENCY_KEY_KEEP_DAYS = 15;

/** The largest number PostgreSQL's `integer` holds: the top of every record number (planNo, boardNo…). */
export const POSTGRES_INTEGER_MAX = 2_147_483_647;

/** The unlimited marker for data, voice and SMS amounts. */
export const UNLIMITED = -1;

/**
 * Files (ours: the spec names common/upload and common/download only; docs/files.md). One file per upload,
 * up to this size: a phone's photo or a scanned form fits, a video does not.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** An upload not attached to an inquiry within this time is removed, bytes and all. */
export const UNATTACHED_UPLOAD_KEEP_HOURS = 24;
/** Uploads one subscriber may make in an hour: enough to choose and change files, not to fill a disk. */
export const UPLOADS_PER_HOUR_MAX = 30;

/** The 1:1 inquiry (spec §2.2 /customer/inquiry). Ours: the spec gives no limits. */
export const INQUIRY_TITLE_MAX_LENGTH = 50;
export const INQUIRY_CONTENT_MIN_LENGTH = 10;
export const INQUIRY_CONTENT_MAX_LENGTH = 2000;
export const INQUIRY_ATTACHMENTS_MAX = 3;
export const INQUIRY_PAGE_SIZE = 10;

/**
 * The home page announces a maintenance window in a popup only from this many days before it starts (and
 * while it runs): a notice of a window two weeks away is noise. The window itself is announced from its own
 * notice start (docs/maintenance.md).
 */
export const MAINTENANCE_POPUP_LEAD_DAYS = 3;

/** SIM card prices in won. */
export const USIM_PRICES: Record<UsimKind, number> = {
  NFC: 4400,
  NORMAL: 0,
  ONECHIP: 8800,
  ESIM: 2200,
  NORMAL_TEST: 4400,
};

/**
 * USIM and eSIM orders (docs/usim-orders.md): ours, as Korean MVNOs sell SIMs online. A SIM is for opening a
 * line, which needs the holder's own identity check anyway; the limits keep a buyer from stocking SIMs for
 * others (대포폰) without getting in the way of a family.
 */
export const USIM_ORDER_RULES = {
  /** SIM cards of one kind in one order; an eSIM order is one profile for one device. */
  maxPerOrder: 3,
  /** SIMs one buyer (one verified mobile number) may order in a Korean calendar month, cancelled ones aside. */
  maxPerMonth: 5,
  deliveryNoteMaxLength: 40,
  /** A parcel order paid by this time on a business day is handed to the courier the same day. */
  parcelCutoff: '14:00',
  /** Business days from the courier's pickup to the door, at most. */
  parcelDaysAfterPickup: 2,
  /** RIDER (바로배송): ordered on business days within these hours, delivered within about two hours. */
  riderHours: { from: '09:00', to: '16:00' },
  /** Minutes after payment before the rider is called: the buyer can still cancel. */
  riderDispatchMinutes: 10,
  /**
   * Bookings the courier may refuse, or leave unanswered, one dispatch run (ten minutes) apart: after the
   * last, the order is cancelled, its payment refunded and the buyer texted, rather than left waiting.
   */
  courierTriesMax: 5,
  /** Where riders deliver: the start of the road address (도로명 주소), 시·도 and 시·군·구. */
  riderAreas: [
    '서울특별시 강남구',
    '서울특별시 서초구',
    '서울특별시 송파구',
    '서울특별시 중구',
    '서울특별시 종로구',
    '서울특별시 용산구',
    '서울특별시 마포구',
    '서울특별시 영등포구',
    '서울특별시 성동구',
    '서울특별시 광진구',
  ],
  /** Months of orders /usim/list shows. */
  listMonths: 6,
  /** Payment orders one SIM order may have: the first and its tries again after a decline or a lost answer. */
  maxPaymentAttempts: 5,
} as const;

/** Customer-centre hours: weekdays 09-12 and 13-18, closed on weekends and holidays. */
export const CUSTOMER_CENTER_HOURS = [
  { from: '09:00', to: '12:00' },
  { from: '13:00', to: '18:00' },
] as const;

/** A web session ends this long after login even when in use (the idle limit is INACTIVITY_LOGOUT_SECONDS). */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 12 * 60 * 60;
/**
 * A session with auto-login, or one the native app registered a device in, has no idle limit (spec §4: the
 * 1200 s rule is the web's, and auto-login resumes a stored login); it ends this long after login.
 */
export const REMEMBERED_SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/**
 * How often the session's idle clock moves at most: the server stores activity this often, and the web
 * reports navigation (`POST user/activity`) no more often.
 */
export const SESSION_ACTIVITY_INTERVAL_SECONDS = 60;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_SECONDS = 10 * 60;

export const PHONE_AUTH_CODE_LENGTH = 6;
export const PHONE_AUTH_EXPIRY_SECONDS = 180;
export const PHONE_AUTH_MAX_TRIES = 5;
export const PHONE_AUTH_RESEND_COOLDOWN_SECONDS = 60;
/** How long a verified phone auth (its authKey) can be used by login, password reset or a SIM order. */
export const PHONE_AUTH_VERIFIED_SECONDS = 10 * 60;

/**
 * How long a sign-up left half-way is kept (docs/flows.md): a visitor who verified and came back the next
 * day finds their place, though the verification itself lasts IDENTITY_VERIFICATION_SECONDS.
 */
export const SIGN_UP_FLOW_KEEP_SECONDS = 3 * 24 * 60 * 60;
/**
 * How long a SIM purchase's journey is kept after its last step: well past the wait for its payment, so an
 * order is let go by the dispatch job (and what was made for it undone) before its journey is forgotten.
 */
export const USIM_PURCHASE_FLOW_KEEP_SECONDS = 24 * 60 * 60;
/** How long a simple-auth or mobile-card request waits for the app approval and its result stays usable. */
export const IDENTITY_VERIFICATION_SECONDS = 10 * 60;
/**
 * Where the mobile card popup asks for the result (`authResultUrl`, spec §2.2): our own
 * `GET third-party/mobil-card/user`. The popup calls no other address.
 */
export const MOBILE_CARD_RESULT_URL = '/api/third-party/mobil-card/user';
/** The name the mobile card popup reports under (spec §2.4 popup handshake). */
export const MOBILE_CARD_CALLBACK_NAME = 'mobilCardAuth';
/** Result codes inside simple-auth and mobile-card answers (spec §3: '0000' = success). */
export const identityResultCodes = {
  success: '0000',
  /** The person declined in their app. */
  declined: '2001',
  /** Not approved in the app yet: ask again after the person approves. */
  pending: '3001',
} as const;

// Billing (docs/billing.md): whole won, every rule with its source or reason there.

/** VAT on the taxable telecom items of a bill (부가가치세법 §30): 10 %, rounded down to the won. */
export const VAT_PERCENT = 10;
/** A bill's total is cut to the 10 won below (원단위 절사), on a line of its own. */
export const BILL_ROUNDING_UNIT_WON = 10;
/** What stays unpaid after the month a bill was due in adds this much, once, to the next bill (연체가산금). */
export const LATE_FEE_PERCENT = 2;
/** A bill is due on this day of the month after its usage month (the month it is issued in). */
export const BILL_DUE_DAY = 25;
/**
 * Automatic debit by a billing key registered online (docs/payments.md): tried on the due day and each day
 * after until paid, at most this many times declined; then the subscriber is told to pay it themselves.
 */
export const AUTO_DEBIT_MAX_DECLINES = 3;
/** The shares of a month's data a subscriber can be texted at (데이터 사용 알림), in percent. */
export const DATA_ALERT_PERCENTS = [50, 80, 90, 100] as const;
/**
 * The monthly caps on charges beyond the plan a subscriber can set (요금 상한, with VAT): at the cap, paid use
 * beyond the plan stops until the month ends or the cap is lifted (docs/self-care-rules.md).
 */
export const SPENDING_CAP_TIERS = [5_000, 10_000, 20_000, 30_000, 50_000] as const;
/** Changing a line's number online (번호 변경, docs/self-care-rules.md). */
export const NUMBER_CHANGE_RULES = {
  /** The fee, with VAT, put on the month's bill. */
  feeWon: 1_100,
  /** How long a number picked is held for the subscriber before it goes back. */
  reservationMinutes: 10,
  /** Days the old number is kept from anyone else (번호 재사용 유예). */
  holdDays: 28,
  /** Days before a line's number can be changed again. */
  minDaysBetween: 30,
  /** Numbers offered for a search. */
  searchLimit: 10,
  /**
   * How long a search's numbers can be held: only a number the line's last search offered, within this,
   * is held for it, one at a time (a new hold gives the one before back).
   */
  offerMinutes: 30,
} as const;
/**
 * Months a former subscriber's personal details are kept after their last line ended, for settling the bill
 * (the privacy policy, 제3조); longer while a bill of theirs is unpaid.
 */
export const FORMER_SUBSCRIBER_KEEP_MONTHS = 6;
/** Days a new bill stays a draft that can still be corrected, unless the operator configures otherwise. */
export const BILL_DRAFT_GRACE_DAYS = 2;
/** 선택약정 할인: 25 % of the plan's fee for the 12 or 24 months of the contract. */
export const CONTRACT_DISCOUNT_PERCENT = 25;
/**
 * What cancelling a discount contract early pays back (할인반환금), as a share of the discount received so far,
 * by the months the contract was kept: up to 6 months all of it, up to 12 months 60 %, up to 18 months 35 %,
 * later nothing.
 */
export const DISCOUNT_PAYBACK_TABLE = [
  { monthsKeptUpTo: 6, percent: 100 },
  { monthsKeptUpTo: 12, percent: 60 },
  { monthsKeptUpTo: 18, percent: 35 },
] as const;
/**
 * Prices beyond the allowance, before VAT: the carriers' standard 0.011 won per 0.5 KB of data, 1.98 won per
 * second of voice and 22 won per text with VAT, i.e. 1/100 won per started 0.5 KB, 18/10 won per second and
 * 20 won per text.
 */
export const OVERAGE_PRICES = {
  dataBytesPerUnit: 512,
  dataUnitsPerWon: 100,
  voiceDeciWonPerSecond: 18,
  smsWon: 20,
} as const;

/** The most a line's monthly micro-payment limit (휴대폰 소액결제 한도) may be: the legal ceiling. */
export const MICRO_PAYMENT_LIMIT_MAX = 1_000_000;
/**
 * The monthly micro-payment limits a subscriber may choose, lowest first, up to the legal ceiling: the tiers
 * Korean carriers offer. Blocking is a limit of 0, set by payment/agreement, not a tier.
 */
export const MICRO_PAYMENT_LIMIT_TIERS = [
  50_000, 100_000, 200_000, 300_000, 500_000, 700_000, 1_000_000,
] as const;
/**
 * Pausing a line (일시정지, docs/self-care-rules.md), as Korean carriers allow it: at most `maxTimes` pauses
 * and `maxDaysInWindow` paused days in any `windowDays` days, each pause at most `maxDaysEach` days, starting
 * today or reserved up to `reserveDaysAhead` days ahead. While paused the line is billed `monthlyFeeWon` a
 * month (with VAT, pro-rated by day) instead of its plan; device instalments go on.
 */
export const PAUSE_RULES = {
  maxTimes: 2,
  maxDaysInWindow: 180,
  windowDays: 365,
  maxDaysEach: 90,
  reserveDaysAhead: 30,
  monthlyFeeWon: 3_850,
} as const;
