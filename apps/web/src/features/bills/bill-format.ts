import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  currentLocale,
  intlLocaleOf,
  shiftPeriod,
  type BillStatus,
  type Locale,
  type PaymentMethod,
} from '@mvno/contract';

/** A month as the contract writes it (`YYYY-MM`); anything else in an address is ignored. */
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A billing account's id as the contract takes it. */
const BILL_ACCOUNT_ID = /^\d{6,12}$/;

export const periodOf = (value: string | null): string | undefined =>
  value !== null && PERIOD.test(value) ? value : undefined;

export const billAccountIdOf = (value: string | null): string | undefined =>
  value !== null && BILL_ACCOUNT_ID.test(value) ? value : undefined;

const yearOf = (period: string) => Number(period.slice(0, 4));
const monthOf = (period: string) => Number(period.slice(5, 7));

/** A bill's month in the reader's language: '2026년 10월', 'October 2026'. */
export function formatMonth(period: string, locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(intlLocaleOf[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(yearOf(period), monthOf(period) - 1, 1));
}

/** The month alone, for a chart's axis: '10월', 'Oct'. */
export function formatMonthShort(period: string, locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(intlLocaleOf[locale], { month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(yearOf(period), monthOf(period) - 1, 1),
  );
}

/** The Korean month an instant falls in: bills are by Korean calendar months. */
export function seoulPeriodOf(instant: Date): string {
  return new Date(instant.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 7);
}

/** The latest month whose bill can exist: the month before this one (this month is still running). */
export const lastClosedPeriod = (now: Date = new Date()): string => shiftPeriod(seoulPeriodOf(now), -1);

/** The months from one to another, both included, oldest first. */
export function periodsBetween(from: string, to: string): string[] {
  const periods: string[] = [];
  for (let period = from; period <= to; period = shiftPeriod(period, 1)) periods.push(period);
  return periods;
}

/** How an account pays, in words. */
export const payMethodLabels: Record<PaymentMethod, MessageDescriptor> = {
  CN: msg`카드 자동납부`,
  MC: msg`휴대폰 결제`,
  RA: msg`계좌 자동이체`,
};

/**
 * How one payment was made: by the monthly automatic payment (channel AUTO) or by the subscriber in
 * self-care, and with what. A bill paid by card now is no bank auto-debit, whatever the account has set up.
 */
export function paidWayOf(payment: { payMethod: PaymentMethod; channel: string }): MessageDescriptor {
  if (payment.payMethod === 'MC') return msg`휴대폰 결제`;
  const isAuto = payment.channel === 'AUTO';
  if (payment.payMethod === 'CN') return isAuto ? msg`카드 자동납부` : msg`카드 결제`;
  return isAuto ? msg`계좌 자동이체` : msg`계좌 이체`;
}

/** Bills a subscriber still has to pay: the status badge says which, the amount how much. */
export const owingStatuses: readonly BillStatus[] = ['OVERDUE', 'UNPAID', 'PARTLY_PAID'];

/** The badge's tone of a status: overdue warns, paid is calm. */
export const statusToneOf = (status: BillStatus) =>
  status === 'OVERDUE' ? 'warm' : status === 'PAID' ? 'accent' : 'primary';

/** The address of one month's bill (the query names this feature uses throughout). */
export const billFeePath = (period: string, billAcntId: string | undefined) =>
  `/my-page/bill/fee?${new URLSearchParams(billAcntId === undefined ? { period } : { period, billAcntId }).toString()}`;

/** The address of the bill list of an account. */
export const billListPath = (billAcntId: string) =>
  `/my-page/bill?${new URLSearchParams({ billAcntId }).toString()}`;

/** The address of the payment confirmation of an account for a range of months. */
export const confirmationPath = (billAcntId: string, from: string, to: string) =>
  `/my-page/bill/fee/popup?${new URLSearchParams({ billAcntId, from, to }).toString()}`;

/** The address of paying an account's bills: what is owed, how it pays and what it has paid. */
export const billPayPath = (billAcntId: string) =>
  `/my-page/bill/pay?${new URLSearchParams({ billAcntId }).toString()}`;

/** The address of paying now what an account owes. */
export const payNowPath = (billAcntId: string) =>
  `/my-page/bill/pay/immediate?${new URLSearchParams({ billAcntId }).toString()}`;

/** How a payment made now is paid, in words (the gateway's methods, not the automatic ones). */
export const payNowMethodLabels: Record<PaymentMethod, MessageDescriptor> = {
  CN: msg`신용·체크카드`,
  MC: msg`휴대폰 결제`,
  RA: msg`계좌이체`,
};
