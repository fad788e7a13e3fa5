/** Result codes of the envelope. 1 is success; anything else is a failure whose message a screen shows as is. */
export const resultCodes = {
  success: 1,
  businessFailure: 2,
  invalidInput: 4000,
  unauthorized: 4010,
  /** A staff member whose role does not admit the call (HTTP 403). */
  forbidden: 4030,
  /**
   * A money- or security-sensitive action asks for the password again first (HTTP 403): the session has not
   * confirmed it within REAUTH_VALID_SECONDS. user/reauth confirms it; then the action is sent again.
   */
  reauthRequired: 4031,
  notFound: 4040,
  /** A request with the same idempotency key is still being acted on (HTTP 409): try again shortly. */
  inProgress: 4090,
  tooManyRequests: 4290,
  serverError: 5000,
  providerTimeout: 5040,
  /** A maintenance window closes the part of the site the call belongs to (HTTP 503). */
  maintenance: 5030,
} as const;
export type ResultCode = (typeof resultCodes)[keyof typeof resultCodes];

export interface Envelope<T> {
  code: number;
  message: string;
  entity: T;
}

export type ListEntity<T> = { list: T[]; totalCount: number };
