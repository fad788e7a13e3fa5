import type { SimpleAuthProvider, TermsType } from '@mvno/contract';

export interface ProviderInfo {
  /** What the person sees on the button. */
  label: string;
  /** The app they approve in. */
  appName: string;
  /** Who receives their data (third-party provision). */
  company: string;
  /** Brand colour of the tile's mark. */
  color: string;
  mark: string;
}

export const providerInfo: Record<SimpleAuthProvider, ProviderInfo> = {
  NAVER: { label: '네이버', appName: '네이버 앱', company: '네이버 주식회사', color: '#03a94d', mark: 'N' },
  PASS: { label: 'PASS', appName: 'PASS 앱', company: 'SK텔레콤·KT·LG유플러스', color: '#e6312e', mark: 'P' },
  KB: {
    label: 'KB국민인증서',
    appName: 'KB스타뱅킹 앱',
    company: '주식회사 KB국민은행',
    color: '#6b5a3e',
    mark: 'KB',
  },
  TOSS: {
    label: '토스',
    appName: '토스 앱',
    company: '주식회사 비바리퍼블리카',
    color: '#1b64da',
    mark: 't',
  },
};

export type ConsentKind = 'privacy' | 'thirdParty';

export const consentLabels: Record<ConsentKind, string> = {
  privacy: '[필수] 개인정보 수집·이용 동의',
  thirdParty: '[필수] 개인정보 제3자 제공 동의',
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
  return kind === 'privacy'
    ? `${info.label} 간편인증으로 본인을 확인할 때 이름, 휴대폰 번호, 생년월일, 연계정보(CI)를 아래 방침에 따라 처리해요.`
    : `${info.company}, 주식회사 케이지이니시스(인증 중계)에 이름, 휴대폰 번호, 생년월일을 제공해요. 자세한 내용은 아래 제2조 (간편인증)에 있어요.`;
}
