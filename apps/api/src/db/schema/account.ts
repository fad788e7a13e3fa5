import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  billTypes,
  deviceTypes,
  identityVerificationKinds,
  lineStatuses,
  lineCancelReasons,
  marketingChannels,
  networkTypes,
  paymentMethods,
  phoneAuthPurposes,
} from '@mvno/contract';
import { plans } from './product.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Subscribers. A row exists from the first line's opening; `loginId` and `passwordHash` are set when the
 * subscriber joins the site (user/join). The resident number is stored only encrypted (AES-256-GCM).
 */
export const users = pgTable('users', {
  userNo: serial('user_no').primaryKey(),
  /** Lower case; null until the subscriber joins the site. */
  loginId: varchar('login_id', { length: 12 }).unique(),
  /** argon2id, PHC string. */
  passwordHash: text('password_hash'),
  userName: varchar('user_name', { length: 30 }).notNull(),
  /** YYYYMMDD */
  userBirth: varchar('user_birth', { length: 8 }).notNull(),
  userEmail: varchar('user_email', { length: 254 }).notNull().default(''),
  /** Connecting information from identity verification. */
  ci: varchar('ci', { length: 128 }).unique(),
  /** Customer number (고객번호, custId of spec §3's service-account info). */
  custId: varchar('cust_id', { length: 12 }).notNull().unique(),
  /** `v1:<iv>:<tag>:<ciphertext>`, see shared/field-encryption.ts. */
  ssnEncrypted: text('ssn_encrypted').notNull(),
  isMarketingAgree: boolean('is_marketing_agree').notNull().default(false),
  marketingAgreedAt: at('marketing_agreed_at'),
  joinedAt: at('joined_at'),
  passwordChangedAt: at('password_changed_at'),
  /**
   * When the personal details were erased, the privacy policy's keeping time after the last line ended being
   * over (docs/self-care-rules.md): name masked, birth date, e-mail, CI, resident number and login gone.
   */
  erasedAt: at('erased_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A subscriber's consent to advertising by one channel (정보통신망법 §50), as last given or withdrawn. No row:
 * as the subscriber joined (`users.isMarketingAgree`, one consent for every channel). `users.isMarketingAgree`
 * follows: true while any channel is agreed.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    channel: text('channel', { enum: marketingChannels }).notNull(),
    isAgreed: boolean('is_agreed').notNull(),
    /** When the consent was last given or withdrawn; null for one never given since joining without it. */
    changedAt: at('changed_at'),
  },
  (table) => [primaryKey({ columns: [table.userNo, table.channel] })],
);

/** A billing account (청구계정): one bill a month for the lines it pays for. A subscriber may hold several. */
export const billAccounts = pgTable(
  'bill_accounts',
  {
    billAcntId: varchar('bill_acnt_id', { length: 12 }).primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    /** How the bill is sent. */
    billType: varchar('bill_type', { length: 5, enum: billTypes }).notNull().default('EMAIL'),
    /** How it is paid: card CN, phone MC, bank transfer RA. */
    payMethod: varchar('pay_method', { length: 2, enum: paymentMethods }).notNull(),
    /** The card issuer or the bank. */
    payInstitution: varchar('pay_institution', { length: 30 }).notNull(),
    /** Only the masked number is kept here (e.g. 1234-****-****-5678). */
    payNumberMasked: varchar('pay_number_masked', { length: 40 }).notNull(),
    payerName: varchar('payer_name', { length: 30 }).notNull(),
    /**
     * Automatic debit registered online (docs/payments.md): the account's id at the payment gateway and the
     * billing key the gateway gave for its card or bank account; never the card or account number.
     */
    billingCustomerKey: varchar('billing_customer_key', { length: 64 }).unique(),
    billingKey: varchar('billing_key', { length: 64 }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('bill_accounts_user_idx').on(table.userNo)],
);

export const userLines = pgTable(
  'user_lines',
  {
    userLineNo: serial('user_line_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    /** Digits only. */
    serviceNumber: varchar('service_number', { length: 11 }).notNull().unique(),
    /** Service contract number (서비스계약번호). */
    serviceAccount: varchar('service_account', { length: 20 }).notNull().unique(),
    planNo: integer('plan_no')
      .notNull()
      .references(() => plans.planNo),
    networkType: varchar('network_type', { length: 2, enum: networkTypes }).notNull(),
    lineStatus: varchar('line_status', { length: 10, enum: lineStatuses }).notNull().default('ACTIVE'),
    openedAt: at('opened_at').notNull(),
    /** When a TERMINATED line ended. */
    endedAt: at('ended_at'),
    /**
     * A cancellation asked for online (docs/self-care-rules.md): the carrier order, when it was sent and why.
     * While `endedAt` is null it is under way; one the carrier never answers is withdrawn and cleared.
     */
    cancelOrderId: varchar('cancel_order_id', { length: 64 }).unique(),
    cancelRequestedAt: at('cancel_requested_at'),
    cancelReason: varchar('cancel_reason', { length: 20, enum: lineCancelReasons }),
    /** The billing account that pays for the line. */
    billAcntId: varchar('bill_acnt_id', { length: 12 })
      .notNull()
      .references(() => billAccounts.billAcntId),
  },
  (table) => [index('user_lines_user_idx').on(table.userNo)],
);

/** Login sessions. Only the SHA-256 of the token is kept, so a copy of the table logs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    sessionNo: bigserial('session_no', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    /** The line self-care calls act on. */
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** Absolute end, whatever the activity. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** Chosen at login ('자동 로그인'): no idle limit, the remembered lifetime. */
    isAutoLogin: boolean('is_auto_login').notNull().default(false),
    /** The native app registered a device in it (user/push): the app's rule, no idle limit. */
    isApp: boolean('is_app').notNull().default(false),
    /** When the subscriber last confirmed the password in this session (user/reauth). */
    reauthenticatedAt: at('reauthenticated_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userNo)],
);

/**
 * Native app installations (user/push). A device registered in a session belongs to that session's
 * subscriber until they log out of it; nobody else, logged in or not, can re-register it meanwhile.
 */
export const devices = pgTable('devices', {
  deviceNo: serial('device_no').primaryKey(),
  deviceId: varchar('device_id', { length: 200 }).notNull().unique(),
  deviceType: varchar('device_type', { length: 10, enum: deviceTypes }).notNull(),
  pushToken: text('push_token').notNull().default(''),
  appVersion: varchar('app_version', { length: 30 }).notNull(),
  os: varchar('os', { length: 50 }).notNull(),
  userNo: integer('user_no').references(() => users.userNo, { onDelete: 'set null' }),
  userLineNo: integer('user_line_no').references(() => userLines.userLineNo, { onDelete: 'set null' }),
  /** The session that registered it; its logout releases the device. */
  sessionNo: bigint('session_no', { mode: 'number' }).references(() => sessions.sessionNo, {
    onDelete: 'set null',
  }),
  updatedAt: at('updated_at').notNull(),
});

/** SMS codes (common/send/phone/auth). The code is kept only as an HMAC under a server key. */
export const phoneAuthChallenges = pgTable(
  'phone_auth_challenges',
  {
    challengeNo: serial('challenge_no').primaryKey(),
    purpose: varchar('purpose', { length: 10, enum: phoneAuthPurposes }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    verifiedAt: at('verified_at'),
    /** SHA-256 of the authKey handed out by a successful check. */
    authKeyHash: varchar('auth_key_hash', { length: 64 }).unique(),
    authKeyExpiresAt: at('auth_key_expires_at'),
    consumedAt: at('consumed_at'),
  },
  (table) => [index('phone_auth_challenges_phone_idx').on(table.phone, table.purpose, table.sentAt)],
);

export const identityVerificationStatuses = ['REQUESTED', 'APPROVED', 'DECLINED', 'CONSUMED'] as const;

/** Simple auth and mobile card auth requests and their results. */
export const identityVerifications = pgTable('identity_verifications', {
  verificationNo: serial('verification_no').primaryKey(),
  kind: varchar('kind', { length: 12, enum: identityVerificationKinds }).notNull(),
  /** authSeq (simple auth) or authReqTrdNo (mobile card): random, handed to the client. */
  publicKey: varchar('public_key', { length: 64 }).notNull().unique(),
  /** NAVER, PASS, KB, TOSS, or CARD. */
  provider: varchar('provider', { length: 10 }).notNull(),
  providerTransactionId: varchar('provider_transaction_id', { length: 100 }).notNull(),
  userName: varchar('user_name', { length: 30 }).notNull(),
  userPhone: varchar('user_phone', { length: 11 }).notNull(),
  /** YYYYMMDD; empty when the kind does not ask for it. */
  userBirth: varchar('user_birth', { length: 8 }).notNull().default(''),
  status: varchar('status', { length: 10, enum: identityVerificationStatuses }).notNull(),
  ci: varchar('ci', { length: 128 }),
  requestedAt: at('requested_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  approvedAt: at('approved_at'),
  consumedAt: at('consumed_at'),
});

/**
 * The numbers the carrier's search last offered a line (번호 변경, docs/self-care-rules.md): only these can be
 * held for it, within NUMBER_CHANGE_RULES.offerMinutes. A new search replaces them.
 */
export const numberOffers = pgTable(
  'number_offers',
  {
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    serviceNumber: varchar('service_number', { length: 11 }).notNull(),
    offeredAt: at('offered_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userLineNo, table.serviceNumber] })],
);

/**
 * A change of a line's number (번호 변경, docs/self-care-rules.md): the number held for it at the carrier
 * first (the reservation), then the order, under way while `requestedAt` is set and `confirmedAt` is not.
 */
export const numberChanges = pgTable(
  'number_changes',
  {
    changeNo: serial('change_no').primaryKey(),
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    oldNumber: varchar('old_number', { length: 11 }).notNull(),
    newNumber: varchar('new_number', { length: 11 }).notNull(),
    reservationId: varchar('reservation_id', { length: 64 }).notNull().unique(),
    reservedUntil: at('reserved_until').notNull(),
    orderId: varchar('order_id', { length: 64 }).unique(),
    requestedAt: at('requested_at'),
    confirmedAt: at('confirmed_at'),
    feeAmount: integer('fee_amount').notNull().default(0),
  },
  (table) => [index('number_changes_line_idx').on(table.userLineNo)],
);
