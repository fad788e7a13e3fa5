import type { Message } from '../i18n/translate.ts';
// Enumerations of spec §3 — The ledger: usage, bills, discounts, stops of a line.

/** What a usage record of the host carrier's feed counts: data in bytes, voice in seconds, texts in messages. */
export const usageKinds = ['DATA', 'VOICE', 'SMS'] as const;
export type UsageKind = (typeof usageKinds)[number];
export const usageKindLabels: Record<UsageKind, Message> = {
  DATA: /*i18n*/ { id: 'usageKind.DATA', message: '데이터' },
  VOICE: /*i18n*/ { id: 'usageKind.VOICE', message: '음성' },
  SMS: /*i18n*/ { id: 'usageKind.SMS', message: '문자' },
};

/**
 * The kinds of a bill's items (docs/billing.md). RECURRING plan fee, USAGE beyond the allowance, ADD_SERVICE
 * fee, DISCOUNT (negative), MICRO_PAYMENT and INSTALMENT (outside the VAT base), ADJUSTMENT, LATE_FEE, then
 * the VAT and the 10-won ROUNDING cut on lines of their own.
 */
export const billItemTypes = [
  'RECURRING',
  'PAUSE',
  'USAGE',
  'ADD_SERVICE',
  'DISCOUNT',
  'MICRO_PAYMENT',
  'INSTALMENT',
  'ADJUSTMENT',
  'LATE_FEE',
  'VAT',
  'ROUNDING',
] as const;
export type BillItemType = (typeof billItemTypes)[number];
export const billItemTypeLabels: Record<BillItemType, Message> = {
  RECURRING: /*i18n*/ { id: 'billItemType.RECURRING', message: '월정액' },
  PAUSE: /*i18n*/ { id: 'billItemType.PAUSE', message: '일시정지 이용료' },
  USAGE: /*i18n*/ { id: 'billItemType.USAGE', message: '기본 제공 초과 사용료' },
  ADD_SERVICE: /*i18n*/ { id: 'billItemType.ADD_SERVICE', message: '부가서비스 이용료' },
  DISCOUNT: /*i18n*/ { id: 'billItemType.DISCOUNT', message: '할인' },
  MICRO_PAYMENT: /*i18n*/ { id: 'billItemType.MICRO_PAYMENT', message: '소액결제' },
  INSTALMENT: /*i18n*/ { id: 'billItemType.INSTALMENT', message: '단말기 할부금' },
  ADJUSTMENT: /*i18n*/ { id: 'billItemType.ADJUSTMENT', message: '조정' },
  LATE_FEE: /*i18n*/ { id: 'billItemType.LATE_FEE', message: '연체가산금' },
  VAT: /*i18n*/ { id: 'billItemType.VAT', message: '부가가치세' },
  ROUNDING: /*i18n*/ { id: 'billItemType.ROUNDING', message: '원단위 절사' },
};

/** Discounts a line can hold (self-care/contract/sale): 선택약정 by rate, the plan's long-term and promotional ones by amount. */
export const discountKinds = ['CONTRACT', 'LONG_TERM', 'PROMOTION'] as const;
export type DiscountKind = (typeof discountKinds)[number];
export const discountKindLabels: Record<DiscountKind, Message> = {
  CONTRACT: /*i18n*/ { id: 'discountKind.CONTRACT', message: '선택약정 할인' },
  LONG_TERM: /*i18n*/ { id: 'discountKind.LONG_TERM', message: '장기고객 할인' },
  PROMOTION: /*i18n*/ { id: 'discountKind.PROMOTION', message: '프로모션 할인' },
};

/** Where a bill is in its life: a DRAFT may still be corrected during the grace period, FINAL is settled. */
export const invoiceStages = ['DRAFT', 'FINAL'] as const;
export type InvoiceStage = (typeof invoiceStages)[number];

/** A bill's payment status, from what was paid and its due date. */
export const billStatuses = ['UNPAID', 'PARTLY_PAID', 'PAID', 'OVERDUE'] as const;
export type BillStatus = (typeof billStatuses)[number];
export const billStatusLabels: Record<BillStatus, Message> = {
  UNPAID: /*i18n*/ { id: 'billStatus.UNPAID', message: '납부 전' },
  PARTLY_PAID: /*i18n*/ { id: 'billStatus.PARTLY_PAID', message: '일부 납부' },
  PAID: /*i18n*/ { id: 'billStatus.PAID', message: '납부 완료' },
  OVERDUE: /*i18n*/ { id: 'billStatus.OVERDUE', message: '미납' },
};

/** A line's stop: a PAUSE the subscriber asks for (일시정지), or a LOSS suspension (분실정지). */
/**
 * Where a pause stands today: REQUESTED while the carrier's order is under way, RESERVED before its first
 * day, RUNNING, ENDED after its last day (or resumed early), CANCELLED when withdrawn before it ran.
 */
export const pauseStatuses = ['REQUESTED', 'RESERVED', 'RUNNING', 'ENDED', 'CANCELLED'] as const;
export type PauseStatus = (typeof pauseStatuses)[number];
export const pauseStatusLabels: Record<PauseStatus, Message> = {
  REQUESTED: /*i18n*/ { id: 'pauseStatus.REQUESTED', message: '처리 중' },
  RESERVED: /*i18n*/ { id: 'pauseStatus.RESERVED', message: '예약' },
  RUNNING: /*i18n*/ { id: 'pauseStatus.RUNNING', message: '정지 중' },
  ENDED: /*i18n*/ { id: 'pauseStatus.ENDED', message: '종료' },
  CANCELLED: /*i18n*/ { id: 'pauseStatus.CANCELLED', message: '취소' },
};

export const pauseKinds = ['PAUSE', 'LOSS'] as const;
export type PauseKind = (typeof pauseKinds)[number];
export const pauseKindLabels: Record<PauseKind, Message> = {
  PAUSE: /*i18n*/ { id: 'pauseKind.PAUSE', message: '일시정지' },
  LOSS: /*i18n*/ { id: 'pauseKind.LOSS', message: '분실정지' },
};
