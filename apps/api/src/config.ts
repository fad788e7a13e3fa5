import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { BILL_DRAFT_GRACE_DAYS, type ClientConfig } from '@mvno/contract';
import { apiPackageRoot } from './shared/package-root.ts';

/**
 * The field encryption key used when FIELD_ENCRYPTION_KEY is not set: a hash of a public sentence, so
 * anyone can recompute it. Fine for a laptop and the tests; production must set its own key.
 */
export const DEVELOPMENT_FIELD_ENCRYPTION_KEY = createHash('sha256')
  .update('바로모바일 DEVELOPMENT ONLY field encryption key - never use in production')
  .digest('base64');

/** The sandbox gateway's webhook secret when PAYMENT_WEBHOOK_SECRET is not set: public, so never production's. */
export const DEVELOPMENT_PAYMENT_WEBHOOK_SECRET = 'baro-sandbox-gateway-webhook-secret';

/** 32 bytes as 64 hex digits or as base64. */
const keySchema = z
  .string()
  .trim()
  .transform((value) =>
    /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64'),
  )
  .refine((key) => key.length === 32, 'must be 32 bytes: 64 hex digits or base64');

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const appModes = ['demo', 'production'] as const;
export type AppMode = (typeof appModes)[number];

/**
 * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: a comma-separated list of addresses,
 * CIDR ranges or the names `loopback`, `linklocal`, `uniquelocal` (what Fastify's trustProxy takes). Empty or
 * `false`: none, the socket's address is the client's. A bare `true` believes any client that sends the
 * header, so per-address limits could be dodged at will: production refuses it.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value) =>
    value === '' || value === 'false'
      ? []
      : value === 'true'
        ? true
        : value.split(',').map((entry) => entry.trim()),
  )
  .refine(
    (value) =>
      value === true ||
      value.every((entry) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(entry)),
    'must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  );

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** A secret that may be left empty; an empty value counts as unset. */
const optionalSecret = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const analyticsProviders = ['first-party', 'hosted'] as const;

/**
 * A path on this site (`/images`) or an http(s) address. A protocol-relative `//host/…` is refused: it reads
 * like a path but names another host.
 */
const sitePathOrHttpUrl = z
  .string()
  .trim()
  .refine(
    (value) =>
      !/[\s\\]/.test(value) &&
      (value.startsWith('/')
        ? !value.startsWith('//')
        : URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
    'must be a path on this site (/…) or an http:// or https:// address',
  );

/** File names are appended to the file-server base, so it cannot end in a query or a fragment. */
const fileServerUrlSchema = sitePathOrHttpUrl.refine(
  (value) => !/[?#]/.test(value),
  'must not carry a query or a fragment: folders and file names are appended to it',
);

/** Schemes a browser handles itself: commands sent to one would navigate the page or run in it. */
const webSchemes = new Set(['http', 'https', 'javascript', 'data', 'blob', 'file', 'about', 'ws', 'wss']);

/** A custom URL scheme (RFC 3986: a letter, then letters, digits, +, - or .), lower case. */
const appSchemeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9+.-]*$/, 'must be a URL scheme: a letter, then letters, digits, +, - or .')
  .refine((value) => !webSchemes.has(value), "must be the app's own scheme, not one the browser handles");

