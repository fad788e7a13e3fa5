import type { Message } from '../i18n/translate.ts';
// Enumerations of spec §3 — the notice and FAQ boards.

export const boardTypes = ['NOTICE', 'FAQ'] as const;
export type BoardType = (typeof boardTypes)[number];

export const faqCategories = ['USIM', 'REGISTER', 'SELF', 'PLAN', 'AMOUNT', 'PAYMENT', 'ETC'] as const;
export type FaqCategory = (typeof faqCategories)[number];
export const faqCategoryLabels: Record<FaqCategory, Message> = {
  USIM: /*i18n*/ { id: 'faqCategory.USIM', message: '유심' },
  REGISTER: /*i18n*/ { id: 'faqCategory.REGISTER', message: '가입/변경/해지' },
  SELF: /*i18n*/ { id: 'faqCategory.SELF', message: '셀프개통' },
  PLAN: /*i18n*/ { id: 'faqCategory.PLAN', message: '요금제/부가서비스' },
  AMOUNT: /*i18n*/ { id: 'faqCategory.AMOUNT', message: '요금/청구' },
  PAYMENT: /*i18n*/ { id: 'faqCategory.PAYMENT', message: '소액결제' },
  ETC: /*i18n*/ { id: 'faqCategory.ETC', message: '기타' },
};
