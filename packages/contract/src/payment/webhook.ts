import { z } from 'zod';
import { PAYMENT_WEBHOOK_SIGNATURE_HEADER } from '../constants.ts';

/**
 * A payment gateway's notice that a payment changed (docs/payments.md, "Webhooks"): what it names is read back
 * from the gateway before anything is done, so of its content only the event id (to receive each notice once)
 * and the order are used. The gateway may send more fields; they are not read.
 */
export const paymentWebhookEventSchema = z.object({
  eventId: z.string().min(1).max(64),
  eventType: z.string().max(60).optional(),
  orderId: z.string().min(1).max(64),
  createdAt: z.string().max(40).optional(),
});
export type PaymentWebhookEvent = z.infer<typeof paymentWebhookEventSchema>;

/** The signature the gateway sends with a notice: HMAC-SHA256 of the body as sent, with the shared secret. */
export const paymentWebhookHeadersSchema = z.looseObject({
  [PAYMENT_WEBHOOK_SIGNATURE_HEADER]: z.string().max(200).optional(),
});