const configFields = z.object({
  /** demo: sandbox providers, seeded data, a demo marker. production: refuses anything unsafe (see checkProduction). */
  APP_MODE: z.enum(appModes).default('demo'),
  /** The address the public reaches the site at; an https one turns on HSTS and upgrade-insecure-requests. */
  PUBLIC_URL: optionalUrl,
  /**
   * The base of stored files (banner and event images): a path on this site, or a CDN's address. The
   * default is where the seeded images are served from (the built site's /images).
   */
  FILE_SERVER_URL: fileServerUrlSchema.default('/images'),
  /** The native app's custom scheme (spec §3, §7). */
  APP_SCHEME: appSchemeSchema.default('baromobile'),
  /** The card-member authentication popup (spec §2.2): our own page. */
  AUTH_POPUP_URL: sitePathOrHttpUrl.default('/mobil-card/auth'),
  /** The identity-verification popup (spec §7): our server, which hands over to the provider. */
  IDENTITY_REQUEST_URL: sitePathOrHttpUrl.default('/api/third-party/identity/request'),
  /** The payment popup (spec §7): our server, which hands over to the payment gateway. */
  PAYMENT_REQUEST_URL: sitePathOrHttpUrl.default('/api/payment/request'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  TRUST_PROXY: trustProxySchema.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(apiPackageRoot, '../web/dist')),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  BRAND_NAME: z.string().default('바로모바일'),
  /** The brand as English pages and messages write it (docs/languages.md). */
  BRAND_NAME_EN: z.string().default('Baro Mobile'),
  COMPANY_NAME: z.string().default('(주)바로텔레콤'),
  COMPANY_CEO: z.string().default('김바로'),
  COMPANY_BUSINESS_NUMBER: z.string().default('2208812345'),
  COMPANY_MAIL_ORDER_NUMBER: z.string().default('제2026-서울중구-0001호'),
  COMPANY_ADDRESS: z.string().default('서울특별시 중구 세종대로 110, 12층'),
  COMPANY_EMAIL: z.string().default('help@baromobile.example'),
  CUSTOMER_CENTER_FREE_NUMBER: z.string().default('114'),
  CUSTOMER_CENTER_PAID_NUMBER: z.string().default('1600-2580'),
  CUSTOMER_CENTER_HOURS: z.string().default('평일 09:00~12:00, 13:00~18:00 (주말·공휴일 휴무)'),
  CUSTOMER_CENTER_HOURS_EN: z
    .string()
    .default('Weekdays 09:00–12:00 and 13:00–18:00 (closed at weekends and on public holidays)'),
  FIELD_ENCRYPTION_KEY: z.string().default(DEVELOPMENT_FIELD_ENCRYPTION_KEY).pipe(keySchema),
  IDENTITY_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  IDENTITY_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(0),
  IDENTITY_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  NOTIFY_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** The host carrier's interface: its usage feed (providers/carrier). */
  CARRIER_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  CARRIER_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(0),
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** The courier that delivers USIMs, parcel and same-day rider (providers/courier). */
  COURIER_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  COURIER_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(0),
  COURIER_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** The payment gateway (providers/payment, docs/payments.md). */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** How long the sandbox's test numbers that "never answer" keep a call waiting. */
  PAYMENT_SANDBOX_HANG_MS: z.coerce.number().int().min(0).default(120_000),
  /** The secret the gateway signs its webhooks with (HMAC-SHA256). */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).default(DEVELOPMENT_PAYMENT_WEBHOOK_SECRET),
  /** Days a new bill stays a draft that a correction can still change (docs/billing.md). */
  BILL_DRAFT_GRACE_DAYS: z.coerce.number().int().min(0).max(20).default(BILL_DRAFT_GRACE_DAYS),
  /** Where uploaded and seeded files live: local-disk keeps them under STORAGE_DIR (docs/files.md). */
  STORAGE_PROVIDER: z.enum(['local-disk']).default('local-disk'),
  /** Defaults to DATA_DIR/files. */
  STORAGE_DIR: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  /** Defaults to true in demo mode and false in production. */
  SANDBOX_OUTBOX_READABLE: booleanFlag.optional(),
  /**
   * The API reference: full (/api/openapi.json and the interactive /api/docs), json (the document only) or
   * off. Demo mode's default is full, production's off; production refuses full.
   */
  API_REFERENCE: z.enum(['full', 'json', 'off']).optional(),
  /** first-party: daily counts in our database. hosted: each event posted to ANALYTICS_HOSTED_URL instead. */
  ANALYTICS_PROVIDER: z.enum(analyticsProviders).default('first-party'),
  ANALYTICS_HOSTED_URL: optionalUrl,
  /** Sent as `Authorization: Bearer <key>` when set. */
  ANALYTICS_HOSTED_KEY: optionalSecret,
  ANALYTICS_HOSTED_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
});

const configSchema = configFields.refine(
  (env) => env.ANALYTICS_PROVIDER !== 'hosted' || env.ANALYTICS_HOSTED_URL !== undefined,
  {
    path: ['ANALYTICS_HOSTED_URL'],
    message: 'required with ANALYTICS_PROVIDER=hosted: the address events are posted to',
  },
);

/** Where page views and conversions go (providers/analytics). */
export type AnalyticsSettings =
  | { provider: 'first-party' }
  | { provider: 'hosted'; url: string; key: string | undefined; timeoutMs: number };

function analyticsSettingsOf(env: z.infer<typeof configSchema>): AnalyticsSettings {
  if (env.ANALYTICS_PROVIDER === 'first-party') return { provider: 'first-party' };
  // Already refused by the schema, with the other problems; this tells the type checker.
  if (env.ANALYTICS_HOSTED_URL === undefined) throw new Error('ANALYTICS_HOSTED_URL: required');
  return {
    provider: 'hosted',
    url: env.ANALYTICS_HOSTED_URL,
    key: env.ANALYTICS_HOSTED_KEY,
    timeoutMs: env.ANALYTICS_HOSTED_TIMEOUT_MS,
  };
}

