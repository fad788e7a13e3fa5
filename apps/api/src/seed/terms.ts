import { formatDate, formatLongDate, type TermsType } from '@mvno/contract';
import { sanitizeHtml } from '../shared/sanitize-html.ts';
import type { Database } from '../db/client.ts';
import { terms } from '../db/schema/terms.ts';
import {
  consignmentNotice,
  creditInquiryConsent,
  legalRepresentativeConsent,
  marketingConsent,
  thirdPartyProvisionConsent,
  uniqueIdentifierConsent,
} from './terms/consents.ts';
import { privacyPolicyV1, privacyPolicyV2, privacyPolicyV3 } from './terms/privacy-policy.ts';
import { locationTerms, remainingChargeConsent, usimPurchaseTerms } from './terms/service-terms.ts';
import { termsOfServiceV1, termsOfServiceV2 } from './terms/terms-of-service.ts';

export interface TermsSeed {
  type: TermsType;
  title: string;
  version: string;
  /** YYYY-MM-DD in Seoul. */
  effectiveDate: string;
  /** HTML, sanitised when seeded. */
  content: string;
}

/** The day the service opened: every document has a version from then. */
const LAUNCH_DATE = '2025-07-01';

/** The first day of the month after `now`'s month, in Seoul. */
export function firstDayOfNextMonth(now: Date): string {
  const [year = 0, month = 0] = formatDate(now).split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * Every terms document, with the history a real service has: two versions of the terms of service, and a
 * privacy policy revised once and revised again from the first day of next month, announced ahead as the law
 * asks, so a fresh demo always has a version 시행 예정 to show.
 */
export function termsSeedsOf(now: Date): TermsSeed[] {
  const upcomingPrivacyDate = firstDayOfNextMonth(now);
  const launched = (type: TermsType, title: string, content: string): TermsSeed => ({
    type,
    title,
    version: 'v1.0',
    effectiveDate: LAUNCH_DATE,
    content,
  });
  return [
    launched('TERMS_SERVICE', '바로모바일 서비스 이용약관', termsOfServiceV1),
    {
      type: 'TERMS_SERVICE',
      title: '바로모바일 서비스 이용약관',
      version: 'v2.0',
      effectiveDate: '2026-06-15',
      content: termsOfServiceV2,
    },
    launched('UNIQUE', '고유식별정보 처리 동의', uniqueIdentifierConsent),
    launched('PRIVACY', '개인정보 처리방침', privacyPolicyV1),
    {
      type: 'PRIVACY',
      title: '개인정보 처리방침',
      version: 'v2.0',
      effectiveDate: '2026-03-23',
      content: privacyPolicyV2,
    },
    {
      type: 'PRIVACY',
      title: '개인정보 처리방침',
      version: 'v3.0',
      effectiveDate: upcomingPrivacyDate,
      content: privacyPolicyV3(formatLongDate(upcomingPrivacyDate, 'ko')),
    },
    launched('LOCATION', '위치기반서비스 이용약관', locationTerms),
    launched('THIRD_PARTY_PROVIDE', '개인정보 제3자 제공 동의', thirdPartyProvisionConsent),
    launched('THIRD_PARTY_CONSIGNED', '개인정보 처리 위탁 안내', consignmentNotice),
    launched('CREDIT', '신용정보 조회 동의', creditInquiryConsent),
    launched('REMAINING_CHARGE', '번호이동 잔여요금 정산 동의', remainingChargeConsent),
    launched('MARKETING', '마케팅 정보 수신 동의', marketingConsent),
    launched('LEGAL_REPRESENTATIVE', '법정대리인 동의', legalRepresentativeConsent),
    launched('USIM_PURCHASE', '유심 구매 약관', usimPurchaseTerms),
  ];
}

/** Stores versions as staff would publish them: the text is sanitised on the way in, as every page's HTML. */
export async function insertTerms(db: Database, seeds: readonly TermsSeed[]): Promise<void> {
  await db.insert(terms).values(seeds.map((seed) => ({ ...seed, content: sanitizeHtml(seed.content) })));
}

export function seedTerms(db: Database, now: Date): Promise<void> {
  return insertTerms(db, termsSeedsOf(now));
}
