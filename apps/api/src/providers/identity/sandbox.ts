import { createHash, createHmac } from 'node:crypto';
import type { PhoneAuthPurpose } from '@mvno/contract';
import { ProviderTimeoutError } from '../../shared/app-error.ts';
import type { NotifyProvider } from '../notify/notify.port.ts';
import type { ApprovalOutcome, IdentityProvider } from './identity.port.ts';

/**
 * Test values of the identity sandbox (README "Sandbox test values", docs/accounts.md). Everything else is
 * approved: the app approval of simple and mobile card auth happens by itself right after the request.
 */
export const identitySandboxValues = {
  /** A name containing this fails the real-name check and has simple/mobile card auth requests refused. */
  rejectedName: '실패',
  /** A name containing this: the request is accepted but the person declines in the app (result '2001'). */
  declinedName: '거절',
  /** A name containing this: the person never approves (result '3001', ask again). */
  pendingName: '대기',
  /** A name containing this makes any call time out (HTTP 504). */
  timeoutName: '지연',
  /** Any call for this number times out (HTTP 504). */
  timeoutPhone: '01000000504',
} as const;

/**
 * The connecting information (CI) the sandbox gives a person: 88 base64 characters like a real CI, a
 * function of name and phone number (a real CI comes from the resident number, which simple auth never sees).
 */
export function sandboxCiOf(name: string, phone: string): string {
  return createHash('sha512').update(`baro-sandbox-ci|${name}|${phone}`).digest('base64');
}

const purposeLabels: Record<PhoneAuthPurpose, string> = {
  USIM: '유심 구매',
  PASSWORD: '비밀번호 찾기',
  LOGIN: '휴대폰 로그인',
  REAUTH: '본인 확인',
};

export function createSandboxIdentity(deps: {
  notify: NotifyProvider;
  brandName: string;
  /** Wait before each answer, to rehearse slow providers (IDENTITY_SANDBOX_DELAY_MS). */
  delayMs: number;
}): IdentityProvider {
  const { notify, brandName, delayMs } = deps;
  const macKey = createHash('sha256').update('baro-sandbox-mobile-card-mac').digest();

  async function answerAfterDelay(subject: { name?: string; phone?: string }): Promise<void> {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (
      subject.phone === identitySandboxValues.timeoutPhone ||
      subject.name?.includes(identitySandboxValues.timeoutName) === true
    ) {
      throw new ProviderTimeoutError('identity');
    }
  }

  function approvalOf(name: string, phone: string): ApprovalOutcome {
    if (name.includes(identitySandboxValues.declinedName)) return { outcome: 'DECLINED' };
    if (name.includes(identitySandboxValues.pendingName)) return { outcome: 'PENDING' };
    return { outcome: 'APPROVED', ci: sandboxCiOf(name, phone) };
  }

  return {
    async checkRealName({ name }) {
      await answerAfterDelay({ name });
      return name.includes(identitySandboxValues.rejectedName) ? 'MISMATCH' : 'MATCH';
    },

    async sendPhoneCode({ phone, code, purpose }) {
      await answerAfterDelay({ phone });
      await notify.sendSms({
        to: phone,
        text: `[${brandName}] ${purposeLabels[purpose]} 인증번호는 [${code}]입니다. 3분 안에 입력해 주세요.`,
      });
    },

    async requestSimpleAuth({ name, phone, provider, requestKey }) {
      await answerAfterDelay({ name, phone });
      if (name.includes(identitySandboxValues.rejectedName)) return { outcome: 'REJECTED' };
      return { outcome: 'REQUESTED', transactionId: `SANDBOX-${provider}-${requestKey.slice(0, 20)}` };
    },

    async findSimpleAuthResult({ name, phone }) {
      await answerAfterDelay({ name, phone });
      return approvalOf(name, phone);
    },

    async requestMobileCardAuth({ name, phone, requestKey }) {
      await answerAfterDelay({ name, phone });
      if (name.includes(identitySandboxValues.rejectedName)) return { outcome: 'REJECTED' };
      return {
        outcome: 'REQUESTED',
        transactionId: `SANDBOX-CARD-${requestKey.slice(0, 20)}`,
        mac: createHmac('sha256', macKey).update(`${requestKey}|${phone}`).digest('base64url'),
        agent: 'SANDBOX',
      };
    },

    async findMobileCardResult({ name, phone }) {
      await answerAfterDelay({ name, phone });
      return approvalOf(name, phone);
    },
  };
}
