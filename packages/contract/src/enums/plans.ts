import type { Message } from '../i18n/translate.ts';
// Enumerations of spec §3 — the marks a plan carries.

export const planIcons = ['RECOMMEND', 'EVENT', 'BEST', 'NEW'] as const;
export type PlanIcon = (typeof planIcons)[number];
export const planIconLabels: Record<PlanIcon, Message> = {
  RECOMMEND: /*i18n*/ { id: 'planIcon.RECOMMEND', message: '추천' },
  EVENT: /*i18n*/ { id: 'planIcon.EVENT', message: '이벤트' },
  BEST: /*i18n*/ { id: 'planIcon.BEST', message: '베스트' },
  NEW: /*i18n*/ { id: 'planIcon.NEW', message: '신규' },
};