export type Config = {
  appMode: AppMode;
  /** Served over HTTPS (an https PUBLIC_URL): browsers are told to use nothing else (HSTS). */
  isPublicHttps: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * Proxies whose X-Forwarded-For (client address, per-address limits) and X-Forwarded-Proto are believed;
   * `true` (any sender) only in demo mode.
   */
  trustProxy: string[] | true;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  webDistDir: string;
  catalogueCacheSeconds: number;
  /** Spec §3's values for the screens: written into every served page, and on GET common/client-config. */
  client: ClientConfig;
  brand: {
    brandName: string;
    brandNameEn: string;
    companyName: string;
    ceoName: string;
    businessNumber: string;
    mailOrderNumber: string;
    address: string;
    email: string;
    freeCallNumber: string;
    paidCallNumber: string;
    hours: string;
    hoursEn: string;
  };
  /** AES-256-GCM key of fields encrypted at rest; other server keys are derived from it per purpose. */
  fieldEncryptionKey: Buffer;
  isDevelopmentFieldEncryptionKey: boolean;
  identity: { provider: 'sandbox'; sandboxDelayMs: number; timeoutMs: number };
  notify: { provider: 'sandbox' };
  /** The host carrier (providers/carrier). */
  carrier: { provider: 'sandbox'; sandboxDelayMs: number; timeoutMs: number };
  /** The USIM courier (providers/courier). */
  courier: { provider: 'sandbox'; sandboxDelayMs: number; timeoutMs: number };
  /** The payment gateway (providers/payment). */
  payment: {
    provider: 'sandbox';
    timeoutMs: number;
    sandboxHangMs: number;
    webhookSecret: string;
    isDevelopmentWebhookSecret: boolean;
  };
  /** The bill run (docs/billing.md). */
  billing: { draftGraceDays: number };
  /** Uploaded and seeded files (providers/storage). */
  storage: { provider: 'local-disk'; directory: string };
  analytics: AnalyticsSettings;
  /** GET /api/sandbox/outbox answers loopback callers (development, tests, demos). Never in production. */
  sandboxOutboxReadable: boolean;
  /** What of the API reference is served: see API_REFERENCE. */
  apiReference: 'full' | 'json' | 'off';
};

/** Parses the environment once at start; a bad variable stops the process with the list of problems. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const config: Config = {
    appMode: e.APP_MODE,
    isPublicHttps: e.PUBLIC_URL?.startsWith('https:') ?? false,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    client: {
      appScheme: e.APP_SCHEME,
      siteUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? '',
      fileServerUrl: e.FILE_SERVER_URL,
      authPopupUrl: e.AUTH_POPUP_URL,
      identityRequestUrl: e.IDENTITY_REQUEST_URL,
      paymentRequestUrl: e.PAYMENT_REQUEST_URL,
    },
    brand: {
      brandName: e.BRAND_NAME,
      brandNameEn: e.BRAND_NAME_EN,
      companyName: e.COMPANY_NAME,
      ceoName: e.COMPANY_CEO,
      businessNumber: e.COMPANY_BUSINESS_NUMBER,
      mailOrderNumber: e.COMPANY_MAIL_ORDER_NUMBER,
      address: e.COMPANY_ADDRESS,
      email: e.COMPANY_EMAIL,
      freeCallNumber: e.CUSTOMER_CENTER_FREE_NUMBER,
      paidCallNumber: e.CUSTOMER_CENTER_PAID_NUMBER,
      hours: e.CUSTOMER_CENTER_HOURS,
      hoursEn: e.CUSTOMER_CENTER_HOURS_EN,
    },
    fieldEncryptionKey: e.FIELD_ENCRYPTION_KEY,
    isDevelopmentFieldEncryptionKey: e.FIELD_ENCRYPTION_KEY.equals(
      Buffer.from(DEVELOPMENT_FIELD_ENCRYPTION_KEY, 'base64'),
    ),
    identity: {
      provider: e.IDENTITY_PROVIDER,
      sandboxDelayMs: e.IDENTITY_SANDBOX_DELAY_MS,
      timeoutMs: e.IDENTITY_TIMEOUT_MS,
    },
    notify: { provider: e.NOTIFY_PROVIDER },
    carrier: {
      provider: e.CARRIER_PROVIDER,
      sandboxDelayMs: e.CARRIER_SANDBOX_DELAY_MS,
      timeoutMs: e.CARRIER_TIMEOUT_MS,
    },
    courier: {
      provider: e.COURIER_PROVIDER,
      sandboxDelayMs: e.COURIER_SANDBOX_DELAY_MS,
      timeoutMs: e.COURIER_TIMEOUT_MS,
    },
    payment: {
      provider: e.PAYMENT_PROVIDER,
      timeoutMs: e.PAYMENT_TIMEOUT_MS,
      sandboxHangMs: e.PAYMENT_SANDBOX_HANG_MS,
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET,
      isDevelopmentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET === DEVELOPMENT_PAYMENT_WEBHOOK_SECRET,
    },
    billing: { draftGraceDays: e.BILL_DRAFT_GRACE_DAYS },
    storage: {
      provider: e.STORAGE_PROVIDER,
      directory: path.resolve(e.STORAGE_DIR ?? path.join(e.DATA_DIR, 'files')),
    },
    analytics: analyticsSettingsOf(e),
    sandboxOutboxReadable: e.SANDBOX_OUTBOX_READABLE ?? e.APP_MODE === 'demo',
    apiReference: e.API_REFERENCE ?? (e.APP_MODE === 'demo' ? 'full' : 'off'),
  };
  if (config.appMode === 'production') {
    const problems = productionProblems(config);
    if (problems.length > 0) throw new Error(problems.join('\n'));
  }
  return config;
}

/**
 * What production mode refuses to start with, one line each naming the setting: anything that would let a
 * stranger read texted codes, decrypt resident numbers, dodge per-address limits or read and change pages,
 * images and popups on the way, and any sandbox standing in for a real outside system.
 */
