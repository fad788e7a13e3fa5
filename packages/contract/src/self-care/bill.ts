import { z } from 'zod';
import {
  billItemTypes,
  billStatuses,
  billTypes,
  invoiceStages,
  paymentMethods,
  usageKinds,
} from '../enums.ts';
import {
  billAccountQuerySchema,
  dayTextSchema,
  instantTextSchema,
  periodSchema,
  wonSchema,
} from './fields.ts';

/** One item of a bill (docs/billing.md). */
export const billItemSchema = z.object({
  /** The line it belongs to; null for the account's own items (late fee, adjustment, VAT, rounding). */
  userLineNo: z.number().int().nullable(),
  /** That line's number, masked. */
  serviceNumber: z.string().nullable(),
  itemType: z.enum(billItemTypes),
  /** A plan, add-on, discount, merchant or device name; the period a late fee is for. */
  itemName: z.string(),
  usageKind: z.enum(usageKinds).nullable(),
  /** USAGE: bytes, seconds or texts beyond the allowance; INSTALMENT: the instalment's number. */
  quantity: z.number().int().nullable(),
  /** Days billed of the month's days, or the instalment of all; null: the whole month. */
  portion: z.object({ count: z.number().int(), of: z.number().int() }).nullable(),
  amount: wonSchema,
  isTaxable: z.boolean(),
});
export type BillItem = z.infer<typeof billItemSchema>;

/** A bill as listed: its month, money and status on the day asked. */
export const billSummarySchema = z.object({
  invoiceNo: z.number().int(),
  billAcntId: z.string(),
  period: z.string(),
  stage: z.enum(invoiceStages),
  totalAmount: wonSchema,
  paidAmount: wonSchema,
  unpaidAmount: wonSchema,
  dueOn: dayTextSchema,
  issuedOn: dayTextSchema,
  status: z.enum(billStatuses),
});
export type BillSummary = z.infer<typeof billSummarySchema>;

/** `GET self-care/bill`: the account's bills of the last 12 months, newest first. */
export const billListSchema = z.object({
  billAcntId: z.string(),
  /** What is still owed on every bill of the account. */
  unpaidAmount: wonSchema,
  list: z.array(billSummarySchema),
});
export type BillList = z.infer<typeof billListSchema>;

/** A bill with its items, or this month's so far. */
export const billDetailSchema = z.object({
  bill: billSummarySchema,
  taxableAmount: wonSchema,
  vatAmount: wonSchema,
  roundingAmount: wonSchema,
  items: z.array(billItemSchema),
});
export type BillDetail = z.infer<typeof billDetailSchema>;

/** `GET self-care/bill/fee`: one month's bill (the latest when none is named) of one of the session's accounts. */
export const billFeeRequestSchema = billAccountQuerySchema.extend({ period: periodSchema.optional() });
export type BillFeeRequest = z.input<typeof billFeeRequestSchema>;

/** `GET self-care/bill/fee/info`: this month's charges so far, as the bill run would compute them today. */
export const billSoFarSchema = z.object({
  billAcntId: z.string(),
  period: z.string(),
  /** Usage is counted up to this instant. */
  countedUntil: instantTextSchema.nullable(),
  taxableAmount: wonSchema,
  vatAmount: wonSchema,
  roundingAmount: wonSchema,
  totalAmount: wonSchema,
  items: z.array(billItemSchema),
});
export type BillSoFar = z.infer<typeof billSoFarSchema>;

/** How a billing account pays (the card or account masked). */
export const payMethodSchema = z.object({
  billAcntId: z.string(),
  payMethod: z.enum(paymentMethods),
  payInstitution: z.string(),
  payNumberMasked: z.string(),
  /** Masked. */
  payerName: z.string(),
  /** The day of the month its bills are due. */
  dueDay: z.number().int(),
  /** How its bill is sent. */
  billType: z.enum(billTypes),
});
export type PayMethod = z.infer<typeof payMethodSchema>;

