import { z } from 'zod';
import { billTypes } from '../enums.ts';
import { opaqueKeySchema } from '../fields.ts';
import { payMethodSchema } from './bill.ts';
import { billAcntIdSchema } from './fields.ts';

/** Where the gateway's billing-auth window returns the payment popup, with authKey and customerKey. */
export const BILLING_AUTH_RETURN_PATH = '/payment/billing-result';
/** The name the billing-auth popup reports under (spec §2.4's popup handshake). */
export const BILLING_AUTH_CALLBACK_NAME = 'billingAuth';

/** What an account's bills can be debited from automatically: a card (CN) or a bank account (RA). */
export const automaticPayMethods = ['CN', 'RA'] as const;
export type AutomaticPayMethod = (typeof automaticPayMethods)[number];

/**
 * `POST self-care/pay-method/auth`: opens the registration of a card or account for one of the subscriber's
 * billing accounts (the line in use's when none is named): the billing-auth window's address for the popup.
 */
export const payMethodAuthRequestSchema = z
  .object({ billAcntId: billAcntIdSchema.optional(), payMethod: z.enum(automaticPayMethods) })
  .meta({ examples: [{ payMethod: 'CN' }] });
export type PayMethodAuthRequest = z.input<typeof payMethodAuthRequestSchema>;

export const payMethodAuthSchema = z.object({
  billAcntId: z.string(),
  /** The account's id at the gateway: the window's answer must carry the same. */
  customerKey: z.string(),
  /** Open the payment popup here; it returns to BILLING_AUTH_RETURN_PATH. */
  checkoutAddress: z.string(),
});
export type PayMethodAuth = z.infer<typeof payMethodAuthSchema>;

/**
 * `POST self-care/pay-method`: the line in use's account pays by the card or account the billing-auth window
 * registered (`authKey`), and its bill goes by `billType`. Without authKey only the bill's delivery changes.
 * `POST self-care/v2/pay-method` names the account (`billAcntId`).
 */
export const payMethodChangeRequestSchema = z
  .object({ authKey: opaqueKeySchema.optional(), billType: z.enum(billTypes) })
  .meta({ examples: [{ billType: 'SMS' }] });
export type PayMethodChangeRequest = z.input<typeof payMethodChangeRequestSchema>;

export const payMethodChangeV2RequestSchema = payMethodChangeRequestSchema
  .extend({ billAcntId: billAcntIdSchema })
  .meta({ examples: [{ billAcntId: '5100258012', billType: 'EMAIL' }] });
export type PayMethodChangeV2Request = z.input<typeof payMethodChangeV2RequestSchema>;

/** The account as it pays now: the card or account registered (masked), the holder (masked), the delivery. */
export const payMethodChangeResultSchema = payMethodSchema;
export type PayMethodChangeResult = z.infer<typeof payMethodChangeResultSchema>;