function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  const refuse = (setting: string, why: string) =>
    problems.push(`APP_MODE=production refuses ${setting}: ${why}`);
  // Every provider setting, so a kind added later is checked too.
  const providers: Array<{ setting: string; value: string; realOne: string }> = [
    { setting: 'IDENTITY_PROVIDER', value: config.identity.provider, realOne: 'identity verification' },
    { setting: 'NOTIFY_PROVIDER', value: config.notify.provider, realOne: 'SMS and e-mail' },
    { setting: 'CARRIER_PROVIDER', value: config.carrier.provider, realOne: 'host carrier' },
    { setting: 'COURIER_PROVIDER', value: config.courier.provider, realOne: 'USIM courier' },
    { setting: 'PAYMENT_PROVIDER', value: config.payment.provider, realOne: 'payment gateway' },
  ];
  for (const { setting, value, realOne } of providers)
    if (value === 'sandbox') refuse(`${setting}=sandbox`, `set a real ${realOne} provider`);
  if (config.sandboxOutboxReadable)
    refuse('SANDBOX_OUTBOX_READABLE=true', 'texted codes would be readable; set it to false');
  // The interactive reference lets anyone try calls from a page of ours; the document alone can be published.
  if (config.apiReference === 'full')
    refuse('API_REFERENCE=full', 'serve the document only (json) or nothing (off)');
  if (config.payment.isDevelopmentWebhookSecret)
    refuse(
      'the published PAYMENT_WEBHOOK_SECRET',
      "set PAYMENT_WEBHOOK_SECRET to the gateway's webhook secret",
    );
  if (config.isDevelopmentFieldEncryptionKey)
    refuse('the published FIELD_ENCRYPTION_KEY', 'set FIELD_ENCRYPTION_KEY to 32 random bytes of your own');
  // The key and the events would cross the network readable by anyone on the way.
  if (config.analytics.provider === 'hosted' && !config.analytics.url.startsWith('https:'))
    refuse('an ANALYTICS_HOSTED_URL without https', 'give the hosted analytics service an https:// address');
  // Over plain HTTP the login token, identity details and payments could be read and changed on the way, and
  // an https page would refuse http images and popups as mixed content.
  const addresses: Array<{ setting: string; value: string }> = [
    { setting: 'PUBLIC_URL', value: config.client.siteUrl },
    { setting: 'FILE_SERVER_URL', value: config.client.fileServerUrl },
    { setting: 'AUTH_POPUP_URL', value: config.client.authPopupUrl },
    { setting: 'IDENTITY_REQUEST_URL', value: config.client.identityRequestUrl },
    { setting: 'PAYMENT_REQUEST_URL', value: config.client.paymentRequestUrl },
  ];
  for (const { setting, value } of addresses)
    if (/^http:/i.test(value))
      refuse(`${setting}=${value}`, 'use an https:// address (or a path on this site)');
  if (config.trustProxy === true)
    refuse(
      'TRUST_PROXY=true',
      "list the proxies' addresses instead, so clients cannot set their own address",
    );
  return problems;
}
