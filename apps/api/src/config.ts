import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { apiPackageRoot } from './shared/package-root.ts';

/**
 * The field encryption key used when FIELD_ENCRYPTION_KEY is not set: a hash of a public sentence, so
 * anyone can recompute it. Fine for a laptop and the tests; production must set its own key.
 */
export const DEVELOPMENT_FIELD_ENCRYPTION_KEY = createHash('sha256')
  .update('바로모바일 DEVELOPMENT ONLY field encryption key - never use in production')
  .digest('base64');

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

const configSchema = z.object({
  /** demo: sandbox providers, seeded data, a demo marker. production: refuses anything unsafe (see checkProduction). */
  APP_MODE: z.enum(appModes).default('demo'),
  /** The address the public reaches the site at; an https one turns on HSTS and upgrade-insecure-requests. */
  PUBLIC_URL: optionalUrl,
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
  COMPANY_NAME: z.string().default('(주)바로텔레콤'),
  COMPANY_CEO: z.string().default('김바로'),
  COMPANY_BUSINESS_NUMBER: z.string().default('2208812345'),
  COMPANY_MAIL_ORDER_NUMBER: z.string().default('제2026-서울중구-0001호'),
  COMPANY_ADDRESS: z.string().default('서울특별시 중구 세종대로 110, 12층'),
  COMPANY_EMAIL: z.string().default('help@baromobile.example'),
  CUSTOMER_CENTER_FREE_NUMBER: z.string().default('114'),
  CUSTOMER_CENTER_PAID_NUMBER: z.string().default('1600-2580'),
  CUSTOMER_CENTER_HOURS: z.string().default('평일 09:00~12:00, 13:00~18:00 (주말·공휴일 휴무)'),
  FIELD_ENCRYPTION_KEY: z.string().default(DEVELOPMENT_FIELD_ENCRYPTION_KEY).pipe(keySchema),
  IDENTITY_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  IDENTITY_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(0),
  IDENTITY_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  NOTIFY_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Defaults to true in demo mode and false in production. */
  SANDBOX_OUTBOX_READABLE: booleanFlag.optional(),
});

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
  brand: {
    brandName: string;
    companyName: string;
    ceoName: string;
    businessNumber: string;
    mailOrderNumber: string;
    address: string;
    email: string;
    freeCallNumber: string;
    paidCallNumber: string;
    hours: string;
  };
  /** AES-256-GCM key of fields encrypted at rest; other server keys are derived from it per purpose. */
  fieldEncryptionKey: Buffer;
  isDevelopmentFieldEncryptionKey: boolean;
  identity: { provider: 'sandbox'; sandboxDelayMs: number; timeoutMs: number };
  notify: { provider: 'sandbox' };
  /** GET /api/sandbox/outbox answers loopback callers (development, tests, demos). Never in production. */
  sandboxOutboxReadable: boolean;
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
    brand: {
      brandName: e.BRAND_NAME,
      companyName: e.COMPANY_NAME,
      ceoName: e.COMPANY_CEO,
      businessNumber: e.COMPANY_BUSINESS_NUMBER,
      mailOrderNumber: e.COMPANY_MAIL_ORDER_NUMBER,
      address: e.COMPANY_ADDRESS,
      email: e.COMPANY_EMAIL,
      freeCallNumber: e.CUSTOMER_CENTER_FREE_NUMBER,
      paidCallNumber: e.CUSTOMER_CENTER_PAID_NUMBER,
      hours: e.CUSTOMER_CENTER_HOURS,
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
    sandboxOutboxReadable: e.SANDBOX_OUTBOX_READABLE ?? e.APP_MODE === 'demo',
  };
  if (config.appMode === 'production') {
    const problems = productionProblems(config);
    if (problems.length > 0) throw new Error(problems.join('\n'));
  }
  return config;
}

/**
 * What production mode refuses to start with, one line each naming the setting: anything that would let a
 * stranger read texted codes, decrypt resident numbers or dodge per-address limits, and any sandbox
 * standing in for a real outside system.
 */
function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  const refuse = (setting: string, why: string) =>
    problems.push(`APP_MODE=production refuses ${setting}: ${why}`);
  // Every provider setting, so a kind added later is checked too.
  const providers: Array<{ setting: string; value: string; realOne: string }> = [
    { setting: 'IDENTITY_PROVIDER', value: config.identity.provider, realOne: 'identity verification' },
    { setting: 'NOTIFY_PROVIDER', value: config.notify.provider, realOne: 'SMS and e-mail' },
  ];
  for (const { setting, value, realOne } of providers)
    if (value === 'sandbox') refuse(`${setting}=sandbox`, `set a real ${realOne} provider`);
  if (config.sandboxOutboxReadable)
    refuse('SANDBOX_OUTBOX_READABLE=true', 'texted codes would be readable; set it to false');
  if (config.isDevelopmentFieldEncryptionKey)
    refuse('the published FIELD_ENCRYPTION_KEY', 'set FIELD_ENCRYPTION_KEY to 32 random bytes of your own');
  if (config.trustProxy === true)
    refuse(
      'TRUST_PROXY=true',
      "list the proxies' addresses instead, so clients cannot set their own address",
    );
  return problems;
}
