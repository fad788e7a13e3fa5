import type { SimpleAuthProvider } from '@mvno/contract';

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

export interface TermsSection {
  heading: string;
  body: string;
}

/** The terms shown by each consent's viewer; they name the chosen provider, so one must be chosen first. */
export function termsOf(kind: ConsentKind, provider: SimpleAuthProvider): TermsSection[] {
  const info = providerInfo[provider];
  if (kind === 'privacy') {
    return [
      { heading: '수집하는 항목', body: '이름, 휴대폰 번호, 생년월일, 연계정보(CI)' },
      {
        heading: '수집·이용 목적',
        body: `${info.label} 간편인증으로 본인임을 확인하고, 회원가입·비밀번호 찾기처럼 본인 확인이 필요한 서비스를 제공합니다.`,
      },
      {
        heading: '보유·이용 기간',
        body: '인증 요청 정보는 1개월, 인증 결과는 1년 동안 보관한 뒤 파기합니다. 그 밖의 정보는 목적을 이룬 뒤 바로 파기합니다.',
      },
      {
        heading: '동의하지 않을 권리',
        body: '동의하지 않을 수 있지만, 동의하지 않으면 간편인증을 이용할 수 없어요.',
      },
    ];
  }
  return [
    { heading: '제공받는 곳', body: `${info.company}, 주식회사 케이지이니시스(인증 중계)` },
    { heading: '제공 목적', body: `${info.appName}으로 인증을 요청하고 그 결과를 바로모바일에 전달합니다.` },
    { heading: '제공하는 항목', body: '이름, 휴대폰 번호, 생년월일' },
    {
      heading: '보유·이용 기간',
      body: '인증 목적을 이룰 때까지 보관합니다. 법령에 따라 보관해야 하는 경우에는 그 기간 동안 보관합니다.',
    },
    {
      heading: '동의하지 않을 권리',
      body: '동의하지 않을 수 있지만, 동의하지 않으면 간편인증을 이용할 수 없어요.',
    },
  ];
}
