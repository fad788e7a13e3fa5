import type { PhoneAuthPurpose, SimpleAuthProvider } from '@mvno/contract';

// Identity verification outside the MVNO: real-name check (실명확인), the SMS of phone auth, simple auth
// (간편인증 through NAVER, PASS, KB, TOSS) and mobile card auth (카드 본인확인). Results are our own enums;
// an adapter maps its vendor's codes onto them. A call that does not answer in time throws
// ProviderTimeoutError.

export type RealNameOutcome = 'MATCH' | 'MISMATCH';

export type AuthRequestOutcome =
  | { outcome: 'REQUESTED'; transactionId: string }
  /** The provider refused to start (unknown person, wrong name for the number, …). */
  | { outcome: 'REJECTED' };

export type MobileCardRequestOutcome =
  { outcome: 'REQUESTED'; transactionId: string; mac: string; agent: string } | { outcome: 'REJECTED' };

export type ApprovalOutcome =
  | { outcome: 'APPROVED'; ci: string }
  /** The person has not approved in their app yet. */
  | { outcome: 'PENDING' }
  | { outcome: 'DECLINED' };

/** What we know of the person a transaction is for; some providers need it again to answer. */
export interface AuthSubject {
  name: string;
  phone: string;
}

export interface IdentityProvider {
  checkRealName(input: { name: string; residentNumber: string }): Promise<RealNameOutcome>;
  /** Delivers a phone-auth code by text. */
  sendPhoneCode(input: { phone: string; code: string; purpose: PhoneAuthPurpose }): Promise<void>;
  requestSimpleAuth(
    input: AuthSubject & { provider: SimpleAuthProvider; requestKey: string },
  ): Promise<AuthRequestOutcome>;
  findSimpleAuthResult(input: AuthSubject & { transactionId: string }): Promise<ApprovalOutcome>;
  requestMobileCardAuth(
    input: AuthSubject & { birth: string; requestKey: string },
  ): Promise<MobileCardRequestOutcome>;
  findMobileCardResult(input: AuthSubject & { transactionId: string }): Promise<ApprovalOutcome>;
}
