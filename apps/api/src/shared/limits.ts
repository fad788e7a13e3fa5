import type { RateLimitRule } from './rate-limit.ts';

const minutes = (count: number) => count * 60;

/**
 * Every rate limit, in one place (docs/accounts.md lists those of the account and identity calls,
 * docs/analytics.md that of page views).
 * "address" is the client's IP address as Fastify sees it (X-Forwarded-For behind a trusted proxy).
 */
export const rateLimits = {
  loginPerAddress: { limit: 30, windowSeconds: minutes(10) },
  /** Failed logins of one ID before it is locked for LOGIN_LOCK_SECONDS (counted for unknown IDs too). */
  loginFailuresPerId: { limit: 5, windowSeconds: minutes(10) },
  loginIdCheckPerAddress: { limit: 60, windowSeconds: minutes(10) },
  joinPerAddress: { limit: 10, windowSeconds: minutes(60) },
  /** Sign-up flows begun (docs/flows.md): a family behind one address signs up a few at most. */
  signUpStartsPerAddress: { limit: 20, windowSeconds: minutes(60) },
  passwordResetPerAddress: { limit: 10, windowSeconds: minutes(10) },
  passwordChangeFailuresPerUser: { limit: 5, windowSeconds: minutes(10) },
  /** SMS pumping: codes texted to one number, and asked for from one address. */
  phoneAuthSendPerPhone: { limit: 5, windowSeconds: minutes(60) },
  phoneAuthSendPerAddress: { limit: 20, windowSeconds: minutes(60) },
  phoneAuthCheckPerAddress: { limit: 30, windowSeconds: minutes(10) },
  simpleAuthRequestPerPhone: { limit: 5, windowSeconds: minutes(10) },
  simpleAuthRequestPerAddress: { limit: 20, windowSeconds: minutes(10) },
  identityResultPerAddress: { limit: 60, windowSeconds: minutes(10) },
  realNamePerAddress: { limit: 20, windowSeconds: minutes(10) },
  /**
   * Page views (analytics/event): one every two seconds for ten minutes is more than a person browses, and
   * leaves room for a few visitors behind one address; a script inflating counts is held to it.
   */
  analyticsEventPerAddress: { limit: 300, windowSeconds: minutes(10) },
  /**
   * Searched words counted towards the popular list (docs/search.md): a person searches a few dozen words
   * an hour at most, and counts each word once a day, so a script cannot lift a word by repeating it.
   */
  searchWordPerAddress: { limit: 30, windowSeconds: minutes(60) },
  searchWordPerAddressAndWord: { limit: 1, windowSeconds: minutes(24 * 60) },
} satisfies Record<string, RateLimitRule>;
