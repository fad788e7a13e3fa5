import type { Message } from '../i18n/translate.ts';
// Enumerations of spec §3 — Paying: means of payment, their issuers, the life of a payment, how a bill is delivered.

export const billTypes = ['EMAIL', 'SMS'] as const;
export type BillType = (typeof billTypes)[number];

/** CN card, MC phone, RA bank transfer. */
export const paymentMethods = ['CN', 'MC', 'RA'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, Message> = {
  CN: /*i18n*/ { id: 'paymentMethod.CN', message: '카드 자동납부' },
  MC: /*i18n*/ { id: 'paymentMethod.MC', message: '휴대폰 결제' },
  RA: /*i18n*/ { id: 'paymentMethod.RA', message: '계좌 자동이체' },
};

/**
 * A payment through the gateway (docs/payments.md): READY, ordered and waiting for the payer's checkout;
 * CONFIRMING, our confirm under way; PAID; PARTIALLY_CANCELLED and CANCELLED, refunded in part or whole (a
 * net cancel too); FAILED, nothing charged; UNKNOWN, the gateway did not answer, read back until settled;
 * REFUNDING, a refund asked whose answer was lost, read back until the refund is made.
 */
export const paymentStatuses = [
  'READY',
  'CONFIRMING',
  'PAID',
  'PARTIALLY_CANCELLED',
  'CANCELLED',
  'FAILED',
  'UNKNOWN',
  'REFUNDING',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What a payment is for: a bill now; a USIM order and a number change to come. */
export const paymentPurposes = ['BILL', 'USIM'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** Who issues a means of payment: a card company or a bank (self-care/corp/code). */
export const corpTypes = ['CARD', 'BANK'] as const;
export type CorpType = (typeof corpTypes)[number];