/** `GET self-care/v2/pay-method`: every billing account of the subscriber. */
export const payMethodListSchema = z.object({ list: z.array(payMethodSchema) });
export type PayMethodList = z.infer<typeof payMethodListSchema>;

/** `GET self-care/bill/account`: spec §3's service-account info, and each account's billing. */
export const serviceAccountInfoSchema = z.object({
  oData: z.array(
    z.object({
      /** Masked. */
      serviceNumber: z.string(),
      serviceAccount: z.string(),
      billAcntId: z.string(),
      custId: z.string(),
    }),
  ),
  accounts: z.array(
    payMethodSchema.extend({
      lineCount: z.number().int(),
    }),
  ),
});
export type ServiceAccountInfo = z.infer<typeof serviceAccountInfoSchema>;

/** `GET self-care/bill/account/history`: what was paid on an account's bills, newest first. */
export const billPaymentHistorySchema = z.object({
  billAcntId: z.string(),
  list: z.array(
    z.object({
      paymentNo: z.number().int(),
      period: z.string(),
      amount: wonSchema,
      payMethod: z.enum(paymentMethods),
      paidAt: instantTextSchema,
      /** AUTO: the monthly automatic payment; SELF: paid in self-care. */
      channel: z.string(),
    }),
  ),
});
export type BillPaymentHistory = z.infer<typeof billPaymentHistorySchema>;

/** `GET self-care/bill/month/installment`: the line's device instalments. */
export const instalmentListSchema = z.object({
  list: z.array(
    z.object({
      deviceName: z.string(),
      principal: wonSchema,
      months: z.number().int(),
      monthlyAmount: wonSchema,
      /** Instalments billed so far (bills of months before this one). */
      billedCount: z.number().int(),
      remainingAmount: wonSchema,
      firstPeriod: z.string(),
      lastPeriod: z.string(),
    }),
  ),
});
export type InstalmentList = z.infer<typeof instalmentListSchema>;

/** `GET self-care/cancel/bill/amount`: what cancelling the line today would cost, computed, not promised. */
export const cancelAmountSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  /** The day it is computed for. */
  asOf: dayTextSchema,
  /** This month's bill up to today, as if the line ended today (the account's other lines left out). */
  finalBill: z.object({ totalAmount: wonSchema, items: z.array(billItemSchema) }),
  /** Instalments not yet billed, due at once on cancelling. */
  remainingInstalments: wonSchema,
  discountPaybacks: z.array(
    z.object({
      discountName: z.string(),
      /** Whole months the contract has run. */
      monthsKept: z.number().int(),
      /** The discount received on bills so far. */
      receivedAmount: wonSchema,
      percent: z.number().int(),
      paybackAmount: wonSchema,
    }),
  ),
  totalAmount: wonSchema,
  /** Earlier bills of the line's account still unpaid: cancelling leaves them owed. */
  unpaidAmount: wonSchema,
  /** How the last charges are settled: on the account's next bill, due on `dueOn`, paid as the account pays. */
  settlement: z.object({
    billAcntId: z.string(),
    dueOn: dayTextSchema,
    payMethod: z.enum(paymentMethods),
    payNumberMasked: z.string(),
  }),
  /** No other line of the subscriber stays: cancelling it ends their sessions, and login with it. */
  isLastLine: z.boolean(),
  /** Why the line cannot be cancelled online now (docs/self-care-rules.md); null when it can. */
  refusal: z.string().nullable(),
});
export type CancelAmount = z.infer<typeof cancelAmountSchema>;

/** `GET self-care/ext/bill/info`: a bill summary for the app's widget. */
export const billInfoSchema = z.object({
  billAcntId: z.string(),
  latest: billSummarySchema.nullable(),
  unpaidAmount: wonSchema,
  /** This month so far. */
  currentAmount: wonSchema,
});
export type BillInfo = z.infer<typeof billInfoSchema>;
