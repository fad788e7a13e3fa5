import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
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
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
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
};

/** Parses the environment once at start; a bad variable stops the process with the list of problems. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
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
  };
}
