import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SimpleAuthProvider, TermsType } from '@mvno/contract';

export interface ProviderInfo {
  /** What the person sees on the button. */
  label: MessageDescriptor;
  /** The app they approve in. */
  appName: MessageDescriptor;
  /** Who receives their data (third-party provision). */
  company: MessageDescriptor;
  /** Brand colour of the tile's mark. */
  color: string;
  mark: string;
}

export const providerInfo: Record<SimpleAuthProvider, ProviderInfo> = {
  NAVER: {
    label: msg`네이버`,
    appName: msg`네이버 앱`,
    company: msg`네이버 주식회사`,
    color: '#03a94d',
    mark: 'N',
  },
  PASS: {
    label: msg`PASS`,
    appName: msg`PASS 앱`,
    company: msg`SK텔레콤·KT·LG유플러스`,
    color: '#e6312e',
    mark: 'P',
  },
  KB: {
    label: msg`KB국민인증서`,
    appName: msg`KB스타뱅킹 앱`,
    company: msg`주식회사 KB국민은행`,
    color: '#6b5a3e',
    mark: 'KB',
  },
  TOSS: {
    label: msg`토스`,
    appName: msg`토스 앱`,
    company: msg`주식회사 비바리퍼블리카`,
    color: '#1b64da',
    mark: 't',
  },
};

export type ConsentKind = 'privacy' | 'thirdParty';

/** What each consent agrees to; its checkbox marks it as required. */
export const consentNames: Record<ConsentKind, MessageDescriptor> = {
  privacy: msg`개인정보 수집·이용 동의`,
  thirdParty: msg`개인정보 제3자 제공 동의`,
};

/** The terms document each consent's viewer reads from the server (spec §3 terms types). */
export const consentTermsTypes: Record<ConsentKind, TermsType> = {
  privacy: 'PRIVACY',
  thirdParty: 'THIRD_PARTY_PROVIDE',
};

/**
 * The line above each consent's document, naming the chosen provider: the documents cover every provider,
 * so this says which of them the person is agreeing to.
 */
export function consentLeadOf(kind: ConsentKind, provider: SimpleAuthProvider): string {
  const info = providerInfo[provider];
  const label = i18n._(info.label);
  const company = i18n._(info.company);
  return kind === 'privacy'
    ? i18n._(
        msg`${label} 간편인증으로 본인을 확인할 때 이름, 휴대폰 번호, 생년월일, 연계정보(CI)를 아래 방침에 따라 처리해요.`,
      )
    : i18n._(
        msg`${company}, 주식회사 케이지이니시스(인증 중계)에 이름, 휴대폰 번호, 생년월일을 제공해요. 자세한 내용은 아래 제2조 (간편인증)에 있어요.`,
      );
}
