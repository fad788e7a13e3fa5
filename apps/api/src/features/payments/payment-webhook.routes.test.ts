import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, PAYMENT_WEBHOOK_SIGNATURE_HEADER, resultCodes, textOf } from '@mvno/contract';
import { DEVELOPMENT_PAYMENT_WEBHOOK_SECRET } from '../../config.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { paymentWebhookEvents, payments } from '../../db/schema/payment.ts';
import { anyEnvelope, post } from '../../test/accounts.ts';
import { usimOrderFixture } from '../../test/usim-orders.ts';

// The gateway's webhook (docs/payments.md, "Webhooks"): signed notices only, each event once, the payment read
// back from the gateway whatever the notice says, in whatever order notices come. The tests sign as the
// sandbox gateway does, with the demo's public secret.

const { clock, app, db, newKey, newPhone, verified, orderAndPay } = usimOrderFixture('payment-webhook-test', {
  PAYMENT_TIMEOUT_MS: '2000',
  PAYMENT_SANDBOX_HANG_MS: '3000',
});

/** A notice about an order as the gateway words it, and its signature. */
function noticeOf(orderId: string, secret = DEVELOPMENT_PAYMENT_WEBHOOK_SECRET) {
  const body = JSON.stringify({
    eventId: `evt_${randomUUID()}`,
    eventType: 'PAYMENT_STATUS_CHANGED',
    orderId,
    createdAt: clock.now().toISOString(),
  });
  return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
}

async function deliver(notice: { body: string; signature?: string }) {
  const response = await app().inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      ...(notice.signature === undefined ? {} : { [PAYMENT_WEBHOOK_SIGNATURE_HEADER]: notice.signature }),
    },
    payload: notice.body,
  });
  return { status: response.statusCode, body: anyEnvelope.parse(response.json()) };
}

const paymentOf = async (orderId: string) =>
  (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0];
const auditCountOf = async (orderId: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.subjectNo, orderId))).length;

/** A paid SIM order whose cancel asked a refund the gateway made without answering in time. */
async function refundWithoutAnswer() {
  const phone = newPhone();
  const { made, confirm } = await orderAndPay(phone, {}, '4518420012345555');
  expect((await confirm()).body.code).toBe(resultCodes.success);
  const cancelled = await post(app(), `/api/usim/purchase/${made.usimPurchaseNo}/cancel`, null, {
    idempotencyKey: newKey(),
    phoneAuthKey: await verified(phone),
  });
  expect(cancelled.response.statusCode).toBe(504);
  const orderId = made.payment?.orderId ?? '';
  expect((await paymentOf(orderId))?.status).toBe('REFUNDING');
  return orderId;
}

describe('a payment webhook', () => {
  it('is refused unsigned, signed with another secret, or changed after signing, and changes nothing', async () => {
    const orderId = await refundWithoutAnswer();
    const notice = noticeOf(orderId);
    const refusals = [
      { body: notice.body },
      noticeOf(orderId, 'another-webhook-secret-0123456789'),
      {
        body: notice.body.replace('PAYMENT_STATUS_CHANGED', 'PAYMENT_CANCELED'),
        signature: notice.signature,
      },
    ];
    for (const forged of refusals) {
      expect(await deliver(forged)).toEqual({
        status: 400,
        body: {
          code: resultCodes.invalidInput,
          message: textOf(messages.paymentWebhookUnsigned),
          entity: null,
        },
      });
    }
    expect((await paymentOf(orderId))?.status).toBe('REFUNDING');
    expect(await db().select().from(paymentWebhookEvents)).toEqual([]);
  });

  it('settles what it names at once, from the gateway, and receives each notice once in whatever order', async () => {
    const orderId = await refundWithoutAnswer();
    const older = noticeOf(orderId);
    // The gateway makes the refund after its late answer.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const newer = noticeOf(orderId);

    // Long before the read-back would ask again, the notice has the payment read back and settled.
    expect((await deliver(newer)).body).toEqual({ code: resultCodes.success, message: '', entity: null });
    expect((await paymentOf(orderId))?.status).toBe('CANCELLED');
    const audits = await auditCountOf(orderId);

    // The same notice again, and an older one after it: received, nothing more done.
    expect((await deliver(newer)).body.code).toBe(resultCodes.success);
    expect((await deliver(older)).body.code).toBe(resultCodes.success);
    expect((await paymentOf(orderId))?.status).toBe('CANCELLED');
    expect(await auditCountOf(orderId)).toBe(audits);
    const events = await db()
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.orderId, orderId));
    expect(events).toHaveLength(2);
  });

  it('leaves a confirm still at work to its own request', async () => {
    const { made } = await orderAndPay(newPhone());
    const orderId = made.payment?.orderId ?? '';
    await db()
      .update(payments)
      .set({ status: 'CONFIRMING', changedAt: clock.now() })
      .where(eq(payments.orderId, orderId));
    expect((await deliver(noticeOf(orderId))).body.code).toBe(resultCodes.success);
    expect((await paymentOf(orderId))?.status).toBe('CONFIRMING');
  });

  it('answers a notice of an order that is not ours, and keeps it received', async () => {
    const notice = noticeOf('PAY-not-one-of-ours');
    expect((await deliver(notice)).body.code).toBe(resultCodes.success);
    expect(
      await db()
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.orderId, 'PAY-not-one-of-ours')),
    ).toHaveLength(1);
  });
});
