import { z } from 'zod';
import { paymentMethods } from '../enums.ts';
import { coercedIdSchema, idSchema } from '../fields.ts';
import { errorText, type Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import { BILL_PAYMENT_MAX_WON } from './bill-pay.ts';
import { dayTextSchema, wonSchema } from './fields.ts';

/**
 * Why a subscriber cancels a line online (해지 사유): asked once, kept with the cancellation, so the MVNO
 * learns what it loses subscribers to.
 */
export const lineCancelReasons = ['MOVE_CARRIER', 'COST', 'NOT_USED', 'DEVICE', 'OTHER'] as const;
export type LineCancelReason = (typeof lineCancelReasons)[number];
export const lineCancelReasonLabels: Record<LineCancelReason, Message> = {
  MOVE_CARRIER: /*i18n*/ { id: 'lineCancelReason.MOVE_CARRIER', message: '다른 통신사로 옮겨요' },
  COST: /*i18n*/ { id: 'lineCancelReason.COST', message: '요금이 부담돼요' },
  NOT_USED: /*i18n*/ { id: 'lineCancelReason.NOT_USED', message: '이 번호를 더 쓰지 않아요' },
  DEVICE: /*i18n*/ { id: 'lineCancelReason.DEVICE', message: '휴대폰을 바꾸거나 잃어버렸어요' },
  OTHER: /*i18n*/ { id: 'lineCancelReason.OTHER', message: '그 밖의 이유' },
};

/** `GET self-care/cancel/bill/amount`: the line named (one of the session's), or the line in use. */
export const cancelAmountQuerySchema = z.object({ userLineNo: coercedIdSchema.optional() });
export type CancelAmountQuery = z.input<typeof cancelAmountQuerySchema>;

/**
 * `POST self-care/cancel`: ends one of the subscriber's lines today (beyond the spec, docs/self-care-rules.md).
 * `totalAmount` is the total of cancel/bill/amount the subscriber agreed to: when the server's own differs
 * (a day passed, usage came in), nothing happens and the screen shows the new amount.
 */
export const lineCancelRequestSchema = z
  .object({
    userLineNo: idSchema,
    totalAmount: z.number().int().min(0).max(BILL_PAYMENT_MAX_WON),
    reasonCode: z.enum(lineCancelReasons),
  })
  .meta({ examples: [{ userLineNo: 2, totalAmount: 38_500, reasonCode: 'MOVE_CARRIER' }] });
export type LineCancelRequest = z.input<typeof lineCancelRequestSchema>;

/** The confirmation screen's form: a reason, and the amount and notes read. */
export const lineCancelFormSchema = z.object({
  reasonCode: z.enum(lineCancelReasons, { error: errorText(messages.lineCancelReasonRequired) }),
  isAgreed: z.literal(true, { error: errorText(messages.lineCancelAgreementRequired) }),
});
export type LineCancelForm = z.input<typeof lineCancelFormSchema>;

/** What a cancellation did: the line ended today, and how the last of its money is settled. */
export const lineCancelResultSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  endedOn: dayTextSchema,
  totalAmount: wonSchema,
  billAcntId: z.string(),
  /** The account's bill that carries the line's last charges is due on this day. */
  dueOn: dayTextSchema,
  payMethod: z.enum(paymentMethods),
  /** It was the subscriber's last line: every session of theirs has ended with it. */
  isSignedOut: z.boolean(),
});
export type LineCancelResult = z.infer<typeof lineCancelResultSchema>;

/** What decides whether a line can be cancelled online (the server reads it under the line's lock). */
export interface LineCancelFacts {
  lineStatus: 'ACTIVE' | 'PAUSED' | 'LOST' | 'TERMINATED';
  /** A pause, plan change, add-on or cancellation of the line the carrier has not answered yet. */
  isChangeUnderWay: boolean;
  /** No other line, not terminated, stays on the line's billing account. */
  isLastOfAccount: boolean;
  accountPayMethod: (typeof paymentMethods)[number];
}

/**
 * Why the line cannot be cancelled online now, or undefined when it can (docs/self-care-rules.md): not one
 * already ended or with a change under way; and the last line of an account paid by phone payment (MC)
 * cannot be, since the phone bill that would collect its last charges is the one ending.
 */
export function lineCancelRefusal(facts: LineCancelFacts): Message | undefined {
  if (facts.lineStatus === 'TERMINATED') return messages.lineCancelTerminated;
  if (facts.isChangeUnderWay) return messages.lineChangeUnderWay;
  if (facts.isLastOfAccount && facts.accountPayMethod === 'MC') return messages.lineCancelNeedsAutoPay;
  return undefined;
}
